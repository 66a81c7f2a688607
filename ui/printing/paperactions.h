#pragma once

#include "files/csv.h"
#include "paper/papertournament.h"
#include "tournament/results.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QAction;
class QMenu;
class QWidget;

namespace ctd {

class Tournament;

/// What leaves the desk, as actions for the File menu: print the standings,
/// the seating and the result slips with a preview, export them as PDF, and
/// export standings and results as CSV (machine format or for a spreadsheet).
/// The desk owns the tournament and tells which round is current.
class PaperActions : public QObject
{
    Q_OBJECT

public:
    enum class CsvKind { Standings, Results };

    PaperActions(Tournament *tournament, QWidget *parent);
    ~PaperActions() override;

    /// In menu order, separators included.
    QList<QAction *> actions() const { return m_all; }
    /// The round that seating and slips are for; standings are printed after
    /// the last round up to it whose every result is in.
    void setCurrentRound(int round);
    int currentRound() const { return m_round; }
    int standingsRound() const;
    /// Enables what the tournament's state allows (call after rounds change).
    void refresh();
    /// The players' page while the desk shares it: its QR code is printed on
    /// the seating lists. An empty URL prints none.
    void setPlayersPage(const QUrl &url) { m_playersPage = url; }

    PaperDocument document(PaperKind kind) const;
    QByteArray csv(CsvKind kind, CsvWriter::Dialect dialect) const;
    /// The work behind the dialogs; false and a translated message on failure.
    bool exportPdf(PaperKind kind, const QString &path, QString *error) const;
    bool exportCsv(CsvKind kind, CsvWriter::Dialect dialect, const QString &path,
                   QString *error) const;

    QAction *printAction(PaperKind kind) const { return m_print.value(int(kind)); }
    QAction *pdfAction(PaperKind kind) const { return m_pdf.value(int(kind)); }
    QAction *csvAction(CsvKind kind, CsvWriter::Dialect dialect) const;
    QAction *onePerPageAction() const { return m_onePerPage; }
    /// Checked: the printed standings end with the ranks by round.
    QAction *rankChartAction() const { return m_rankChart; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QUrl m_playersPage;
    /// Whether to go on with a paper whose QR codes name an address no phone
    /// reaches (the page shared on 127.0.0.1 only): the director is asked.
    bool codesReachPhones(PaperKind kind);
    /// A round seated as a draft printed only after a question; true: go on.
    bool draftAsked(PaperKind kind);
    void print(PaperKind kind);
    void askPdf(PaperKind kind);
    void askCsv(CsvKind kind, CsvWriter::Dialect dialect);
    QString suggestedPath(const QString &title, const QString &suffix) const;
    void retranslate();

    Tournament *m_tournament;
    QPointer<QWidget> m_parent;
    int m_round = 0;
    QList<QAction *> m_print; ///< by PaperKind
    QList<QAction *> m_pdf;   ///< by PaperKind
    QList<QAction *> m_csv;   ///< standings, standings spreadsheet, results, results spreadsheet
    QAction *m_onePerPage;
    QAction *m_rankChart;
    QAction *m_pdfMenuAction;
    QPointer<QMenu> m_pdfMenu; ///< a widget: owned here, not by the parent
    QList<QAction *> m_all;
};

} // namespace ctd
