#include "namelist.h"

#include "scoring/names.h"

#include <QSet>

namespace ctd {

QStringList NameList::fromText(const QString &text)
{
    QStringList names;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString name = names::normalized(QStringView(line.section(u'\t', 0, 0)).trimmed());
        if (!name.isEmpty())
            names.append(name);
    }
    return names;
}

QHash<QString, QString> NameList::teamsFromText(const QString &text)
{
    QHash<QString, QString> teams;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString name = names::normalized(line.section(u'\t', 0, 0));
        const QString team = names::normalized(line.section(u'\t', 1));
        if (!name.isEmpty() && !team.isEmpty())
            teams.insert(name, team);
    }
    return teams;
}

QString NameList::noNames()
{
    return tr("The file holds no names. Put one name a line, or give a CSV file a column "
              "headed \"player\" or \"name\".");
}

QString NameList::problems(const QStringList &names, const QStringList &existing)
{
    const QSet<QString> taken(existing.begin(), existing.end());
    QSet<QString> seen;
    QStringList twice;
    QStringList already;
    QStringList bad;
    for (const QString &name : names) {
        if (names::isBad(name)) {
            bad.append(names::escaped(name));
            continue;
        }
        if (taken.contains(name)) {
            if (!already.contains(name))
                already.append(name);
        } else if (seen.contains(name)) {
            if (!twice.contains(name))
                twice.append(name);
        }
        seen.insert(name);
    }
    QStringList parts;
    if (!bad.isEmpty())
        return tr("No name was added, because these names hold a control or invisible "
                  "character: %1. Type them again without it.")
            .arg(bad.join(QStringLiteral(", ")));
    if (!already.isEmpty())
        parts.append(tr("already in the tournament: %1").arg(already.join(QStringLiteral(", "))));
    if (!twice.isEmpty())
        parts.append(tr("given twice: %1").arg(twice.join(QStringLiteral(", "))));
    if (parts.isEmpty())
        return {};
    return tr("No name was added, because every name must be unique (%1). "
              "Change or remove these names and add the list again.")
        .arg(parts.join(QStringLiteral("; ")));
}

} // namespace ctd
