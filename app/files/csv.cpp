#include "csv.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <new>

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

// The digits of value written backwards from end, a '-' before them if it
// is negative; the first character written. With a separator, value counts
// hundredths: its last two digits follow the separator.
char16_t *digitsBackwards(char16_t *end, qint64 value, char16_t separator = 0)
{
    char16_t *p = end;
    const bool negative = value < 0;
    quint64 a = negative ? 0 - quint64(value) : quint64(value);
    if (separator) {
        *--p = char16_t(u'0' + a % 10);
        *--p = char16_t(u'0' + a / 10 % 10);
        *--p = separator;
        a /= 100;
    }
    do {
        *--p = char16_t(u'0' + a % 10);
        a /= 10;
    } while (a != 0);
    if (negative)
        *--p = u'-';
    return p;
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
    const char16_t *const chars = all.utf16();
    const char16_t separator = m_separator.unicode();
    // Most characters of a field (digits, letters) are above every character
    // that ends a field or is refused in it.
    const char16_t above = std::max<char16_t>(separator, u'"');
    while (m_pos < n) {
        // One record; it may span lines through quoted line breaks.
        *line = m_line;
        // The usual line, without a quote and of not too many fields: read
        // with local pointers in one pass into an array on the stack. A
        // quote sends the line to the full reader below.
        {
            constexpr int kMostFields = 64;
            // Left uninitialized: each view is made where it is written.
            alignas(QStringView) unsigned char storage[kMostFields * sizeof(QStringView)];
            QStringView *const local = reinterpret_cast<QStringView *>(storage);
            int count = 0;
            const char16_t *p = chars + m_pos;
            const char16_t *const end = chars + n;
            const char16_t *fieldStart = p;
            bool plain = true;
            for (;;) {
                while (p < end && above < *p)
                    ++p;
                if (p < end && *p != separator && *p != u'\r' && *p != u'\n') {
                    if (*p == u'"') {
                        plain = false;
                        break;
                    }
                    ++p; // a space or a sign inside the field
                    continue;
                }
                if (count == kMostFields) {
                    plain = false;
                    break;
                }
                new (local + count++) QStringView(trimmedField(QStringView(fieldStart, p)));
                if (p < end && *p == separator) {
                    fieldStart = ++p;
                    continue;
                }
                break; // end of line or of the text
            }
            if (plain) {
                if (p < end)
                    p += (*p == u'\r' && p + 1 < end && p[1] == u'\n') ? 2 : 1;
                m_pos = p - chars;
                ++m_line;
                if (count > 1 || !local[0].isEmpty()) {
                    fields->resize(count);
                    std::copy(local, local + count, fields->begin());
                    return true;
                }
                continue; // blank lines are skipped
            }
        }
        m_fields.clear();
        bool hasContent = false;
        qsizetype width = 0;
        for (;;) {
            // Leading spaces, then either a quoted field or an unquoted run.
            const qsizetype start = m_pos;
            while (m_pos < n && (chars[m_pos] == u' ' || chars[m_pos] == u'\t'))
                ++m_pos;
            if (m_pos < n && chars[m_pos] == u'"') {
                const int startLine = m_line;
                hasContent = true;
                ++m_pos;
                QString value;
                bool closed = false;
                while (m_pos < n) {
                    // Copy the run up to the next quote or line break in one go.
                    qsizetype run = m_pos;
                    while (run < n && all.at(run) != QLatin1Char('"')
                           && all.at(run) != QLatin1Char('\r') && all.at(run) != QLatin1Char('\n'))
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
                while (m_pos < n
                       && (all.at(m_pos) == QLatin1Char(' ') || all.at(m_pos) == QLatin1Char('\t')))
                    ++m_pos;
                if (m_pos < n && all.at(m_pos) != m_separator && !isLineEnd(m_pos, &width))
                    return fail(m_line, CsvText::textAfterQuote());
                // The text lives in m_quoted until the next record; moving the
                // QString keeps its characters where the view points.
                m_quoted.append(std::move(value));
                m_fields.append(QStringView(m_quoted.constLast()));
            } else {
                // An unquoted field on a line with a quoted one.
                qsizetype run = m_pos;
                while (run < n) {
                    const char16_t r = chars[run];
                    if (r > above) {
                        ++run;
                        continue;
                    }
                    if (r == separator || r == u'\r' || r == u'\n')
                        break;
                    if (r == u'"')
                        return fail(m_line, CsvText::quoteInField());
                    ++run;
                }
                const QStringView raw = trimmedField(all.mid(start, run - start));
                if (!raw.isEmpty())
                    hasContent = true;
                m_fields.append(raw);
                m_pos = run;
            }
            if (m_pos < n && all.at(m_pos) == m_separator) {
                hasContent = true;
                ++m_pos;
                continue;
            }
            break; // end of line or of the text
        }
        if (m_pos < n && isLineEnd(m_pos, &width))
            m_pos += width;
        ++m_line;
        if (hasContent) {
            fields->resize(m_fields.size());
            std::copy(m_fields.cbegin(), m_fields.cend(), fields->begin());
            return true;
        }
        // blank lines are skipped
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
    for (const QString &f : fields)
        addField(f);
    endRow();
}

void CsvWriter::makeRoom(qsizetype extra)
{
    // The text is written through a pointer into a buffer that doubles when
    // full: appending to a QString a few characters at a time costs more
    // than the characters.
    m_text.resize(std::max(2 * m_text.size(), m_used + extra + 4096));
    m_room = m_text.size();
    m_chars = reinterpret_cast<char16_t *>(m_text.data());
}

void CsvWriter::addField(QStringView field)
{
    const char16_t separator = m_dialect == Dialect::Machine ? u',' : u';';
    // A cell of the spreadsheet variant that starts like a formula is kept as text.
    bool formula = false;
    if (m_dialect == Dialect::Spreadsheet && !field.isEmpty()) {
        const QChar first = field.front();
        formula = first == QLatin1Char('=') || first == QLatin1Char('+')
            || first == QLatin1Char('-') || first == QLatin1Char('@') || first == QLatin1Char('\t')
            || first == QLatin1Char('\r');
    }
    const qsizetype n = field.size();
    const char16_t *chars = field.utf16();
    bool needs = false;
    qsizetype quotes = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = chars[i];
        if (c == separator || c == u'\n' || c == u'\r')
            needs = true;
        else if (c == u'"')
            ++quotes;
    }
    if (quotes > 0 || (n > 0 && ((!formula && field.front().isSpace()) || field.back().isSpace())))
        needs = true;
    const qsizetype extra = (m_fieldsInRow > 0 ? 1 : 0) + (formula ? 1 : 0) + (needs ? 2 : 0);
    char16_t *out = grow(n + quotes + extra);
    if (m_fieldsInRow++ > 0)
        *out++ = separator;
    if (needs)
        *out++ = u'"';
    if (formula)
        *out++ = u'\'';
    if (quotes == 0) {
        std::copy(chars, chars + n, out);
        out += n;
    } else {
        for (qsizetype i = 0; i < n; ++i) {
            *out++ = chars[i];
            if (chars[i] == u'"')
                *out++ = u'"'; // a quote inside a quoted field is written twice
        }
    }
    if (needs)
        *out = u'"';
}

void CsvWriter::addNumber(qint64 value)
{
    if (value >= 0 && value < 10) { // most numbers of a sheet: one digit
        const bool first = m_fieldsInRow++ == 0;
        char16_t *out = grow(first ? 1 : 2);
        if (!first)
            *out++ = m_dialect == Dialect::Machine ? u',' : u';';
        *out = char16_t(u'0' + value);
        return;
    }
    char16_t digits[24];
    char16_t *end = digits + 24;
    addDigits(digitsBackwards(end, value), end);
}

void CsvWriter::addDigits(const char16_t *begin, const char16_t *end)
{
    // Digits, a minus and a decimal mark never need quotes; only a minus
    // first in the spreadsheet variant does something (addField keeps it as text).
    if (m_dialect == Dialect::Spreadsheet && *begin == u'-') {
        addField(QStringView(begin, end));
        return;
    }
    const qsizetype n = end - begin;
    char16_t *out = grow(n + (m_fieldsInRow > 0 ? 1 : 0));
    if (m_fieldsInRow++ > 0)
        *out++ = m_dialect == Dialect::Machine ? u',' : u';';
    for (const char16_t *p = begin; p != end; ++p) // a few characters: no call of memmove
        *out++ = *p;
}

void CsvWriter::addHundredths(qint64 hundredths)
{
    // The digits of hundredths / 100, then the separator and two digits.
    char16_t text[32];
    char16_t *end = text + 32;
    addDigits(digitsBackwards(end, hundredths, m_dialect == Dialect::Spreadsheet ? u',' : u'.'),
              end);
}

char16_t *CsvWriter::writeNumber(char16_t *out, qint64 value)
{
    // The usual numbers of a sheet, a table's or a rank, without a loop.
    if (value >= 0 && value < 1000) {
        const int v = int(value);
        if (v < 10) {
            *out = char16_t(u'0' + v);
            return out + 1;
        }
        if (v < 100) {
            out[0] = char16_t(u'0' + v / 10);
            out[1] = char16_t(u'0' + v % 10);
            return out + 2;
        }
        out[0] = char16_t(u'0' + v / 100);
        out[1] = char16_t(u'0' + v / 10 % 10);
        out[2] = char16_t(u'0' + v % 10);
        return out + 3;
    }
    char16_t digits[24];
    char16_t *end = digits + 24;
    for (const char16_t *p = digitsBackwards(end, value); p != end;)
        *out++ = *p++;
    return out;
}

char16_t *CsvWriter::writeHundredths(char16_t *out, qint64 hundredths)
{
    if (hundredths >= 0 && hundredths < 10000) { // up to 99.99: without a loop
        const int v = int(hundredths);
        if (v >= 1000)
            *out++ = char16_t(u'0' + v / 1000);
        out[0] = char16_t(u'0' + v / 100 % 10);
        out[1] = u'.';
        out[2] = char16_t(u'0' + v / 10 % 10);
        out[3] = char16_t(u'0' + v % 10);
        return out + 4;
    }
    char16_t text[32];
    char16_t *end = text + 32;
    for (const char16_t *p = digitsBackwards(end, hundredths, u'.'); p != end;)
        *out++ = *p++;
    return out;
}

void CsvWriter::endRow()
{
    // The spreadsheet variant uses CRLF as spreadsheets on every system expect.
    if (m_dialect == Dialect::Machine) {
        *grow(1) = u'\n';
    } else {
        char16_t *out = grow(2);
        out[0] = u'\r';
        out[1] = u'\n';
    }
    m_fieldsInRow = 0;
}

QByteArray CsvWriter::bytes() const
{
    QByteArray out = QStringView(m_text).left(m_used).toUtf8();
    if (m_dialect == Dialect::Spreadsheet)
        out.prepend("\xEF\xBB\xBF");
    return out;
}

} // namespace ctd
