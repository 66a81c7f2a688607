#include "playersmodel.h"

#include "commands/doorcommands.h"
#include "commands/fixedtablecommands.h"
#include "commands/playercommands.h"
#include "commands/teamcommands.h"
#include "common/deskhistory.h"
#include "files/figures.h"
#include "paper/paperdoor.h"
#include "scoring/fraction.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QColor>
#include <QFont>
#include <QScopedValueRollback>

namespace ctd {

PlayersModel::PlayersModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PlayersModel::setTournament(Tournament *tournament)
{
    m_tournament = tournament;
    reload();
}

void PlayersModel::reload()
{
    beginResetModel();
    const bool open = m_tournament && m_tournament->isOpen();
    m_players = open ? m_tournament->roster().players() : QList<Player>();
    m_checkInRound = open ? m_tournament->rounds().roundCount() + 1 : 1;
    m_absent = open ? m_tournament->roster().absent(m_checkInRound) : QSet<qint64>();
    m_disqualified.clear();
    m_warnings.clear();
    m_adjustment.clear();
    if (open) {
        for (const RefereeEntry &e : m_tournament->roster().refereeEntries()) {
            if (e.isWithdrawn())
                continue;
            if (e.kind == RefereeEntry::Disqualification)
                m_disqualified.insert(e.playerId);
            else if (e.kind == RefereeEntry::Warning)
                m_warnings[e.playerId] += 1;
            else
                m_adjustment[e.playerId] += e.twelfths;
        }
    }
    m_fixed = open ? m_tournament->roster().fixedTables() : QHash<qint64, int>();
    m_door = open ? m_tournament->door().entries() : QHash<qint64, DoorEntry>();
    endResetModel();
}

QStringList PlayersModel::statusTexts() const
{
    return {tr("Dropped"), tr("Active"), tr("Absent for round %1").arg(m_checkInRound)};
}

int PlayersModel::presentCount() const
{
    int present = 0;
    for (const Player &p : m_players)
        present += !p.dropped && !m_absent.contains(p.id) ? 1 : 0;
    return present;
}

Player PlayersModel::playerAt(int row) const
{
    return row >= 0 && row < m_players.size() ? m_players.at(row) : Player();
}

int PlayersModel::rowOf(qint64 id) const
{
    for (int i = 0; i < m_players.size(); ++i) {
        if (m_players.at(i).id == id)
            return i;
    }
    return -1;
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_players.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_players.size())
        return {};
    const Player &p = m_players.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == NameColumn)
            return p.name;
        if (index.column() == TeamColumn)
            return p.team;
        if (index.column() == FixedTableColumn)
            return m_fixed.contains(p.id) ? QString::number(m_fixed.value(p.id)) : QString();
        if (index.column() == CodeColumn) {
            const QString code = m_door.value(p.id).code;
            return code.size() == 8 ? code.left(4) + QLatin1Char(' ') + code.mid(4) : code;
        }
        if (index.column() == CheckedInColumn) {
            const DoorEntry e = m_door.value(p.id);
            return e.isCheckedIn()
                ? QLocale().toString(e.checkedInAt.toLocalTime().time(), QLocale::ShortFormat)
                : QString();
        }
        if (index.column() == PaidColumn) {
            const qint64 paid = m_door.value(p.id).paid;
            return role == Qt::EditRole ? (paid ? doorAmountText(paid) : QString())
                                        : doorAmountText(paid);
        }
        return statusText(p);
    case Qt::TextAlignmentRole:
        if (index.column() == PaidColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::CheckStateRole:
        if (index.column() != NameColumn || p.dropped)
            return {};
        return m_absent.contains(p.id) ? Qt::Unchecked : Qt::Checked;
    case Qt::ForegroundRole:
        // A second warning is pointed out; what follows is the referee's decision.
        if (index.column() == StatusColumn
            && (m_warnings.value(p.id) > 1 || m_disqualified.contains(p.id)))
            return QColor(0xb0, 0x00, 0x20);
        return {};
    case Qt::FontRole:
        if (p.dropped || m_disqualified.contains(p.id)) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case PlayerIdRole:
        return p.id;
    case DroppedRole:
        return p.dropped;
    default:
        return {};
    }
}

QString PlayersModel::statusText(const Player &p) const
{
    if (m_disqualified.contains(p.id))
        return tr("Disqualified");
    QString text = p.dropped      ? tr("Dropped")
        : m_absent.contains(p.id) ? tr("Absent for round %1").arg(m_checkInRound)
                                  : tr("Active");
    const int warnings = m_warnings.value(p.id);
    if (warnings > 0)
        text += QStringLiteral(" · ") + tr("%n warning(s)", nullptr, warnings);
    const qint64 adjustment = m_adjustment.value(p.id);
    if (adjustment != 0)
        text += QStringLiteral(" · ") + tr("%1 round points").arg(Figures::points(adjustment));
    return text;
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == TeamColumn)
        return tr("Team");
    if (section == FixedTableColumn)
        return tr("Fixed table");
    if (section == CodeColumn)
        return tr("Code");
    if (section == CheckedInColumn)
        return tr("Checked in");
    if (section == PaidColumn)
        return tr("Paid");
    return section == NameColumn ? tr("Name") : tr("Status");
}

Qt::ItemFlags PlayersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid()
        && (index.column() == TeamColumn || index.column() == FixedTableColumn
            || index.column() == PaidColumn)
        && m_tournament && !m_tournament->isReadOnly())
        f |= Qt::ItemIsEditable;
    if (index.isValid() && index.column() == NameColumn && m_tournament
        && !m_tournament->isReadOnly()) {
        f |= Qt::ItemIsEditable;
        if (!playerAt(index.row()).dropped)
            f |= Qt::ItemIsUserCheckable;
    }
    return f;
}

bool PlayersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (m_tournament && !m_tournament->isReadOnly() && role == Qt::CheckStateRole
        && index.column() == NameColumn)
        return setPresent(index.row(), value.toInt() == Qt::Checked);
    if (m_tournament && role == Qt::EditRole && index.column() == TeamColumn)
        return setTeam(index, value.toString());
    if (m_tournament && role == Qt::EditRole && index.column() == FixedTableColumn)
        return setFixedTable(index, value.toString());
    if (m_tournament && role == Qt::EditRole && index.column() == PaidColumn)
        return setPaid(index, value.toString());
    if (!m_tournament || role != Qt::EditRole || index.column() != NameColumn)
        return false;
    const Player p = playerAt(index.row());
    const QString name = value.toString().trimmed();
    if (name == p.name)
        return false;
    if (name.isEmpty()) {
        emit renameFailed(
            tr("A player needs a name. Type the new name, or press Esc to keep \"%1\".")
                .arg(p.name));
        return false;
    }
    DbError error;
    QScopedValueRollback<bool> committing(m_committing, true);
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<RenamePlayer>(p.id, name), &error)) {
        emit renameFailed(error.message);
        return false;
    }
    // Updated in place: resetting the model here would pull the index from
    // under the editor that is committing; the sorting proxy moves the row.
    m_players[index.row()].name = name;
    emit dataChanged(index, index);
    emit playerRenamed(p.id);
    return true;
}

bool PlayersModel::setTeam(const QModelIndex &index, const QString &team)
{
    const Player p = playerAt(index.row());
    if (p.id == 0 || team.trimmed() == p.team)
        return false;
    DbError error;
    QScopedValueRollback<bool> committing(m_committing, true); // as a rename
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<SetTeams>(p.id, team), &error)) {
        emit renameFailed(error.message);
        return false;
    }
    if (const std::optional<Player> stored = m_tournament->roster().player(p.id))
        m_players[index.row()].team = stored->team;
    // Not playerRenamed(): its selection of the name would close this editor
    // while it commits.
    emit dataChanged(index, index);
    return true;
}

bool PlayersModel::setFixedTable(const QModelIndex &index, const QString &text)
{
    const Player p = playerAt(index.row());
    bool ok = true;
    const int table = text.trimmed().isEmpty() ? 0 : text.trimmed().toInt(&ok);
    if (p.id == 0)
        return false;
    if (!ok || table < 0) {
        emit renameFailed(tr("\"%1\" is not a table number. Type the table's number, or "
                             "nothing for no fixed table.")
                              .arg(text.trimmed()));
        return false;
    }
    if (table == m_fixed.value(p.id))
        return false;
    DbError error;
    QScopedValueRollback<bool> committing(m_committing, true); // as a rename
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<SetFixedTable>(p.id, table), &error)) {
        emit renameFailed(error.message);
        return false;
    }
    if (table > 0)
        m_fixed.insert(p.id, table);
    else
        m_fixed.remove(p.id);
    emit dataChanged(index, index);
    return true;
}

bool PlayersModel::setPaid(const QModelIndex &index, const QString &text)
{
    const Player p = playerAt(index.row());
    qint64 paid = 0;
    if (p.id == 0)
        return false;
    if (!text.trimmed().isEmpty() && !hundredthsFromDecimal(text, &paid)) {
        emit renameFailed(tr("\"%1\" is not an amount. Type what the player paid, such as 10 or "
                             "12.50, or nothing for nothing paid.")
                              .arg(text.trimmed()));
        return false;
    }
    if (paid == m_door.value(p.id).paid)
        return false;
    DbError error;
    QScopedValueRollback<bool> committing(m_committing, true); // as a rename
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<SetPaid>(p.id, paid), &error)) {
        emit renameFailed(error.message);
        return false;
    }
    m_door[p.id].playerId = p.id;
    m_door[p.id].paid = paid;
    emit dataChanged(index, index);
    emit paidChanged();
    return true;
}

bool PlayersModel::setPresent(int row, bool present)
{
    const Player p = playerAt(row);
    if (!m_tournament || p.id == 0 || p.dropped || present != m_absent.contains(p.id))
        return false;
    DbError error;
    // Like a rename: the tournament's announcement must not reset the list
    // while the view is still in its click or key press.
    QScopedValueRollback<bool> committing(m_committing, true);
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetAbsent>(m_checkInRound, QList<qint64>{p.id}, !present),
                   &error)) {
        emit checkInFailed(error.message);
        return false;
    }
    if (present)
        m_absent.remove(p.id);
    else
        m_absent.insert(p.id);
    emit dataChanged(index(row, NameColumn), index(row, StatusColumn));
    emit presenceChanged();
    return true;
}

} // namespace ctd
