#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace ctd {

/// Lists of player names as a director brings them: pasted text or a CSV file.
class NameList
{
    Q_DECLARE_TR_FUNCTIONS(NameList)

public:
    /// One name a line; surrounding spaces and blank lines are dropped. A
    /// line may give the player's team after a tab (as a spreadsheet's two
    /// columns paste): the name is what comes before it.
    static QStringList fromText(const QString &text);
    /// The teams given after a tab in fromText()'s lines, by name.
    static QHash<QString, QString> teamsFromText(const QString &text);
    /// The `player` or `name` column of a CSV file with a header, else the
    /// first column of every row. False with a translated reason if the file
    /// is not CSV or holds no name.
    static bool fromCsv(const QByteArray &bytes, QStringList *names, QString *error);
    /// The `team` column beside the `player` or `name` column of a CSV file
    /// with a header, by name (docs/formats.md, "Teams"); empty without one.
    static QHash<QString, QString> teamsFromCsv(const QByteArray &bytes);
    /// What keeps these names from being added to a tournament that has
    /// `existing`: names given twice and names taken already, each named, in
    /// one translated sentence; empty when all can be added.
    static QString problems(const QStringList &names, const QStringList &existing);
};

} // namespace ctd
