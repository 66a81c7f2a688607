// series SEASON.txt [--detail]: a season's standings across tournaments
// (docs/formats.md, "Seasons"; the rules in docs/seasons.md).
#include "cli.h"

#include "season/seasoncsv.h"
#include "season/seasonfile.h"
#include "season/seasonreader.h"

namespace ctd::cli {

namespace {

class SeriesTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliSeriesTexts)

public:
    static QString cannotReadTournament(const QString &tournament, const QString &reason)
    {
        return tr("cannot read the tournament %1: %2").arg(tournament, reason);
    }
};

QString lineOf(int line)
{
    return line > 0 ? QString::number(line) : QStringLiteral("-");
}

} // namespace

int seriesFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("detail")}, output)
        || !onePositional(inv, QStringLiteral("SEASON.txt"), output))
        return UsageOrFile;
    const QString path = inv.positional.first();
    SeasonFile season;
    QList<SeasonFileProblem> problems;
    if (!SeasonFileText::read(path, &season, &problems)) {
        for (const SeasonFileProblem &p : std::as_const(problems)) {
            output->errors.append(p.line > 0 ? QStringLiteral("error: %1: season: %2: %3")
                                                   .arg(lineOf(p.line), path, p.message)
                                             : QStringLiteral("error: -: file: ")
                                          + Texts::cannotRead(path, p.message));
        }
        return UsageOrFile;
    }
    const SeasonData data = SeasonReader::read(season, path);
    if (!data.allRead()) {
        // Every tournament that cannot be read, each named: nothing on stdout.
        for (const SeasonTournamentRead &t : data.tournaments) {
            if (!t.read)
                output->errors.append(QStringLiteral("error: %1: file: ").arg(lineOf(t.line))
                                      + SeriesTexts::cannotReadTournament(t.shown, t.problem));
        }
        return UsageOrFile;
    }
    const QStringList labels = data.labels();
    for (const SeasonNote &n : data.standings.notes)
        output->errors.append(QStringLiteral("note: ") + seasonNoteText(n, labels));
    output->out =
        inv.has(QStringLiteral("detail")) ? SeasonCsv::detail(data) : SeasonCsv::standings(data);
    return Done;
}

} // namespace ctd::cli
