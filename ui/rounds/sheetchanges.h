#pragma once

#include "scoring/sheet.h"

#include <QCoreApplication>
#include <QStringList>

namespace ctd {

/// What a correction changes: one line per player and field, "old → new".
class SheetChanges
{
    Q_DECLARE_TR_FUNCTIONS(SheetChanges)

public:
    /// Compares two sheets seat by seat (same seating); empty when equal.
    static QStringList describe(const QList<PlayerLine> &before, const QList<PlayerLine> &after);
};

} // namespace ctd
