// Writes a small demo tournament for the README's screenshot: 16 players,
// round 1 complete, round 2 drawn with three results and one draft whose
// Largest Army tie still needs its mark, and round 2's clock running.
//   demo_tournament FILE
#include "../storepass.h"
#include "scoring/seating/seating.h"
#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace ctd;

namespace {

struct Row
{
    int s, c, v, k, r, l;
};

// Valid sheets of four, seat order; the last one is the draft.
const QList<QList<Row>> kSheets = {
    {{2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}},
    {{3, 3, 0, 4, 9, 6}, {2, 2, 1, 1, 10, 4}, {4, 1, 0, 2, 7, 3}, {2, 1, 1, 0, 5, 2}},
    {{2, 2, 0, 0, 6, 3}, {4, 1, 0, 0, 7, 4}, {1, 4, 2, 3, 12, 8}, {3, 0, 0, 1, 4, 2}},
    {{3, 2, 0, 1, 9, 5}, {3, 3, 1, 3, 8, 4}, {2, 1, 0, 0, 6, 4}, {2, 2, 0, 2, 7, 3}},
    {{2, 3, 0, 4, 5, 2}, {3, 2, 0, 4, 5, 2}, {2, 1, 0, 0, 4, 1}, {2, 0, 0, 0, 2, 0}},
};

QList<PlayerLine> linesFor(const SeatedTable &t, const QList<Row> &rows)
{
    QList<PlayerLine> lines;
    for (int i = 0; i < t.names.size(); ++i) {
        const Row &r = rows.at(i);
        PlayerLine l;
        l.name = t.names.at(i);
        l.settlements = r.s;
        l.cities = r.c;
        l.vpCards = r.v;
        l.knights = r.k;
        l.roads = r.r;
        l.longestRoad = r.l;
        lines.append(l);
    }
    return lines;
}

bool fail(const QString &what)
{
    QTextStream(stderr) << "demo_tournament: " << what << '\n';
    return false;
}

bool build(const QString &path)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e))
        return fail(e.message);
    TournamentInfo info = t.details().info();
    info.name = QStringLiteral("Spring Cup 2026");
    info.date = QDate(2026, 4, 18);
    const QStringList names{QStringLiteral("Anna Berg"),    QStringLiteral("Bernd Özdemir"),
                            QStringLiteral("Carla Souza"),  QStringLiteral("Dario Ferreira"),
                            QStringLiteral("Emil Krause"),  QStringLiteral("Fatma Yıldız"),
                            QStringLiteral("Gustavo Lima"), QStringLiteral("Hanna Schäfer"),
                            QStringLiteral("Ilse Vogt"),    QStringLiteral("João Martins"),
                            QStringLiteral("Karl Huber"),   QStringLiteral("Lúcia Ramos"),
                            QStringLiteral("Marta Nunes"),  QStringLiteral("Nils Petersen"),
                            QStringLiteral("Olga Brandt"),  QStringLiteral("Paulo Costa")};
    if (!t.details().setInfo(ctd::testPass(), info, &e)
        || !t.roster().addPlayers(ctd::testPass(), names, &e))
        return fail(e.message);

    for (int round = 1; round <= 2; ++round) {
        SeatingInput in = seatingInputFor(t, round, round, SeatingMode::Random, &e);
        if (e.isError())
            return fail(e.message);
        in.seed = quint64(2026 + round);
        const SeatingResult seated = seatRound(in);
        if (!seated.ok || !t.rounds().addRound(ctd::testPass(), seated.tables, &e))
            return fail(seated.ok ? e.message : seated.error);
        const QList<SeatedTable> tables = t.rounds().tables(round);
        for (int i = 0; i < tables.size(); ++i) {
            // Round 2's third table is the draft being finished.
            const bool draft = round == 2 && i == 2;
            const QList<Row> &rows = draft ? kSheets.last() : kSheets.at((i + round) % 4);
            if (!t.results().saveSheet(ctd::testPass(), round, tables.at(i).table,
                                       linesFor(tables.at(i), rows), draft, &e))
                return fail(e.message);
        }
    }
    // Round 2's clock runs: started 23 minutes and 40 seconds ago.
    if (!t.clock().startClock(ctd::testPass(), 2,
                              QDateTime::currentDateTimeUtc().addSecs(-(23 * 60 + 40)), &e))
        return fail(e.message);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (app.arguments().size() != 2) {
        QTextStream(stderr) << "usage: demo_tournament FILE\n";
        return 2;
    }
    return build(app.arguments().at(1)) ? 0 : 1;
}
