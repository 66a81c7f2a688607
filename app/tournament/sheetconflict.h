#pragma once

#include "scoring/sheet.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace ctd {

/// One field of one player's line that another desk changed.
struct SheetChange
{
    QString player;
    Field field = Field::None;
    QString before; ///< as the person reads it ("3", "yes")
    QString after;
};

/// A save refused because another desk saved the same table after this desk
/// read it: who, when, and what changed between the two versions.
struct SheetConflict
{
    int round = 0;
    int table = 0;
    int basedOn = 0;   ///< the version this desk started from (0: none)
    int current = 0;   ///< the version saved meanwhile (0: undone to none)
    QString desk;      ///< who saved `current`
    QDateTime savedAt; ///< UTC
    QList<SheetChange> changes;
    bool draft = false; ///< `current` is a draft

    /// "Desk 2 saved round 3, table 7 at 14:02 (what changed below)." translated
    QString headline() const;
    /// One line a change: "Anna: Cities 2 → 3".
    QStringList changeLines() const;
};

class SheetConflictTexts
{
    Q_DECLARE_TR_FUNCTIONS(SheetConflict)

public:
    static QString yesNo(bool value);
    static QString headline(const SheetConflict &c);
    static QString change(const SheetChange &c);
    static QString refused(int round, int table, const QString &desk);
};

/// The fields that differ between two versions of a sheet, seat by seat.
/// Lines present in one only (the table had no result) count as changed from
/// or to nothing.
QList<SheetChange> sheetChanges(const QList<PlayerLine> &before, const QList<PlayerLine> &after);

} // namespace ctd
