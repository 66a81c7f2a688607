#pragma once

#include "tournament/tournament.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QPushButton;
class QTableWidget;

namespace ctd {

/// The referees' ledger: every warning, penalty and disqualification with
/// its round, reason and time, withdrawn ones greyed. New entry (F6),
/// Withdraw (Del) and Save as PDF from the keyboard; players with more than
/// one warning standing are pointed out above the list. Follows the
/// tournament: another desk's entry shows at once.
class LedgerDialog : public QDialog
{
    Q_OBJECT

public:
    LedgerDialog(Tournament *tournament, QWidget *parent = nullptr);

    Tournament *tournament() const { return m_tournament; }
    QTableWidget *table() const { return m_table; }
    QLabel *warningsLabel() const { return m_warnings; }
    void reload();
    /// Withdraws the selected entry (after a question) through the desk's history.
    void withdrawCurrent();
    /// Writes the ledger as a PDF to `path`; the reason on failure.
    QString writePdf(const QString &path) const;

signals:
    void newEntryRequested();
    void statusMessage(const QString &text);

private:
    void withdraw(qint64 id, const QString &what);
    void savePdf();

    QPointer<Tournament> m_tournament;
    QLabel *m_warnings;
    QTableWidget *m_table;
    QLabel *m_problem;
    QPushButton *m_newButton;
    QPushButton *m_withdrawButton;
    QPushButton *m_pdfButton;
    QList<qint64> m_ids; ///< the row's entry
};

} // namespace ctd
