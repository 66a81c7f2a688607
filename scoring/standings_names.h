#pragma once
// Inside scoring: numbers the players of many seats by name, for the check
// of a round (round.cpp) and the standings (standings.cpp).

#include <QHash>
#include <QString>

namespace ctd {

/// Numbers names 0, 1, 2, … in the order first given. Each name's text is
/// hashed once per string object: a later seat holding the same QString
/// (the readers share one string a player) is found by the address of its
/// characters, far cheaper than hashing them. Strings equal in text but
/// apart in memory still get the same number. Only for names that stay
/// alive and unchanged while the index is used (the inputs of one call).
class SeatNames
{
public:
    void reserve(qsizetype names, qsizetype seats)
    {
        m_byText.reserve(names);
        m_byAddress.reserve(seats);
    }

    /// The name's number; `added` says whether it is new (then it is size() - 1).
    int number(const QString &name, bool *added = nullptr)
    {
        const void *const address = name.constData();
        const auto seen = m_byAddress.constFind(address);
        if (seen != m_byAddress.cend()) {
            if (added)
                *added = false;
            return *seen;
        }
        auto known = m_byText.constFind(name);
        const bool isNew = known == m_byText.cend();
        if (isNew)
            known = m_byText.insert(name, int(m_byText.size()));
        if (added)
            *added = isNew;
        m_byAddress.insert(address, *known);
        return *known;
    }

    qsizetype size() const { return m_byText.size(); }

private:
    QHash<QString, int> m_byText;
    QHash<const void *, int> m_byAddress;
};

} // namespace ctd
