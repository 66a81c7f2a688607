// Several desks on one tournament: the name each records with its saves, and
// the refusal of a save based on a version another desk replaced meanwhile.
#include "results.h"

#include "store.h"

namespace ctd {

QString Results::deskName() const
{
    return d->desk;
}

void Results::setDeskName(const QString &name)
{
    const QString trimmed = name.trimmed();
    d->desk = trimmed.isEmpty() ? QSysInfo::machineHostName() : trimmed;
}

bool Results::failConflict(int round, int table, int basedOn, int current, SheetConflict *conflict,
                           DbError *error) const
{
    SheetConflict c;
    c.round = round;
    c.table = table;
    c.basedOn = basedOn;
    c.current = current;
    if (current > 0) {
        QSqlQuery q =
            d->prepare(QStringLiteral("SELECT desk, saved_at, draft FROM sheet_version "
                                      "WHERE round = ? AND game_table = ? AND version = ?"));
        q.addBindValue(round);
        q.addBindValue(table);
        q.addBindValue(current);
        if (q.exec() && q.next()) {
            c.desk = q.value(0).toString();
            c.savedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
            c.savedAt.setTimeSpec(Qt::UTC);
            c.draft = q.value(2).toInt() != 0;
        }
    }
    const QList<PlayerLine> before =
        basedOn > 0 ? d->versionLines(round, table, basedOn) : QList<PlayerLine>();
    const QList<PlayerLine> after =
        current > 0 ? d->versionLines(round, table, current) : QList<PlayerLine>();
    c.changes = sheetChanges(before, after);
    if (conflict)
        *conflict = c;
    return d->fail(error, DbError::Conflict, SheetConflictTexts::refused(round, table, c.desk));
}

} // namespace ctd
