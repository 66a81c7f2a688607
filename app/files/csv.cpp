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

bool decodeCsv(const QByteArray &bytes, QString *text, CsvSyntaxError *error)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *text = decoder(bytes);
    if (decoder.hasError()) {
        *error = {lineOfFirstInvalidByte(bytes), CsvText::notUtf8()};
        return false;
    }
    if (text->startsWith(QChar(0xFEFF)))
        text->remove(0, 1);
    return true;
}

CsvReader::CsvReader(QStringView text, QChar separator)
    : m_text(text)
    , m_separator(separator)
{
}

bool CsvReader::isLineEnd(qsizetype at, qsizetype *width) const
{
    const QChar c = m_text.at(at);
    if (c == QLatin1Char('\r')) {
        *width = (at + 1 < m_text.size() && m_text.at(at + 1) == QLatin1Char('\n')) ? 2 : 1;
        return true;
    }
    if (c == QLatin1Char('\n')) {
        *width = 1;
        return true;
    }
    return false;
}

bool CsvReader::next(QList<QStringView> *fields, int *line)
{
    const QStringView all = m_text;
    const qsizetype n = all.size();
    m_quoted.clear();
    while (m_pos < n) {
        // One record; it may span lines through quoted line breaks.
        fields->clear();
        *line = m_line;
        bool hasContent = false;
        qsizetype width = 0;
        for (;;) {
            // Leading spaces, then either a quoted field or an unquoted run.
            const qsizetype start = m_pos;
            while (m_pos < n && (all.at(m_pos) == QLatin1Char(' ') || all.at(m_pos) == QLatin1Char('\t')))
                ++m_pos;
            if (m_pos < n && all.at(m_pos) == QLatin1Char('"')) {
                const int startLine = m_line;
                hasContent = true;
                ++m_pos;
                QString value;
                bool closed = false;
                while (m_pos < n) {
                    // Copy the run up to the next quote or line break in one go.
                    qsizetype run = m_pos;
                    while (run < n && all.at(run) != QLatin1Char('"') && all.at(run) != QLatin1Char('\r')
                           && all.at(run) != QLatin1Char('\n'))
                        ++run;
                    value.append(all.mid(m_pos, run - m_pos));
                    m_pos = run;
                    if (m_pos >= n)
                        break;
                    if (all.at(m_pos) == QLatin1Char('"')) {
                        if (m_pos + 1 < n && all.at(m_pos + 1) == QLatin1Char('"')) {
                            value.append(QLatin1Char('"'));
                            m_pos += 2;
                            continue;
                        }
                        ++m_pos;
                        closed = true;
                        break;
                    }
                    // Line breaks inside quotes are kept as \n.
                    isLineEnd(m_pos, &width);
                    value.append(QLatin1Char('\n'));
                    m_pos += width;
                    ++m_line;
                }
                if (!closed)
                    return fail(startLine, CsvText::unterminatedQuote());
                // Only spaces may stand between the closing quote and the separator.
                while (m_pos < n && (all.at(m_pos) == QLatin1Char(' ') || all.at(m_pos) == QLatin1Char('\t')))
                    ++m_pos;
                if (m_pos < n && all.at(m_pos) != m_separator && !isLineEnd(m_pos, &width))
                    return fail(m_line, CsvText::textAfterQuote());
                // The text lives in m_quoted until the next record; moving the
                // QString keeps its characters where the view points.
                m_quoted.append(std::move(value));
                fields->append(QStringView(m_quoted.constLast()));
            } else {
                qsizetype run = m_pos;
                while (run < n) {
                    const QChar r = all.at(run);
                    if (r == m_separator || r == QLatin1Char('\r') || r == QLatin1Char('\n'))
                        break;
                    if (r == QLatin1Char('"'))
                        return fail(m_line, CsvText::quoteInField());
                    ++run;
                }
                const QStringView raw = all.mid(start, run - start).trimmed();
                if (!raw.isEmpty())
                    hasContent = true;
                fields->append(raw);
                m_pos = run;
            }
            if (m_pos < n && all.at(m_pos) == m_separator) {
                hasContent = true;
                ++m_pos;
                continue;
            }
            break;   // end of line or of the text
        }
        if (m_pos < n && isLineEnd(m_pos, &width))
            m_pos += width;
        ++m_line;
        if (hasContent)
            return true;   // blank lines are skipped
    }
    fields->clear();
    return false;
}

bool CsvReader::fail(int line, const QString &message)
{
    m_error = {line, message};
    m_failed = true;
    m_pos = m_text.size();
    return false;
}

bool readCsv(const QByteArray &bytes, QList<CsvRecord> *records, CsvSyntaxError *error,
             QChar separator)
{
    records->clear();
    QString text;
    if (!decodeCsv(bytes, &text, error))
        return false;
    CsvReader reader(text, separator);
    QList<QStringView> fields;
    CsvRecord record;
    while (reader.next(&fields, &record.line)) {
        record.fields.clear();
        for (QStringView f : std::as_const(fields))
            record.fields.append(f.toString());
        records->append(record);
    }
    if (reader.failed()) {
        *error = reader.error();
        return false;
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
