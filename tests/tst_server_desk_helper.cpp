// A desk as a separate process, for the tests of several desks on a server.
//   once ADDRESS DESK ROUND TABLE BASED_ON SETTLEMENTS_OF_SEAT_1
//       saves the table's seated players with seat 1's settlements changed,
//       based on version BASED_ON; prints "saved VERSION" or
//       "conflict DESK VERSION" and one "change PLAYER FIELD OLD NEW" line a change.
//   loop ADDRESS DESK ROUND TABLE AFTER
//       saves corrections of the table one after the other, every 10 ms, until
//       AFTER saves after the server went away and came back; a save that finds
//       the server gone is kept and tried again every 50 ms until it is
//       committed. Prints "saved N" after each, "lost" once a drop is noticed.
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

using namespace ctd;

namespace {

QList<PlayerLine> sheetFor(const QStringList &names, int settlements)
{
    QList<PlayerLine> lines;
    for (const QString &n : names) {
        PlayerLine l;
        l.name = n;
        l.settlements = 2;
        l.cities = 1;
        l.roads = 4;
        l.longestRoad = 1;
        lines.append(l);
    }
    lines[0].settlements = settlements;
    return lines;
}

int fieldOf(Field f)
{
    return int(f);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 7)
        return 2;
    Tournament t;
    t.results().setDeskName(args[3]);
    DbError e;
    if (!t.open(args[2], &e)) {
        std::fprintf(stderr, "%s\n", qPrintable(e.message));
        return 1;
    }
    const int round = args[4].toInt(), table = args[5].toInt();
    const QStringList names = t.rounds().tables(round).at(table - 1).names;
    if (args[1] == QLatin1String("once")) {
        if (args.size() != 8)
            return 2;
        SheetConflict c;
        if (t.results().saveSheetBasedOn(testPass(), round, table, sheetFor(names, args[7].toInt()),
                                         false, args[6].toInt(), &c, &e)) {
            std::printf("saved %d\n", t.results().sheet(round, table)->version);
            return 0;
        }
        if (e.kind != DbError::Conflict) {
            std::fprintf(stderr, "%s\n", qPrintable(e.message));
            return 1;
        }
        std::printf("conflict %s %d\n", qPrintable(c.desk), c.current);
        for (const SheetChange &ch : c.changes)
            std::printf("change %s %d %s %s\n", qPrintable(ch.player), fieldOf(ch.field),
                        qPrintable(ch.before), qPrintable(ch.after));
        return 0;
    }
    const int after = args[6].toInt();
    bool lost = false;
    int savedSinceBack = 0;
    for (int k = 1; savedSinceBack < after; ++k) {
        // Alternating figures, so that every save is a new version.
        const QList<PlayerLine> lines = sheetFor(names, 2 + k % 2);
        while (!t.results().saveSheet(testPass(), round, table, lines, false, &e)) {
            if (e.kind != DbError::Unreachable) {
                std::fprintf(stderr, "%s\n", qPrintable(e.message));
                return 1;
            }
            if (!lost) {
                std::printf("lost\n");
                std::fflush(stdout);
                std::fprintf(stderr, "%s\n", qPrintable(e.message));
                lost = true;
            }
            QThread::msleep(50);
        }
        std::printf("saved %d\n", k);
        std::fflush(stdout);
        if (lost)
            ++savedSinceBack;
        QThread::msleep(10);
    }
    return 0;
}
