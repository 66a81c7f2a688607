// Importing a results file: rounds, tables, seats, players and sheets in one
// transaction, checked by the same rules as the desk. All or nothing.
#include "results.h"

#include "details.h"
#include "roster.h"
#include "rounds.h"
#include "store.h"

#include "changemessages.h"
#include "scoring/round.h"

#include <QHash>
#include <QMap>
#include <QSet>

namespace ctd {

namespace {

int firstLine(const TableSheet &t)
{
    return t.fileLines.isEmpty() ? 0 : t.fileLines.first();
}

Problem tableProblem(const TableSheet &t, const QString &code, const QString &message)
{
    return {firstLine(t), t.round, t.table, QString(), code, message};
}

// The sheet's lines in the order of `seated`; empty if the players differ.
QList<PlayerLine> inSeatOrder(const TableSheet &t, const QStringList &seated)
{
    QList<PlayerLine> ordered;
    if (seated.size() != t.lines.size())
        return ordered;
    for (const QString &name : seated) {
        auto it = std::find_if(t.lines.cbegin(), t.lines.cend(),
                               [&name](const PlayerLine &l) { return l.name == name; });
        if (it == t.lines.cend())
            return {};
        ordered.append(*it);
    }
    return ordered;
}

} // namespace

bool Results::importResults(StoreWrite, const QList<TableSheet> &tables, QList<Problem> *problems,
                            DbError *error, const StageMap &stages, int *added)
{
    QList<Problem> found;
    int inserted = 0;
    auto finish = [&](bool ok) {
        if (problems)
            *problems = found;
        if (added)
            *added = ok ? inserted : 0;
        return ok;
    };
    if (!d->checkWritable(error))
        return finish(false);
    found = checkSheets(tables, m_details.info().rules);
    if (!found.isEmpty())
        return finish(Store::fail(error, DbError::Invalid, ChangeMessages::importBreaksRules()));

    Transaction tx(d->db());
    if (!tx.isActive())
        return finish(d->failTransaction(tx, error, DbError::Locked));

    // Rounds follow one another: a new round must be the next one, or follow
    // another new round of the same file.
    const int rounds = m_rounds.roundCount();
    QMap<int, int> newRounds; // round → index of its first table, for the line number
    for (qsizetype i = 0; i < tables.size(); ++i) {
        if (tables[i].round > rounds && !newRounds.contains(tables[i].round))
            newRounds.insert(tables[i].round, int(i));
    }
    int expected = rounds + 1;
    for (auto it = newRounds.cbegin(); it != newRounds.cend(); ++it, ++expected) {
        if (it.key() != expected) {
            found.append(tableProblem(tables[it.value()], QStringLiteral("round_missing"),
                                      ChangeMessages::roundMissing(it.key(), rounds)));
            break;
        }
    }
    if (!found.isEmpty())
        return finish(Store::fail(error, DbError::Conflict, ChangeMessages::importRefused()));

    QHash<QString, qint64> ids;
    for (const Player &p : m_roster.players())
        ids.insert(p.name, p.id);
    QSqlQuery addPlayer = d->prepare(QStringLiteral("INSERT INTO player (name) VALUES (?)"));
    QSqlQuery addRound = d->prepare(QStringLiteral("INSERT INTO round (number) VALUES (?)"));
    QSqlQuery addTable =
        d->prepare(QStringLiteral("INSERT INTO game_table (round, number) VALUES (?, ?)"));
    QSqlQuery addSeat = d->prepare(
        QStringLiteral("INSERT INTO seat (round, game_table, seat, player) VALUES (?, ?, ?, ?)"));
    QSqlQuery seatedAt =
        d->prepare(QStringLiteral("SELECT game_table FROM seat WHERE round = ? AND player = ?"));

    for (auto it = newRounds.cbegin(); it != newRounds.cend(); ++it) {
        if (!d->exec(addRound, {it.key()}, error))
            return finish(false);
    }
    for (const TableSheet &t : tables) {
        QList<qint64> seatIds;
        for (const PlayerLine &l : t.lines) {
            if (!ids.contains(l.name)) {
                if (!d->exec(addPlayer, {l.name}, error))
                    return finish(false);
                ids.insert(l.name, addPlayer.lastInsertId().toLongLong());
            }
            seatIds.append(ids.value(l.name));
        }
        QList<PlayerLine> lines = t.lines;
        const QStringList seated =
            t.round <= rounds ? d->seatNames(t.round, t.table) : QStringList();
        if (!seated.isEmpty()) {
            // A table the desk seated: the same players, stored in its seat order.
            lines = inSeatOrder(t, seated);
            if (lines.isEmpty()) {
                found.append(
                    tableProblem(t, QStringLiteral("seating_differs"),
                                 ChangeMessages::seatingDiffers(t.round, t.table, seated)));
                continue;
            }
            seatIds = d->seatIds(t.round, t.table);
            bool draft = false;
            const int current = d->currentVersion(t.round, t.table, &draft);
            if (current > 0) {
                if (draft)
                    found.append(tableProblem(t, QStringLiteral("table_exists"),
                                              ChangeMessages::tableHasDraft(t.round, t.table)));
                else if (d->versionLines(t.round, t.table, current) != lines)
                    found.append(tableProblem(t, QStringLiteral("table_exists"),
                                              ChangeMessages::tableExists(t.round, t.table)));
                continue; // the identical sheet again: nothing to do
            }
        } else {
            if (t.round <= rounds) {
                // A new table in an existing round: nobody may play twice.
                bool clash = false;
                for (qsizetype s = 0; s < t.lines.size(); ++s) {
                    seatedAt.bindValue(0, t.round);
                    seatedAt.bindValue(1, seatIds[s]);
                    if (seatedAt.exec() && seatedAt.next()) {
                        found.append({t.fileLines.value(s), t.round, t.table, t.lines[s].name,
                                      errorCodeName(ErrorCode::DuplicatePlayer),
                                      playsTwiceMessage(t.lines[s].name, seatedAt.value(0).toInt(),
                                                        t.round)});
                        clash = true;
                    }
                    seatedAt.finish();
                }
                if (clash)
                    continue;
            }
            if (!d->exec(addTable, {t.round, t.table}, error))
                return finish(false);
            for (qsizetype s = 0; s < seatIds.size(); ++s) {
                if (!d->exec(addSeat, {t.round, t.table, int(s + 1), seatIds[s]}, error))
                    return finish(false);
            }
        }
        if (!insertVersion(t.round, t.table, 0, seatIds, lines, false, 0, error))
            return finish(false);
        ++inserted;
    }
    if (found.isEmpty() && !importStages(tables, stages, rounds, &found, error))
        return finish(false);
    if (!found.isEmpty())
        return finish(Store::fail(error, DbError::Conflict, ChangeMessages::importRefused()));
    if (!tx.commit())
        return finish(d->failTransaction(tx, error, DbError::Io));
    d->notify(&Notifier::resultsImported);
    return finish(true);
}

bool Results::importStages(const QList<TableSheet> &tables, const StageMap &fileStages,
                           int roundsBefore, QList<Problem> *problems, DbError *error)
{
    const StageMap stored = m_rounds.stages();
    QSqlQuery set = d->prepare(QStringLiteral("UPDATE round SET stage = ? WHERE number = ?"));
    QSet<int> seen;
    for (const TableSheet &t : tables) {
        if (seen.contains(t.round))
            continue;
        seen.insert(t.round);
        const Stage inFile = fileStages.value(t.round, Stage::Prelim);
        if (t.round <= roundsBefore) {
            const Stage there = stored.value(t.round, Stage::Prelim);
            if (there != inFile)
                problems->append(
                    {t.fileLines.value(0), t.round, t.table, QString(),
                     QStringLiteral("stage_order"),
                     ChangeMessages::stageDiffers(t.round, stageName(inFile), stageName(there))});
        } else if (inFile != Stage::Prelim && !d->exec(set, {stageName(inFile), t.round}, error)) {
            return false;
        }
    }
    if (problems->isEmpty() && (!stored.isEmpty() || !fileStages.isEmpty()))
        problems->append(m_rounds.checkStages());
    return true;
}

} // namespace ctd
