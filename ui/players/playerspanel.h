#pragma once

#include <QHash>
#include <QUrl>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace ctd {

class PlayersFilter;
class PlayersModel;
class Tournament;

/// The tournament's players: add by name (Enter), rename in place (F2), drop
/// and bring back, search, paste a list or import a CSV of names, and the
/// check-in for the next round (Space marks present or absent). Problems
/// are shown in a line under the name field, not in a box, so typing goes on.
class PlayersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersPanel(QWidget *parent = nullptr);

    void setTournament(Tournament *tournament);
    void reload();
    /// Adds a list all or nothing; returns the reason when nothing was added.
    QString addNames(const QStringList &names, const QHash<QString, QString> &teams = {});
    /// Imports the names of a CSV file; returns the reason when nothing was added.
    QString importNamesFile(const QString &path);
    /// Opens the paste box, filled with the clipboard's text.
    void pasteList();
    void focusSearch();
    void focusNewName();
    QString message() const;
    /// Removes the selected player if never seated (after a question).
    void removeCurrent();
    /// Check-in (playerspanel_checkin.cpp): the selected player present for
    /// the next round, or absent (Space in the list).
    void togglePresent();
    void markAllPresent();
    /// The selected player's name (empty: none).
    QString currentName() const;
    /// "Check-in for round 3: 11 of 13 present, 2 tables of 4 and 1 table of 3."
    QString checkInText() const;
    /// The door (playerspanel_door.cpp, docs/door.md): the check-in field
    /// takes a typed or scanned registration code, or a name, then Enter.
    void focusDoor();
    /// Checks in the player of a code or name as typed; the answer is shown
    /// beside the field at once and returned.
    QString checkInTyped(const QString &typed);
    /// The answer beside the check-in field, and the door's totals.
    QString doorAnswer() const;
    QString doorTotalsText() const;
    /// Gives a registration code to every player without one.
    void giveCodes();
    /// Marks every player not checked in at the door absent for the next
    /// round (one undoable command), so that its draw leaves them out.
    void absentNotCheckedIn();
    /// The list of codes or the cards as a PDF; a problem's text, or "".
    QString writeDoorPdf(const QString &path, bool cards) const;
    /// The players' page as shared on the network (empty: not shared): with
    /// self check-in allowed, the cards' QR codes open ADDRESS/c/CODE.
    void setSharedAddress(const QUrl &url) { m_sharedAddress = url; }

signals:
    void statusMessage(const QString &text);
    /// The Referee… button (F6 anywhere): a decision for the selected player.
    void refereeRequested(const QString &player);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    /// Shows a change of the tournament: at once, or after an edit in the list.
    void follow();
    void addFromField();
    void addName(const QString &name);
    void toggleDropped();
    void renameCurrent();
    /// Teams (playerspanel_teams.cpp): Ctrl+T edits the selected player's
    /// team in the list.
    void setUpTeams();
    void editTeamCurrent();
    void importCsv();
    void showProblem(const QString &text);
    void updateButtons();
    void updateCount();
    void updateCheckIn();
    void setUpDoor();
    void updateDoor();
    void editDoorSettings();
    void saveDoorPdf(bool cards);
    qint64 currentId() const;
    void selectPlayer(qint64 id);

    Tournament *m_tournament = nullptr;
    bool m_reloadQueued = false;
    PlayersModel *m_model;
    PlayersFilter *m_filter;
    QLabel *m_newLabel;
    QLineEdit *m_nameEdit;
    QPushButton *m_addButton;
    QLabel *m_message;
    QLineEdit *m_search;
    QTableView *m_view;
    QPushButton *m_renameButton;
    QPushButton *m_teamButton;
    QPushButton *m_dropButton;
    QPushButton *m_removeButton;
    QPushButton *m_refereeButton;
    QPushButton *m_pasteButton;
    QPushButton *m_importButton;
    QLabel *m_count;
    QLabel *m_checkIn;
    QPushButton *m_allPresentButton;
    // The door.
    QLabel *m_doorLabel = nullptr;
    QLineEdit *m_doorEdit = nullptr;
    QLabel *m_doorAnswer = nullptr;
    QLabel *m_doorTotals = nullptr;
    QPushButton *m_codesButton = nullptr;
    QPushButton *m_feeButton = nullptr;
    QPushButton *m_doorPaperButton = nullptr;
    QPushButton *m_notCheckedInButton = nullptr;
    QUrl m_sharedAddress;
};

} // namespace ctd
