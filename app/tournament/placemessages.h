#pragma once

#include <QString>

namespace ctd {

/// The messages that DbMessages and ServerMessages both have: the same
/// trouble with where a tournament is kept, in the words of a file (its
/// path) or of a database on a server (its address). One table holds both
/// texts of each, in the classes' own translation contexts.
enum class PlaceMessage { OtherProgram, TooNew, TooOldForReading, CannotCreate, UpgradeFailed };
enum class Place { File, Server };

/// The translated message about `place` (%1), filled in with `details`
/// (%2, %3: a reason, or the tournament's version and the known one).
QString placeMessage(PlaceMessage message, Place kind, const QString &place,
                     const QString &detail = {}, const QString &more = {});

} // namespace ctd
