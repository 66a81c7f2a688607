#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

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
    QString message;   ///< translated
};

/// Reads RFC 4180 CSV: UTF-8 with or without a byte-order mark, CRLF or LF
/// line ends, quoted fields with commas, quotes and line breaks. Blank lines
/// are skipped. Unquoted fields are trimmed of surrounding spaces. Returns
/// false and fills `error` for the first syntax problem.
bool readCsv(const QByteArray &bytes, QList<CsvRecord> *records, CsvSyntaxError *error,
             QChar separator = QLatin1Char(','));

/// Writes CSV records. The machine format of FORMATS.md is the default; the
/// spreadsheet variant uses ';', a byte-order mark and protects cells that a
/// spreadsheet would run as a formula.
class CsvWriter
{
public:
    enum class Dialect { Machine, Spreadsheet };

    explicit CsvWriter(Dialect dialect = Dialect::Machine);

    void addRow(const QStringList &fields);
    QByteArray bytes() const;
    Dialect dialect() const { return m_dialect; }

    static QString quoted(const QString &field, QChar separator);

private:
    Dialect m_dialect;
    QString m_text;
};

} // namespace ctd
