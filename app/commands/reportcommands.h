#pragma once

#include "command.h"
#include "tournament/reports.h"

namespace ctd {

/// Gives every table of a round that has no report code one (tables of a
/// file seated before codes existed, or imported). Undone, the codes stay:
/// nobody has been told them but the slips, which keep working.
class IssueReportCodes : public Command
{
public:
    explicit IssueReportCodes(int round);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round;
};

/// A sheet a table sent from a phone (docs/formats.md, "Reports over the
/// network"). An identical sheet to an open report is that report. Every
/// rule that can refuse it is decided inside the command's transaction, so
/// that a save at another desk is seen before it or waits for it.
class SubmitReport : public Command
{
public:
    enum class Outcome {
        Done,
        HasResult,   ///< the table has a saved complete result (409)
        BreaksRules, ///< the sheet breaks a rule of the tournament (422)
        TooMany,     ///< the table keeps Reports::kMaxReports already (429)
        Refused,     ///< names that are not the table's, or the database failed
    };
    SubmitReport(int round, int table, const QList<PlayerLine> &lines, const QString &address);
    QString text() const override;
    int number() const { return m_number; }
    Outcome outcome() const { return m_outcome; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table;
    QList<PlayerLine> m_lines;
    QString m_address;
    int m_number = 0;
    Outcome m_outcome = Outcome::Done;
};

/// A player of the table agrees with a report. Where the tournament accepts
/// confirmed reports, the last player's confirmation makes it the result,
/// but never over a saved result.
class ConfirmReport : public Command
{
public:
    enum class Outcome {
        Done,
        HasResult, ///< the table has a saved complete result (409)
        Unknown,   ///< no such open report, or no such player of the table (400)
        Refused,   ///< the database failed
    };
    ConfirmReport(int round, int table, int report, const QString &player, const QString &address);
    QString text() const override;
    /// The confirmation made the report the table's result.
    bool accepted() const { return m_version > 0; }
    Outcome outcome() const { return m_outcome; }
    /// The player gave their own registration code (docs/door.md): once the
    /// players have codes, only such confirmations count for the automatic
    /// acceptance.
    void setWithCode(bool withCode) { m_withCode = withCode; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table, m_report;
    QString m_player, m_address;
    bool m_withCode = false;
    bool m_added = false;
    bool m_coded = false; ///< this confirmation marked the player's as made with a code
    int m_version = 0;
    Outcome m_outcome = Outcome::Done;
};

/// The director accepts a table's report: a new version of its sheet, saved
/// "by the table's report". Undone, the version before counts again and the
/// report waits again. A superseded report (received before the table's
/// saved result) is accepted only `over` that result; on a conflict the
/// report must be named.
class AcceptReport : public Command
{
public:
    enum class Outcome {
        Done,
        NoReport,    ///< no such report waits
        BreaksRules, ///< it breaks a rule of the tournament as it is now
        Superseded,  ///< received before the saved result, and not `over`
        Conflict,    ///< reports that differ, and none named
    };
    /// `report` 0: the one report that waits (refused on a conflict).
    AcceptReport(int round, int table, int report = 0, bool over = false);
    QString text() const override;
    Outcome outcome() const { return m_outcome; }
    int report() const { return m_report; }
    int round() const { return m_round; }
    int table() const { return m_table; }
    /// The version of the table's sheet it saved (0: none).
    int version() const { return m_version; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table, m_report;
    bool m_newest;
    bool m_over;
    Outcome m_outcome = Outcome::Done;
    int m_version = 0;
};

/// The director rejects a table's open reports; its code works again.
class RejectReports : public Command
{
public:
    RejectReports(int round, int table);
    QString text() const override;
    bool hadReports() const { return !m_rejected.isEmpty(); }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table;
    QList<int> m_rejected;
};

/// The tournament's setting "accept confirmed reports".
class SetReportSetting : public Command
{
public:
    SetReportSetting(ReportSetting which, bool on);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    ReportSetting m_which;
    bool m_on;
    bool m_before = false;
};

/// "Accept confirmed reports" set or cleared.
class SetAcceptConfirmed : public SetReportSetting
{
public:
    explicit SetAcceptConfirmed(bool on)
        : SetReportSetting(ReportSetting::AcceptConfirmed, on)
    {
    }
};

/// Whether the desk takes reports from the tables, kept with the tournament.
class SetReportsOn : public SetReportSetting
{
public:
    explicit SetReportsOn(bool on)
        : SetReportSetting(ReportSetting::ReportsOn, on)
    {
    }
};

/// Accepts a report: its lines as the table's sheet, then its status.
/// Shared by AcceptReport and ConfirmReport; `version` gets the new version.
bool acceptReportNow(StoreWrite pass, Tournament &t, const TableReport &report,
                     const QString &address, int *version, DbError *error);

} // namespace ctd
