// The printouts of a tournament's shape: the planned schedule of every round
// (docs/formats.md §7) and the note on a cut whose players the director chose.
#include "paperbuilder.h"

#include <algorithm>

namespace ctd {

PaperDocument PaperBuilder::schedule(const TournamentInfo &info,
                                     const QList<QList<SeatedTable>> &tables,
                                     const StageMap &stages, const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament = info.name.trimmed().isEmpty() ? tr("CATAN tournament") : info.name;
    doc.title = tr("Schedule of all rounds");
    // The date and the rule set the rounds are played under.
    doc.dateText = Figures::ruleSetLine(info.rules);
    if (info.date.isValid())
        doc.dateText = locale.toString(info.date, QLocale::LongFormat) + QStringLiteral(" \u00b7 ")
            + doc.dateText;
    // A heading a round (with its stage), then its tables.
    doc.columns = {PaperColumn{tr("Table"), 0.8, Qt::AlignRight, false}};
    qsizetype seats = 3;
    for (const QList<SeatedTable> &round : tables) {
        for (const SeatedTable &t : round)
            seats = std::max(seats, t.names.size());
    }
    for (qsizetype s = 1; s <= seats; ++s)
        doc.columns.append(PaperColumn{s == 1 ? tr("Seat 1 (starts)") : tr("Seat %1").arg(s), 2.2,
                                       Qt::AlignLeft, false});
    for (qsizetype r = 0; r < tables.size(); ++r) {
        const int number = int(r) + 1;
        const Stage stage = stages.value(number, Stage::Prelim);
        const QString round = locale.toString(number);
        if (!tables[r].isEmpty())
            doc.groups.insert(doc.rows.size(),
                              stage == Stage::Semifinal ? tr("Round %1 (semi-final)").arg(round)
                                  : stage == Stage::Final
                                  ? tr("Round %1 (final)").arg(round)
                                  : tr("Round %1 (preliminary round)").arg(round));
        for (const SeatedTable &t : tables[r]) {
            QStringList row{locale.toString(t.table)};
            row.append(t.names);
            doc.rows.append(row);
        }
    }
    doc.emptyText = tr("No round is seated yet.");
    return doc;
}

QString PaperBuilder::cutNote(const StageMap &stages, const QHash<int, QString> &overruled,
                              int afterRound)
{
    QList<int> rounds = overruled.keys();
    std::sort(rounds.begin(), rounds.end());
    QStringList lines;
    for (int round : std::as_const(rounds)) {
        if (afterRound >= 0 && round > afterRound)
            continue;
        const Stage stage = stages.value(round, Stage::Prelim);
        if (stage == Stage::Prelim)
            continue;
        lines.append((stage == Stage::Semifinal
                          ? tr("The director chose the players of the semi-final (round %1) "
                               "against the cut: %2")
                          : tr("The director chose the players of the final (round %1) against "
                               "the cut: %2"))
                         .arg(round)
                         .arg(overruled.value(round)));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ctd
