#include "csv.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace ctd {

namespace {

class CsvText
{
    Q_DECLARE_TR_FUNCTIONS(CsvText)

public:
    static QString notUtf8() { return tr("The file is not UTF-8 text."); }
    static QString unterminatedQuote()
    {
        return tr("A quoted field that starts here is never closed with a quote.");
    }
    static QString textAfterQuote()
    {
        return tr("Text follows a closing quote; a quote inside a quoted field is written as two "
                  "quotes.");
    }
    static QString quoteInField()
    {
        return tr("A quote inside an unquoted field; put the whole field in quotes and double the "
                  "quote.");
    }
};

int lineOfFirstInvalidByte(const QByteArray &bytes)
{
    int line = 1;
    qsizetype start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString ignored = decoder(bytes.mid(start, end - start));
        Q_UNUSED(ignored);
        if (decoder.hasError())
            return line;
        ++line;
        start = end + 1;
    }
    return 1;
}

} // namespace

bool readCsv(const QByteArray &bytes, QList<CsvRecord> *records, CsvSyntaxError *error,
             QChar separator)
{
    records->clear();
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    if (decoder.hasError()) {
        *error = {lineOfFirstInvalidByte(bytes), CsvText::notUtf8()};
        return false;
    }

    qsizetype i = 0;
    const qsizetype n = text.size();
    if (n > 0 && text.at(0) == QChar(0xFEFF))
        i = 1;

    int line = 1;
    CsvRecord record;
    record.line = 1;
    QString field;
    bool fieldQuoted = false;
    bool recordHasContent = false;

    auto endField = [&]() {
        record.fields.append(fieldQuoted ? field : field.trimmed());
        field.clear();
        fieldQuoted = false;
    };
    auto endRecord = [&]() {
        endField();
        const bool blank = record.fields.size() == 1 && record.fields.first().isEmpty()
            && !recordHasContent;
        if (!blank)
            records->append(record);
        record = CsvRecord();
        recordHasContent = false;
    };
    auto isLineEnd = [&](qsizetype at, qsizetype *width) {
        if (text.at(at) == QLatin1Char('\r')) {
            *width = (at + 1 < n && text.at(at + 1) == QLatin1Char('\n')) ? 2 : 1;
            return true;
        }
        if (text.at(at) == QLatin1Char('\n')) {
            *width = 1;
            return true;
        }
        return false;
    };

    while (i < n) {
        const QChar c = text.at(i);
        qsizetype width = 0;
        if (c == QLatin1Char('"') && field.trimmed().isEmpty() && !fieldQuoted) {
            // A quoted field: runs to the next single quote.
            const int startLine = line;
            field.clear();
            fieldQuoted = true;
            recordHasContent = true;
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar q = text.at(i);
                if (q == QLatin1Char('"')) {
                    if (i + 1 < n && text.at(i + 1) == QLatin1Char('"')) {
                        field.append(q);
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                if (isLineEnd(i, &width)) {
                    // Line breaks inside quotes are kept as \n.
                    field.append(QLatin1Char('\n'));
                    i += width;
                    ++line;
                    continue;
                }
                field.append(q);
                ++i;
            }
            if (!closed) {
                *error = {startLine, CsvText::unterminatedQuote()};
                return false;
            }
            // Only spaces may stand between the closing quote and the separator.
            while (i < n && (text.at(i) == QLatin1Char(' ') || text.at(i) == QLatin1Char('\t')))
                ++i;
            if (i < n && text.at(i) != separator && !isLineEnd(i, &width)) {
                *error = {line, CsvText::textAfterQuote()};
                return false;
            }
            continue;
        }
        if (c == separator) {
            endField();
            recordHasContent = true;
            ++i;
            continue;
        }
        if (isLineEnd(i, &width)) {
            endRecord();
            i += width;
            ++line;
            record.line = line;
            continue;
        }
        if (c == QLatin1Char('"') || fieldQuoted) {
            *error = {line, fieldQuoted ? CsvText::textAfterQuote() : CsvText::quoteInField()};
            return false;
        }
        field.append(c);
        if (!c.isSpace())
            recordHasContent = true;
        ++i;
    }
    if (recordHasContent || !field.isEmpty() || !record.fields.isEmpty())
        endRecord();
    return true;
}

CsvWriter::CsvWriter(Dialect dialect)
    : m_dialect(dialect)
{
}

QString CsvWriter::quoted(const QString &field, QChar separator)
{
    bool needs = field.contains(separator) || field.contains(QLatin1Char('"'))
        || field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'));
    if (!field.isEmpty() && (field.front().isSpace() || field.back().isSpace()))
        needs = true;
    if (!needs)
        return field;
    QString out = field;
    out.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

void CsvWriter::addRow(const QStringList &fields)
{
    const QChar separator = m_dialect == Dialect::Machine ? QLatin1Char(',') : QLatin1Char(';');
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            m_text.append(separator);
        QString f = fields[i];
        if (m_dialect == Dialect::Spreadsheet && !f.isEmpty()) {
            // A cell that starts like a formula is kept as text.
            const QChar first = f.front();
            if (first == QLatin1Char('=') || first == QLatin1Char('+') || first == QLatin1Char('-')
                || first == QLatin1Char('@') || first == QLatin1Char('\t')
                || first == QLatin1Char('\r'))
                f.prepend(QLatin1Char('\''));
        }
        m_text.append(quoted(f, separator));
    }
    // The spreadsheet variant uses CRLF as spreadsheets on every system expect.
    m_text.append(m_dialect == Dialect::Machine ? QStringLiteral("\n") : QStringLiteral("\r\n"));
}

QByteArray CsvWriter::bytes() const
{
    QByteArray out = m_text.toUtf8();
    if (m_dialect == Dialect::Spreadsheet)
        out.prepend("\xEF\xBB\xBF");
    return out;
}

} // namespace ctd
