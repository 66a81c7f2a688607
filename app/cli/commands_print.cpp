// print: the desk's documents as PDF, from a tournament file, without a display.
#include "cli.h"

#include "language/language.h"
#include "paper/paperdoor.h"
#include "paper/paperrankchart.h"
#include "paper/papertournament.h"
#include "tournament/boards.h"
#include "tournament/details.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QGuiApplication>

namespace ctd::cli {

namespace {

class PrintTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliPrintTexts)

public:
    static QString unknownDocument(const QString &what)
    {
        return tr("unknown document \"%1\"; print standings, teams, seating, slips, schedule, "
                  "board, codes or cards")
            .arg(what);
    }
    static QString noBoard(int round)
    {
        return tr("round %1 has no board yet; draw it with catan-desk-cli --db FILE board "
                  "--round %1")
            .arg(round);
    }
    static QString noSuchRound(int round, int rounds)
    {
        if (rounds == 0)
            return tr("round %1 does not exist: the tournament has no rounds yet").arg(round);
        return tr("round %1 does not exist: the tournament has rounds 1 to %2")
            .arg(round)
            .arg(rounds);
    }
    static QString noRounds()
    {
        return tr("the tournament has no rounds yet: seat a round before printing its paperwork");
    }
    static QString unknownPaper(const QString &paper)
    {
        return tr("unknown paper \"%1\"; use a4 or letter").arg(paper);
    }
    static QString chartOnlyWithStandings()
    {
        return tr("--chart goes with print standings: only the standings carry the ranks chart");
    }
    static QString needsDisplayLibrary()
    {
        return tr("printing needs Qt's GUI library; run catan-desk-cli itself");
    }
};

const QStringList &printOptions()
{
    static const QStringList names{QStringLiteral("round"),   QStringLiteral("after-round"),
                                   QStringLiteral("o"),       QStringLiteral("lang"),
                                   QStringLiteral("by-name"), QStringLiteral("one-per-page"),
                                   QStringLiteral("paper"),   QStringLiteral("chart")};
    return names;
}

bool paperOption(const Invocation &inv, QPageSize *size, Output *output)
{
    *size = defaultPaper(Language::region());
    if (!inv.has(QStringLiteral("paper")))
        return true;
    const QString paper = inv.value(QStringLiteral("paper")).toLower();
    if (paper == QLatin1String("a4")) {
        *size = QPageSize(QPageSize::A4);
    } else if (paper == QLatin1String("letter")) {
        *size = QPageSize(QPageSize::Letter);
    } else {
        output->errors.append(
            usageError(PrintTexts::unknownPaper(inv.value(QStringLiteral("paper")))));
        return false;
    }
    return true;
}

// The door's list of codes (with the totals) or one card per player
// (docs/door.md); the cards' QR codes hold the codes themselves.
int printDoor(const Invocation &inv, bool cards, Output *output)
{
    for (const QString &name :
         {QStringLiteral("round"), QStringLiteral("after-round"), QStringLiteral("by-name"),
          QStringLiteral("one-per-page"), QStringLiteral("chart")}) {
        if (inv.has(name)) {
            output->errors.append(usageError(Texts::unknownOption(QStringLiteral("--") + name)));
            return UsageOrFile;
        }
    }
    if (!inv.has(QStringLiteral("o")) || inv.value(QStringLiteral("o")).isEmpty()) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("-o FILE.pdf"))));
        return UsageOrFile;
    }
    QPageSize paper;
    if (!paperOption(inv, &paper, output))
        return UsageOrFile;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        output->errors.append(usageError(PrintTexts::needsDisplayLibrary()));
        return UsageOrFile;
    }
    Tournament tournament;
    DbError dbError;
    if (!tournament.openReadOnly(inv.db, &dbError))
        return databaseProblem(dbError, output);
    const QList<DoorLine> lines = doorLines(tournament);
    const TournamentInfo info = tournament.details().info();
    const PaperDocument doc = cards
        ? doorCardsDocument(info, lines)
        : doorListDocument(info, lines, tournament.door().settings(), tournament.door().totals());
    QString error;
    if (!writePdf(doc, inv.value(QStringLiteral("o")), paper, &error)) {
        output->errors.append(QStringLiteral("error: -: file: ") + error);
        return UsageOrFile;
    }
    return Done;
}

} // namespace

int printDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, printOptions(), output))
        return UsageOrFile;
    if (!onePositional(inv,
                       QStringLiteral("standings|teams|seating|slips|schedule|board|codes|cards"),
                       output))
        return UsageOrFile;
    const QString what = inv.positional.first();
    if (what == QLatin1String("codes") || what == QLatin1String("cards"))
        return printDoor(inv, what == QLatin1String("cards"), output);
    PaperKind kind;
    if (what == QLatin1String("standings"))
        kind = PaperKind::Standings;
    else if (what == QLatin1String("teams"))
        kind = PaperKind::TeamStandings; // a team event's team standings (docs/rules.md §11)
    else if (what == QLatin1String("seating"))
        kind = inv.has(QStringLiteral("by-name")) ? PaperKind::SeatingByName
                                                  : PaperKind::SeatingByTable;
    else if (what == QLatin1String("slips"))
        kind = PaperKind::Slips;
    else if (what == QLatin1String("schedule"))
        kind = PaperKind::Schedule; // every seated round, a planned schedule
    else if (what == QLatin1String("board"))
        kind = PaperKind::Board; // the round's board (docs/formats.md, "The round's board")
    else {
        output->errors.append(usageError(PrintTexts::unknownDocument(what)));
        return UsageOrFile;
    }
    if (inv.has(QStringLiteral("chart")) && kind != PaperKind::Standings) {
        output->errors.append(usageError(PrintTexts::chartOnlyWithStandings()));
        return UsageOrFile;
    }
    if (!inv.has(QStringLiteral("o")) || inv.value(QStringLiteral("o")).isEmpty()) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("-o FILE.pdf"))));
        return UsageOrFile;
    }
    const bool standingsLike = kind == PaperKind::Standings || kind == PaperKind::TeamStandings;
    int round = -1;
    for (const QString &name : {QStringLiteral("round"), QStringLiteral("after-round")}) {
        if (inv.has(name) && !intOption(inv, name, standingsLike ? 0 : 1, &round, output))
            return UsageOrFile;
    }
    QPageSize paper;
    if (!paperOption(inv, &paper, output))
        return UsageOrFile;
    // Fonts and the PDF writer live in Qt's GUI library; main() sets it up for print.
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        output->errors.append(usageError(PrintTexts::needsDisplayLibrary()));
        return UsageOrFile;
    }

    // Read-only: printing must never lock out or change a desk's tournament,
    // nor create a file for a mistyped path.
    Tournament tournament;
    DbError dbError;
    if (!tournament.openReadOnly(inv.db, &dbError)) {
        return databaseProblem(dbError, output);
    }
    const int rounds = tournament.rounds().roundCount();
    if (kind == PaperKind::Board) {
        // A board may be drawn for the next round before it is seated.
        if (round < 0) {
            output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--round N"))));
            return UsageOrFile;
        }
        if (!tournament.boards().roundBoard(round, &dbError)) {
            if (dbError.isError())
                return databaseProblem(dbError, output);
            output->errors.append(usageError(PrintTexts::noBoard(round)));
            return UsageOrFile;
        }
    } else if (round > rounds) {
        output->errors.append(usageError(PrintTexts::noSuchRound(round, rounds)));
        return UsageOrFile;
    }
    if (round < 0) {
        // Standings after the last round with every result in; paperwork for
        // the newest round, the one about to be played.
        round = standingsLike ? lastCompleteRound(tournament) : rounds;
    }
    if (!standingsLike && round == 0) {
        output->errors.append(usageError(PrintTexts::noRounds()));
        return UsageOrFile;
    }
    const PaperDocument::SlipLayout layout = inv.has(QStringLiteral("one-per-page"))
        ? PaperDocument::SlipLayout::OnePerPage
        : PaperDocument::SlipLayout::AsManyAsFit;
    PaperDocument doc = buildDocument(tournament, kind, round, layout);
    if (inv.has(QStringLiteral("chart")))
        addRankChart(&doc, tournament, round);
    QString error;
    if (!writePdf(doc, inv.value(QStringLiteral("o")), paper, &error)) {
        output->errors.append(QStringLiteral("error: -: file: ") + error);
        return UsageOrFile;
    }
    return Done;
}

} // namespace ctd::cli
