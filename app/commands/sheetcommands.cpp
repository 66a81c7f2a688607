#include "sheetcommands.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

namespace ctd {

namespace {

int currentVersion(const Tournament &t, int round, int table, DbError *error)
{
    const std::optional<StoredSheet> s = t.results().sheet(round, table, error);
    return s ? s->version : 0;
}

} // namespace

// SaveSheet -----------------------------------------------------------------------

SaveSheet::SaveSheet(int round, int table, const QList<PlayerLine> &lines, bool asDraft,
                     int basedOn)
    : m_round(round)
    , m_table(table)
    , m_lines(lines)
    , m_asDraft(asDraft)
    , m_basedOn(basedOn)
{
}

QString SaveSheet::text() const
{
    return CommandTexts::saveSheet(m_round, m_table);
}

bool SaveSheet::doApply(Tournament &t, DbError *error)
{
    const int before = currentVersion(t, m_round, m_table, error);
    // Redone: on the version it was first saved on, nothing else.
    if (m_version > 0 && before != m_basedOn)
        return changedSince(error);
    if (!t.results().saveSheetBasedOn(writePass(), m_round, m_table, m_lines, m_asDraft, m_basedOn,
                                      &m_conflict, error))
        return false;
    if (m_version == 0 && m_basedOn == Tournament::kAnyVersion)
        m_basedOn = before;
    const int after = currentVersion(t, m_round, m_table, error);
    setChanged(after != before);
    m_version = after != before ? after : 0;
    return true;
}

bool SaveSheet::doRevert(Tournament &t, DbError *error)
{
    if (currentVersion(t, m_round, m_table, error) != m_version)
        return changedSince(error);
    return t.results().undoLastSave(writePass(), m_round, m_table, error);
}

// UndoSheetSave -------------------------------------------------------------------

UndoSheetSave::UndoSheetSave(int round, int table)
    : m_round(round)
    , m_table(table)
{
}

QString UndoSheetSave::text() const
{
    return CommandTexts::undoSave(m_round, m_table);
}

bool UndoSheetSave::doApply(Tournament &t, DbError *error)
{
    const std::optional<StoredSheet> now = t.results().sheet(m_round, m_table, error);
    // Redone: only over the version its undo saved, not over a newer one
    // that happens to hold the same lines.
    if (m_undone && (!now || now->version != m_redoneOn))
        return changedSince(error);
    m_undone = now;
    if (!t.results().undoLastSave(writePass(), m_round, m_table, error))
        return false;
    m_current = currentVersion(t, m_round, m_table, error);
    return true;
}

bool UndoSheetSave::doRevert(Tournament &t, DbError *error)
{
    if (!m_undone || currentVersion(t, m_round, m_table, error) != m_current)
        return changedSince(error);
    if (!t.results().saveSheetBasedOn(writePass(), m_round, m_table, m_undone->lines,
                                      m_undone->state == SheetState::Draft, m_current, nullptr,
                                      error))
        return false;
    m_redoneOn = currentVersion(t, m_round, m_table, error);
    return true;
}

// ImportResults -------------------------------------------------------------------

ImportResults::ImportResults(const QList<TableSheet> &tables, const StageMap &stages,
                             const std::optional<RuleSet> &rules)
    : m_tables(tables)
    , m_stages(stages)
    , m_rules(rules)
{
}

QString ImportResults::text() const
{
    return CommandTexts::importResults(m_added);
}

bool ImportResults::doApply(Tournament &t, DbError *error)
{
    m_roundsBefore = t.rounds().roundCount(error);
    if (m_rules) {
        TournamentInfo info = t.details().info();
        m_infoBefore = info;
        info.rules = *m_rules;
        if (!t.details().setInfo(writePass(), info, error))
            return false;
    }
    QList<QPair<int, int>> before;
    for (const TableSheet &s : std::as_const(m_tables)) {
        if (!t.results().hasSheet(s.round, s.table, error))
            before.append({s.round, s.table});
    }
    if (!t.results().importResults(writePass(), m_tables, &m_problems, error, m_stages, &m_added))
        return false;
    m_saved.clear();
    m_versions.clear();
    for (const auto &rt : std::as_const(before)) {
        const int v = currentVersion(t, rt.first, rt.second, error);
        if (v > 0) {
            m_saved.append(rt);
            m_versions.append(v);
        }
    }
    setChanged(m_added > 0 || t.rounds().roundCount(error) != m_roundsBefore);
    return true;
}

bool ImportResults::doRevert(Tournament &t, DbError *error)
{
    for (qsizetype i = 0; i < m_saved.size(); ++i) {
        const auto &rt = m_saved.at(i);
        if (currentVersion(t, rt.first, rt.second, error) != m_versions.at(i))
            return changedSince(error);
        if (!t.results().undoLastSave(writePass(), rt.first, rt.second, error))
            return false;
    }
    for (int round = t.rounds().roundCount(error); round > m_roundsBefore; --round) {
        if (!t.rounds().removeLastRound(writePass(), error))
            return false;
    }
    return !m_infoBefore || t.details().setInfo(writePass(), *m_infoBefore, error);
}

} // namespace ctd
