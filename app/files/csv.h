#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

namespace ctd {

/// One record of a CSV file and the line it starts on (1-based).
struct CsvRecord
{
    int line = 0;
    QStringList fields;
};

/// Where and why a file could not be read as CSV.
struct CsvSyntaxError
{
    int line = 0;
    QString message; ///< translated
};

/// Reads RFC 4180 CSV: UTF-8 with or without a byte-order mark, CRLF or LF
/// line ends, quoted fields with commas, quotes and line breaks. Blank lines
/// are skipped. Unquoted fields are trimmed of surrounding spaces. Returns
/// false and fills `error` for the first syntax problem.
bool readCsv(const QByteArray &bytes, QList<CsvRecord> *records, CsvSyntaxError *error,
             QChar separator = QLatin1Char(','));

/// Decodes a CSV file's bytes: UTF-8, without its byte-order mark.
bool decodeCsv(const QByteArray &bytes, QString *text, CsvSyntaxError *error);

/// Reads decoded CSV text record by record without copying unquoted fields:
/// the views point into the text (which must outlive the reader) or, for a
/// quoted field, into the reader, and stay valid until the next call.
/// readCsv() is the simple way; this is for large files.
/// `text` without spaces at either end, as QStringView::trimmed() gives it, but
/// quick for the usual field, which has none.
inline QStringView trimmedField(QStringView text)
{
    const auto maybeSpace = [](QChar c) { return c.unicode() <= 0x20 || c.unicode() >= 0x7f; };
    if (text.isEmpty() || (!maybeSpace(text.front()) && !maybeSpace(text.back())))
        return text;
    return text.trimmed();
}

class CsvReader
{
public:
    explicit CsvReader(QStringView text, QChar separator = QLatin1Char(','));

    /// The next record and the line it starts on; false at the end or on a
    /// syntax error (then failed() is true).
    bool next(QList<QStringView> *fields, int *line);
    bool failed() const { return m_failed; }
    CsvSyntaxError error() const { return m_error; }

    /// Where the next record starts in the text, and its line: for a caller
    /// that reads the usual line itself and then goes on with skipLine().
    qsizetype position() const { return m_pos; }
    int line() const { return m_line; }
    /// Goes on after one line that the caller read itself, at `next` (after its line end).
    void skipLine(qsizetype next)
    {
        m_pos = next;
        ++m_line;
    }

private:
    bool isLineEnd(qsizetype at, qsizetype *width) const;
    bool fail(int line, const QString &message);

    QStringView m_text;
    QChar m_separator;
    qsizetype m_pos = 0;
    int m_line = 1;
    QList<QString> m_quoted;
    QVarLengthArray<QStringView, 16> m_fields; // the record being read
    bool m_failed = false;
    CsvSyntaxError m_error;
};

/// Writes CSV records. The machine format of docs/formats.md is the default; the
/// spreadsheet variant uses ';', a byte-order mark and protects cells that a
/// spreadsheet would run as a formula.
class CsvWriter
{
public:
    enum class Dialect { Machine, Spreadsheet };

    explicit CsvWriter(Dialect dialect = Dialect::Machine);
    // Not copied: it writes through a pointer into its own text.
    CsvWriter(const CsvWriter &) = delete;
    CsvWriter &operator=(const CsvWriter &) = delete;

    void addRow(const QStringList &fields);
    /// A row field by field, as addRow() writes it, without building a list:
    /// for the large files (thousands of rows).
    void addField(QStringView field);
    void addNumber(qint64 value);
    /// A number of hundredths with two decimals, "-12.05" (the spreadsheet
    /// variant writes "-12,05").
    void addHundredths(qint64 hundredths);
    void endRow();
    /// Room for `chars` characters in all, allocated at once (a writer of
    /// thousands of rows knows about how many it writes).
    void reserve(qsizetype chars)
    {
        if (chars > m_room)
            makeRoom(chars - m_used);
    }

    /// For the writers of thousands of rows in the machine format: room for
    /// `most` characters, written through the pointer returned (fields with
    /// the separator between them, as addNumber(), addHundredths() and a
    /// plain addField() write them, and the line end), then endRawRow() with
    /// the pointer past the last one. Only for Dialect::Machine.
    char16_t *rawRow(qsizetype most)
    {
        if (m_used + most > m_room)
            makeRoom(most);
        return m_chars + m_used;
    }
    void endRawRow(const char16_t *end)
    {
        m_used = end - m_chars;
        m_fieldsInRow = 0;
    }
    /// Whether addField() writes `field` in the machine format as it is.
    static bool isPlainField(QStringView field)
    {
        // addField()'s test of the machine format, without counting the
        // quotes: no separator, quote or line break, no space at either end.
        constexpr quint64 kQuoted = (quint64(1) << u',') | (quint64(1) << u'"')
            | (quint64(1) << u'\n') | (quint64(1) << u'\r');
        const qsizetype n = field.size();
        const char16_t *chars = field.utf16();
        for (qsizetype i = 0; i < n; ++i) {
            const char16_t c = chars[i];
            if (c <= u',' && ((kQuoted >> c) & 1))
                return false;
        }
        const auto clearlyNoSpace = [](char16_t c) { return c > 0x20 && c < 0x7f; };
        return n == 0
            || ((clearlyNoSpace(chars[0]) || !field.front().isSpace())
                && (clearlyNoSpace(chars[n - 1]) || !field.back().isSpace()));
    }
    /// Writes what addNumber() and addHundredths() write in the machine format; returns the end.
    static char16_t *writeNumber(char16_t *out, qint64 value);
    static char16_t *writeHundredths(char16_t *out, qint64 hundredths);

    QByteArray bytes() const;
    Dialect dialect() const { return m_dialect; }

    static QString quoted(const QString &field, QChar separator);

private:
    /// Room for `extra` more characters, written through the pointer returned.
    char16_t *grow(qsizetype extra)
    {
        if (m_used + extra > m_room)
            makeRoom(extra);
        char16_t *at = m_chars + m_used;
        m_used += extra;
        return at;
    }
    void makeRoom(qsizetype extra);
    void addDigits(const char16_t *begin, const char16_t *end);

    Dialect m_dialect;
    QString m_text; // m_used characters written, the rest room to grow
    qsizetype m_used = 0;
    qsizetype m_room = 0;        // m_text's size
    char16_t *m_chars = nullptr; // m_text's characters
    int m_fieldsInRow = 0;
};

} // namespace ctd
