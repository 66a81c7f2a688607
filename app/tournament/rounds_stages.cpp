// The stages of the rounds (docs/rules.md §9): which rounds are not
// preliminary, and the checks of a cut's players.
#include "rounds.h"

#include "details.h"
#include "results.h"
#include "roster.h"
#include "store.h"

#include "changemessages.h"
#include "scoring/rulesettext.h"

#include <QDateTime>

namespace ctd {

StageMap Rounds::stages() const
{
    StageMap out;
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT number, stage FROM round WHERE stage <> 'prelim'"));
    if (!q.exec())
        return out;
    while (q.next()) {
        Stage s = Stage::Prelim;
        if (stageFromName(q.value(1).toString(), &s))
            out.insert(q.value(0).toInt(), s);
    }
    return out;
}

QHash<int, QString> Rounds::overruled() const
{
    QHash<int, QString> out;
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT number, overruled FROM round WHERE overruled IS NOT NULL"));
    if (!q.exec())
        return out;
    while (q.next())
        out.insert(q.value(0).toInt(), q.value(1).toString());
    return out;
}

QList<Problem> Rounds::checkStages() const
{
    // Every table by its result, or by its seating while it has none, so
    // that a proposed cut and a round seated after a final are checked too.
    const StageMap staged = stages();
    QList<TableSheet> all;
    const QList<TableSheet> complete = m_results.sheets(false);
    QSet<QPair<int, int>> done;
    for (const TableSheet &t : complete)
        done.insert({t.round, t.table});
    all = complete;
    const int rounds = roundCount();
    for (int round = 1; round <= rounds; ++round) {
        for (const SeatedTable &t : tables(round)) {
            if (done.contains({t.round, t.table}))
                continue;
            TableSheet seated;
            seated.round = t.round;
            seated.table = t.table;
            for (const QString &name : t.names) {
                PlayerLine l;
                l.name = name;
                seated.lines.append(l);
            }
            all.append(seated);
        }
    }
    QSet<QString> dropped;
    for (const Player &p : m_roster.players()) {
        if (p.dropped)
            dropped.insert(p.name);
    }
    QSet<int> over;
    const QHash<int, QString> reasons = overruled();
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        over.insert(it.key());
    return ctd::checkStages(all, staged, m_details.info().rules, dropped, over);
}

bool Rounds::setStage(StoreWrite, int round, Stage stage, const QString &overruledReason,
                      QList<Problem> *problems, DbError *error)
{
    if (problems)
        problems->clear();
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return Store::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery q =
        d->prepare(QStringLiteral("UPDATE round SET stage = ?, overruled = ? WHERE number = ?"));
    const QString reason = overruledReason.trimmed();
    if (!d->exec(q, {stageName(stage), reason.isEmpty() ? QVariant() : QVariant(reason), round},
                 error))
        return false;
    if (q.numRowsAffected() != 1)
        return Store::fail(error, DbError::Invalid, ChangeMessages::noSuchRound(round));
    const QList<Problem> found = checkStages();
    if (!found.isEmpty()) {
        if (problems)
            *problems = found;
        return Store::fail(error, DbError::Invalid, ChangeMessages::stageRefused(round));
    }
    if (!tx.commit())
        return Store::fail(error, DbError::Io,
                           DbMessages::writeFailed(d->path, tx.lastError().text()));
    d->notify(&Notifier::stagesChanged);
    return true;
}

} // namespace ctd
