#pragma once

#include "notifier.h"
#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "sheetconflict.h"
#include "storetypes.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaMethod>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ctd {

class Transaction;
class Roster;
class Rounds;
class Results;
class Ranking;
class Details;
class Clock;
class Boards;
class Backups;
class Reports;
class Door;

/// One tournament in one SQLite file. All SQL of the program lives behind
/// this class. Every write is one transaction: it happens whole or not at all.
///
/// What happened is announced through notifier(), once per change, so that
/// every view listens to the tournament instead of being told by hand.
///
/// Reads take an optional error: on a failed statement they return what they
/// have (usually nothing), fill `error` and emit readFailed(), so that a failure
/// never passes for an empty tournament.
class Tournament : public QObject
{
    Q_OBJECT

public:
    explicit Tournament(QObject *parent = nullptr);
    ~Tournament() override;

    /// Says what changed, whoever changed it (this desk, an import, another
    /// desk on the server); owned by the tournament.
    Notifier *notifier() const;

    /// Several writes as one transaction, all or nothing: a command reads what
    /// it checks and writes what it changes inside one Change. The writers
    /// called meanwhile join its transaction; what they announce is told once
    /// it commits. Destroyed without commit(), it rolls back: nothing was
    /// written, nothing is announced. A Change inside a Change joins it.
    class Change
    {
    public:
        /// Starts the transaction; isActive() false (and `error` filled) when
        /// the tournament cannot be written or is held by another writer.
        Change(Tournament &tournament, DbError *error);
        ~Change();
        Change(const Change &) = delete;
        Change &operator=(const Change &) = delete;

        bool isActive() const;
        bool commit(DbError *error);

    private:
        void end(bool committed);

        Tournament &m_tournament;
        std::unique_ptr<Transaction> m_tx;
        bool m_ended = false;
    };

    /// Opens a tournament file, creating it (and its folder) if it does not
    /// exist. A file that is not a tournament, is too new, read-only or held
    /// by another desk is refused and left byte for byte as it was. An empty
    /// path opens defaultPath().
    bool open(const QString &path, DbError *error);
    /// Opens an existing tournament file for reading only (standings, export)
    /// while a desk may be writing it: no lock is taken and nothing is written;
    /// every change is refused with DbError::ReadOnly.
    bool openReadOnly(const QString &path, DbError *error);
    void close();
    /// Closes, and removes the file if open() created it, before any other
    /// writer can reach it: a failed first import leaves nothing behind.
    void closeAndDiscardIfCreated();
    /// open() created the file: it did not exist before.
    bool createdByOpen() const;
    /// How long open() waits while another writer holds the file (0, the
    /// default: refuse at once with DbError::Locked).
    void setLockWait(int milliseconds);
    /// Who opens a file for writing (storetypes.h).
    using WriterRole = ctd::WriterRole;
    /// The role open() takes (default: see setWriterDefaults()).
    void setWriterRole(WriterRole role);
    /// The role and lock wait of every Tournament this process makes from
    /// now on (without a call: a desk that refuses at once).
    static void setWriterDefaults(WriterRole role, int lockWaitMs);
    /// open() leaves SQLite's check of every page of an existing file to a
    /// thread of its own (the desk shows the file meanwhile): where opening
    /// the file writes nothing to it (no upgrade, no log to copy in), else
    /// the check runs first as always. Every change waits for that check and
    /// is refused with its finding if it failed; pagesDamaged() tells.
    /// openReadOnly() then checks them on that thread too.
    void setPagesCheckedLater(bool later);
    /// openReadOnly() without the check of every page, for a reader beside
    /// the desk's own Tournament on the same file, which checks them: a
    /// damaged page then fails a read, and nothing is written either way.
    void setPagesCheckedElsewhere(bool elsewhere);
    /// With setPagesCheckedLater(): open() holds that check's thread back
    /// until startPageCheck() (the desk starts it once its window is on
    /// screen, so that it does not share the cores with the first paint).
    /// A change, a backup or close() starts it first if it is still held.
    void setPageCheckHeld(bool held);
    /// Starts the check setPageCheckHeld() holds back; nothing otherwise.
    void startPageCheck();

    bool isOpen() const;
    bool isReadOnly() const;
    QString path() const;

    /// Results::saveSheetBasedOn() on whatever version is current.
    static constexpr int kAnyVersion = ctd::kAnyVersion;
    /// On a server: whether it answers now, connecting again if it dropped
    /// the connection (else false, DbError::Unreachable). A file: true.
    bool checkReachable(DbError *error = nullptr) const;

    // Following other writers ------------------------------------------------
    /// Changes whenever another connection (another process, or the desk while
    /// this is a reader beside it) has committed a write since the last call;
    /// -1 where there is no such counter (a server announces its changes).
    qint64 dataVersion() const;

    // The tournament by job: each a class of its own (roster.h, rounds.h, …),
    // reached here, never repeated here.
    Roster &roster();
    const Roster &roster() const;
    Rounds &rounds();
    const Rounds &rounds() const;
    Results &results();
    const Results &results() const;
    Details &details();
    const Details &details() const;
    Clock &clock();
    const Clock &clock() const;
    Boards &boards();
    const Boards &boards() const;
    const Ranking &ranking() const;
    Backups &backups();
    Reports &reports();
    const Reports &reports() const;
    Door &door();
    const Door &door() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ctd
