// The tournament's heading, date, round length and rule set, and the rule
// set's history: the whole rule set is kept in the file with its changes.
#include "details.h"

#include "changemessages.h"
#include "scoring/rulesettext.h"
#include "store.h"

#include <QDate>
#include <QDateTime>

namespace ctd {

Details::Details(Store &store)
    : d(&store)
{
    // What the file holds: nothing once it is closed, read again after a
    // Change rolled back.
    QObject::connect(d->notifier, &Notifier::closed, d->notifier,
                     [this] { m_info = TournamentInfo(); });
    d->rolledBack.append([this] { loadInfo(nullptr); });
}

bool Details::loadInfo(DbError *error)
{
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT name, held_on, rule_set, rules, round_minutes FROM tournament WHERE id = 1"));
    if (!q.exec() || !q.next()) {
        return failWith(error, DbError::NotATournament,
                        DbMessages::cannotOpen(d->path, q.lastError().text()));
    }
    TournamentInfo loaded;
    loaded.name = q.value(0).toString();
    loaded.date = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    const QString ruleSet = q.value(2).toString();
    const bool known = rulesFrom(ruleSet, q.value(3), &loaded.rules);
    loaded.roundMinutes = q.value(4).toInt();
    q.finish();
    if (!known)
        return failWith(error, DbError::TooNew, DbMessages::unknownRuleSet(d->path, ruleSet));
    m_info = loaded;
    return true;
}

TournamentInfo Details::info() const
{
    return m_info;
}

bool Details::setInfo(StoreWrite, const TournamentInfo &info, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (info.roundMinutes < 1 || info.roundMinutes > 600)
        return failWith(error, DbError::Invalid,
                        ChangeMessages::badRoundMinutes(info.roundMinutes));
    Transaction tx(d->db());
    if (!tx.isActive())
        return Store::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery q = d->prepare(QStringLiteral(
        "UPDATE tournament SET name = ?, held_on = ?, round_minutes = ? WHERE id = 1"));
    if (!d->exec(q, {info.name.trimmed(), info.date.toString(Qt::ISODate), info.roundMinutes},
                 error)
        || !storeRules(info.rules, error))
        return false;
    if (!tx.commit())
        return Store::fail(error, DbError::Io,
                           DbMessages::writeFailed(d->path, tx.lastError().text()));
    m_info = info;
    m_info.name = info.name.trimmed();
    d->notify(&Notifier::infoChanged);
    return true;
}

bool Details::storeRules(const RuleSet &rules, DbError *error)
{
    if (rules == m_info.rules)
        return true;
    QSqlQuery set =
        d->prepare(QStringLiteral("UPDATE tournament SET rule_set = ?, rules = ? WHERE id = 1"));
    if (!d->exec(set, {rules.id, ruleSetToText(rules)}, error))
        return false;
    QSqlQuery log = d->prepare(QStringLiteral(
        "INSERT INTO rule_set_change (changed_at, old_rules, new_rules) VALUES (?, ?, ?)"));
    return d->exec(log,
                   {QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                    ruleSetToText(m_info.rules), ruleSetToText(rules)},
                   error);
}

bool Details::rulesFrom(const QString &id, const QVariant &text, RuleSet *rules)
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

bool Details::setRules(StoreWrite, const RuleSet &rules, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return Store::fail(error, DbError::Locked, DbMessages::busy(d->path));
    if (!storeRules(rules, error))
        return false;
    if (!tx.commit())
        return Store::fail(error, DbError::Io,
                           DbMessages::writeFailed(d->path, tx.lastError().text()));
    const bool changed = m_info.rules != rules;
    m_info.rules = rules;
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
        rulesFrom(QString(), q.value(1), &c.before);
        rulesFrom(QString(), q.value(2), &c.after);
        out.append(c);
    }
    return out;
}

bool Details::reloadInfo(DbError *error)
{
    return loadInfo(error);
}

} // namespace ctd
