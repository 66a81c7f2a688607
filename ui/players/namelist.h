#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace ctd {

/// Lists of player names as a director pastes them.
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
    /// Why a list of names adds nobody when it holds no name (a players'
    /// list is read by readPlayersList(), app/files/namesfile.h).
    static QString noNames();
    /// What keeps these names from being added to a tournament that has
    /// `existing`: names given twice and names taken already, each named, in
    /// one translated sentence; empty when all can be added.
    static QString problems(const QStringList &names, const QStringList &existing);
};

} // namespace ctd
