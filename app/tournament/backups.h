#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ctd {

class Store;
class Rounds;

/// Whole copies of a tournament: the desk's rolling backups of its file, putting
/// one back, and copying a tournament between a file and a server.
/// Reached through Tournament::backups(); works through the Store (store.h).
class Backups
{
public:
    Backups(Store &store, const Rounds &rounds)
        : d(&store)
        , m_rounds(rounds)
    {
    }
    Backups(const Backups &) = delete;
    Backups &operator=(const Backups &) = delete;

    /// Backups (backups.cpp): a whole copy of the open file, made
    /// with SQLite's VACUUM INTO into backupFolder(); the newest
    /// kKeptBackups are kept.
    static constexpr int kKeptBackups = 10;
    bool backUp(DbError *error);
    /// FILE.backups beside the file.
    static QString backupFolder(const QString &path);
    /// The backups of a file, newest first.
    static QList<TournamentBackup> backups(const QString &path);
    /// Puts `backup` in place of the tournament file `path` (which must not
    /// be open here): the backup is checked first, the file it replaces is
    /// kept as FILE.replaced-DATE (named in `replaced`).
    static bool restoreBackup(const QString &backup, const QString &path, QString *replaced,
                              DbError *error);
    /// Copies a whole tournament, every version of every sheet included,
    /// between two places (a file or a server address, either way). The
    /// target must be a missing file or an empty database; all or nothing.
    static bool copy(const QString &from, const QString &to, DbError *error);

private:
    Store *d;
    const Rounds &m_rounds;
};

} // namespace ctd
