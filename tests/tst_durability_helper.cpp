// Helper process for the durability and second-desk tests.
//   save FILE   saves corrections of round 1's tables in an endless loop and
//               prints "saved ROUND TABLE VERSION" after each save returned;
//   hold FILE   opens the file for writing, prints "open" and waits for stdin
//               to close.
#include "durability.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace ctd;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        return 2;
    Tournament t;
    DbError e;
    if (!t.open(args[2], &e)) {
        std::fprintf(stderr, "%s\n", qPrintable(e.message));
        return 1;
    }
    if (args[1] == QLatin1String("hold")) {
        std::printf("open\n");
        std::fflush(stdout);
        QFile in;
        in.open(stdin, QIODevice::ReadOnly);
        in.readAll();
        return 0;
    }
    for (int k = 0;; ++k) {
        const int table = k % test::kDurabilityTables + 1;
        const int version = int(t.results().history(1, table).size()) + 1;
        const QStringList names = t.rounds().tables(1).at(table - 1).names;
        if (!t.results().saveSheet(testPass(), 1, table,
                                   test::durabilitySheet(names, table, version), false, &e)) {
            std::fprintf(stderr, "%s\n", qPrintable(e.message));
            return 1;
        }
        std::printf("saved 1 %d %d\n", table, version);
        std::fflush(stdout);
    }
}
