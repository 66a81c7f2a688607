#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"
#include "storewrite.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

#include "scoring/board.h"

namespace ctd {

class Store;
class Rounds;

/// The rounds' boards (docs/formats.md, "The round's board"): each kept
/// with its seed, piece by piece, so that it is shown again as it was drawn
/// even by a later program whose generator draws differently.
/// Reached through Tournament::boards(); works through the Store (store.h).
class Boards
{
public:
    Boards(Store &store, const Rounds &rounds)
        : d(&store)
        , m_rounds(rounds)
    {
    }
    Boards(const Boards &) = delete;
    Boards &operator=(const Boards &) = delete;

    /// The board drawn for `round`; none when none was drawn (or it cannot
    /// be read: then `error` says why).
    std::optional<board::Board> roundBoard(int round, DbError *error = nullptr) const;
    /// Keeps `board` as round `round`'s board (none: takes it away). The
    /// round is one that is seated or the next one.
    bool setRoundBoard(StoreWrite, int round, const std::optional<board::Board> &board,
                       DbError *error);

    /// A board as the file keeps it: the 19 hexes ("wood:5 … desert:0") and the
    /// 9 harbours ("generic wood …"); false when the text is none.
    static QString hexesText(const board::Board &b);
    static QString harboursText(const board::Board &b);
    static bool fromText(const QString &seed, const QString &hexes, const QString &harbours,
                         board::Board *b);

private:
    Store *d;
    const Rounds &m_rounds;
};

} // namespace ctd
