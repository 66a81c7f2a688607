// What the rest of the program may know of tournament files without Qt Sql:
// the file-level facts TournamentFile (private to this room) keeps.
#include "tournamentfiles.h"

#include "sqldialect.h"
#include "tournamentfile.h"

#include <QFileInfo>
#include <QSqlDatabase>

namespace ctd {

QString TournamentFiles::defaultPath()
{
    return TournamentFile::defaultPath();
}

QString TournamentFiles::lockPath(const QString &path)
{
    return TournamentFile::lockPath(path);
}

QString TournamentFiles::writerOf(const QString &path)
{
    return TournamentFile::writerOf(path);
}

void TournamentFiles::loadDriver()
{
    // A connection that is never opened: making its driver loads the plugin,
    // which stays loaded for every connection after.
    const QString name = QStringLiteral("loadDriver");
    QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
    QSqlDatabase::removeDatabase(name);
}

bool TournamentFiles::heldHere(const QString &path)
{
    return dbfile::held(QFileInfo(path).absoluteFilePath());
}

} // namespace ctd
