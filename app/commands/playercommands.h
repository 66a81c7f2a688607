#pragma once

#include "command.h"

#include <QList>
#include <QPair>
#include <QStringList>

#include <memory>

namespace ctd {

/// Adds players, all or nothing; undone, they are removed again (refused
/// once one of them was seated or renamed).
class AddPlayers : public Command
{
public:
    explicit AddPlayers(const QStringList &names);
    QString text() const override;
    /// The new players' ids, in the order of the names (after apply()).
    QList<qint64> ids() const { return m_ids; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    QStringList m_names;
    QList<qint64> m_ids;
    QStringList m_stored; ///< the names as stored (spaces folded)
};

class RenamePlayer : public Command
{
public:
    RenamePlayer(qint64 id, const QString &name);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id;
    QString m_before;
    QString m_after;
};

/// Drops a player (not seated again, results kept), or takes them back in.
class SetDropped : public Command
{
public:
    SetDropped(qint64 id, bool dropped);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id;
    bool m_dropped;
    QString m_name;
};

/// Removes a player added by mistake (never seated); undone, the player comes
/// back with the same name, drop, keep-apart pairs and check-in.
class RemovePlayer : public Command
{
public:
    explicit RemovePlayer(qint64 id);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id;
    Player m_player;
    QList<qint64> m_apartFrom;
    QList<int> m_absentIn; ///< rounds not seated yet
};

class SetKeepApart : public Command
{
public:
    SetKeepApart(qint64 a, qint64 b, bool apart);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    bool isApart(const Tournament &t) const;

    qint64 m_a, m_b;
    bool m_apart;
    bool m_before = false;
    QString m_names[2];
};

/// Marks players absent or present for a round not seated yet.
class SetAbsent : public Command
{
public:
    SetAbsent(int round, const QList<qint64> &ids, bool absent);
    /// Everybody marked absent for the round, present again.
    static std::unique_ptr<SetAbsent> allPresent(const Tournament &t, int round);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round;
    QList<qint64> m_ids;
    bool m_absent;
    QList<qint64> m_changed; ///< the ids whose mark this changed
    QString m_name;          ///< of the one player, for the text
};

} // namespace ctd
