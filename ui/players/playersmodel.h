#pragma once

#include "tournament/door.h"
#include "tournament/tournament.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>

namespace ctd {

/// The tournament's players, by name. Editing a name renames the player in
/// the tournament; a refused rename is reported through renameFailed(). The
/// name's check box is the check-in for the next round: checked, present;
/// cleared, absent (a dropped player has none).
class PlayersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        StatusColumn,
        TeamColumn,
        FixedTableColumn,
        CodeColumn,      ///< the registration code (docs/door.md)
        CheckedInColumn, ///< when the player checked in at the door
        PaidColumn,      ///< the amount paid, typed in place
        ColumnCount
    };
    enum Role { PlayerIdRole = Qt::UserRole + 1, DroppedRole };

    explicit PlayersModel(QObject *parent = nullptr);

    void setTournament(Tournament *tournament);
    void reload();
    Player playerAt(int row) const;
    int rowOf(qint64 id) const;
    const QList<Player> &players() const { return m_players; }
    /// The round the check-in is for: the next one to be seated.
    int checkInRound() const { return m_checkInRound; }
    bool isAbsent(qint64 id) const { return m_absent.contains(id); }
    /// Every text the status column can show now.
    QStringList statusTexts() const;
    /// What the door knows of a player (no code, not there, nothing paid: empty).
    DoorEntry doorEntry(qint64 id) const { return m_door.value(id); }
    /// Players not dropped and not marked absent.
    int presentCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    /// Checks a player in for the next round, or marks them absent.
    bool setPresent(int row, bool present);
    /// True while a rename typed into the list is being stored.
    bool isCommitting() const { return m_committing; }

signals:
    void renameFailed(const QString &message); ///< also a team change refused
    void playerRenamed(qint64 id);
    void checkInFailed(const QString &message);
    void presenceChanged();
    void paidChanged();

private:
    /// A team typed into the Team column, stored by a command (docs/rules.md §11).
    bool setTeam(const QModelIndex &index, const QString &team);
    /// A fixed table typed into its column (empty: none), stored by a command
    /// (docs/seating.md, "Fixed tables").
    bool setFixedTable(const QModelIndex &index, const QString &table);

    Tournament *m_tournament = nullptr;
    QList<Player> m_players;
    bool m_committing = false;
    int m_checkInRound = 1;
    QSet<qint64> m_absent;
    // The referees' ledger, as the Status column shows it.
    QSet<qint64> m_disqualified;
    QHash<qint64, int> m_warnings;
    QHash<qint64, qint64> m_adjustment; ///< twelfths
    QString statusText(const Player &p) const;
    QHash<qint64, int> m_fixed; ///< player id → fixed table
    QHash<qint64, DoorEntry> m_door;
    /// An amount typed into the Paid column, stored by a command.
    bool setPaid(const QModelIndex &index, const QString &text);
};

} // namespace ctd
