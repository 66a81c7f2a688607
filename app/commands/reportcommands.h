#pragma once

#include "command.h"

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
/// network"). An identical sheet to an open report is that report.
class SubmitReport : public Command
{
public:
    SubmitReport(int round, int table, const QList<PlayerLine> &lines, const QString &address);
    QString text() const override;
    int number() const { return m_number; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table;
    QList<PlayerLine> m_lines;
    QString m_address;
    int m_number = 0;
};

/// A player of the table agrees with a report. Where the tournament accepts
/// confirmed reports, the last player's confirmation makes it the result.
class ConfirmReport : public Command
{
public:
    ConfirmReport(int round, int table, int report, const QString &player, const QString &address);
    QString text() const override;
    /// The confirmation made the report the table's result.
    bool accepted() const { return m_version > 0; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table, m_report;
    QString m_player, m_address;
    int m_version = 0;
};

/// The director accepts a table's report: a new version of its sheet, saved
/// "by the table's report". Undone, the version before counts again and the
/// report waits again.
class AcceptReport : public Command
{
public:
    enum class Outcome { Done, NoReport, BreaksRules };
    /// `report` 0: the newest open one.
    AcceptReport(int round, int table, int report = 0);
    QString text() const override;
    Outcome outcome() const { return m_outcome; }
    int report() const { return m_report; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table, m_report;
    bool m_newest;
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
class SetAcceptConfirmed : public Command
{
public:
    explicit SetAcceptConfirmed(bool on);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    bool m_on;
    bool m_before = false;
};

/// Accepts a report: its lines as the table's sheet, then its status.
/// Shared by AcceptReport and ConfirmReport; `version` gets the new version.
bool acceptReportNow(Tournament &t, const TableReport &report, const QString &address, int *version,
                     DbError *error);

} // namespace ctd
