#pragma once

#include <QString>
#include <QStringList>

#include "sqldialect.h"

namespace ctd::schema {

/// Marks a tournament file (PRAGMA application_id): "CATN".
constexpr quint32 kApplicationId = 0x4341544E;

/// The schema version this program writes. A file with a higher version was
/// written by a newer program and is refused.
int currentVersion();

/// The statements that take a file from version `step - 1` to `step`
/// (step 1 creates the tables). Every step runs in the same transaction.
/// A server database gets the same steps in its own dialect.
QStringList upgradeStep(int step, sql::Backend backend = sql::Backend::Sqlite);

/// The step that brings the players' names under the name rule (C++, in
/// nameupgrade.cpp, rather than statements).
int namesStep();

/// Tables that every tournament file has, from version 1 on.
QStringList requiredTables();

} // namespace ctd::schema
