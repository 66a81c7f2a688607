// The usual row of a results file read straight from the text: one pass over
// its characters, the numbers converted on the way, without the CSV reader's
// views and the conversion of each field afterwards.
#include "resultsfile_rows.h"

namespace ctd::resultsfile {

const char16_t *readPlainRow(const char16_t *p, const char16_t *end, const Column *columns,
                             int width, QStringView *fields, PlainRow *row)
{
    // As trimmedField() decides: a character that may be a space.
    const auto maybeSpace = [](char16_t c) { return c <= 0x20 || c >= 0x7f; };
    for (int f = 0; f < width; ++f) {
        const char16_t *const start = p;
        const Column column = columns[f];
        if (column >= FirstMark) {
            if (p == end || (*p != u'0' && *p != u'1'))
                return nullptr;
            row->marks[column - FirstMark] = *p == u'1';
            ++p;
        } else if (column >= 0 && column != Name) {
            // As parseWhole() reads it, without the minus: at most 9 digits.
            int v = 0;
            while (p < end && char16_t(*p - u'0') < 10) {
                v = v * 10 + (*p - u'0');
                ++p;
            }
            if (p == start || p - start > 9)
                return nullptr;
            row->numbers[column] = v;
        } else {
            // Any text up to the separator; a quote or a line break is the CSV reader's.
            for (;;) {
                while (p<end && * p> u',')
                    ++p;
                if (p == end || *p == u',' || *p == u'\n' || *p == u'\r')
                    break;
                if (*p == u'"')
                    return nullptr;
                ++p;
            }
            if (column == Name) {
                if (p == start || maybeSpace(*start) || maybeSpace(p[-1]))
                    return nullptr;
                row->name = QStringView(start, p);
            }
        }
        fields[f] = QStringView(start, p);
        if (f + 1 < width) {
            if (p == end || *p != u',')
                return nullptr;
            ++p;
        }
    }
    if (row->numbers[Round] < 1 || row->numbers[Table] < 1)
        return nullptr;
    if (p == end)
        return p;
    if (*p == u'\n')
        return p + 1;
    if (*p == u'\r' && p + 1 < end && p[1] == u'\n')
        return p + 2;
    return nullptr;
}

} // namespace ctd::resultsfile
