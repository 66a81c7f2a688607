#include "round.h"

#include "intlists.h"
#include "messages.h"
#include "names.h"
#include "standings_names.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <limits>

namespace ctd {

namespace {

// The round's rules, each with one message.
class RoundMessages
{
    Q_DECLARE_TR_FUNCTIONS(RoundMessages)

public:
    static QString tooFew(int players)
    {
        return tr("%n active player(s): a table needs at least 3. Add players, or bring back "
                  "dropped ones, before starting a round.",
                  nullptr, players);
    }
    static QString five()
    {
        return tr("5 active players cannot be seated: tables seat 3 or 4, and 5 splits only into "
                  "4 + 1 or 3 + 2, which leaves a table too small. Add a player or drop one "
                  "before starting the round.");
    }
    static QString tableSize(int table, int players)
    {
        return tr("A table seats 3 or 4 players, but table %1 has %n player(s). Move players "
                  "between tables.",
                  nullptr, players)
            .arg(table);
    }
    static QString seatedTwice(const QString &name)
    {
        return tr("%1 is seated twice in the round. Seat each player once.").arg(name);
    }
    static QString playsTwice(const QString &name, int otherTable, int round)
    {
        return tr("%1 already plays at table %2 in round %3.").arg(name).arg(otherTable).arg(round);
    }
};

// tableScore() with the three lists of numbers from `ints`.
// `withNames` false leaves the players out (the caller has each seat's player).
TableScore tableScoreFrom(const TableSheet &sheet, const SheetResult &result, IntLists &ints,
                          bool withNames = true)
{
    const qsizetype n = sheet.lines.size();
    TableScore s;
    s.round = sheet.round;
    s.table = sheet.table;
    if (withNames) {
        s.players = QStringList(n);
        QString *names = s.players.data();
        for (qsizetype i = 0; i < n; ++i)
            names[i] = sheet.lines[i].name;
    }
    QVarLengthArray<int, 3 * kMostAtTable> numbers(3 * n);
    int *vp = numbers.data();
    int *points = vp + n;
    int *places = points + n;
    for (qsizetype i = 0; i < n; ++i) {
        const PlayerScore &p = result.players[i];
        vp[i] = p.vp;
        points[i] = p.roundPointsTwelfths;
        places[i] = p.place;
    }
    s.vp = ints.take(vp, n);
    s.roundPointsTwelfths = ints.take(points, n);
    s.places = ints.take(places, n);
    return s;
}

qsizetype seatsOf(const QList<TableSheet> &tables)
{
    qsizetype seats = 0;
    for (const TableSheet &t : tables)
        seats += t.lines.size();
    return seats;
}

} // namespace

QString Problem::format() const
{
    QString out = QStringLiteral("error: ");
    out += line > 0 ? QString::number(line) : QStringLiteral("-");
    out += QStringLiteral(": ");
    if (round > 0 && table > 0)
        out += QStringLiteral("round %1, table %2").arg(round).arg(table);
    if (!player.isEmpty())
        out += (round > 0 && table > 0 ? QStringLiteral(", ") : QString())
            + QStringLiteral("player ") + player;
    if ((round > 0 && table > 0) || !player.isEmpty())
        out += QStringLiteral(": ");
    out += code + QStringLiteral(": ") + message;
    // What a message quotes (a name, a field) never ends the line or reaches
    // the terminal as a control sequence.
    return names::escaped(out);
}

QList<Problem> checkSheets(const QList<TableSheet> &tables, const RuleSet &rules,
                           QList<TableScore> *scores, QStringList *players,
                           QList<PlayerScore> *seatScores, QList<int> *scoreSeats)
{
    if (!scores || !players)
        scoreSeats = nullptr;
    const int firstPlayer = players ? int(players->size()) : 0;
    QList<Problem> problems;
    // Each name is hashed once a seat: player → number, then the table where
    // the player was first seen in the round. With the rounds in order (as a
    // file is read) that is the player's last round and its table, in a list
    // by number; otherwise a hash of (round, number).
    SeatNames number;
    QHash<quint64, int> seen;
    struct LastSeen
    {
        int round = std::numeric_limits<int>::min(); // none yet
        int table = 0;
    };
    QList<LastSeen> lastSeen;
    qsizetype seats = 0;
    bool inOrder = true;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        seats += tables[i].lines.size();
        inOrder = inOrder && (i == 0 || tables[i - 1].round <= tables[i].round);
    }
    number.reserve(seats / 8 + 1, seats);
    if (inOrder)
        lastSeen.reserve(seats / 4 + 1);
    else
        seen.reserve(seats);
    if (scores)
        scores->reserve(scores->size() + tables.size());
    if (seatScores)
        seatScores->reserve(seatScores->size() + seats);
    if (scoreSeats)
        scoreSeats->reserve(scoreSeats->size() + seats);
    // The tables' numbers in one block: three lists a table, not allocated one by one.
    IntLists ints(scores ? 3 * seats : 0);
    SheetResult r; // reused: scoring a sheet allocates nothing
    for (const TableSheet &t : tables) {
        scoreSheet(t.lines, rules, &r);
        if (scores && r.isValid())
            scores->append(tableScoreFrom(t, r, ints, !scoreSeats));
        if (seatScores)
            seatScores->append(r.players);
        const int firstLine = t.fileLines.isEmpty() ? 0 : t.fileLines.first();
        for (const SheetError &e : std::as_const(r.errors)) {
            Problem p;
            p.line = e.seat >= 0 ? t.fileLines.value(e.seat) : firstLine;
            p.round = t.round;
            p.table = t.table;
            p.player = e.seat >= 0 ? t.lines[e.seat].name : QString();
            p.code = errorCodeName(e.code);
            p.message = SheetMessages::message(e, t.lines);
            problems.append(p);
        }
        const bool scored = scoreSeats && r.isValid();
        for (qsizetype s = 0; s < t.lines.size(); ++s) {
            const QString &name = t.lines[s].name;
            bool added = false;
            const int player = number.number(name, &added);
            if (added && players)
                players->append(name);
            if (scored)
                scoreSeats->append(firstPlayer + player);
            int firstTable = t.table; // where the player sat first in this round
            if (inOrder) {
                if (player >= lastSeen.size())
                    lastSeen.resize(player + 1);
                LastSeen &last = lastSeen[player];
                if (last.round == t.round)
                    firstTable = last.table;
                else
                    last = {t.round, t.table};
            } else {
                const quint64 key = (quint64(quint32(t.round)) << 32) | quint32(player);
                auto it = seen.constFind(key);
                if (it == seen.cend())
                    seen.insert(key, t.table);
                else
                    firstTable = *it;
            }
            if (firstTable != t.table) {
                problems.append({t.fileLines.value(s), t.round, t.table, name,
                                 errorCodeName(ErrorCode::DuplicatePlayer),
                                 playsTwiceMessage(name, firstTable, t.round)});
            }
        }
    }
    std::stable_sort(problems.begin(), problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return problems;
}

TableScore tableScore(const TableSheet &sheet, const SheetResult &result)
{
    // Each list allocated once at its size and written through its data.
    IntLists ints(0);
    return tableScoreFrom(sheet, result, ints);
}

QList<TableScore> scoreTables(const QList<TableSheet> &tables, const RuleSet &rules)
{
    QList<TableScore> scores;
    scores.reserve(tables.size());
    IntLists ints(3 * seatsOf(tables));
    SheetResult r; // reused: scoring a sheet allocates nothing
    for (const TableSheet &t : tables) {
        scoreSheet(t.lines, rules, &r);
        if (r.isValid())
            scores.append(tableScoreFrom(t, r, ints));
    }
    return scores;
}

QStringList playersOf(const QList<TableSheet> &tables)
{
    QStringList names;
    QSet<QString> seen;
    for (const TableSheet &t : tables) {
        for (const PlayerLine &l : t.lines) {
            if (!seen.contains(l.name)) {
                seen.insert(l.name);
                names.append(l.name);
            }
        }
    }
    return names;
}

QList<int> tableSizes(int players, QString *error)
{
    // n = 4a + 3b with b as small as possible: b is fixed by n mod 4.
    const int threes = players <= 0 ? 0 : (4 - players % 4) % 4;
    if (players < kFewestAtTable || 3 * threes > players) {
        if (error)
            *error = players < kFewestAtTable ? RoundMessages::tooFew(qMax(players, 0))
                                              : RoundMessages::five();
        return {};
    }
    QList<int> sizes((players - 3 * threes) / 4, 4);
    for (int i = 0; i < threes; ++i)
        sizes.append(3);
    return sizes;
}

QString tableSizeMessage(int table, int players)
{
    return RoundMessages::tableSize(table, players);
}

QString seatingError(const QList<QList<qint64>> &tables,
                     const std::function<QString(qint64)> &nameOf)
{
    QSet<qint64> seated;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        const QList<qint64> &ids = tables[i];
        if (!isTableSize(int(ids.size())))
            return tableSizeMessage(int(i + 1), int(ids.size()));
        for (qint64 id : ids) {
            if (seated.contains(id))
                return seatedTwiceMessage(nameOf(id));
            seated.insert(id);
        }
    }
    return {};
}

QString seatedTwiceMessage(const QString &name)
{
    return RoundMessages::seatedTwice(name);
}

QString playsTwiceMessage(const QString &name, int otherTable, int round)
{
    return RoundMessages::playsTwice(name, otherTable, round);
}

} // namespace ctd
