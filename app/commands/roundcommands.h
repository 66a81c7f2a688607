#pragma once

#include "command.h"

#include "tournament/schedule.h"

#include <QList>
#include <QMap>

namespace ctd {

using Seating = QList<QList<qint64>>; ///< tables of player ids in seat order

/// Seats the next round: its tables, the seed it was drawn with and its stage,
/// in one transaction. Undone, the round is removed (refused once it has a
/// result or its seats changed).
class SeatRound : public Command
{
public:
    /// `expectedRound`: refused (Conflict) when that is no longer the next
    /// round (another desk started it); 0: whatever is next.
    explicit SeatRound(const Seating &tables, int expectedRound = 0, quint64 seed = 0,
                       Stage stage = Stage::Prelim, const QString &overruled = {});
    QString text() const override;
    int round() const { return m_round; }
    /// Seats the round as a draft, which the players see once it is
    /// published (docs/seating.md, "Publishing a round").
    void holdAsDraft(bool draft) { m_draft = draft; }
    /// Why the stage was refused (stage_order, stage_players), after a failed apply().
    QList<Problem> problems() const { return m_problems; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    Seating m_tables;
    int m_round;
    quint64 m_seed;
    Stage m_stage;
    QString m_overruled;
    QList<Problem> m_problems;
    bool m_draft = false;
};

/// Replaces the seating of rounds without results (a new draw, a recorded
/// turn order, a plan): each round's tables and seed. Undone, the seating
/// before comes back.
class ReseatRounds : public Command
{
public:
    /// Rounds from `first` on; those past the last round are added.
    ReseatRounds(int first, const QList<Seating> &rounds, quint64 seed = 0);
    QString text() const override;
    /// The rounds it adds are drafts (a round seated again stays as it was).
    void holdAsDrafts(bool drafts) { m_drafts = drafts; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;
    void setRounds(int first, const QList<Seating> &rounds)
    {
        m_first = first;
        m_rounds = rounds;
    }

private:
    int m_first;
    QList<Seating> m_rounds;
    quint64 m_seed;
    int m_roundsBefore = -1; ///< roundCount() before the first apply()
    QList<Seating> m_before; ///< the rounds that existed, as they were
    QList<quint64> m_seedsBefore;
    bool m_drafts = false;
};

/// Plans every preliminary round not played yet (planPreliminaryRounds())
/// and seats the plan, each round with the seed; undone, the rounds go back
/// to what they were.
class PlanRounds : public ReseatRounds
{
public:
    /// `rounds`: the number of preliminary rounds in all (0: as many as there are).
    PlanRounds(int rounds, quint64 seed);
    QString text() const override;
    SchedulePlan plan() const { return m_plan; }

protected:
    bool doApply(Tournament &t, DbError *error) override;

private:
    int m_count;
    quint64 m_planSeed;
    SchedulePlan m_plan;
    bool m_planned = false;
};

/// Moves players between tables of a round without touching the tables that
/// have results.
class MoveSeats : public Command
{
public:
    MoveSeats(int round, const QMap<int, QList<qint64>> &tables);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round;
    QMap<int, QList<qint64>> m_after;
    QMap<int, QList<qint64>> m_before;
    quint64 m_seedBefore = 0;
    bool m_read = false;
};

/// Removes the last round while it has no result; undone, it comes back with
/// its seats, seed, stage and clock.
class RemoveLastRound : public Command
{
public:
    RemoveLastRound() = default;
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round = 0;
    Seating m_tables;
    quint64 m_seed = 0;
    Stage m_stage = Stage::Prelim;
    QString m_overruled;
    RoundClock m_clock;
};

/// Publishes the drafts among rounds 1 to `round` (docs/seating.md,
/// "Publishing a round"): the players' page, the projector and /seating.csv
/// show them. Refused when none of them is a draft. Undone, they are drafts
/// again.
class PublishRounds : public Command
{
public:
    explicit PublishRounds(int round);
    QString text() const override;
    /// The rounds published, after apply().
    QList<int> rounds() const { return m_published; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round;
    QList<int> m_published;
    bool m_read = false;
};

/// Sets a round's stage (and why its players are not those the rules name).
class SetStage : public Command
{
public:
    SetStage(int round, Stage stage, const QString &overruled);
    QString text() const override;
    QList<Problem> problems() const { return m_problems; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    bool isAsSet(const Tournament &t, Stage stage, const QString &overruled) const;

    int m_round;
    Stage m_stage;
    QString m_overruled;
    Stage m_stageBefore = Stage::Prelim;
    QString m_overruledBefore;
    bool m_read = false;
    QList<Problem> m_problems;
};

/// The seating of a round, as player ids by table.
Seating seatingOf(const Tournament &t, int round, DbError *error = nullptr);

} // namespace ctd
