// Writing results: the table results (one row a seat, by place), a results
// file that reads back as it was, and the standings.
#include "resultsfile.h"

#include "figures.h"
#include "resultsfile_p.h"

#include <algorithm>
#include <cstring>

namespace ctd {

namespace {

void addFlag(CsvWriter &out, bool b)
{
    out.addNumber(b ? 1 : 0);
}

void addTableResultsHeader(CsvWriter &out, CsvWriter::Dialect dialect)
{
    // A person reads the spreadsheet variant: its header is in their language.
    if (dialect == CsvWriter::Dialect::Spreadsheet)
        out.addRow(Figures::tableResultsTitles());
    else
        out.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("player"),
                    QStringLiteral("vp"), QStringLiteral("largest_army"),
                    QStringLiteral("longest_road"), QStringLiteral("place"),
                    QStringLiteral("round_points")});
}

// The rows of a valid sheet, its seats by place, ties in seat order
// (docs/formats.md); `scores` one a seat.
void addTableResults(CsvWriter &out, const TableSheet &t, const PlayerScore *scores)
{
    const int n = int(t.lines.size());
    QVarLengthArray<int, 8> order;
    for (int i = 0; i < n; ++i) { // a stable insertion sort: 3 or 4 seats
        qsizetype k = order.size();
        order.append(i);
        for (; k > 0 && scores[i].place < scores[order[k - 1]].place; --k)
            order[k] = order[k - 1];
        order[k] = i;
    }
    const bool machine = out.dialect() == CsvWriter::Dialect::Machine;
    for (int seat : std::as_const(order)) {
        const PlayerScore &s = scores[seat];
        const QString &name = t.lines[seat].name;
        if (machine && CsvWriter::isPlainField(name)) {
            // The usual row written straight into the text: 16,000 of them for
            // a tournament of 2,000 players, each of eight fields.
            char16_t *p = out.rawRow(name.size() + 160);
            p = CsvWriter::writeNumber(p, t.round);
            *p++ = u',';
            p = CsvWriter::writeNumber(p, t.table);
            *p++ = u',';
            std::memcpy(p, name.constData(), size_t(name.size()) * sizeof(char16_t));
            p += name.size();
            *p++ = u',';
            p = CsvWriter::writeNumber(p, s.vp);
            *p++ = u',';
            *p++ = s.largestArmy ? u'1' : u'0';
            *p++ = u',';
            *p++ = s.longestRoad ? u'1' : u'0';
            *p++ = u',';
            p = CsvWriter::writeNumber(p, s.place);
            *p++ = u',';
            p = CsvWriter::writeHundredths(p, twelfthsToHundredths(s.roundPointsTwelfths));
            *p++ = u'\n';
            out.endRawRow(p);
            continue;
        }
        out.addNumber(t.round);
        out.addNumber(t.table);
        out.addField(t.lines[seat].name);
        out.addNumber(s.vp);
        addFlag(out, s.largestArmy);
        addFlag(out, s.longestRoad);
        out.addNumber(s.place);
        out.addHundredths(twelfthsToHundredths(s.roundPointsTwelfths));
        out.endRow();
    }
}

} // namespace

QByteArray writeTableResults(const QList<TableSheet> &tables, const RuleSet &rules,
                             CsvWriter::Dialect dialect)
{
    CsvWriter out(dialect);
    addTableResultsHeader(out, dialect);
    SheetResult r; // reused: scoring a sheet allocates nothing
    for (const TableSheet &t : tables) {
        scoreSheet(t.lines, rules, &r);
        if (r.isValid())
            addTableResults(out, t, r.players.constData());
    }
    return out.bytes();
}

QByteArray writeTableResults(const ResultsData &data, const RuleSet &rules,
                             CsvWriter::Dialect dialect)
{
    qsizetype seats = 0;
    for (const TableSheet &t : data.tables)
        seats += t.lines.size();
    // Every table was readable and checked: the scores are the tables' seats in order.
    if (seats != data.seatScores.size())
        return writeTableResults(data.tables, rules, dialect);
    CsvWriter out(dialect);
    out.reserve(128 + 40 * seats); // a row of the usual file has some 30 characters
    addTableResultsHeader(out, dialect);
    const PlayerScore *scores = data.seatScores.constData();
    for (const TableSheet &t : data.tables) {
        // A sheet with errors has no places.
        if (!t.lines.isEmpty() && scores->place > 0)
            addTableResults(out, t, scores);
        scores += t.lines.size();
    }
    return out.bytes();
}

QByteArray writeResultsFile(const QList<TableSheet> &tables, const RuleSet &rules,
                            CsvWriter::Dialect dialect, const StageMap &stages)
{
    CsvWriter out(dialect);
    QStringList header = resultsfile::requiredColumns();
    // The computed titles are army_title and road_title: longest_road is the
    // road's length already, and no header names a column twice.
    header << resultsfile::markColumns() << QStringLiteral("vp") << QStringLiteral("army_title")
           << QStringLiteral("road_title") << QStringLiteral("place")
           << QStringLiteral("round_points");
    bool staged = false;
    for (Stage s : stages)
        staged = staged || s != Stage::Prelim;
    if (staged)
        header << QStringLiteral("stage");
    out.addRow(header);
    SheetResult r; // reused: scoring a sheet allocates nothing
    for (const TableSheet &t : tables) {
        scoreSheet(t.lines, rules, &r);
        const bool valid = r.isValid();
        for (qsizetype seat = 0; seat < t.lines.size(); ++seat) {
            const PlayerLine &l = t.lines[seat];
            const PlayerScore &s = r.players[seat];
            out.addNumber(t.round);
            out.addNumber(t.table);
            out.addField(l.name);
            for (int v : {l.settlements, l.cities, l.vpCards, l.knights, l.roads, l.longestRoad})
                out.addNumber(v);
            addFlag(out, l.armyFirst);
            addFlag(out, l.roadFirst);
            addFlag(out, l.declared);
            out.addNumber(s.vp);
            addFlag(out, s.largestArmy);
            addFlag(out, s.longestRoad);
            if (valid) {
                out.addNumber(s.place);
                out.addHundredths(twelfthsToHundredths(s.roundPointsTwelfths));
            } else {
                out.addField({});
                out.addField({});
            }
            if (staged)
                out.addField(stageName(stages.value(t.round, Stage::Prelim)));
            out.endRow();
        }
    }
    return out.bytes();
}

QByteArray writeStandings(const QList<StandingsRow> &rows, CsvWriter::Dialect dialect,
                          const RuleSet &rules, bool adjustment)
{
    CsvWriter out(dialect);
    out.reserve(160 + 56 * rows.size()); // a row has some 40 characters, 50 with places
    const bool places = rules.countsPlaces();
    // After a final the ranks are the final ranking (docs/rules.md §9): the
    // file says so, and what decided each rank, in columns at the end.
    const bool finalRanking = std::any_of(rows.cbegin(), rows.cend(), [](const StandingsRow &r) {
        return r.decidedBy != Stage::Prelim;
    });
    if (dialect == CsvWriter::Dialect::Spreadsheet) {
        QStringList titles;
        for (int f = 0; f < int(StandingsField::Count); ++f)
            titles.append(Figures::fieldTitle(StandingsField(f), rules));
        if (places)
            titles += Figures::placeTitles();
        if (adjustment)
            titles += Figures::adjustmentTitle();
        if (finalRanking)
            titles += Figures::decidedByTitle();
        out.addRow(titles);
    } else {
        QStringList header{QStringLiteral("rank"),         QStringLiteral("player"),
                           QStringLiteral("round_points"), QStringLiteral("vp"),
                           QStringLiteral("vp_share"),     QStringLiteral("tables")};
        if (places)
            header << QStringLiteral("first_places") << QStringLiteral("second_places")
                   << QStringLiteral("third_places");
        header << QStringLiteral("adjustment"); // always, "0" when none (EVENTS.md §3)
        if (finalRanking)
            header << QStringLiteral("decided_by") << QStringLiteral("stage_place");
        out.addRow(header);
    }
    const bool machine = dialect == CsvWriter::Dialect::Machine;
    for (const StandingsRow &r : rows) {
        if (machine && !finalRanking && CsvWriter::isPlainField(r.player)) {
            // The usual row written straight into the text.
            char16_t *p = out.rawRow(r.player.size() + 240);
            p = CsvWriter::writeNumber(p, r.rank);
            *p++ = u',';
            std::memcpy(p, r.player.constData(), size_t(r.player.size()) * sizeof(char16_t));
            p += r.player.size();
            *p++ = u',';
            p = CsvWriter::writeHundredths(p, twelfthsToHundredths(r.roundPointsTwelfths));
            *p++ = u',';
            p = CsvWriter::writeNumber(p, r.vp);
            *p++ = u',';
            p = CsvWriter::writeHundredths(p, r.vpShare.percentHundredths());
            *p++ = u',';
            p = CsvWriter::writeNumber(p, r.tables);
            if (places) {
                for (int n : {r.firsts, r.seconds, r.thirds}) {
                    *p++ = u',';
                    p = CsvWriter::writeNumber(p, n);
                }
            }
            *p++ = u',';
            const QString adjusted = formatShortDecimal(twelfthsToHundredths(r.adjustmentTwelfths));
            std::memcpy(p, adjusted.constData(), size_t(adjusted.size()) * sizeof(char16_t));
            p += adjusted.size();
            *p++ = u'\n';
            out.endRawRow(p);
            continue;
        }
        out.addNumber(r.rank);
        out.addField(r.player);
        out.addHundredths(twelfthsToHundredths(r.roundPointsTwelfths));
        out.addNumber(r.vp);
        out.addHundredths(r.vpShare.percentHundredths());
        out.addNumber(r.tables);
        if (places) {
            out.addNumber(r.firsts);
            out.addNumber(r.seconds);
            out.addNumber(r.thirds);
        }
        if (machine)
            out.addField(formatShortDecimal(twelfthsToHundredths(r.adjustmentTwelfths)));
        else if (adjustment)
            out.addHundredths(twelfthsToHundredths(r.adjustmentTwelfths));
        if (finalRanking && machine) {
            out.addField(stageName(r.decidedBy));
            if (r.decidedBy == Stage::Prelim)
                out.addField({});
            else
                out.addNumber(r.stagePlace);
        } else if (finalRanking) {
            out.addField(Figures::decidedBy(r));
        }
        out.endRow();
    }
    return out.bytes();
}

} // namespace ctd
