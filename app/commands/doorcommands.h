#pragma once
// The door and the calls (docs/door.md): registration codes given, players
// checked in, amounts paid, the door's settings, and the tables' calls for a
// referee; each undone like any other command.

#include "command.h"

#include "tournament/door.h"

namespace ctd {

/// Gives a registration code to every one of the players without one;
/// undone, those codes are taken away again; a redo gives the same codes.
class GiveRegistrationCodes : public Command
{
    Q_DECLARE_TR_FUNCTIONS(GiveRegistrationCodes)

public:
    explicit GiveRegistrationCodes(const QList<qint64> &players);
    /// Every player who is not dropped.
    static std::unique_ptr<GiveRegistrationCodes> everyone(const Tournament &t);
    QString text() const override;
    /// The codes given (after apply()), by player.
    QHash<qint64, QString> given() const { return m_given; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    QList<qint64> m_players;
    QHash<qint64, QString> m_given;
    bool m_applied = false;
};

/// Checks a player in at the door (now), or out again.
class CheckIn : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CheckIn)

public:
    CheckIn(qint64 player, bool in);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_player;
    bool m_in;
    QString m_name;
    QDateTime m_before;
    QDateTime m_after;
};

/// Sets the amount a player paid (hundredths).
class SetPaid : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetPaid)

public:
    SetPaid(qint64 player, qint64 paid);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_player;
    qint64 m_paid;
    qint64 m_before = 0;
    QString m_name;
};

/// Sets the entry fee and whether players may check in from their phones.
class SetDoorSettings : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetDoorSettings)

public:
    explicit SetDoorSettings(const DoorSettings &settings);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    DoorSettings m_settings;
    DoorSettings m_before;
};

/// A table calls a referee (from its page): a new call, or the table's call
/// not yet closed. Undone, a new call is taken out again.
class CallReferee : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CallReferee)

public:
    CallReferee(int round, int table, const QString &note, const QString &address);
    QString text() const override;
    qint64 id() const { return m_call.id; }
    bool added() const { return m_added; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    TableCall m_call;
    bool m_added = false;
    bool m_applied = false;
};

/// A call taken (a referee on the way) or closed; undone, it is as it was.
class SetCallState : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetCallState)

public:
    SetCallState(qint64 id, TableCall::State state);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id;
    TableCall::State m_state;
    TableCall::State m_before = TableCall::State::Open;
    int m_table = 0;
};

} // namespace ctd
