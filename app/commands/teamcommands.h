#pragma once
// Teams of a team event (docs/rules.md §11): a player's team set or changed,
// like a name, and undone like a rename.

#include "command.h"
#include "playercommands.h"

#include <QHash>

#include <QList>
#include <QPair>
#include <QString>

namespace ctd {

/// Sets the team of one or more players (an empty team: no team), all or
/// nothing; undone, each gets back the team they had.
class SetTeams : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetTeams)

public:
    /// Player id → team, in the order given.
    explicit SetTeams(const QList<QPair<qint64, QString>> &teams);
    /// One player's team.
    SetTeams(qint64 id, const QString &team);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    struct Change
    {
        qint64 id = 0;
        QString name;
        QString before;
        QString after;
    };
    QList<Change> m_changes;
    bool m_applied = false;
};

/// Adds players with their teams (a pasted or imported list with a team
/// column) as one command: undone, the players are removed again.
class AddPlayersWithTeams : public AddPlayers
{
public:
    /// `teams`: name → team, for those of `names` who have one.
    AddPlayersWithTeams(const QStringList &names, const QHash<QString, QString> &teams);

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    QStringList m_names;
    QHash<QString, QString> m_teams;
    QHash<qint64, QString> m_stored; ///< id → team as stored
};

} // namespace ctd
