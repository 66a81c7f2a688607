#pragma once
// At the door and in the hall (docs/door.md): the players' registration
// codes, their check-in and what they paid, the entry fee, the confirmations
// made with a player's own code, and the tables' calls for a referee.

#include "storetypes.h"
#include "storewrite.h"

#include <QDateTime>

#include <QHash>
#include <QSet>

#include <optional>

namespace ctd {

class Roster;
class Store;

/// What the door knows of one player (no row: no code, not there, nothing paid).
struct DoorEntry
{
    qint64 playerId = 0;
    QString code;          ///< the registration code ("" : none)
    QDateTime checkedInAt; ///< UTC; invalid: not checked in
    qint64 paid = 0;       ///< in hundredths of the currency

    bool isCheckedIn() const { return checkedInAt.isValid(); }
};

/// The tournament's door settings (off and 0 unless set).
struct DoorSettings
{
    qint64 fee = 0;           ///< the entry fee, in hundredths
    bool selfCheckIn = false; ///< players may check in from their phones (/c/CODE)

    bool operator==(const DoorSettings &o) const
    {
        return fee == o.fee && selfCheckIn == o.selfCheckIn;
    }
    bool operator!=(const DoorSettings &o) const { return !(*this == o); }
};

/// A table's call for a referee.
struct TableCall
{
    enum class State { Open, Taken, Closed };
    qint64 id = 0;
    int round = 0;
    int table = 0;
    QString note;
    State state = State::Open;
    QDateTime at; ///< UTC, when the table called
    QString address;

    /// open, taken, closed: as the command line spells them.
    static QString stateName(State state);
    static bool stateFromName(const QString &name, State *state);
    /// The state as people read it, in the language.
    static QString stateText(State state);
};

/// The door's totals: how many players, how many checked in, what is paid
/// and what is still owed (by the players who paid less than the fee).
struct DoorTotals
{
    int players = 0; ///< not dropped
    int present = 0; ///< checked in
    qint64 paid = 0; ///< hundredths
    qint64 owed = 0; ///< hundredths
};

/// The door of a tournament, reached through Tournament::door(); its changes
/// are announced as doorChanged() and callsChanged().
class Door
{
public:
    Door(Store &store, const Roster &roster)
        : d(&store)
        , m_roster(&roster)
    {
    }
    Door(const Door &) = delete;
    Door &operator=(const Door &) = delete;

    /// Every player's door entry by id, players without one left out.
    QHash<qint64, DoorEntry> entries(DbError *error = nullptr) const;
    DoorEntry entry(qint64 player, DbError *error = nullptr) const;
    /// The player whose registration code this is, as typed (case, spaces and
    /// dashes do not matter); 0: none.
    qint64 playerOfCode(const QString &typed, DbError *error = nullptr) const;
    /// Whether any player has a registration code: confirmations from the
    /// tables then need the player's own.
    bool hasCodes(DbError *error = nullptr) const;
    /// Gives every one of `players` without a code a new one; `given` gets
    /// the new codes by player. Announced as doorChanged().
    bool giveCodes(StoreWrite, const QList<qint64> &players, QHash<qint64, QString> *given,
                   DbError *error);
    /// Sets a player's code as it was ("" : none), for undo and redo.
    bool setCode(StoreWrite, qint64 player, const QString &code, DbError *error);
    /// Checks a player in at `at`, or out again (an invalid `at`).
    bool setCheckedIn(StoreWrite, qint64 player, const QDateTime &at, DbError *error);
    /// A player's amount paid, in hundredths (never negative).
    bool setPaid(StoreWrite, qint64 player, qint64 paid, DbError *error);

    DoorSettings settings(DbError *error = nullptr) const;
    bool setSettings(StoreWrite, const DoorSettings &settings, DbError *error);
    DoorTotals totals(DbError *error = nullptr) const;

    // Confirmations by the player's own code ----------------------------------
    /// Records that a confirmation (already stored) came with the player's code.
    bool markCodedConfirmation(StoreWrite, int round, int table, int report, const QString &player,
                               DbError *error);
    /// Takes that mark away again (undo).
    bool unmarkCodedConfirmation(StoreWrite, int round, int table, int report,
                                 const QString &player, DbError *error);
    /// The players of a report whose confirmation came with their own code.
    QSet<QString> codedConfirmations(int round, int table, int report,
                                     DbError *error = nullptr) const;

    // Calls from the tables --------------------------------------------------
    /// Every call, oldest first.
    QList<TableCall> calls(DbError *error = nullptr) const;
    std::optional<TableCall> call(qint64 id, DbError *error = nullptr) const;
    /// The table's call not yet closed (open or taken), if any.
    std::optional<TableCall> liveCall(int round, int table, DbError *error = nullptr) const;
    /// A table calls a referee: a new call, or (`added` false) the table's
    /// call not yet closed. `id` gets the call's id.
    bool addCall(StoreWrite, int round, int table, const QString &note, const QString &address,
                 qint64 *id, bool *added, DbError *error);
    bool setCallState(StoreWrite, qint64 id, TableCall::State state, DbError *error);
    /// Takes a call out again: only the undo of its addition does this.
    bool removeCall(StoreWrite, qint64 id, DbError *error);
    /// Puts a call back as it was (a redo), with its id.
    bool restoreCall(StoreWrite, const TableCall &call, DbError *error);

    /// The most characters of a call's note (docs/door.md).
    static constexpr int kMaxNote = 200;

private:
    /// Makes sure the player has a row, so that an UPDATE finds it.
    bool ensureRow(qint64 player, DbError *error) const;

    Store *d;
    const Roster *m_roster; ///< who the players are
};

} // namespace ctd
