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

bool Reports::setting(ReportSetting which, DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT %1 FROM %2").arg(column(which), table(which)));
    return d->read(q, error) && q.next() && q.value(0).toInt() != 0;
}

bool Reports::acceptConfirmed(DbError *error) const
{
    return setting(ReportSetting::AcceptConfirmed, error);
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

bool Reports::setSetting(StoreWrite, ReportSetting which, bool on, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    // The one row made if missing, then the one column set: the same in every
    // SQL dialect.
    QSqlQuery row = d->prepare(
        QStringLiteral("INSERT INTO %1 (id) SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM %1)")
            .arg(table(which)));
    QSqlQuery set =
        d->prepare(QStringLiteral("UPDATE %1 SET %2 = ?").arg(table(which), column(which)));
    if (!d->exec(row, {}, error) || !d->exec(set, {toInt(on)}, error))
        return false;
    d->notify(&Notifier::infoChanged);
    return change.commit(error);
}

QString Reports::table(ReportSetting which)
{
    return which == ReportSetting::ReportsOn ? QStringLiteral("report_switch")
                                             : QStringLiteral("report_setting");
}

QString Reports::column(ReportSetting which)
{
    return which == ReportSetting::ReportsOn ? QStringLiteral("reports_on")
                                             : QStringLiteral("accept_confirmed");
}

QString Reports::deskAddress() const
{
    return d->desk;
}

} // namespace ctd
