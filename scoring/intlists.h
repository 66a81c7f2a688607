#pragma once
// Many short lists of ints in one allocation (the scores or file lines of
// thousands of tables), each a QList of its own.

#include <QList>

#include <algorithm>

namespace ctd {

/// Lists of ints cut from one allocation, for the numbers of many tables: each
/// list holds the block's reference count and a range of its own. A list that
/// is changed while others hold the block detaches, as any shared list does;
/// the last holder uses the block as its own (a QList whose data starts after
/// the block's beginning, as after removing its first elements).
class IntLists
{
public:
    explicit IntLists(qsizetype total)
    {
        if (total <= 0)
            return;
        auto [header, data] = QTypedArrayData<int>::allocate(total);
        if (!header)
            return;
        m_block = QArrayDataPointer<int>(header, data, 0);
        m_next = data;
        m_end = data + total;
    }

    /// A list of the `n` ints at `values` (written before the list shares
    /// the block: writing through a shared list would copy it).
    QList<int> take(const int *values, qsizetype n)
    {
        if (m_end - m_next < n)
            return QList<int>(values, values + n);
        std::copy(values, values + n, m_next);
        m_block.d_ptr()->ref();
        QList<int> list(QArrayDataPointer<int>(m_block.d_ptr(), m_next, n));
        m_next += n;
        return list;
    }

private:
    QArrayDataPointer<int> m_block;
    int *m_next = nullptr;
    int *m_end = nullptr;
};

} // namespace ctd
