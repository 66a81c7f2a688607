// Reports from the tables: each seated table's code, the sheets phones send,
// the players' confirmations, and the log of all of it.
#include "reports.h"

#include "store.h"

#include "changemessages.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace ctd {

namespace {

const QString kAlphabet = QStringLiteral("23456789ABCDEFGHJKMNPQRSTUVWXYZ");
constexpr int kCodeLength = 8;

QString statusName(TableReport::Status s)
{
    switch (s) {
    case TableReport::Status::Open:
        return QStringLiteral("open");
    case TableReport::Status::Accepted:
        return QStringLiteral("accepted");
    case TableReport::Status::Rejected:
        return QStringLiteral("rejected");
    }
    return {};
}

TableReport::Status statusFrom(const QString &name)
{
    if (name == QLatin1String("accepted"))
        return TableReport::Status::Accepted;
    if (name == QLatin1String("rejected"))
        return TableReport::Status::Rejected;
    return TableReport::Status::Open;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QDateTime utc(const QVariant &text)
{
    QDateTime t = QDateTime::fromString(text.toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

// The lines as stored: JSON, one object per seat, the results file's column names.
QString linesToJson(const QList<PlayerLine> &lines)
{
    QJsonArray out;
    for (const PlayerLine &l : lines) {
        out.append(QJsonObject{{QStringLiteral("player"), l.name},
                               {QStringLiteral("settlements"), l.settlements},
                               {QStringLiteral("cities"), l.cities},
                               {QStringLiteral("vp_cards"), l.vpCards},
                               {QStringLiteral("knights"), l.knights},
                               {QStringLiteral("roads"), l.roads},
                               {QStringLiteral("longest_road"), l.longestRoad},
                               {QStringLiteral("army_first"), l.armyFirst},
                               {QStringLiteral("road_first"), l.roadFirst},
                               {QStringLiteral("declared"), l.declared}});
    }
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact));
}

QList<PlayerLine> linesFromJson(const QString &text)
{
    QList<PlayerLine> lines;
    const QJsonArray array = QJsonDocument::fromJson(text.toUtf8()).array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        PlayerLine l;
        l.name = o.value(QStringLiteral("player")).toString();
        l.settlements = o.value(QStringLiteral("settlements")).toInt();
        l.cities = o.value(QStringLiteral("cities")).toInt();
        l.vpCards = o.value(QStringLiteral("vp_cards")).toInt();
        l.knights = o.value(QStringLiteral("knights")).toInt();
        l.roads = o.value(QStringLiteral("roads")).toInt();
        l.longestRoad = o.value(QStringLiteral("longest_road")).toInt();
        l.armyFirst = o.value(QStringLiteral("army_first")).toBool();
        l.roadFirst = o.value(QStringLiteral("road_first")).toBool();
        l.declared = o.value(QStringLiteral("declared")).toBool();
        lines.append(l);
    }
    return lines;
}

} // namespace

QString reportStateName(ReportState state)
{
    switch (state) {
    case ReportState::None:
        return {};
    case ReportState::Reported:
        return QStringLiteral("reported");
    case ReportState::Confirmed:
        return QStringLiteral("confirmed");
    case ReportState::Conflict:
        return QStringLiteral("conflict");
    case ReportState::Accepted:
        return QStringLiteral("accepted");
    case ReportState::Rejected:
        return QStringLiteral("rejected");
    case ReportState::Superseded:
        return QStringLiteral("superseded");
    }
    return {};
}

const TableReport *TableReports::current() const
{
    for (const TableReport &r : reports) {
        if (r.number == newest)
            return &r;
    }
    return nullptr;
}

QList<const TableReport *> TableReports::open() const
{
    QList<const TableReport *> out;
    for (const TableReport &r : reports) {
        if (r.status == TableReport::Status::Open && !r.superseded)
            out.append(&r);
    }
    return out;
}

QList<const TableReport *> TableReports::superseded() const
{
    QList<const TableReport *> out;
    for (const TableReport &r : reports) {
        if (r.status == TableReport::Status::Open && r.superseded)
            out.append(&r);
    }
    return out;
}

QString Reports::alphabet()
{
    return kAlphabet;
}

QString Reports::newCode()
{
    QString code;
    code.reserve(kCodeLength);
    for (int i = 0; i < kCodeLength; ++i)
        code.append(
            kAlphabet.at(int(QRandomGenerator::system()->bounded(quint32(kAlphabet.size())))));
    return code;
}

QString Reports::normalizeCode(const QString &typed)
{
    QString code;
    for (const QChar c : typed) {
        if (c == QLatin1Char('-') || c.isSpace())
            continue;
        const QChar up = c.toUpper();
        if (!kAlphabet.contains(up))
            return {};
        code.append(up);
    }
    return code.size() == kCodeLength ? code : QString();
}

bool Store::assignCode(int round, int table, DbError *error)
{
    QSqlQuery drop =
        prepare(QStringLiteral("DELETE FROM report_code WHERE round = ? AND game_table = ?"));
    if (!exec(drop, {round, table}, error))
        return false;
    QSqlQuery taken = prepare(QStringLiteral("SELECT 1 FROM report_code WHERE code = ?"));
    QString code;
    do {
        code = Reports::newCode();
        if (!exec(taken, {code}, error))
            return false;
    } while (taken.next());
    QSqlQuery insert = prepare(
        QStringLiteral("INSERT INTO report_code (round, game_table, code) VALUES (?, ?, ?)"));
    return exec(insert, {round, table, code}, error);
}

bool Store::dropReports(int round, int table, DbError *error)
{
    QSqlQuery confirmations = prepare(
        QStringLiteral("DELETE FROM report_confirmation WHERE round = ? AND game_table = ?"));
    QSqlQuery reports =
        prepare(QStringLiteral("DELETE FROM table_report WHERE round = ? AND game_table = ?"));
    return exec(confirmations, {round, table}, error) && exec(reports, {round, table}, error);
}

QMap<int, QString> Reports::codes(int round, DbError *error) const
{
    QMap<int, QString> out;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT game_table, code FROM report_code WHERE round = ? ORDER BY game_table"));
    q.addBindValue(round);
    if (!d->read(q, error))
        return out;
    while (q.next())
        out.insert(q.value(0).toInt(), q.value(1).toString());
    return out;
}

QPair<int, int> Reports::tableOfCode(const QString &code, DbError *error) const
{
    QSqlQuery q =
        // A round seated as a draft is not the players' yet: its codes work once it is published.
        d->prepare(QStringLiteral("SELECT round, game_table FROM report_code WHERE code = ? "
                                  "AND round NOT IN (SELECT round FROM round_draft)"));
    q.addBindValue(code);
    if (!d->read(q, error) || !q.next())
        return {0, 0};
    return {q.value(0).toInt(), q.value(1).toInt()};
}

TableReports Reports::table(int round, int table, DbError *error) const
{
    TableReports out;
    out.round = round;
    out.table = table;
    Transaction snapshot(d->db(), false);
    out.players = d->seatNames(round, table);
    QSqlQuery result =
        d->prepare(QStringLiteral("SELECT 1 FROM sheet c JOIN sheet_version v ON v.round = c.round "
                                  "AND v.game_table = c.game_table AND v.version = c.version "
                                  "WHERE c.round = ? AND c.game_table = ? AND v.draft = 0"));
    result.addBindValue(round);
    result.addBindValue(table);
    if (!d->read(result, error))
        return out;
    out.hasResult = result.next();
    result.finish();
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT report, sheet, received_at, address, status FROM table_report "
                       "WHERE round = ? AND game_table = ? ORDER BY report"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (!d->read(q, error))
        return out;
    while (q.next()) {
        TableReport r;
        r.round = round;
        r.table = table;
        r.number = q.value(0).toInt();
        r.lines = linesFromJson(q.value(1).toString());
        r.receivedAt = utc(q.value(2));
        r.address = q.value(3).toString();
        r.status = statusFrom(q.value(4).toString());
        r.superseded = out.hasResult && r.status == TableReport::Status::Open;
        out.reports.append(r);
    }
    QSqlQuery c = d->prepare(
        QStringLiteral("SELECT report, player FROM report_confirmation "
                       "WHERE round = ? AND game_table = ? ORDER BY confirmed_at, player"));
    c.addBindValue(round);
    c.addBindValue(table);
    if (!d->read(c, error))
        return out;
    while (c.next()) {
        for (TableReport &r : out.reports) {
            if (r.number == c.value(0).toInt())
                r.confirmedBy.append(c.value(1).toString());
        }
    }
    // The state: accepted wins; else the open reports decide.
    bool rejected = false;
    for (const TableReport &r : std::as_const(out.reports)) {
        if (r.status == TableReport::Status::Accepted) {
            out.state = ReportState::Accepted;
            out.newest = r.number;
        }
        rejected = rejected || r.status == TableReport::Status::Rejected;
    }
    if (out.state == ReportState::Accepted)
        return out;
    const QList<const TableReport *> open = out.open();
    const QList<const TableReport *> settled = out.superseded();
    if (open.isEmpty() && !settled.isEmpty()) {
        out.state = ReportState::Superseded;
        out.newest = settled.last()->number;
        return out;
    }
    if (open.isEmpty()) {
        out.state = rejected ? ReportState::Rejected : ReportState::None;
        return out;
    }
    out.newest = open.last()->number;
    if (open.size() > 1) {
        out.state = ReportState::Conflict;
        return out;
    }
    bool everyone = !out.players.isEmpty();
    for (const QString &p : std::as_const(out.players))
        everyone = everyone && open.last()->confirmedBy.contains(p);
    out.state = everyone ? ReportState::Confirmed : ReportState::Reported;
    return out;
}

QList<TableReports> Reports::round(int round, DbError *error) const
{
    QList<TableReports> out;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT DISTINCT game_table FROM table_report WHERE round = ? ORDER BY game_table"));
    q.addBindValue(round);
    if (!d->read(q, error))
        return out;
    QList<int> tables;
    while (q.next())
        tables.append(q.value(0).toInt());
    for (int t : std::as_const(tables))
        out.append(table(round, t, error));
    return out;
}

bool Reports::issueMissingCodes(StoreWrite, int round, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT t.number FROM game_table t WHERE t.round = ? AND NOT EXISTS "
        "(SELECT 1 FROM report_code c WHERE c.round = t.round AND c.game_table = t.number) "
        "ORDER BY t.number"));
    if (!d->exec(q, {round}, error))
        return false;
    QList<int> tables;
    while (q.next())
        tables.append(q.value(0).toInt());
    q.finish();
    for (int t : std::as_const(tables)) {
        if (!d->assignCode(round, t, error))
            return false;
    }
    if (!tables.isEmpty())
        d->notify(&Notifier::reportsChanged, round, 0);
    return true;
}

bool Reports::addReport(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                        const QString &address, int *number, bool *added, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const TableReports before = this->table(round, table, error);
    QStringList given;
    for (const PlayerLine &l : lines)
        given.append(l.name);
    if (before.players.isEmpty() || given != before.players)
        return Store::fail(error, DbError::Invalid,
                           ChangeMessages::namesDontMatch(round, table, before.players));
    *added = false;
    for (const TableReport *r : before.open()) {
        if (r->lines == lines) {
            *number = r->number;
            return true;
        }
    }
    if (before.reports.size() >= kMaxReports)
        return Store::fail(error, DbError::Duplicate,
                           ChangeMessages::tooManyReports(round, table, kMaxReports));
    int last = 0;
    for (const TableReport &r : before.reports)
        last = qMax(last, r.number);
    *number = last + 1;
    QSqlQuery q = d->prepare(QStringLiteral(
        "INSERT INTO table_report (round, game_table, report, sheet, received_at, address, "
        "status) VALUES (?, ?, ?, ?, ?, ?, 'open')"));
    if (!d->exec(q, {round, table, *number, linesToJson(lines), now(), address}, error)
        || !log(round, table, *number, QStringLiteral("report"), QString(), address, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    *added = true;
    d->notify(&Notifier::reportsChanged, round, table);
    return true;
}

bool Reports::removeReport(StoreWrite, int round, int table, int number, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSqlQuery c = d->prepare(QStringLiteral(
        "DELETE FROM report_confirmation WHERE round = ? AND game_table = ? AND report = ?"));
    QSqlQuery r = d->prepare(QStringLiteral(
        "DELETE FROM table_report WHERE round = ? AND game_table = ? AND report = ?"));
    if (!d->exec(c, {round, table, number}, error) || !d->exec(r, {round, table, number}, error))
        return false;
    d->notify(&Notifier::reportsChanged, round, table);
    return true;
}

bool Reports::confirm(StoreWrite, int round, int table, int number, const QString &player,
                      const QString &address, bool *added, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const TableReports state = this->table(round, table, error);
    const TableReport *report = nullptr;
    for (const TableReport *r : state.open()) {
        if (r->number == number)
            report = r;
    }
    if (!report || !state.players.contains(player))
        return Store::fail(error, DbError::Invalid,
                           ChangeMessages::unknownReport(round, table, number));
    *added = !report->confirmedBy.contains(player);
    if (!*added)
        return true;
    QSqlQuery q = d->prepare(
        QStringLiteral("INSERT INTO report_confirmation (round, game_table, report, player, "
                       "confirmed_at, address) VALUES (?, ?, ?, ?, ?, ?)"));
    if (!d->exec(q, {round, table, number, player, now(), address}, error)
        || !log(round, table, number, QStringLiteral("confirm"), player, address, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::reportsChanged, round, table);
    return true;
}

bool Reports::removeConfirmation(StoreWrite, int round, int table, int number,
                                 const QString &player, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSqlQuery q = d->prepare(
        QStringLiteral("DELETE FROM report_confirmation WHERE round = ? AND game_table = ? "
                       "AND report = ? AND player = ?"));
    if (!d->exec(q, {round, table, number, player}, error))
        return false;
    d->notify(&Notifier::reportsChanged, round, table);
    return true;
}

bool Reports::setStatus(StoreWrite, int round, int table, const QList<int> &numbers,
                        TableReport::Status status, const QString &kind, const QString &address,
                        DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery q = d->prepare(QStringLiteral(
        "UPDATE table_report SET status = ? WHERE round = ? AND game_table = ? AND report = ?"));
    for (int n : numbers) {
        if (!d->exec(q, {statusName(status), round, table, n}, error))
            return false;
    }
    if (!kind.isEmpty()
        && !log(round, table, numbers.size() == 1 ? numbers.first() : 0, kind, QString(), address,
                error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::reportsChanged, round, table);
    return true;
}

} // namespace ctd
