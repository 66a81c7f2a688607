#include "namelist.h"

#include "files/csv.h"
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

QHash<QString, QString> NameList::teamsFromCsv(const QByteArray &bytes)
{
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    QHash<QString, QString> teams;
    if (!readCsv(bytes, &records, &syntax) || records.isEmpty())
        return teams;
    const QStringList &header = records.first().fields;
    int nameColumn = -1;
    int teamColumn = -1;
    for (int i = 0; i < header.size(); ++i) {
        const QString h = header.at(i).trimmed().toLower();
        if ((h == QLatin1String("player") || h == QLatin1String("name")) && nameColumn < 0)
            nameColumn = i;
        else if (h == QLatin1String("team") && teamColumn < 0)
            teamColumn = i;
    }
    if (nameColumn < 0 || teamColumn < 0)
        return teams;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QString name = names::normalized(records.at(r).fields.value(nameColumn));
        const QString team = names::normalized(records.at(r).fields.value(teamColumn));
        if (!name.isEmpty() && !team.isEmpty())
            teams.insert(name, team);
    }
    return teams;
}

bool NameList::fromCsv(const QByteArray &bytes, QStringList *names, QString *error)
{
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        *error = tr("Line %1 is not valid CSV: %2").arg(syntax.line).arg(syntax.message);
        return false;
    }
    // A header names the column; a file without one is a plain list of names.
    int column = 0;
    int first = 0;
    if (!records.isEmpty()) {
        const QStringList &header = records.first().fields;
        for (int i = 0; i < header.size(); ++i) {
            const QString h = header.at(i).trimmed().toLower();
            if (h == QLatin1String("player") || h == QLatin1String("name")) {
                column = i;
                first = 1;
                break;
            }
        }
    }
    names->clear();
    for (int r = first; r < records.size(); ++r) {
        const QStringList &fields = records.at(r).fields;
        const QString name =
            column < fields.size() ? names::normalized(fields.at(column)) : QString();
        if (!name.isEmpty())
            names->append(name);
    }
    if (names->isEmpty()) {
        *error = tr("The file holds no names. Put one name a row, in the first column or "
                    "in a column headed \"player\" or \"name\".");
        return false;
    }
    return true;
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
