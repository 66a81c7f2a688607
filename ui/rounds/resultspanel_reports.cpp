// The results panel's side of the tables' reports: their state in the round
// overview, the next waiting report on the sheet as the table sent it, and
// accepting or rejecting it through the desk's history.
#include "resultspanel.h"

#include "commands/reportcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "scoring/messages.h"
#include "scoring/sheetfields.h"
#include "sheet/sheeteditor.h"
#include "sheetchanges.h"
#include "tablesmodel.h"
#include "tournament/changemessages.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/results.h"

#include <QLabel>
#include <QLocale>
#include <QTableView>

namespace ctd {

namespace {

bool isWaiting(ReportState s)
{
    return s == ReportState::Reported || s == ReportState::Confirmed || s == ReportState::Conflict;
}

} // namespace

void ResultsPanel::updateReports()
{
    const bool open = m_tournament && m_tournament->isOpen() && m_round >= 1;
    m_reports = open ? m_tournament->reports().round(m_round) : QList<TableReports>();
    QHash<int, QString> texts;
    for (const TableReports &r : std::as_const(m_reports)) {
        const QString text = TablesModel::reportText(r);
        if (!text.isEmpty())
            texts.insert(r.table, text);
    }
    m_tables->setReports(texts);
    m_overview->setColumnHidden(TablesModel::ReportColumn, texts.isEmpty());
    // The report on the sheet was accepted, rejected or replaced elsewhere.
    if (m_reviewReport > 0) {
        bool still = false;
        for (const TableReports &r : std::as_const(m_reports))
            still = still || (r.table == m_table && isWaiting(r.state));
        if (!still && !m_editor->isModified())
            loadTable(m_table, false);
    }
    updateSummary();
}

QString ResultsPanel::reportsSummary() const
{
    int waiting = 0, conflicts = 0;
    for (const TableReports &r : m_reports) {
        waiting += isWaiting(r.state) ? 1 : 0;
        conflicts += r.state == ReportState::Conflict ? 1 : 0;
    }
    if (waiting == 0)
        return {};
    QString text = tr(", reports waiting: %1 (F9 opens the next)").arg(waiting);
    if (conflicts)
        text += tr(", conflicts: %1").arg(conflicts);
    return text;
}

int ResultsPanel::waitingReports() const
{
    int waiting = 0;
    for (const TableReports &r : m_reports)
        waiting += isWaiting(r.state) ? 1 : 0;
    return waiting;
}

void ResultsPanel::openNextReport()
{
    loadOverview();
    updateReports();
    // A conflict: the table's other reports first, newest to oldest, so the
    // director can load either before moving on.
    if (m_reviewReport > 0) {
        for (const TableReports &r : std::as_const(m_reports)) {
            if (r.table != m_table || r.state != ReportState::Conflict)
                continue;
            const QList<const TableReport *> open = r.open();
            for (qsizetype i = open.size() - 1; i > 0; --i) {
                if (open[i]->number == m_reviewReport) {
                    const int table = m_table;
                    const int older = open[i - 1]->number;
                    whenSheetLeft([this, table, older] { loadReport(table, older); });
                    return;
                }
            }
        }
    }
    // The table on the sheet first (unless its report is on it already),
    // then the tables after it, then from the top.
    QList<int> waiting;
    for (const TableReports &r : std::as_const(m_reports)) {
        if (isWaiting(r.state))
            waiting.append(r.table);
    }
    int next = 0;
    if (waiting.contains(m_table) && m_reviewReport == 0)
        next = m_table;
    for (int table : std::as_const(waiting)) {
        if (next == 0 && table > m_table)
            next = table;
    }
    for (int table : std::as_const(waiting)) {
        if (next == 0 && table < m_table)
            next = table;
    }
    if (next == 0) {
        emit statusMessage(tr("No report from the tables is waiting in round %1.").arg(m_round));
        return;
    }
    whenSheetLeft([this, next] { loadReport(next); });
}

void ResultsPanel::loadReport(int table, int number)
{
    TableReports reports;
    for (const TableReports &r : std::as_const(m_reports)) {
        if (r.table == table)
            reports = r;
    }
    const TableReport *shown = reports.current();
    for (const TableReport *r : reports.open()) {
        if (number > 0 && r->number == number)
            shown = r;
    }
    const std::optional<SeatedTable> t = seated(table);
    if (!shown || !t)
        return;
    loadTable(table);
    m_editor->setTable(m_round, table, t->names, shown->lines, SheetState::None);
    m_reviewReport = shown->number;
    updateReportNote();
    m_editor->focusFirstCell();
}

void ResultsPanel::updateReportNote()
{
    TableReports reports;
    for (const TableReports &r : std::as_const(m_reports)) {
        if (r.table == m_table)
            reports = r;
    }
    const TableReport *newest = nullptr;
    for (const TableReport &r : std::as_const(reports.reports)) {
        if (r.number == m_reviewReport)
            newest = &r;
    }
    if (m_reviewReport == 0 || !newest) {
        m_reportNote->hide();
        m_reportNoteArea->hide();
        return;
    }
    const int table = m_table;
    int confirmed = 0;
    for (const QString &p : reports.players)
        confirmed += newest->confirmedBy.contains(p) ? 1 : 0;
    QString note =
        tr("Report %1 of table %2, sent from %3 at %4, confirmed by %5 of %6 players. Enter "
           "accepts it as the table's result; Shift+F9 rejects the table's waiting reports (its "
           "code then takes reports again).")
            .arg(newest->number)
            .arg(table)
            .arg(newest->address,
                 QLocale().toString(newest->receivedAt.toLocalTime().time(), QLocale::ShortFormat))
            .arg(confirmed)
            .arg(reports.players.size());
    // Which confirmations came with the player's own registration code (docs/door.md).
    if (!newest->confirmedBy.isEmpty() && m_tournament->door().hasCodes()) {
        const QSet<QString> coded =
            m_tournament->door().codedConfirmations(m_round, table, newest->number);
        QStringList with, without;
        for (const QString &p : newest->confirmedBy)
            (coded.contains(p) ? with : without).append(p);
        if (!with.isEmpty())
            note += QLatin1Char(' ')
                + tr("Confirmed with their own code: %1.").arg(with.join(QStringLiteral(", ")));
        if (!without.isEmpty())
            note += QLatin1Char(' ')
                + tr("Confirmed without a code (before the codes were given): %1.")
                      .arg(without.join(QStringLiteral(", ")));
    }
    // A conflict: what the other reports say differently, cell by cell.
    for (const TableReport *other : reports.open()) {
        if (other->number == newest->number)
            continue;
        QStringList differences;
        for (qsizetype s = 0; s < newest->lines.size() && s < other->lines.size(); ++s) {
            for (Field f :
                 {Field::Settlements, Field::Cities, Field::VpCards, Field::Knights, Field::Roads,
                  Field::LongestRoad, Field::ArmyFirst, Field::RoadFirst, Field::Declared}) {
                const int here = fieldValue(newest->lines[s], f);
                const int there = fieldValue(other->lines[s], f);
                if (here != there)
                    differences.append(tr("%1, %2: %3 here, %4 there")
                                           .arg(newest->lines[s].name, SheetMessages::fieldLabel(f),
                                                QString::number(here), QString::number(there)));
            }
        }
        note += QLatin1Char('\n')
            + tr("Conflict: report %1 differs in %2.")
                  .arg(QString::number(other->number), differences.join(QStringLiteral("; ")));
    }
    if (reports.open().size() > 1)
        note += QLatin1Char('\n')
            + tr("F9 shows the table's other reports in turn; Enter accepts the one on the sheet.");
    m_reportNote->setText(note);
    m_reportNote->show();
    m_reportNoteArea->show();
}

void ResultsPanel::acceptReviewed()
{
    const int table = m_table;
    const int number = m_reviewReport;
    // What the file holds now, not what the overview read before.
    const TableReports reports = m_tournament->reports().table(m_round, table);
    const TableReport *report = nullptr;
    for (const TableReport &r : reports.reports) {
        if (r.number == number && r.status == TableReport::Status::Open)
            report = &r;
    }
    if (!report) {
        emit statusMessage(ChangeMessages::unknownReport(m_round, table, number));
        m_reviewReport = 0;
        loadTable(table, false);
        updateReports();
        return;
    }
    if (report->superseded) {
        const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, table);
        const QStringList changes =
            stored ? SheetChanges::describe(stored->lines, report->lines) : QStringList();
        askQuestion(
            this, QMessageBox::Warning, tr("Report older than the saved result"),
            tr("Report %1 of round %2, table %3 came before the result saved for the table. "
               "Accept it over that result? The saved version stays in the table's history.")
                .arg(number)
                .arg(m_round)
                .arg(table),
            {{QMessageBox::AcceptRole, tr("&Accept the report over it")},
             {QMessageBox::RejectRole, tr("&Keep the saved result")}},
            1,
            [this, table, number](int chosen) {
                if (chosen == 0)
                    runAccept(table, number, true);
            },
            changes.join(QLatin1Char('\n')));
        return;
    }
    if (report->confirmedBy.isEmpty()) {
        askQuestion(this, QMessageBox::Question, tr("Report confirmed by nobody"),
                    tr("No player of round %1, table %2 has confirmed report %3. Accept it as "
                       "the table's result?")
                        .arg(m_round)
                        .arg(table)
                        .arg(number),
                    {{QMessageBox::AcceptRole, tr("&Accept it")},
                     {QMessageBox::RejectRole, tr("&Back to the sheet")}},
                    1, [this, table, number](int chosen) {
                        if (chosen == 0)
                            runAccept(table, number, false);
                    });
        return;
    }
    runAccept(table, number, false);
}

void ResultsPanel::runAccept(int table, int report, bool over)
{
    DbError e;
    auto *done = DeskHistory::of(m_tournament)
                     ->run(std::make_unique<AcceptReport>(m_round, table, report, over), &e);
    if (!done) {
        emit statusMessage(e.message);
        updateReports();
        return;
    }
    m_reviewReport = 0;
    m_reportNote->hide();
    m_reportNoteArea->hide();
    updateReports();
    // Enter accepted this report only: the next one waits for F9.
    emit statusMessage(
        waitingReports() > 0
            ? tr("Round %1, table %2: the table's report is its result. F9 opens the next "
                 "waiting report.")
                  .arg(m_round)
                  .arg(table)
            : tr("Round %1, table %2: the table's report is its result.").arg(m_round).arg(table));
    afterSave(table);
}

void ResultsPanel::rejectReports()
{
    if (!m_tournament || m_tournament->isReadOnly() || m_table <= 0)
        return;
    const int table = m_table;
    DbError e;
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<RejectReports>(m_round, table), &e)) {
        emit statusMessage(e.message);
        return;
    }
    emit statusMessage(tr("Round %1, table %2: its reports are rejected; its code works again.")
                           .arg(m_round)
                           .arg(table));
    loadTable(table);
    updateReports();
}

} // namespace ctd
