// Tournament formats: the whole rule set kept in the file with its changes,
// and the stages of the rounds (docs/rules.md).
#include "tournament_p.h"

#include "changemessages.h"
#include "scoring/rulesettext.h"

#include <QDateTime>

namespace ctd {

bool Tournament::Private::storeRules(const RuleSet &rules, DbError *error)
{
    if (rules == info.rules)
        return true;
    QSqlQuery set =
        prepare(QStringLiteral("UPDATE tournament SET rule_set = ?, rules = ? WHERE id = 1"));
    if (!exec(set, {rules.id, ruleSetToText(rules)}, error))
        return false;
    QSqlQuery log = prepare(QStringLiteral(
        "INSERT INTO rule_set_change (changed_at, old_rules, new_rules) VALUES (?, ?, ?)"));
    return exec(log,
                {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                 ruleSetToText(info.rules), ruleSetToText(rules)},
                error);
}

bool Tournament::Private::rulesFrom(const QString &id, const QVariant &text, RuleSet *rules)
{
    if (text.isNull()) {
        bool known = false;
        *rules = RuleSet::byId(id, &known);
        return known;
    }
    QList<RuleSetTextProblem> problems;
    *rules = ruleSetFromText(text.toString(), &problems);
    return problems.isEmpty();
}

bool Details::setRules(const RuleSet &rules, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return Private::fail(error, DbError::Locked, DbMessages::busy(d->path));
    if (!d->storeRules(rules, error))
        return false;
    if (!tx.commit())
        return Private::fail(error, DbError::Io,
                             DbMessages::writeFailed(d->path, tx.lastError().text()));
    const bool changed = d->info.rules != rules;
    d->info.rules = rules;
    if (changed)
        d->notify(&Notifier::infoChanged);
    return true;
}

QList<RuleSetChange> Details::ruleSetHistory() const
{
    QList<RuleSetChange> out;
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT changed_at, old_rules, new_rules FROM rule_set_change ORDER BY id"));
    if (!q.exec())
        return out;
    while (q.next()) {
        RuleSetChange c;
        c.changedAt = QDateTime::fromString(q.value(0).toString(), Qt::ISODateWithMs);
        c.changedAt.setTimeSpec(Qt::UTC);
        Private::rulesFrom(QString(), q.value(1), &c.before);
        Private::rulesFrom(QString(), q.value(2), &c.after);
        out.append(c);
    }
    return out;
}

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
    const QList<TableSheet> complete = q->results().sheets(false);
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
    for (const Player &p : q->roster().players()) {
        if (p.dropped)
            dropped.insert(p.name);
    }
    QSet<int> over;
    const QHash<int, QString> reasons = overruled();
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        over.insert(it.key());
    return ctd::checkStages(all, staged, d->info.rules, dropped, over);
}

bool Rounds::setStage(int round, Stage stage, const QString &overruledReason,
                      QList<Problem> *problems, DbError *error)
{
    if (problems)
        problems->clear();
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return Private::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery q =
        d->prepare(QStringLiteral("UPDATE round SET stage = ?, overruled = ? WHERE number = ?"));
    const QString reason = overruledReason.trimmed();
    if (!d->exec(q, {stageName(stage), reason.isEmpty() ? QVariant() : QVariant(reason), round},
                 error))
        return false;
    if (q.numRowsAffected() != 1)
        return Private::fail(error, DbError::Invalid, ChangeMessages::noSuchRound(round));
    const QList<Problem> found = checkStages();
    if (!found.isEmpty()) {
        if (problems)
            *problems = found;
        return Private::fail(error, DbError::Invalid, ChangeMessages::stageRefused(round));
    }
    if (!tx.commit())
        return Private::fail(error, DbError::Io,
                             DbMessages::writeFailed(d->path, tx.lastError().text()));
    d->notify(&Notifier::stagesChanged);
    return true;
}

bool Results::importStages(const QList<TableSheet> &tables, const StageMap &fileStages,
                           int roundsBefore, QList<Problem> *problems, DbError *error)
{
    const StageMap stored = q->rounds().stages();
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
        problems->append(q->rounds().checkStages());
    return true;
}

} // namespace ctd
