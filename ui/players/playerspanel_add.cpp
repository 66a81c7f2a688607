// Adding and removing single players: a name like one already there asks
// first, a pasted list becomes one player a line, and a player added by
// mistake can be removed while never seated.
#include "playerspanel.h"

#include "commands/playercommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "namelist.h"
#include "playersfilter.h"
#include "playersmodel.h"
#include "scoring/names.h"
#include "tournament/changemessages.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTableView>

namespace ctd {

namespace {

/// A name as a button shows it: a long one shortened, so that the buttons
/// stay buttons (the question above them quotes it whole), and an "&" in it
/// shown as such rather than taken for the button's letter.
QString buttonName(const QString &name)
{
    const int room = 24;
    QString shown = name.size() <= room ? name : name.left(room - 1).trimmed() + QChar(0x2026);
    return shown.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

} // namespace

void PlayersPanel::addFromField()
{
    // As the tournament will store it (NFC, one space between words), so that
    // every question and message quotes the name that is kept.
    const QString name = names::normalized(m_nameEdit->text());
    if (!m_tournament) {
        showProblem(tr("No tournament is open. Open or create one first."));
        return;
    }
    if (name.isEmpty()) {
        // Spaces alone are no name: said, rather than Enter doing nothing.
        showProblem(m_nameEdit->text().isEmpty()
                        ? tr("Type the player's name, then press Enter.")
                        : tr("A name of spaces only is not added. Type the player's name."));
        m_nameEdit->selectAll();
        return;
    }
    if (name.size() > names::kMaxLength) {
        showProblem(ChangeMessages::longName(name));
        m_nameEdit->selectAll();
        return;
    }
    if (m_tournament->roster().playerByName(name)) {
        // Said here rather than by the database so the message names the fix.
        showProblem(tr("\"%1\" is already a player of this tournament. Add a distinguishing "
                       "part to the name (for example a town or an initial).")
                        .arg(name));
        m_nameEdit->selectAll();
        return;
    }
    // Case, accents, ß/ss and spacing aside the same name: most likely the
    // same person typed again.
    const QString key = PlayersFilter::sameNameKey(name);
    for (const Player &p : m_model->players()) {
        if (PlayersFilter::sameNameKey(p.name) != key)
            continue;
        askQuestion(this, QMessageBox::Question, tr("A similar name"),
                    tr("\"%1\" looks like \"%2\", who is already a player. Add \"%1\" as "
                       "another player?")
                        .arg(name, p.name),
                    {{QMessageBox::AcceptRole, tr("&Add as another player")},
                     {QMessageBox::RejectRole, tr("&Back to the name")}},
                    1, [this, name](int chosen) {
                        if (chosen == 0) {
                            addName(name);
                            return;
                        }
                        m_nameEdit->setFocus();
                        m_nameEdit->selectAll();
                    });
        return;
    }
    addName(name);
}

void PlayersPanel::addName(const QString &name)
{
    DbError error;
    const AddPlayers *added =
        DeskHistory::of(m_tournament)->run(std::make_unique<AddPlayers>(QStringList{name}), &error);
    if (!added) {
        showProblem(error.message);
        return;
    }
    const qint64 id = added->ids().value(0);
    m_nameEdit->clear();
    m_nameEdit->setFocus();
    showProblem({});
    reload();
    selectPlayer(id);
    emit statusMessage(tr("Player \"%1\" added.").arg(name));
}

void PlayersPanel::removeCurrent()
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    if (!m_tournament || m_tournament->isReadOnly() || !index.isValid())
        return;
    const Player p = m_model->playerAt(index.row());
    askQuestion(
        this, QMessageBox::Question, tr("Remove a player"),
        tr("Remove %1 from the tournament? Only a player who was never seated can be "
           "removed; a seated one is dropped instead.")
            .arg(p.name),
        {{QMessageBox::AcceptRole, tr("&Remove %1").arg(buttonName(p.name))},
         {QMessageBox::RejectRole, tr("&Keep %1").arg(buttonName(p.name))}},
        1, [this, p](int chosen) {
            if (chosen != 0)
                return;
            DbError error;
            if (!DeskHistory::of(m_tournament)->run(std::make_unique<RemovePlayer>(p.id), &error)) {
                showProblem(error.message);
                return;
            }
            showProblem({});
            reload();
            emit statusMessage(tr("Player \"%1\" removed.").arg(p.name));
        });
}

bool PlayersPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (watched == m_nameEdit && key->matches(QKeySequence::Paste)) {
            // Several lines are several players: the list box shows them first.
            const QString text = QApplication::clipboard()->text();
            if (NameList::fromText(text).size() > 1) {
                pasteList();
                return true;
            }
        }
        if (watched == m_view && key->key() == Qt::Key_Delete
            && key->modifiers() == Qt::NoModifier) {
            removeCurrent();
            return true;
        }
        // Space checks the selected player in or out, whichever column is
        // current (while a name is edited, the keys go to its editor).
        if (watched == m_view && key->key() == Qt::Key_Space
            && key->modifiers() == Qt::NoModifier) {
            togglePresent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ctd
