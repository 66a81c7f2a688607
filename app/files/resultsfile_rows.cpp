// The usual row of a results file read straight from the text: one pass over
// its characters, the numbers converted on the way, without the CSV reader's
// views and the conversion of each field afterwards.
#include "resultsfile_rows.h"

namespace ctd::resultsfile {

const char16_t *readPlainRow(const char16_t *p, const char16_t *end, const Column *columns,
                             int width, QStringView *fields, PlainRow *row)
{
    // First where each field ends, in one pass to the line's end: digits and
    // letters are above the separator and everything that ends a field, and
    // the NUL after the text stops the scan without a test of the end.
    constexpr int kMostFields = 64;
    if (width < 1 || width > kMostFields)
        return nullptr;
    const char16_t *ends[kMostFields];
    int count = 0;
    const char16_t *q = p;
    for (;; ++q) {
        while (*q > u',')
            ++q;
        const char16_t c = *q;
        if (c == u',') {
            if (count == width - 1)
                return nullptr; // more fields than the header
            ends[count++] = q;
            continue;
        }
        if (c == u'\n' || c == u'\r' || q == end)
            break;
        if (c == u'"' || c == 0)
            return nullptr; // a quote is the CSV reader's; NUL inside the text too
        // a space or a sign inside a field
    }
    if (count != width - 1)
        return nullptr;
    ends[count] = q;
    const char16_t *next = q;
    if (q != end) {
        if (*q == u'\n')
            next = q + 1;
        else if (q + 1 < end && q[1] == u'\n')
            next = q + 2;
        else
            return nullptr; // a lone CR
    }

    // As trimmedField() decides: a character that may be a space.
    const auto maybeSpace = [](char16_t c) { return c <= 0x20 || c >= 0x7f; };
    const char16_t *start = p;
    for (int f = 0; f < width; start = ends[f++] + 1) {
        const char16_t *const e = ends[f];
        const Column column = columns[f];
        if (column == Other) {
            fields[f] = QStringView(start, e);
        } else if (column == Name) {
            if (e == start || maybeSpace(*start) || maybeSpace(e[-1]))
                return nullptr;
            row->name = QStringView(start, e);
        } else if (column >= FirstMark) {
            if (e - start != 1 || (*start != u'0' && *start != u'1'))
                return nullptr;
            row->marks[column - FirstMark] = *start == u'1';
        } else {
            // As parseWhole() reads it, without the minus: 1 to 9 digits.
            if (e == start || e - start > 9)
                return nullptr;
            int v = 0;
            for (const char16_t *d = start; d != e; ++d) {
                const unsigned digit = unsigned(*d) - u'0';
                if (digit > 9)
                    return nullptr;
                v = v * 10 + int(digit);
            }
            row->numbers[column] = v;
        }
    }
    if (row->numbers[Round] < 1 || row->numbers[Table] < 1)
        return nullptr;
    return next;
}

namespace {

// A whole number of 1 to 9 digits at `p`, as parseWhole() reads it without
// the minus; `p` moves past it. The NUL after the text ends the digits too.
inline bool digitsAt(const char16_t *&p, int *value)
{
    const char16_t *const start = p;
    unsigned digit = unsigned(*p) - u'0';
    if (digit > 9)
        return false;
    int v = int(digit);
    while ((digit = unsigned(*++p) - u'0') <= 9)
        if (p - start < 9) // a tenth digit or more: refused below, never multiplied in
            v = v * 10 + int(digit);
    if (p - start > 9)
        return false;
    *value = v;
    return true;
}

} // namespace

const char16_t *readStandardRow(const char16_t *p, const char16_t *end, PlainRow *row)
{
    // round,table,player,
    if (!digitsAt(p, &row->numbers[Round]) || *p++ != u',' || !digitsAt(p, &row->numbers[Table])
        || *p++ != u',')
        return nullptr;
    const char16_t *const name = p;
    for (;;) {
        while (*p > u',')
            ++p;
        if (*p == u',')
            break;
        if (*p < u' ' || *p == u'"')
            return nullptr; // a line end, a control character, a quote: not the usual row
        ++p;
    }
    const auto maybeSpace = [](char16_t c) { return c <= 0x20 || c >= 0x7f; };
    if (p == name || maybeSpace(*name) || maybeSpace(p[-1]))
        return nullptr;
    row->name = QStringView(name, p);
    ++p;
    // settlements … longest_road,
    for (int k = FirstNumber; k < FirstMark; ++k) {
        if (!digitsAt(p, &row->numbers[k]) || *p++ != u',')
            return nullptr;
    }
    // army_first,road_first,declared
    for (int k = 0; k < 3; ++k) {
        if (*p != u'0' && *p != u'1')
            return nullptr;
        row->marks[k] = *p++ == u'1';
        if (k < 2 && *p++ != u',')
            return nullptr;
    }
    if (row->numbers[Round] < 1 || row->numbers[Table] < 1)
        return nullptr;
    if (p == end)
        return p;
    if (*p == u'\n')
        return p + 1;
    if (*p == u'\r' && p[1] == u'\n')
        return p + 2;
    return nullptr;
}

} // namespace ctd::resultsfile
