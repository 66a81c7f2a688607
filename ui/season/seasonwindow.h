#pragma once

#include "season/seasonreader.h"

#include "files/csv.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QPushButton;
class QSpinBox;
class QTableView;

namespace ctd {

class SeasonModel;

/// File → Season…: a season's ranking list across tournaments
/// (docs/seasons.md). Opens or creates a season file, adds and removes its
/// tournaments (files or servers, read and never written), sets the points
/// table, best N and the minimum field, shows the standings with each
/// player's counted results marked and the notes (an alias line for names
/// that only look alike is one key away), and prints them, as PDF and CSV too.
/// Everything by keyboard: the menu's keys, and Enter adds the typed tournament.
class SeasonWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit SeasonWindow(QWidget *parent = nullptr);

    /// The work behind the menu, for the dialogs and the tests.
    bool openSeason(const QString &path, QString *error);
    void newSeason();
    bool saveSeason(const QString &path, QString *error);
    /// Adds a tournament (a file path or a server address) as its line.
    void addTournament(const QString &place);
    void removeTournament(int index);
    /// Writes the alias line the selected look-alike note proposes (and the
    /// season file, when it has one). False when no such note is selected.
    bool writeAliasOfSelectedNote();
    bool exportPdf(const QString &path, QString *error) const;
    bool exportCsv(const QString &path, CsvWriter::Dialect dialect, QString *error) const;
    /// Reads every tournament again (another desk may have saved meanwhile).
    void reload();

    QString seasonPath() const { return m_path; }
    const SeasonFile &seasonFile() const { return m_file; }
    const SeasonData &season() const;
    bool isModified() const { return m_modified; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createWidgets();
    void retranslateUi();
    void recompute();
    void showSeason();
    void setModified(bool modified);
    void rulesEdited();
    void addTypedTournament();
    void browseTournament();
    void askOpen();
    bool askSave(bool choosePath);
    void askPdf();
    void askCsv(CsvWriter::Dialect dialect);
    void print();
    void updateActions();
    QString suggestedPath(const QString &suffix) const;

    SeasonFile m_file;
    QString m_path; ///< the season file; empty for a new season not saved yet
    SeasonCache m_cache;
    SeasonModel *m_model;
    bool m_modified = false;
    bool m_filling = false; ///< the fields are being filled from the file

    QMenu *m_seasonMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QAction *m_newAction;
    QAction *m_openAction;
    QAction *m_saveAction;
    QAction *m_saveAsAction;
    QAction *m_printAction;
    QAction *m_pdfAction;
    QAction *m_csvAction;
    QAction *m_spreadsheetAction;
    QAction *m_closeAction;
    QAction *m_addAction;
    QAction *m_removeAction;
    QAction *m_reloadAction;
    QAction *m_aliasAction;

    QLabel *m_nameLabel;
    QLineEdit *m_nameEdit;
    QLabel *m_pointsLabel;
    QLineEdit *m_pointsEdit;
    QLabel *m_bestLabel;
    QSpinBox *m_bestBox;
    QLabel *m_minLabel;
    QSpinBox *m_minBox;
    QLabel *m_tournamentsLabel;
    QListWidget *m_tournamentList;
    QLabel *m_placeLabel;
    QLineEdit *m_placeEdit;
    QPushButton *m_browseButton;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QLabel *m_standingsLabel;
    QTableView *m_table;
    QLabel *m_notesLabel;
    QListWidget *m_notesList;
    QPushButton *m_aliasButton;
};

} // namespace ctd
