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

    const QStringView all(text);
    qsizetype i = 0;
    const qsizetype n = all.size();
    if (n > 0 && all.at(0) == QChar(0xFEFF))
        i = 1;
    records->reserve(bytes.count('\n') + 1);

    auto isLineEnd = [&](qsizetype at, qsizetype *width) {
        if (all.at(at) == QLatin1Char('\r')) {
            *width = (at + 1 < n && all.at(at + 1) == QLatin1Char('\n')) ? 2 : 1;
            return true;
        }
        if (all.at(at) == QLatin1Char('\n')) {
            *width = 1;
            return true;
        }
        return false;
    };

    int line = 1;
    qsizetype fieldsPerRecord = 0;
    while (i < n) {
        // One record; it may span lines through quoted line breaks.
        CsvRecord record;
        record.line = line;
        record.fields.reserve(fieldsPerRecord);
        bool hasContent = false;
        for (;;) {
            // Leading spaces, then either a quoted field or an unquoted run.
            qsizetype start = i;
            while (i < n && (all.at(i) == QLatin1Char(' ') || all.at(i) == QLatin1Char('\t')))
                ++i;
            QString value;
            qsizetype width = 0;
            if (i < n && all.at(i) == QLatin1Char('"')) {
                const int startLine = line;
                hasContent = true;
                ++i;
                bool closed = false;
                while (i < n) {
                    // Copy the run up to the next quote or line break in one go.
                    qsizetype run = i;
                    while (run < n && all.at(run) != QLatin1Char('"') && all.at(run) != QLatin1Char('\r')
                           && all.at(run) != QLatin1Char('\n'))
                        ++run;
                    value.append(all.mid(i, run - i));
                    i = run;
                    if (i >= n)
                        break;
                    if (all.at(i) == QLatin1Char('"')) {
                        if (i + 1 < n && all.at(i + 1) == QLatin1Char('"')) {
                            value.append(QLatin1Char('"'));
                            i += 2;
                            continue;
                        }
                        ++i;
                        closed = true;
                        break;
                    }
                    // Line breaks inside quotes are kept as \n.
                    isLineEnd(i, &width);
                    value.append(QLatin1Char('\n'));
                    i += width;
                    ++line;
                }
                if (!closed) {
                    *error = {startLine, CsvText::unterminatedQuote()};
                    return false;
                }
                // Only spaces may stand between the closing quote and the separator.
                while (i < n && (all.at(i) == QLatin1Char(' ') || all.at(i) == QLatin1Char('\t')))
                    ++i;
                if (i < n && all.at(i) != separator && !isLineEnd(i, &width)) {
                    *error = {line, CsvText::textAfterQuote()};
                    return false;
                }
            } else {
                qsizetype run = i;
                while (run < n) {
                    const QChar r = all.at(run);
                    if (r == separator || r == QLatin1Char('\r') || r == QLatin1Char('\n'))
                        break;
                    if (r == QLatin1Char('"')) {
                        *error = {line, CsvText::quoteInField()};
                        return false;
                    }
                    ++run;
                }
                const QStringView raw = all.mid(start, run - start).trimmed();
                if (!raw.isEmpty())
                    hasContent = true;
                value = raw.toString();
                i = run;
            }
            record.fields.append(std::move(value));
            if (i < n && all.at(i) == separator) {
                hasContent = true;
                ++i;
                continue;
            }
            break;   // end of line or of the text
        }
        qsizetype width = 0;
        if (i < n && isLineEnd(i, &width))
            i += width;
        ++line;
        if (hasContent) {
            fieldsPerRecord = record.fields.size();
            records->append(std::move(record));
        }
    }
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
