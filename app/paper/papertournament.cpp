#include "papertournament.h"

#include "qrcode.h"

#include "paperbuilder.h"
#include "paperteams.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

#include <algorithm>

namespace ctd {

int lastCompleteRound(const Tournament &tournament, int upTo)
{
    const int rounds = tournament.rounds().roundCount();
    int last = (upTo < 0 || upTo > rounds) ? rounds : upTo;
    for (; last > 0; --last) {
        const QList<SeatedTable> tables = tournament.rounds().tables(last);
        const bool complete = !tables.isEmpty()
            && std::all_of(tables.cbegin(), tables.cend(),
                           [](const SeatedTable &t) { return t.state == SheetState::Complete; });
        if (complete)
            break;
    }
    return last;
}

namespace {

// The names of those the check-in marked absent for the round.
QStringList absentNames(const Tournament &tournament, int round)
{
    QStringList names;
    for (qint64 id : tournament.roster().absent(round)) {
        if (const std::optional<Player> p = tournament.roster().player(id))
            names.append(p->name);
    }
    return names;
}

} // namespace

PaperDocument buildDocument(const Tournament &tournament, PaperKind kind, int round,
                            PaperDocument::SlipLayout layout, const QLocale &locale)
{
    const TournamentInfo info = tournament.details().info();
    switch (kind) {
    case PaperKind::Standings: {
        PaperDocument doc =
            PaperBuilder::standings(info, tournament.ranking().standings(round), round, locale);
        const QString cut = PaperBuilder::cutNote(tournament.rounds().stages(),
                                                  tournament.rounds().overruled(), round);
        // The final ranking's note (set by standings()) comes first.
        if (!doc.note.isEmpty() && !cut.isEmpty())
            doc.note += QLatin1Char('\n');
        doc.note += cut;
        return doc;
    }
    case PaperKind::TeamStandings:
        return teamStandingsDocument(info, teamStandingsOf(tournament, round), round, locale);
    case PaperKind::SeatingByTable:
        return PaperBuilder::seatingByTable(info, tournament.rounds().tables(round), round, locale,
                                            absentNames(tournament, round));
    case PaperKind::SeatingByName:
        return PaperBuilder::seatingByName(info, tournament.rounds().tables(round), round, locale,
                                           absentNames(tournament, round));
    case PaperKind::Slips:
        return PaperBuilder::slips(info, tournament.rounds().tables(round), round, layout, locale,
                                   tournament.reports().codes(round));
    case PaperKind::Schedule: {
        QList<QList<SeatedTable>> rounds;
        const int count = tournament.rounds().roundCount();
        for (int r = 1; r <= count; ++r)
            rounds.append(tournament.rounds().tables(r));
        return PaperBuilder::schedule(info, rounds, tournament.rounds().stages(), locale);
    }
    }
    return {};
}

void addReportCodes(PaperDocument *doc, const QUrl &page)
{
    for (PaperSlip &slip : doc->slips) {
        if (slip.code.isEmpty() || page.isEmpty())
            continue;
        QUrl report = page;
        report.setPath(QStringLiteral("/r/") + slip.code);
        slip.reportCode = qrCode(report.toString());
        QUrl typed = page;
        typed.setPath(QStringLiteral("/report"));
        slip.codeNote = PaperBuilder::reportCodeNote(slip.code, typed.toString());
    }
}

QPageSize defaultPaper(const QLocale &region)
{
    // The C locale says "inches" for want of a region; the world's default is A4.
    const bool inches =
        region.language() != QLocale::C && region.measurementSystem() == QLocale::ImperialUSSystem;
    return QPageSize(inches ? QPageSize::Letter : QPageSize::A4);
}

} // namespace ctd
