#include "reportcommands.h"

#include "tournament/changemessages.h"
#include "tournament/details.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/results.h"

namespace ctd {

namespace {

int currentVersion(const Tournament &t, int round, int table, DbError *error)
{
    const std::optional<StoredSheet> s = t.results().sheet(round, table, error);
    return s ? s->version : 0;
}

bool fail(DbError *error, DbError::Kind kind, const QString &message)
{
    if (error) {
        error->kind = kind;
        error->message = message;
    }
    return false;
}

} // namespace

bool acceptReportNow(StoreWrite pass, Tournament &t, const TableReport &report,
                     const QString &address, int *version, DbError *error)
{
    const int before = currentVersion(t, report.round, report.table, error);
    if (!t.results().saveReportedSheet(pass, report.round, report.table, report.lines,
                                       report.number, error)
        || !t.reports().setStatus(pass, report.round, report.table, {report.number},
                                  TableReport::Status::Accepted, QStringLiteral("accept"), address,
                                  error))
        return false;
    const int after = currentVersion(t, report.round, report.table, error);
    *version = after != before ? after : 0;
    return true;
}

// IssueReportCodes -----------------------------------------------------------------

IssueReportCodes::IssueReportCodes(int round)
    : m_round(round)
{
}

QString IssueReportCodes::text() const
{
    return CommandTexts::issueCodes(m_round);
}

bool IssueReportCodes::doApply(Tournament &t, DbError *error)
{
    const qsizetype before = t.reports().codes(m_round, error).size();
    if (!t.reports().issueMissingCodes(writePass(), m_round, error))
        return false;
    setChanged(t.reports().codes(m_round, error).size() != before);
    return true;
}

bool IssueReportCodes::doRevert(Tournament &, DbError *)
{
    return true;
}

// SubmitReport ---------------------------------------------------------------------

SubmitReport::SubmitReport(int round, int table, const QList<PlayerLine> &lines,
                           const QString &address)
    : m_round(round)
    , m_table(table)
    , m_lines(lines)
    , m_address(address)
{
}

QString SubmitReport::text() const
{
    return CommandTexts::submitReport(m_round, m_table);
}

bool SubmitReport::doApply(Tournament &t, DbError *error)
{
    m_outcome = Outcome::Refused;
    m_number = 0;
    // Inside the command's transaction: what another desk saved is seen here.
    const TableReports before = t.reports().table(m_round, m_table, error);
    if (before.hasResult) {
        m_outcome = Outcome::HasResult;
        return fail(error, DbError::Conflict,
                    ChangeMessages::reportTableHasResult(m_round, m_table));
    }
    if (!scoreSheet(m_lines, t.details().info().rules).isValid()) {
        m_outcome = Outcome::BreaksRules;
        return fail(error, DbError::Invalid, ChangeMessages::sheetBreaksRules(m_round, m_table));
    }
    bool added = false;
    if (!t.reports().addReport(writePass(), m_round, m_table, m_lines, m_address, &m_number, &added,
                               error)) {
        if (error && error->kind == DbError::Duplicate)
            m_outcome = Outcome::TooMany;
        return false;
    }
    m_outcome = Outcome::Done;
    setChanged(added);
    return true;
}

bool SubmitReport::doRevert(Tournament &t, DbError *error)
{
    const TableReports now = t.reports().table(m_round, m_table, error);
    for (const TableReport &r : now.reports) {
        if (r.number == m_number && r.status == TableReport::Status::Open)
            return t.reports().removeReport(writePass(), m_round, m_table, m_number, error);
    }
    return changedSince(error);
}

// ConfirmReport --------------------------------------------------------------------

ConfirmReport::ConfirmReport(int round, int table, int report, const QString &player,
                             const QString &address)
    : m_round(round)
    , m_table(table)
    , m_report(report)
    , m_player(player)
    , m_address(address)
{
}

QString ConfirmReport::text() const
{
    return CommandTexts::confirmReport(m_player, m_round, m_table);
}

bool ConfirmReport::doApply(Tournament &t, DbError *error)
{
    m_outcome = Outcome::Refused;
    m_version = 0;
    const TableReports before = t.reports().table(m_round, m_table, error);
    if (before.hasResult) {
        m_outcome = Outcome::HasResult;
        return fail(error, DbError::Conflict,
                    ChangeMessages::reportTableHasResult(m_round, m_table));
    }
    bool added = false;
    if (!t.reports().confirm(writePass(), m_round, m_table, m_report, m_player, m_address, &added,
                             error)) {
        if (error && error->kind == DbError::Invalid)
            m_outcome = Outcome::Unknown;
        return false;
    }
    m_outcome = Outcome::Done;
    m_added = added;
    m_coded = false;
    if (m_withCode
        && !t.door().codedConfirmations(m_round, m_table, m_report, error).contains(m_player)) {
        if (!t.door().markCodedConfirmation(writePass(), m_round, m_table, m_report, m_player,
                                            error))
            return false;
        m_coded = true;
    }
    setChanged(added || m_coded);
    if (!(added || m_coded) || !t.reports().acceptConfirmed(error))
        return true;
    // Never over a saved result (there is none: checked above, in this transaction).
    const TableReports now = t.reports().table(m_round, m_table, error);
    if (now.hasResult || now.state != ReportState::Confirmed || now.newest != m_report)
        return true;
    // Once the players have registration codes, only the confirmations made
    // with each player's own code count (docs/door.md).
    if (t.door().hasCodes(error)) {
        const QSet<QString> coded = t.door().codedConfirmations(m_round, m_table, m_report, error);
        for (const QString &p : now.players) {
            if (!coded.contains(p))
                return true;
        }
    }
    return acceptReportNow(writePass(), t, *now.current(), m_address, &m_version, error);
}

bool ConfirmReport::doRevert(Tournament &t, DbError *error)
{
    if (m_version > 0) {
        if (currentVersion(t, m_round, m_table, error) != m_version)
            return changedSince(error);
        if (!t.results().undoLastSave(writePass(), m_round, m_table, error)
            || !t.reports().setStatus(writePass(), m_round, m_table, {m_report},
                                      TableReport::Status::Open, QString(), QString(), error))
            return false;
    }
    if (!m_added)
        return !m_coded
            || t.door().unmarkCodedConfirmation(writePass(), m_round, m_table, m_report, m_player,
                                                error);
    return (!m_coded
            || t.door().unmarkCodedConfirmation(writePass(), m_round, m_table, m_report, m_player,
                                                error))
        && t.reports().removeConfirmation(writePass(), m_round, m_table, m_report, m_player, error);
}

// AcceptReport ---------------------------------------------------------------------

AcceptReport::AcceptReport(int round, int table, int report, bool over)
    : m_round(round)
    , m_table(table)
    , m_report(report)
    , m_newest(report == 0)
    , m_over(over)
{
}

QString AcceptReport::text() const
{
    return CommandTexts::acceptReport(m_round, m_table);
}

bool AcceptReport::doApply(Tournament &t, DbError *error)
{
    m_outcome = Outcome::Done;
    // Read inside the command's transaction: two desks (or a desk and the
    // command line) cannot both accept.
    const TableReports now = t.reports().table(m_round, m_table, error);
    const QList<const TableReport *> open = now.open();
    const QList<const TableReport *> settled = now.superseded();
    const TableReport *report = nullptr;
    if (m_newest) {
        const QList<const TableReport *> candidates = open.isEmpty() ? settled : open;
        if (candidates.size() > 1) {
            m_outcome = Outcome::Conflict;
            return fail(error, DbError::Conflict,
                        ChangeMessages::reportsConflict(m_round, m_table));
        }
        report = candidates.value(0);
    } else {
        for (const TableReport *r : open + settled) {
            if (r->number == m_report)
                report = r;
        }
    }
    if (report && report->superseded && !m_over) {
        m_report = report->number;
        m_outcome = Outcome::Superseded;
        return fail(error, DbError::Conflict,
                    ChangeMessages::reportSuperseded(m_round, m_table, report->number));
    }
    if (!report) {
        m_outcome = Outcome::NoReport;
        return fail(error, DbError::Invalid,
                    m_newest ? ChangeMessages::noReports(m_round, m_table)
                             : ChangeMessages::unknownReport(m_round, m_table, m_report));
    }
    m_report = report->number;
    // Checked under the rules as they are now: the rule set may have changed
    // since the table sent it.
    if (!scoreSheet(report->lines, t.details().info().rules).isValid()) {
        m_outcome = Outcome::BreaksRules;
        return fail(error, DbError::Invalid, ChangeMessages::sheetBreaksRules(m_round, m_table));
    }
    if (!acceptReportNow(writePass(), t, *report, t.reports().deskAddress(), &m_version, error))
        return false;
    return true;
}

bool AcceptReport::doRevert(Tournament &t, DbError *error)
{
    if (m_version > 0) {
        if (currentVersion(t, m_round, m_table, error) != m_version)
            return changedSince(error);
        if (!t.results().undoLastSave(writePass(), m_round, m_table, error))
            return false;
    }
    return t.reports().setStatus(writePass(), m_round, m_table, {m_report},
                                 TableReport::Status::Open, QStringLiteral("reopen"),
                                 t.reports().deskAddress(), error);
}

// RejectReports --------------------------------------------------------------------

RejectReports::RejectReports(int round, int table)
    : m_round(round)
    , m_table(table)
{
}

QString RejectReports::text() const
{
    return CommandTexts::rejectReports(m_round, m_table);
}

bool RejectReports::doApply(Tournament &t, DbError *error)
{
    m_rejected.clear();
    // The reports are kept while their pointers are read.
    const TableReports reports = t.reports().table(m_round, m_table, error);
    for (const TableReport *r : reports.open())
        m_rejected.append(r->number);
    if (m_rejected.isEmpty())
        return fail(error, DbError::Invalid, ChangeMessages::noReports(m_round, m_table));
    return t.reports().setStatus(writePass(), m_round, m_table, m_rejected,
                                 TableReport::Status::Rejected, QStringLiteral("reject"),
                                 t.reports().deskAddress(), error);
}

bool RejectReports::doRevert(Tournament &t, DbError *error)
{
    // Only what this rejection did: every report it rejected is still rejected.
    const TableReports now = t.reports().table(m_round, m_table, error);
    for (int number : std::as_const(m_rejected)) {
        bool still = false;
        for (const TableReport &r : now.reports)
            still = still || (r.number == number && r.status == TableReport::Status::Rejected);
        if (!still)
            return changedSince(error);
    }
    return t.reports().setStatus(writePass(), m_round, m_table, m_rejected,
                                 TableReport::Status::Open, QStringLiteral("reopen"),
                                 t.reports().deskAddress(), error);
}

// SetAcceptConfirmed ---------------------------------------------------------------

SetReportSetting::SetReportSetting(ReportSetting which, bool on)
    : m_which(which)
    , m_on(on)
{
}

QString SetReportSetting::text() const
{
    return m_which == ReportSetting::ReportsOn ? CommandTexts::reportsOn(m_on)
                                               : CommandTexts::acceptConfirmed(m_on);
}

bool SetReportSetting::doApply(Tournament &t, DbError *error)
{
    m_before = t.reports().setting(m_which, error);
    setChanged(m_before != m_on);
    return m_before == m_on || t.reports().setSetting(writePass(), m_which, m_on, error);
}

bool SetReportSetting::doRevert(Tournament &t, DbError *error)
{
    // Another desk changed the setting since: its choice stands.
    if (t.reports().setting(m_which, error) != m_on)
        return changedSince(error);
    return t.reports().setSetting(writePass(), m_which, m_before, error);
}

} // namespace ctd
