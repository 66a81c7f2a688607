#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"
#include "storewrite.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ctd {

class Store;

/// One sheet a table sent from a phone (docs/formats.md, "Reports over the network").
struct TableReport
{
    enum class Status { Open, Accepted, Rejected };
    int round = 0;
    int table = 0;
    int number = 0; ///< 1, 2, … within the table
    QList<PlayerLine> lines;
    QDateTime receivedAt; ///< UTC
    QString address;      ///< the sender's network address
    Status status = Status::Open;
    QStringList confirmedBy; ///< players of the table who agree, in the order they did
    /// Open, but the table has a saved complete result that came after it (a
    /// report to a table with a result is refused, so every open report of
    /// such a table was received before that result): settled by it, and
    /// accepted only on purpose ("over" it).
    bool superseded = false;
};

/// The state of a table's reports, as docs/formats.md names them.
/// The tournament's settings of the reports (tables report_setting, report_switch).
enum class ReportSetting {
    AcceptConfirmed, ///< a report every player confirmed is accepted at once
    ReportsOn,       ///< the desk takes reports from the tables' phones
};

enum class ReportState { None, Reported, Confirmed, Conflict, Accepted, Rejected, Superseded };

/// "reported", "confirmed", … ("" for None).
QString reportStateName(ReportState state);

/// A table's reports and what they add up to.
struct TableReports
{
    int round = 0;
    int table = 0;
    QStringList players; ///< the table's players in seat order
    ReportState state = ReportState::None;
    QList<TableReport> reports; ///< every report of the table, oldest first
    /// The newest report still open (accepted, when the state is Accepted;
    /// the newest superseded one, when the state is Superseded); 0: none.
    int newest = 0;
    /// The table has a saved complete result (typed, imported or accepted).
    bool hasResult = false;
    /// The report `newest`, if any.
    const TableReport *current() const;
    /// The open reports that still wait, oldest first (two or more: a
    /// conflict); never a superseded one.
    QList<const TableReport *> open() const;
    /// The open reports a saved result settled, oldest first.
    QList<const TableReport *> superseded() const;
};

/// One thing that happened to a table's reports, as the tournament keeps it.
struct ReportEvent
{
    int round = 0;
    int table = 0;
    int report = 0; ///< 0: every report of the table
    QString kind;   ///< report, confirm, accept, reject, reopen
    QString player; ///< who confirmed
    QDateTime at;   ///< UTC
    QString address;
};

/// The tables' report codes and the reports they send (docs/formats.md,
/// "Report codes", "Reports over the network").
/// Reached through Tournament::reports(); works through the Store (store.h).
/// Its writers are called by the commands of app/commands/reportcommands.h.
class Reports
{
public:
    explicit Reports(Store &store)
        : d(&store)
    {
    }
    Reports(const Reports &) = delete;
    Reports &operator=(const Reports &) = delete;

    /// The most reports a table keeps (docs/formats.md): a further distinct
    /// sheet is refused (429 to the phone).
    static constexpr int kMaxReports = 20;

    /// The symbols a code is made of: no 0/O, no 1/I/L.
    static QString alphabet();
    /// A new code of 8 symbols from the operating system's random source.
    static QString newCode();
    /// A code as typed, in the form it is stored: upper case, without spaces
    /// and dashes. Empty when it cannot be a code (another length or symbol).
    static QString normalizeCode(const QString &typed);

    /// The round's codes by table number.
    QMap<int, QString> codes(int round, DbError *error = nullptr) const;
    /// The table a working code belongs to; {0, 0}: none (unknown, or its
    /// table was reseated, its round removed, or its round is a draft not
    /// published yet).
    QPair<int, int> tableOfCode(const QString &code, DbError *error = nullptr) const;

    /// A table's reports and their state.
    TableReports table(int round, int table, DbError *error = nullptr) const;
    /// The round's tables that have reports, by table number.
    QList<TableReports> round(int round, DbError *error = nullptr) const;
    /// Every report event, oldest first.
    QList<ReportEvent> events(DbError *error = nullptr) const;

    /// The tournament's settings of the reports (off unless set): "accept
    /// confirmed reports", and whether the desk takes reports at all.
    bool setting(ReportSetting which, DbError *error = nullptr) const;
    bool acceptConfirmed(DbError *error = nullptr) const;

    // Writers, for the commands (each inside the command's Change) ------------
    /// Gives every table of the round without a code one.
    bool issueMissingCodes(StoreWrite, int round, DbError *error);
    /// Stores a report (its lines in seat order, names the table's); an
    /// identical sheet to an open report is that report (`number` says which,
    /// `added` false). A table that keeps kMaxReports already refuses a new
    /// sheet with DbError::Duplicate.
    bool addReport(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                   const QString &address, int *number, bool *added, DbError *error);
    /// Removes a report added by addReport() (undo), with its confirmations.
    bool removeReport(StoreWrite, int round, int table, int number, DbError *error);
    /// A player of the table agrees with an open report; `added` false when
    /// they had already.
    bool confirm(StoreWrite, int round, int table, int number, const QString &player,
                 const QString &address, bool *added, DbError *error);
    bool removeConfirmation(StoreWrite, int round, int table, int number, const QString &player,
                            DbError *error);
    /// Sets reports' status (every report in `numbers`); logs `kind` with
    /// `address` (a desk's name) unless `kind` is empty.
    bool setStatus(StoreWrite, int round, int table, const QList<int> &numbers,
                   TableReport::Status status, const QString &kind, const QString &address,
                   DbError *error);
    bool setSetting(StoreWrite, ReportSetting which, bool on, DbError *error);
    /// The address a desk's acceptance or rejection is logged with.
    QString deskAddress() const;

private:
    static QString table(ReportSetting which);
    static QString column(ReportSetting which);
    bool log(int round, int table, int report, const QString &kind, const QString &player,
             const QString &address, DbError *error);

    Store *d;
};

} // namespace ctd
