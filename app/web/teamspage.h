#pragma once
// The players' page's team standings in a team event (docs/rules.md §11).

#include "readmodel/playersview.h"

#include <QString>

namespace ctd {

/// The page's section of team standings in the phone's language: empty when
/// no player has a team.
QString teamsSection(const PlayersView &view, const QString &language);

} // namespace ctd
