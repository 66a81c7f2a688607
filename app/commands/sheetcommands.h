#pragma once

#include "command.h"

namespace ctd {

/// Saves a table's sheet (see Tournament::saveSheetBasedOn()): a new version
/// in the table's history. Undone, the version before counts again; redone,
/// the same lines are saved as a new version. The history keeps every one.
class SaveSheet : public Command
{
public:
    /// `basedOn`: the version the sheet was read at (0: none), or
    /// Tournament::kAnyVersion; `by`: who saved it, for the history
    /// (empty: this desk).
    SaveSheet(int round, int table, const QList<PlayerLine> &lines, bool asDraft,
              int basedOn = Tournament::kAnyVersion);
    QString text() const override;
    /// Who saved what since the sheet was read, after apply() failed with Conflict.
    SheetConflict conflict() const { return m_conflict; }
    /// The version this save made (0: nothing new was saved).
    int version() const { return m_version; }
    int round() const { return m_round; }
    int table() const { return m_table; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table;
    QList<PlayerLine> m_lines;
    bool m_asDraft;
    int m_basedOn;
    int m_version = 0;
    SheetConflict m_conflict;
};

/// Takes back the last save of a table: the version before counts again (no
/// result if it was the first). Undone, the version taken back is saved again.
class UndoSheetSave : public Command
{
public:
    UndoSheetSave(int round, int table);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round, m_table;
    std::optional<StoredSheet> m_undone; ///< the version taken back
    int m_current = 0;                   ///< what counts after it (0: none)
    int m_redoneOn = 0;                  ///< the version its undo saved, which a redo takes back
};

/// Adds the rounds, tables and results of a results file
/// (Tournament::importResults()). Undone, the results it added are taken
/// back and the rounds it created removed, while nothing else changed them.
class ImportResults : public Command
{
public:
    /// With `rules`, the tournament plays by them first, in the same transaction.
    ImportResults(const QList<TableSheet> &tables, const StageMap &stages = {},
                  const std::optional<RuleSet> &rules = std::nullopt);
    QString text() const override;
    QList<Problem> problems() const { return m_problems; }
    int added() const { return m_added; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    QList<TableSheet> m_tables;
    StageMap m_stages;
    std::optional<RuleSet> m_rules;
    std::optional<TournamentInfo> m_infoBefore;
    QList<Problem> m_problems;
    int m_added = 0;
    int m_roundsBefore = 0;
    QList<QPair<int, int>> m_saved; ///< (round, table) whose result it added, with its version
    QList<int> m_versions;
};

} // namespace ctd
