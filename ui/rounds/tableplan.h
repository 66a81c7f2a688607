#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ctd {

/// The desk's view of the round's table sizes (scoring/round.h's tableSizes()):
/// how many tables of 4 and of 3, in words, or why the count cannot be seated.
struct TablePlan
{
    Q_DECLARE_TR_FUNCTIONS(TablePlan)

public:
    int fours = 0;
    int threes = 0;

    static TablePlan forPlayers(int players);
    bool isPossible() const { return fours + threes > 0; }
    /// Table sizes in table order: the tables of 4 first.
    QList<int> sizes() const;
    /// "3 tables of 4 and 2 tables of 3", or why `players` cannot be seated.
    static QString describe(int players);
};

} // namespace ctd
