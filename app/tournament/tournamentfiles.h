#pragma once

#include <QString>

namespace ctd {

/// Tournament files on this machine, before any is open: where the default
/// one is, the lock beside each, who writes one, and the driver that reads
/// them. Nothing here opens or writes a tournament.
class TournamentFiles
{
public:
    /// The default tournament file in the user's data folder.
    static QString defaultPath();
    /// The lock file beside a tournament file that tells a second desk it is in use.
    static QString lockPath(const QString &path);
    /// Who holds the file open for writing, as a translated phrase
    /// ("catan-desk, process 1234 on host"); empty when nobody does (no lock,
    /// or the stale lock of a desk that is gone). Nothing is written.
    static QString writerOf(const QString &path);
    /// Loads the SQLite driver's plugin, which the first file opened would
    /// load otherwise (the desk's start-up does it while another thread
    /// lists the fonts). Opens nothing.
    static void loadDriver();
    /// Whether this process has `path` open through SQLite (a tournament
    /// open at the desk, served, or followed): such a file is never read as
    /// a plain file, since closing that descriptor would drop the locks that
    /// keep its log (see dbfile::Held). Opens nothing.
    static bool heldHere(const QString &path);
};

} // namespace ctd
