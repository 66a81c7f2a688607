// The Seating page's changes around a draw: moving a player between tables
// that have no result yet, the pairs kept apart, and who is absent.
#include "seatingpanel.h"

#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "keepapartdialog.h"
#include "moveplayerdialog.h"
#include "scoring/collation.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QMap>
#include <QSet>
#include <QTreeWidget>

#include <algorithm>

namespace ctd {

bool SeatingPanel::roundHasFreeTable(int round) const
{
    if (!m_tournament || !m_tournament->isOpen() || round < 1)
        return false;
    return m_tournament->rounds().hasTableWithoutResult(round);
}

void SeatingPanel::movePlayer()
{
    if (!m_tournament || m_tournament->isReadOnly() || m_round < 1)
        return;
    // Only the tables without a result take part: the others are played.
    QList<SeatedTable> free;
    for (const SeatedTable &t : m_tournament->rounds().tables(m_round)) {
        if (t.state == SheetState::None)
            free.append(t);
    }
    if (free.isEmpty()) {
        tellUser(this, QMessageBox::Information, tr("Seating is fixed"),
                 tr("Every table of round %1 has a result, so its seating can no longer "
                    "change. Undo a table's result first.")
                     .arg(m_round));
        return;
    }
    qint64 current = 0;
    if (QTreeWidgetItem *item = m_tree->currentItem())
        current = item->data(0, Qt::UserRole + 1).toLongLong();
    auto *dialog = new MovePlayerDialog(free, current, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int round = m_round;
    connect(dialog, &QDialog::accepted, this, [this, dialog, round, free] {
        const QList<QList<qint64>> after = dialog->result();
        QMap<int, QList<qint64>> changed;
        for (int i = 0; i < free.size() && i < after.size(); ++i) {
            if (after.at(i) != free.at(i).playerIds)
                changed.insert(free.at(i).table, after.at(i));
        }
        if (changed.isEmpty())
            return;
        DbError error;
        if (!DeskHistory::of(m_tournament)
                 ->run(std::make_unique<MoveSeats>(round, changed), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Player not moved"), error.message);
            return;
        }
        refresh();
        emit roundsChanged(round);
        emit statusMessage(tr("Round %1: seating changed.").arg(round));
    });
    dialog->open();
}

void SeatingPanel::editKeepApart()
{
    if (!m_tournament || !m_tournament->isOpen())
        return;
    auto *dialog = new KeepApartDialog(m_tournament, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

QStringList SeatingPanel::absentNames(int round) const
{
    QStringList names;
    if (!m_tournament || !m_tournament->isOpen() || round < 1)
        return names;
    for (qint64 id : m_tournament->roster().absent(round)) {
        if (const std::optional<Player> p = m_tournament->roster().player(id))
            names.append(p->name);
    }
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return nameLess(a, b); });
    return names;
}

QString SeatingPanel::apartTogether(const SeatedTable &table) const
{
    QStringList pairs;
    for (const auto &pair : m_apart) {
        const qsizetype a = table.playerIds.indexOf(pair.first);
        const qsizetype b = table.playerIds.indexOf(pair.second);
        if (a >= 0 && b >= 0)
            pairs.append(
                tr("%1 and %2").arg(table.names.value(qMin(a, b)), table.names.value(qMax(a, b))));
    }
    return pairs.join(QStringLiteral(", "));
}

} // namespace ctd
