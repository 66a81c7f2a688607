// Reports from the tables: the log of everything that happened to them, and
// the tournament's setting "accept confirmed reports".
#include "reports.h"

#include "store.h"

namespace ctd {

namespace {

QDateTime utc(const QVariant &text)
{
    QDateTime t = QDateTime::fromString(text.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

} // namespace

QList<ReportEvent> Reports::events(DbError *error) const
{
    QList<ReportEvent> out;
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT round, game_table, report, kind, player, at, address "
                                  "FROM report_event ORDER BY seq"));
    if (!d->read(q, error))
        return out;
    while (q.next()) {
        ReportEvent e;
        e.round = q.value(0).toInt();
        e.table = q.value(1).toInt();
        e.report = q.value(2).toInt();
        e.kind = q.value(3).toString();
        e.player = q.value(4).toString();
        e.at = utc(q.value(5));
        e.address = q.value(6).toString();
        out.append(e);
    }
    return out;
}

bool Reports::acceptConfirmed(DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT accept_confirmed FROM report_setting"));
    return d->read(q, error) && q.next() && q.value(0).toInt() != 0;
}

bool Reports::log(int round, int table, int report, const QString &kind, const QString &player,
                  const QString &address, DbError *error)
{
    QSqlQuery seq =
        d->prepare(QStringLiteral("SELECT COALESCE(MAX(seq), 0) + 1 FROM report_event"));
    if (!d->exec(seq, {}, error) || !seq.next())
        return false;
    const qint64 next = seq.value(0).toLongLong();
    seq.finish();
    QSqlQuery q = d->prepare(QStringLiteral(
        "INSERT INTO report_event (seq, round, game_table, report, kind, player, at, address) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    // Never NULL: an empty text where nobody is named.
    const QString who = player.isNull() ? QStringLiteral("") : player;
    const QString from = address.isNull() ? QStringLiteral("") : address;
    return d->exec(q,
                   {next, round, table, report, kind, who,
                    QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), from},
                   error);
}

bool Reports::setAcceptConfirmed(bool on, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    // Delete and insert rather than an upsert: the same in every SQL dialect.
    QSqlQuery drop = d->prepare(QStringLiteral("DELETE FROM report_setting"));
    QSqlQuery set = d->prepare(
        QStringLiteral("INSERT INTO report_setting (id, accept_confirmed) VALUES (1, ?)"));
    if (!d->exec(drop, {}, error) || !d->exec(set, {toInt(on)}, error))
        return false;
    d->notify(&Notifier::infoChanged);
    return true;
}

QString Reports::deskAddress() const
{
    return d->desk;
}

} // namespace ctd
