#pragma once
// The season file (docs/formats.md, "Seasons"): UTF-8 text, one `key = value`
// a line, `#` starts a comment.

#include "scoring/season.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// One tournament line of a season file.
struct SeasonEntry
{
    QString place; ///< as written: a file (relative to the season file) or postgresql://…
    int line = 0;  ///< its line in the file; 0 for one not read from a file

    bool operator==(const SeasonEntry &o) const { return place == o.place; }
};

/// What a season file says.
struct SeasonFile
{
    QString name;
    SeasonRules rules;
    QList<SeasonEntry> tournaments;

    bool operator==(const SeasonFile &o) const
    {
        return name == o.name && rules == o.rules && tournaments == o.tournaments;
    }
};

/// A line of a season file that cannot be read, and why (translated).
struct SeasonFileProblem
{
    int line = 0;
    QString message;
};

class SeasonFileText
{
    Q_DECLARE_TR_FUNCTIONS(SeasonFileText)

public:
    /// Reads a season file's text; every problem is reported, each with its line.
    static bool parse(const QByteArray &bytes, SeasonFile *season,
                      QList<SeasonFileProblem> *problems);
    /// The text of a season file: the season's lines in the order the format
    /// lists them, read back by parse() as the same season.
    static QByteArray write(const SeasonFile &season);

    /// Reads a season file from disk (bounded like every input file); a file
    /// that cannot be read is one problem at line 0.
    static bool read(const QString &path, SeasonFile *season, QList<SeasonFileProblem> *problems);
    /// Writes a season file whole or not at all; false with a translated reason.
    static bool save(const QString &path, const SeasonFile &season, QString *reason);

    /// Where a tournament line leads: a server address as it is, a relative
    /// path from the season file's folder.
    static QString resolve(const QString &seasonPath, const QString &place);
    /// A tournament line as it is shown: a file as written, a server without
    /// its password.
    static QString display(const QString &place);
};

} // namespace ctd
