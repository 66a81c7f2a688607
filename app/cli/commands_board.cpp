// board: a valid board from a seed, or a round's board kept in a tournament
// (docs/formats.md, "The round's board").
#include "cli.h"

#include "commands/boardcommands.h"
#include "files/boardfile.h"
#include "tournament/boards.h"
#include "tournament/tournament.h"

#include <QRandomGenerator>

namespace ctd::cli {

namespace {

class BoardTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliBoardTexts)

public:
    static QString drawn(quint64 seed)
    {
        return tr("board drawn with seed %1; give --seed %1 to draw the same board again")
            .arg(seed);
    }
    static QString kept(int round, quint64 seed)
    {
        return tr("the board of round %1, drawn with seed %2").arg(round).arg(seed);
    }
};

// --seed S (0 to 2^64 - 1); without it a fresh seed, `drawn`.
bool seedOption(const Invocation &inv, quint64 *seed, bool *drawn, Output *output)
{
    *drawn = !inv.has(QStringLiteral("seed"));
    if (*drawn) {
        *seed = QRandomGenerator::system()->generate64() >> 1;
        return true;
    }
    bool ok = false;
    *seed = inv.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        output->errors.append(usageError(
            Texts::notANumber(QStringLiteral("--seed"), inv.value(QStringLiteral("seed")))));
        return false;
    }
    return true;
}

} // namespace

int boardFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("seed")}, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    quint64 seed = 0;
    bool drawn = false;
    if (!seedOption(inv, &seed, &drawn, output))
        return UsageOrFile;
    output->out = boardCsv(board::generate(seed));
    if (drawn)
        output->errors.append(QStringLiteral("note: ") + BoardTexts::drawn(seed));
    return Done;
}

int boardDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("round"), QStringLiteral("seed")}, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    int round = 0;
    if (!roundOption(inv, &round, output))
        return UsageOrFile;
    quint64 seed = 0;
    bool drawn = false;
    if (!seedOption(inv, &seed, &drawn, output))
        return UsageOrFile;

    DbError e;
    if (drawn) {
        // Without --seed, a board kept for the round is shown as it is.
        Tournament reader;
        if (!reader.openReadOnly(inv.db, &e))
            return databaseProblem(e, output);
        const std::optional<board::Board> kept = reader.boards().roundBoard(round, &e);
        if (e.isError())
            return databaseProblem(e, output);
        if (kept) {
            output->out = boardCsv(*kept);
            output->errors.append(QStringLiteral("note: ") + BoardTexts::kept(round, kept->seed));
            return Done;
        }
    }
    Tournament t;
    t.setLockWait(lockWaitMs());
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    DrawBoard draw(round, seed);
    if (!draw.apply(t, &e))
        return databaseProblem(e, output);
    output->out = boardCsv(draw.drawn());
    output->errors.append(QStringLiteral("note: ") + BoardTexts::kept(round, seed));
    return Done;
}

} // namespace ctd::cli
