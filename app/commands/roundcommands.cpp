#include "roundcommands.h"
#include "tournament/changemessages.h"
#include "tournament/clock.h"
#include "tournament/rounds.h"

namespace ctd {

Seating seatingOf(const Tournament &t, int round, DbError *error)
{
    Seating seating;
    for (const SeatedTable &table : t.rounds().tables(round, error))
        seating.append(table.playerIds);
    return seating;
}

// SeatRound -----------------------------------------------------------------------

SeatRound::SeatRound(const Seating &tables, int expectedRound, quint64 seed, Stage stage,
                     const QString &overruled)
    : m_tables(tables)
    , m_round(expectedRound)
    , m_seed(seed)
    , m_stage(stage)
    , m_overruled(overruled)
{
}

QString SeatRound::text() const
{
    return CommandTexts::seatRound(m_round);
}

bool SeatRound::doApply(Tournament &t, DbError *error)
{
    m_problems.clear();
    if (!t.rounds().addRound(writePass(), m_tables, error, m_round))
        return false;
    // Counted under the write lock the round was added with: this round.
    m_round = t.rounds().roundCount(error);
    if (m_seed > 0 && !t.rounds().setRoundSeed(writePass(), m_round, m_seed, error))
        return false;
    if (m_stage != Stage::Prelim) {
        if (!t.rounds().setStage(writePass(), m_round, m_stage, m_overruled, &m_problems, error)) {
            if (!m_problems.isEmpty() && error)
                error->message = m_problems.first().message;
            return false;
        }
    }
    return !m_draft || t.rounds().setDrafts(writePass(), {m_round}, true, error);
}

bool SeatRound::doRevert(Tournament &t, DbError *error)
{
    if (t.rounds().roundCount(error) != m_round || seatingOf(t, m_round, error) != m_tables)
        return changedSince(error);
    return t.rounds().removeLastRound(writePass(), error);
}

// ReseatRounds --------------------------------------------------------------------

ReseatRounds::ReseatRounds(int first, const QList<Seating> &rounds, quint64 seed)
    : m_first(first)
    , m_rounds(rounds)
    , m_seed(seed)
{
}

QString ReseatRounds::text() const
{
    return CommandTexts::reseatRound(m_first);
}

bool ReseatRounds::doApply(Tournament &t, DbError *error)
{
    const int have = t.rounds().roundCount(error);
    if (m_roundsBefore < 0) {
        m_roundsBefore = have;
        for (int r = m_first; r <= have && r < m_first + m_rounds.size(); ++r) {
            m_before.append(seatingOf(t, r, error));
            m_seedsBefore.append(t.rounds().roundSeed(r, error));
        }
    } else if (have != m_roundsBefore) {
        return changedSince(error);
    } else {
        for (qsizetype k = 0; k < m_before.size(); ++k) {
            if (seatingOf(t, m_first + int(k), error) != m_before.at(k))
                return changedSince(error);
        }
    }
    for (qsizetype k = 0; k < m_rounds.size(); ++k) {
        const int round = m_first + int(k);
        const bool saved = round <= have
            ? t.rounds().reseatRound(writePass(), round, m_rounds.at(k), error)
            : t.rounds().addRound(writePass(), m_rounds.at(k), error, round);
        if (!saved || (m_seed > 0 && !t.rounds().setRoundSeed(writePass(), round, m_seed, error)))
            return false;
        if (m_drafts && round > have && !t.rounds().setDrafts(writePass(), {round}, true, error))
            return false;
    }
    return true;
}

bool ReseatRounds::doRevert(Tournament &t, DbError *error)
{
    const int last = m_first + int(m_rounds.size()) - 1;
    if (t.rounds().roundCount(error) != std::max(last, m_roundsBefore))
        return changedSince(error);
    for (qsizetype k = 0; k < m_rounds.size(); ++k) {
        if (seatingOf(t, m_first + int(k), error) != m_rounds.at(k))
            return changedSince(error);
    }
    for (int round = last; round > m_roundsBefore; --round) {
        if (!t.rounds().removeLastRound(writePass(), error))
            return false;
    }
    for (qsizetype k = 0; k < m_before.size(); ++k) {
        const int round = m_first + int(k);
        if (!t.rounds().reseatRound(writePass(), round, m_before.at(k), error)
            || (m_seedsBefore.at(k) > 0
                && !t.rounds().setRoundSeed(writePass(), round, m_seedsBefore.at(k), error)))
            return false;
    }
    return true;
}

// PublishRounds -------------------------------------------------------------------

PublishRounds::PublishRounds(int round)
    : m_round(round)
{
}

QString PublishRounds::text() const
{
    const int first = m_published.isEmpty() ? m_round : m_published.first();
    const int last = m_published.isEmpty() ? m_round : m_published.last();
    return CommandTexts::publishRounds(first, last);
}

bool PublishRounds::doApply(Tournament &t, DbError *error)
{
    DbError e;
    const QList<int> drafts = t.rounds().drafts(&e);
    if (e.isError()) {
        if (error)
            *error = e;
        return false;
    }
    if (!m_read) {
        const int rounds = t.rounds().roundCount(&e);
        if (m_round < 1 || m_round > rounds) {
            if (error)
                *error = DbError{DbError::Invalid, ChangeMessages::unknownRound(m_round, rounds)};
            return false;
        }
        for (int round : drafts) {
            if (round <= m_round)
                m_published.append(round);
        }
        if (m_published.isEmpty()) {
            if (error)
                *error = DbError{DbError::Invalid, ChangeMessages::roundPublished(m_round)};
            return false;
        }
        m_read = true;
    } else {
        for (int round : std::as_const(m_published)) {
            if (!drafts.contains(round))
                return changedSince(error);
        }
    }
    return t.rounds().setDrafts(writePass(), m_published, false, error);
}

bool PublishRounds::doRevert(Tournament &t, DbError *error)
{
    const QList<int> drafts = t.rounds().drafts(error);
    const int rounds = t.rounds().roundCount(error);
    for (int round : std::as_const(m_published)) {
        if (drafts.contains(round) || round > rounds)
            return changedSince(error);
    }
    return t.rounds().setDrafts(writePass(), m_published, true, error);
}

// PlanRounds ----------------------------------------------------------------------

PlanRounds::PlanRounds(int rounds, quint64 seed)
    : ReseatRounds(0, {}, seed)
    , m_count(rounds)
    , m_planSeed(seed)
{
}

QString PlanRounds::text() const
{
    return CommandTexts::planRounds(m_plan.firstRound,
                                    m_plan.firstRound + int(m_plan.rounds.size()) - 1);
}

bool PlanRounds::doApply(Tournament &t, DbError *error)
{
    if (!m_planned) {
        if (!planPreliminaryRounds(t, m_count, m_planSeed, &m_plan, error))
            return false;
        m_planned = true;
        setRounds(m_plan.firstRound, m_plan.rounds);
        if (m_plan.rounds.isEmpty()) {
            setChanged(false); // every preliminary round has been played
            return true;
        }
    }
    return ReseatRounds::doApply(t, error);
}

// MoveSeats -----------------------------------------------------------------------

MoveSeats::MoveSeats(int round, const QMap<int, QList<qint64>> &tables)
    : m_round(round)
    , m_after(tables)
{
}

QString MoveSeats::text() const
{
    return CommandTexts::moveSeats(m_round, int(m_after.size()));
}

bool MoveSeats::doApply(Tournament &t, DbError *error)
{
    QMap<int, QList<qint64>> now;
    for (const SeatedTable &table : t.rounds().tables(m_round, error)) {
        if (m_after.contains(table.table))
            now.insert(table.table, table.playerIds);
    }
    if (!m_read) {
        m_before = now;
        m_seedBefore = t.rounds().roundSeed(m_round, error);
        m_read = true;
    } else if (now != m_before) {
        return changedSince(error);
    }
    return t.rounds().reseatTables(writePass(), m_round, m_after, error);
}

bool MoveSeats::doRevert(Tournament &t, DbError *error)
{
    for (const SeatedTable &table : t.rounds().tables(m_round, error)) {
        if (m_after.contains(table.table) && m_after.value(table.table) != table.playerIds)
            return changedSince(error);
    }
    return t.rounds().reseatTables(writePass(), m_round, m_before, error)
        && (m_seedBefore == 0
            || t.rounds().setRoundSeed(writePass(), m_round, m_seedBefore, error));
}

// RemoveLastRound -----------------------------------------------------------------

QString RemoveLastRound::text() const
{
    return CommandTexts::removeRound(m_round);
}

bool RemoveLastRound::doApply(Tournament &t, DbError *error)
{
    const int last = t.rounds().roundCount(error);
    if (m_round > 0 && last != m_round)
        return changedSince(error);
    m_round = last;
    if (m_round > 0) {
        m_tables = seatingOf(t, m_round, error);
        m_seed = t.rounds().roundSeed(m_round, error);
        m_stage = t.rounds().stages().value(m_round, Stage::Prelim);
        m_overruled = t.rounds().overruled().value(m_round);
        m_clock = t.clock().roundClock(m_round);
    }
    return t.rounds().removeLastRound(writePass(), error);
}

bool RemoveLastRound::doRevert(Tournament &t, DbError *error)
{
    if (t.rounds().roundCount(error) != m_round - 1)
        return changedSince(error);
    if (!t.rounds().addRound(writePass(), m_tables, error, m_round))
        return false;
    if (m_seed > 0 && !t.rounds().setRoundSeed(writePass(), m_round, m_seed, error))
        return false;
    QList<Problem> problems;
    if (m_stage != Stage::Prelim
        && !t.rounds().setStage(writePass(), m_round, m_stage, m_overruled, &problems, error))
        return false;
    return !m_clock.isStarted() || t.clock().setRoundClock(writePass(), m_clock, error);
}

// SetStage ------------------------------------------------------------------------

SetStage::SetStage(int round, Stage stage, const QString &overruled)
    : m_round(round)
    , m_stage(stage)
    , m_overruled(overruled.trimmed())
{
}

QString SetStage::text() const
{
    return CommandTexts::setStage(m_round);
}

bool SetStage::isAsSet(const Tournament &t, Stage stage, const QString &overruled) const
{
    return t.rounds().stages().value(m_round, Stage::Prelim) == stage
        && t.rounds().overruled().value(m_round) == overruled;
}

bool SetStage::doApply(Tournament &t, DbError *error)
{
    if (!m_read) {
        m_stageBefore = t.rounds().stages().value(m_round, Stage::Prelim);
        m_overruledBefore = t.rounds().overruled().value(m_round);
        m_read = true;
    } else if (!isAsSet(t, m_stageBefore, m_overruledBefore)) {
        return changedSince(error);
    }
    setChanged(m_stageBefore != m_stage || m_overruledBefore != m_overruled);
    return t.rounds().setStage(writePass(), m_round, m_stage, m_overruled, &m_problems, error);
}

bool SetStage::doRevert(Tournament &t, DbError *error)
{
    if (!isAsSet(t, m_stage, m_overruled))
        return changedSince(error);
    QList<Problem> problems;
    return t.rounds().setStage(writePass(), m_round, m_stageBefore, m_overruledBefore, &problems,
                               error);
}

} // namespace ctd
