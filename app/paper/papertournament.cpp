#include "papertournament.h"

#include "qrcode.h"

#include "files/figures.h"
#include "paperbuilder.h"
#include "paperteams.h"
#include "tournament/boards.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

#include <QCoreApplication>

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

class RefereePaperTexts
{
    Q_DECLARE_TR_FUNCTIONS(RefereePaperTexts)

public:
    static QString disqualified(const QString &player, const QString &reason)
    {
        return tr("Disqualified: %1 (%2)").arg(player, reason);
    }
    static QString penalty(const QString &player, const QString &points, const QString &reason)
    {
        return tr("Penalty: %1, %2 round points (%3)").arg(player, points, reason);
    }
};

// Under the standings after `round` (< 0: all): the disqualified players with
// the reason, and the penalties counted (docs/rules.md, "Referees").
QString refereeNote(const Tournament &tournament, int round, const QLocale &locale)
{
    QStringList lines;
    QList<RefereeEntry> penalties;
    QSet<QString> listed;
    for (const RefereeEntry &e : tournament.roster().refereeEntries()) {
        if (e.isWithdrawn())
            continue;
        if (e.kind == RefereeEntry::Disqualification && !listed.contains(e.player)) {
            listed.insert(e.player);
            lines.append(RefereePaperTexts::disqualified(e.player, e.reason));
        } else if (e.kind == RefereeEntry::Penalty && (round < 0 || e.round <= round)) {
            penalties.append(e);
        }
    }
    // A disqualified player's penalties are not in the table.
    for (const RefereeEntry &e : std::as_const(penalties)) {
        if (!listed.contains(e.player))
            lines.append(RefereePaperTexts::penalty(e.player, Figures::points(e.twelfths, locale),
                                                    e.reason));
    }
    return lines.join(QLatin1Char('\n'));
}

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
        doc.afterTable = refereeNote(tournament, round, locale);
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
    case PaperKind::Slips: {
        PaperDocument doc = PaperBuilder::slips(info, tournament.rounds().tables(round), round,
                                                layout, locale, tournament.reports().codes(round));
        // The round's board, a small picture on each slip.
        if (const auto b = tournament.boards().roundBoard(round))
            doc.board = BoardScene::of(*b);
        return doc;
    }
    case PaperKind::Board: {
        const auto b = tournament.boards().roundBoard(round);
        return b ? PaperBuilder::board(info, *b, round, locale) : PaperDocument{};
    }
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
