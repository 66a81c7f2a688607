#pragma once
// Tournaments for the season tests: one round of tables whose players finish
// in the order listed, written as a results file and imported with
// catan-desk-cli, so that a season has files (or servers) to read.
#include "clirun.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace ctd::test {

/// A results file of round 1: each table's players listed best first (the
/// first has the most VP: 2 settlements and one city more than the next).
inline QByteArray seasonRound(const QList<QStringList> &tables)
{
    QByteArray out = kResultsHeader;
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const QStringList &players = tables.at(t);
        for (qsizetype seat = 0; seat < players.size(); ++seat)
            out += "1," + QByteArray::number(t + 1) + "," + players.at(seat).toUtf8() + ",2,"
                + QByteArray::number(players.size() - seat) + ",0,0,2,0,,,\n";
    }
    return out;
}

/// Imports one table, players best first, into the tournament at `db` (a
/// file or a server address); `csv` is where the results file is written.
/// False with the program's stderr in `why`.
inline bool makeTournament(const QString &db, const QString &csv, const QStringList &players,
                           QString *why)
{
    writeFile(csv, seasonRound({players}));
    const CliRun r = runCli({"--db", db, "import", csv});
    *why = QString::fromUtf8(r.err);
    return r.status == 0;
}

} // namespace ctd::test
