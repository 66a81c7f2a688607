#include "sheetconflict.h"

#include "scoring/messages.h"
#include "scoring/sheetfields.h"

#include <QLocale>

namespace ctd {

namespace {

QString value(const PlayerLine &l, Field f)
{
    return isMarkField(f) ? SheetConflictTexts::yesNo(fieldValue(l, f) != 0)
                          : QString::number(fieldValue(l, f));
}

} // namespace

QList<SheetChange> sheetChanges(const QList<PlayerLine> &before, const QList<PlayerLine> &after)
{
    QList<SheetChange> out;
    const qsizetype seats = std::max(before.size(), after.size());
    for (qsizetype s = 0; s < seats; ++s) {
        const bool hadBefore = s < before.size(), hasAfter = s < after.size();
        const QString player = hasAfter ? after[s].name : before[s].name;
        for (Field f : lineFields()) {
            const QString a = hadBefore ? value(before[s], f) : QStringLiteral("–");
            const QString b = hasAfter ? value(after[s], f) : QStringLiteral("–");
            // From or to no result, an unset mark is not news.
            const bool mark =
                f == Field::ArmyFirst || f == Field::RoadFirst || f == Field::Declared;
            const QString no = SheetConflictTexts::yesNo(false);
            if (mark && (!hadBefore || !hasAfter) && (a == no || b == no))
                continue;
            if (a != b)
                out.append({player, f, a, b});
        }
    }
    return out;
}

QString SheetConflict::headline() const
{
    return SheetConflictTexts::headline(*this);
}

QStringList SheetConflict::changeLines() const
{
    QStringList out;
    for (const SheetChange &c : changes)
        out.append(SheetConflictTexts::change(c));
    return out;
}

QString SheetConflictTexts::yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

QString SheetConflictTexts::headline(const SheetConflict &c)
{
    const QString desk = c.desk.isEmpty() ? tr("Another desk") : tr("Desk %1").arg(c.desk);
    const QString when = QLocale().toString(c.savedAt.toLocalTime().time(), QLocale::ShortFormat);
    // An undo leaves no time of its own in the file: none is named.
    if (c.current == 0 && !c.savedAt.isValid())
        return tr("%1 undid the result of round %2, table %3 after this desk opened it.")
            .arg(desk)
            .arg(c.round)
            .arg(c.table);
    if (c.current == 0)
        return tr("%1 undid the result of round %2, table %3 at %4, after this desk opened it.")
            .arg(desk)
            .arg(c.round)
            .arg(c.table)
            .arg(when);
    return tr("%1 saved round %2, table %3 at %4, after this desk opened it.")
        .arg(desk)
        .arg(c.round)
        .arg(c.table)
        .arg(when);
}

QString SheetConflictTexts::change(const SheetChange &c)
{
    //: A change another desk made: player, field, old value → new value.
    return tr("%1: %2 %3 → %4")
        .arg(c.player, SheetMessages::fieldLabel(c.field), c.before, c.after);
}

QString SheetConflictTexts::refused(int round, int table, const QString &desk)
{
    return tr("Round %1, table %2 was saved by desk %3 after this desk read it, so this save was "
              "not made. Look at what changed, then keep that or save again over it.")
        .arg(round)
        .arg(table)
        .arg(desk.isEmpty() ? tr("(no name)") : desk);
}

} // namespace ctd
