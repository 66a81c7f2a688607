#include "paperbuilder.h"

#include "scoring/collation.h"
#include "scoring/messages.h"

#include <algorithm>

namespace ctd {

namespace {

PaperDocument heading(const TournamentInfo &info, const QString &title, const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament =
        info.name.trimmed().isEmpty() ? PaperBuilder::tr("CATAN tournament") : info.name;
    doc.title = title;
    if (info.date.isValid())
        doc.dateText = locale.toString(info.date, QLocale::LongFormat);
    return doc;
}

PaperColumn column(const QString &title, qreal weight, Qt::Alignment alignment = Qt::AlignLeft)
{
    return PaperColumn{title, weight, alignment, false};
}

PaperColumn tickBox(const QString &title)
{
    return PaperColumn{title, 0, Qt::AlignHCenter, true};
}

int largestTable(const QList<SeatedTable> &tables)
{
    qsizetype n = 0;
    for (const SeatedTable &t : tables)
        n = std::max(n, t.names.size());
    return int(std::max<qsizetype>(n, 3));
}

} // namespace

PaperDocument PaperBuilder::standings(const TournamentInfo &info, const QList<StandingsRow> &rows,
                                      int afterRound, const QLocale &locale)
{
    PaperDocument doc = heading(info, Figures::standingsTitle(afterRound, rows), locale);
    const bool ranked = isFinalRanking(rows);
    doc.note = Figures::finalRankingNote(rows, locale);
    // The columns the rule set ranks by: wins for round points under
    // catan-studio, the placing counts where it counts them.
    const RuleSet &rules = info.rules;
    doc.columns = {
        column(Figures::fieldTitle(StandingsField::Rank), 0.7, Qt::AlignRight),
        column(Figures::fieldTitle(StandingsField::Player), 4.2),
        column(Figures::fieldTitle(StandingsField::RoundPoints, rules), 1.7, Qt::AlignRight),
        column(Figures::fieldTitle(StandingsField::Vp), 0.8, Qt::AlignRight),
        column(Figures::fieldTitle(StandingsField::VpShare), 1.7, Qt::AlignRight),
        column(Figures::fieldTitle(StandingsField::Tables), 0.9, Qt::AlignRight)};
    // The rule set the standings follow, beside the date.
    doc.dateText = doc.dateText.isEmpty()
        ? Figures::ruleSetLine(rules)
        : doc.dateText + QStringLiteral(" \u00b7 ") + Figures::ruleSetLine(rules);
    const bool places = rules.countsPlaces();
    if (places) {
        for (const QString &title : Figures::placeTitles())
            doc.columns.append(column(title, 0.9, Qt::AlignRight));
    }
    if (ranked)
        doc.columns.append(column(Figures::decidedByTitle(), 3.0));

    // Printed in rank order whatever order the caller keeps.
    QList<StandingsRow> sorted = rows;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const StandingsRow &a, const StandingsRow &b) { return a.rank < b.rank; });
    for (const StandingsRow &r : std::as_const(sorted)) {
        QStringList cells = Figures::standingsCells(r, locale);
        if (places)
            cells += Figures::placeCells(r, locale);
        if (ranked)
            cells.append(Figures::decidedBy(r, locale));
        doc.rows.append(cells);
    }
    doc.emptyText = tr("No players yet.");
    return doc;
}

PaperDocument PaperBuilder::seatingByTable(const TournamentInfo &info,
                                           const QList<SeatedTable> &tables, int round,
                                           const QLocale &locale, const QStringList &absent)
{
    PaperDocument doc = heading(info, tr("Seating of round %1 by table").arg(round), locale);
    doc.columns.append(column(tr("Table"), 0.8, Qt::AlignRight));
    const int seats = qMax(1, largestTable(tables));
    for (int s = 1; s <= seats; ++s)
        doc.columns.append(column(s == 1 ? tr("Seat 1 (starts)") : tr("Seat %1").arg(s), 2.2));
    for (const SeatedTable &t : tables) {
        QStringList row{locale.toString(t.table)};
        row.append(t.names);
        doc.rows.append(row);
    }
    // Who was not there, after the tables, as many a line as there are seats.
    QStringList names = absent;
    std::stable_sort(names.begin(), names.end(),
                     [](const QString &a, const QString &b) { return nameLess(a, b); });
    // The table column is too narrow for a word: the first name says it.
    if (!names.isEmpty())
        names.first() = tr("Absent: %1").arg(names.first());
    for (qsizetype i = 0; !tables.isEmpty() && i < names.size(); i += seats) {
        QStringList row{QString()};
        row.append(names.mid(i, seats));
        doc.rows.append(row);
    }
    doc.emptyText = tr("Round %1 has no seating yet.").arg(round);
    return doc;
}

PaperDocument PaperBuilder::seatingByName(const TournamentInfo &info,
                                          const QList<SeatedTable> &tables, int round,
                                          const QLocale &locale, const QStringList &absent)
{
    PaperDocument doc = heading(info, tr("Seating of round %1 by name").arg(round), locale);
    doc.columns = {column(tr("Player"), 5), column(tr("Table"), 1, Qt::AlignRight),
                   column(tr("Seat"), 1, Qt::AlignRight)};
    struct Place
    {
        QString name;
        int table;
        int seat;
    };
    QList<Place> places;
    for (const SeatedTable &t : tables) {
        for (qsizetype s = 0; s < t.names.size(); ++s)
            places.append({t.names[s], t.table, int(s) + 1});
    }
    // An absent player looks for their name too: the line says they do not play.
    for (const QString &name : absent) {
        if (!tables.isEmpty())
            places.append({name, 0, 0});
    }
    // The docs/rules.md collation, so that the list reads the same in every language.
    std::stable_sort(places.begin(), places.end(),
                     [](const Place &a, const Place &b) { return nameLess(a.name, b.name); });
    for (const Place &p : std::as_const(places))
        doc.rows.append(
            p.table == 0 ? QStringList{p.name, tr("absent"), QString()}
                         : QStringList{p.name, locale.toString(p.table), locale.toString(p.seat)});
    doc.emptyText = tr("Round %1 has no seating yet.").arg(round);
    return doc;
}

QString PaperBuilder::printedCode(const QString &code)
{
    return code.size() == 8 ? code.left(4) + QLatin1Char('-') + code.mid(4) : code;
}

QString PaperBuilder::reportCodeNote(const QString &code, const QString &address)
{
    if (address.isEmpty())
        return tr("Report code %1: to send this table's result from a phone, open the players' "
                  "page, add /report to its address and type the code.")
            .arg(printedCode(code));
    return tr("Report code %1: to send this table's result from a phone, scan the QR code, or "
              "open %2 and type the code.")
        .arg(printedCode(code), address);
}

PaperDocument PaperBuilder::slips(const TournamentInfo &info, const QList<SeatedTable> &tables,
                                  int round, PaperDocument::SlipLayout layout,
                                  const QLocale &locale, const QMap<int, QString> &codes)
{
    PaperDocument doc = heading(info, tr("Result slips of round %1").arg(round), locale);
    doc.kind = PaperDocument::Kind::Slips;
    doc.slipLayout = layout;
    // The rule set the results are scored by, beside the date.
    doc.dateText = doc.dateText.isEmpty()
        ? Figures::ruleSetLine(info.rules)
        : doc.dateText + QStringLiteral(" \u00b7 ") + Figures::ruleSetLine(info.rules);
    // The sheet's columns in the order of the result sheet on screen; weight 0
    // columns are as narrow as their header allows, marks get a box to tick.
    doc.columns = {column(SheetMessages::fieldLabel(Field::Player), 3),
                   column(SheetMessages::fieldLabel(Field::Settlements), 0, Qt::AlignHCenter),
                   column(SheetMessages::fieldLabel(Field::Cities), 0, Qt::AlignHCenter),
                   column(SheetMessages::fieldLabel(Field::VpCards), 0, Qt::AlignHCenter),
                   column(SheetMessages::fieldLabel(Field::Knights), 0, Qt::AlignHCenter),
                   column(tr("Roads built"), 0, Qt::AlignHCenter),
                   column(SheetMessages::fieldLabel(Field::LongestRoad), 0, Qt::AlignHCenter),
                   tickBox(SheetMessages::fieldLabel(Field::ArmyFirst)),
                   tickBox(SheetMessages::fieldLabel(Field::RoadFirst)),
                   tickBox(SheetMessages::fieldLabel(Field::Declared)),
                   column(tr("VP"), 0, Qt::AlignHCenter),
                   column(tr("Signature"), 2.2)};
    for (const SeatedTable &t : tables) {
        PaperSlip slip;
        slip.caption = tr("Round %1, table %2").arg(round).arg(t.table);
        slip.code = codes.value(t.table);
        if (!slip.code.isEmpty()) {
            slip.caption +=
                QStringLiteral(" \u00b7 ") + tr("report code %1").arg(printedCode(slip.code));
            slip.codeNote = reportCodeNote(slip.code, QString());
        }
        for (qsizetype s = 0; s < t.names.size(); ++s)
            slip.players.append(tr("%1. %2", "seat number and player").arg(s + 1).arg(t.names[s]));
        doc.slips.append(slip);
    }
    doc.slipNote = tr("Enter whole numbers. Tick a mark only where the rules ask for one: who "
                      "claimed a tied title first, and who declared victory when two or more "
                      "players reached 10 VP. Every player signs to confirm the result.");
    doc.emptyText = tr("Round %1 has no seating yet.").arg(round);
    return doc;
}

} // namespace ctd
