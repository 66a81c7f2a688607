#pragma once

// Reading the rows of a results file: the usual row straight from the text,
// and the names seen so far. Private to the files library (resultsfile.cpp).

#include <QList>
#include <QString>
#include <QStringView>

#include <algorithm>
#include <cstring>

namespace ctd::resultsfile {

/// The columns a row is read into, in the order of requiredColumns() then
/// markColumns(); Other for a column that is not one of them.
enum Column : qint8 {
    Other = -1,
    Round = 0,
    Table,
    Name,
    FirstNumber,
    FirstMark = FirstNumber + 6,
    ColumnCount = FirstMark + 3
};

/// The usual row: every number digits only, round and table from 1, each
/// mark 0 or 1, the name not empty and without spaces at its ends, no quote
/// anywhere and as many fields as the header.
struct PlainRow
{
    int numbers[FirstMark] = {}; ///< by Column: round, table, (the name's unused), the counts
    bool marks[3] = {};
    QStringView name;
};

/// Reads the line at `p` as the usual row, its fields by `columns` (one a
/// field of the header, `width` of them); the text of each Other field goes
/// to `fields`. The text ends at `end` with a NUL there, as a QString's does. Returns where the
/// next line starts, or nullptr if this line is not the usual row (then the CSV reader and the full
/// checks read it).
const char16_t *readPlainRow(const char16_t *p, const char16_t *end, const Column *columns,
                             int width, QStringView *fields, PlainRow *row);

/// readPlainRow() for a file whose columns are exactly requiredColumns()
/// then markColumns(), in that order: the fields one after another without
/// a table of columns.
const char16_t *readStandardRow(const char16_t *p, const char16_t *end, PlainRow *row);

// The names a results file has given so far, by their text as written: each
// distinct name is normalized and checked once, and later rows share its
// string. An open hash of indices with a short hash of the characters: a
// file of 2,000 players has 16,000 rows, and QHash spent more on each
// lookup than the rest of the row's name.
class KnownNames
{
public:
    struct Name
    {
        QStringView text; ///< as written, a view into the file's text
        QString name;     ///< normalized
        bool bad = false;
    };

    explicit KnownNames(qsizetype expected)
    {
        qsizetype buckets = 64;
        while (buckets < 2 * expected)
            buckets *= 2;
        m_buckets = QList<int>(buckets, -1);
        m_names.reserve(expected);
    }

    const Name *find(QStringView text) const
    {
        for (size_t b = hashOf(text) & mask();; b = (b + 1) & mask()) {
            const int i = m_buckets[qsizetype(b)];
            if (i < 0)
                return nullptr;
            const QStringView known = m_names[i].text;
            if (known.size() == text.size()
                && std::equal(known.utf16(), known.utf16() + known.size(), text.utf16()))
                return &m_names[i];
        }
    }

    void insert(QStringView text, const QString &name, bool bad)
    {
        if (2 * (m_names.size() + 1) > m_buckets.size())
            grow();
        m_names.append({text, name, bad});
        place(int(m_names.size() - 1));
    }

private:
    static size_t hashOf(QStringView text)
    {
        // Four characters at a time, then the rest one by one.
        const char16_t *chars = text.utf16();
        const qsizetype n = text.size();
        quint64 h = 14695981039346656037ull ^ quint64(n);
        qsizetype i = 0;
        for (; i + 4 <= n; i += 4) {
            quint64 word;
            std::memcpy(&word, chars + i, sizeof word);
            h = (h ^ word) * 0x9E3779B97F4A7C15ull;
            h ^= h >> 32;
        }
        for (; i < n; ++i)
            h = (h ^ chars[i]) * 1099511628211ull;
        return size_t(h ^ (h >> 29));
    }
    size_t mask() const { return size_t(m_buckets.size() - 1); }
    void place(int i)
    {
        size_t b = hashOf(m_names[i].text) & mask();
        while (m_buckets[qsizetype(b)] >= 0)
            b = (b + 1) & mask();
        m_buckets[qsizetype(b)] = i;
    }
    void grow()
    {
        m_buckets = QList<int>(2 * m_buckets.size(), -1);
        for (int i = 0; i < int(m_names.size()); ++i)
            place(i);
    }

    QList<int> m_buckets; // index into m_names, -1: empty; a power of two
    QList<Name> m_names;
};

} // namespace ctd::resultsfile
