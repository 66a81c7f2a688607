#include "resultsfile.h"

#include "figures.h"
#include "resultsfile_p.h"
#include "resultsfile_rows.h"
#include "scoring/intlists.h"
#include "scoring/messages.h"
#include "scoring/names.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QVarLengthArray>

#include <numeric>

#include <algorithm>

namespace ctd {

namespace {

class FileMessages
{
    Q_DECLARE_TR_FUNCTIONS(FileMessages)

public:
    static QString missingColumn(const QString &column)
    {
        return tr("The header has no column \"%1\".").arg(column);
    }
    static QString emptyFile() { return tr("The file is empty: it has no header row."); }
    static QString fieldCount(int fields, int header)
    {
        return tr("The row has %n field(s) but the header has %1.", nullptr, fields).arg(header);
    }
    static QString notANumber(const QString &column, const QString &value)
    {
        return tr("The %1 is \"%2\", not a whole number.").arg(column, value);
    }
    static QString notPositive(const QString &column, const QString &value)
    {
        return tr("The %1 is \"%2\"; it is a whole number from 1.").arg(column, value);
    }
    static QString badMark(const QString &column, const QString &value)
    {
        return tr("The %1 mark is \"%2\"; write 1, 0, true, false or leave it empty.")
            .arg(column, value);
    }
    static QString emptyName() { return tr("The player's name is empty."); }
    static QString badStage(const QString &value)
    {
        return tr("The stage is \"%1\"; write prelim, semifinal or final, or leave it empty.")
            .arg(value);
    }
    static QString twoStages(int round, const QString &first, int firstLine, const QString &here)
    {
        return tr("Round %1 is %2 on line %3 but %4 here; every line of a round has the same stage.")
            .arg(round)
            .arg(first)
            .arg(firstLine)
            .arg(here);
    }
};

bool parseWhole(QStringView text, int *value)
{
    // ASCII digits with an optional minus; no spaces, signs or separators.
    const qsizetype n = text.size();
    qsizetype i = 0;
    const bool negative = n > 1 && text.at(0) == QLatin1Char('-');
    if (negative)
        i = 1;
    if (i >= n || n - i > 9) // also keeps the value well inside int
        return false;
    int v = 0;
    for (; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c - u'0');
    }
    *value = negative ? -v : v;
    return true;
}

bool parseMark(QStringView text, bool *value)
{
    if (text.size() == 1) { // the usual mark: 1 or 0
        const char16_t c = text.front().unicode();
        *value = c == u'1';
        return c == u'0' || c == u'1';
    }
    if (text.isEmpty() || text == QLatin1String("0")
        || text.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0) {
        *value = false;
        return true;
    }
    if (text == QLatin1String("1")
        || text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0) {
        *value = true;
        return true;
    }
    return false;
}

} // namespace

namespace resultsfile {

const QStringList &requiredColumns()
{
    static const QStringList columns{
        QStringLiteral("round"),       QStringLiteral("table"),  QStringLiteral("player"),
        QStringLiteral("settlements"), QStringLiteral("cities"), QStringLiteral("vp_cards"),
        QStringLiteral("knights"),     QStringLiteral("roads"),  QStringLiteral("longest_road")};
    return columns;
}

const QStringList &markColumns()
{
    static const QStringList columns{QStringLiteral("army_first"), QStringLiteral("road_first"),
                                     QStringLiteral("declared")};
    return columns;
}

} // namespace resultsfile

ResultsData readResultsFile(const QByteArray &bytes, const RuleSet &rules, bool stagePlayers,
                            ResultsScores keep)
{
    ResultsData data;
    auto syntaxProblem = [&data](const CsvSyntaxError &e) {
        data = ResultsData();
        data.problems.append({e.line, 0, 0, {}, QStringLiteral("csv_syntax"), e.message});
        return data;
    };
    // Records are read as views into the text: a file of 2,000 players and 8
    // rounds has some 190,000 fields, and copying each was a third of the work.
    QString text;
    CsvSyntaxError syntax;
    if (!decodeCsv(bytes, &text, &syntax))
        return syntaxProblem(syntax);
    CsvReader reader(text);
    QList<QStringView> fields;
    int headerLine = 0;
    if (!reader.next(&fields, &headerLine)) {
        if (reader.failed())
            return syntaxProblem(reader.error());
        data.problems.append(
            {1, 0, 0, {}, QStringLiteral("missing_column"), FileMessages::emptyFile()});
        return data;
    }

    QHash<QString, int> column;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        const QString name = fields[i].toString();
        if (!column.contains(name))
            column.insert(name, int(i));
    }
    const qsizetype width = fields.size();
    for (const QString &name : resultsfile::requiredColumns()) {
        if (!column.contains(name))
            data.problems.append({headerLine,
                                  0,
                                  0,
                                  {},
                                  QStringLiteral("missing_column"),
                                  FileMessages::missingColumn(name)});
    }
    if (!data.problems.isEmpty())
        return data;

    // The columns read, in the order of requiredColumns() then markColumns();
    // -1 for an optional column the file does not have.
    using namespace resultsfile;
    const QStringList wanted = requiredColumns() + markColumns();
    QVarLengthArray<int, 12> index;
    for (const QString &name : wanted)
        index.append(column.value(name, -1));
    // What each field of a row is, for the usual row read straight from the text.
    QVarLengthArray<Column, 16> columns(width, Other);
    for (int k = 0; k < int(index.size()); ++k) {
        if (index[k] >= 0)
            columns[index[k]] = Column(k);
    }
    QVarLengthArray<QStringView, 16> plainFields(width);
    bool standard = width == ColumnCount; // the columns of the usual file, in its order
    for (int k = 0; standard && k < ColumnCount; ++k)
        standard = columns[k] == Column(k);
    const int stageColumn = column.value(QStringLiteral("stage"), -1);
    QHash<int, QPair<Stage, int>> roundStage; // round → its stage and the line that set it

    // The sheets in the order first seen, found by (round, table); tables with
    // an unreadable row are not scored. Rows of one table usually follow each
    // other, so the last table is tried before the hash.
    QList<TableSheet> sheets;
    QList<bool> unreadable;
    QHash<quint64, qsizetype> sheetOf;
    auto keyOf = [](int round, int table) {
        return (quint64(quint32(round)) << 32) | quint32(table);
    };
    // A row of the usual file has some 36 characters, a table 3 or 4 rows.
    const qsizetype tablesGuess = text.size() / 128 + 4;
    sheets.reserve(tablesGuess);
    unreadable.reserve(tablesGuess);
    // While every new table comes after the one before (the usual file), a
    // table is found by a binary search; the hash is built only when one
    // comes out of order.
    bool inOrder = true;
    // Every seat's sheet and line, in the order read: the sheets' lists of
    // lines are made from them at the end, all in one block.
    struct RowSheet
    {
        qsizetype sheet;
        int line;
    };
    QList<RowSheet> rowSheets;
    rowSheets.reserve(text.size() / 30 + 16);
    // Each distinct name is normalized and checked once, and later rows share
    // its string: a file of 2,000 players has 16,000 rows. Only names that
    // are views into the text are kept (a quoted one lives until the next row).
    KnownNames knownNames(text.size() / 400 + 16);
    const char16_t *const textBegin = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const textEnd = textBegin + text.size();

    // The parts of a row that the usual row and any other share, in the order
    // of its problems: the name, then (after the numbers) the stage, the sheet.
    int recordLine = 0;
    QList<Problem> rowProblems;
    // The row's name: a known name's own string (valid until the next name
    // is added), else `newName`.
    const QString *player = nullptr;
    QString newName;
    bool badName = false;
    int knownRound = 0, knownTable = 0;
    auto problem = [&](const QString &code, const QString &message) {
        rowProblems.append({recordLine, knownRound, knownTable, *player, code, message});
    };
    auto readName = [&](QStringView rawName) {
        const KnownNames::Name *known = knownNames.find(rawName);
        if (known) {
            player = &known->name;
            badName = known->bad;
        } else {
            newName = names::normalized(rawName);
            player = &newName;
            badName = !newName.isEmpty() && names::isBad(newName);
            if (!rawName.isEmpty() && rawName.utf16() >= textBegin
                && rawName.utf16() + rawName.size() <= textEnd)
                knownNames.insert(rawName, newName, badName);
        }
    };
    auto nameProblems = [&] {
        if (player->isEmpty())
            problem(QStringLiteral("empty_name"), FileMessages::emptyName());
        else if (badName)
            problem(QStringLiteral("bad_name"), names::badNameMessage(*player));
    };
    auto readStage = [&](QStringView field, bool roundOk, int round) {
        const QString word = field.trimmed().toString();
        Stage stage = Stage::Prelim;
        if (!stageFromName(word, &stage)) {
            problem(QStringLiteral("stage_order"), FileMessages::badStage(word));
        } else if (roundOk) {
            auto it = roundStage.constFind(round);
            if (it == roundStage.cend()) {
                roundStage.insert(round, {stage, recordLine});
                if (stage != Stage::Prelim)
                    data.stages.insert(round, stage);
            } else if (it->first != stage) {
                problem(QStringLiteral("stage_order"),
                        FileMessages::twoStages(round, stageName(it->first), it->second,
                                                stageName(stage)));
            }
        }
    };
    auto addLine = [&](int round, int table, PlayerLine &&line) {
        if (!rowProblems.isEmpty())
            data.problems.append(rowProblems);
        qsizetype at = sheets.size() - 1;
        if (at < 0 || sheets[at].round != round || sheets[at].table != table) {
            const quint64 key = keyOf(round, table);
            auto sheetKey = [&](qsizetype i) { return keyOf(sheets[i].round, sheets[i].table); };
            qsizetype found = -1;
            if (inOrder && at >= 0 && key < sheetKey(at)) {
                qsizetype low = 0, high = at; // the first sheet not before `key`
                while (low < high) {
                    const qsizetype mid = (low + high) / 2;
                    if (sheetKey(mid) < key)
                        low = mid + 1;
                    else
                        high = mid;
                }
                if (sheetKey(low) == key) {
                    found = low;
                } else {
                    inOrder = false;
                    sheetOf.reserve(2 * sheets.size());
                    for (qsizetype i = 0; i < sheets.size(); ++i)
                        sheetOf.insert(sheetKey(i), i);
                }
            } else if (!inOrder) {
                found = sheetOf.value(key, -1);
            }
            if (found >= 0) {
                at = found;
            } else {
                at = sheets.size();
                if (!inOrder)
                    sheetOf.insert(key, at);
                TableSheet &added = sheets.emplaceBack();
                added.round = round;
                added.table = table;
                added.lines.reserve(4);
                unreadable.append(false);
            }
        }
        TableSheet &sheet = sheets[at];
        sheet.lines.append(std::move(line));
        rowSheets.append({at, recordLine});
        if (!rowProblems.isEmpty())
            unreadable[at] = true;
    };

    for (;;) {
        rowProblems.clear();
        // The usual row, read straight from the text; any other by the CSV reader.
        PlainRow plain;
        const char16_t *const at = textBegin + reader.position();
        const char16_t *const next = standard
            ? readStandardRow(at, textEnd, &plain)
            : readPlainRow(at, textEnd, columns.constData(), int(width), plainFields.data(),
                           &plain);
        if (next) {
            recordLine = reader.line();
            reader.skipLine(next - textBegin);
            const int round = plain.numbers[Round];
            const int table = plain.numbers[Table];
            knownRound = round;
            knownTable = table;
            readName(plain.name);
            nameProblems();
            PlayerLine line{*player,
                            plain.numbers[FirstNumber],
                            plain.numbers[FirstNumber + 1],
                            plain.numbers[FirstNumber + 2],
                            plain.numbers[FirstNumber + 3],
                            plain.numbers[FirstNumber + 4],
                            plain.numbers[FirstNumber + 5],
                            plain.marks[0],
                            plain.marks[1],
                            plain.marks[2]};
            if (stageColumn >= 0)
                readStage(plainFields[stageColumn], true, round);
            addLine(round, table, std::move(line));
            continue;
        }
        if (!reader.next(&fields, &recordLine))
            break;
        if (fields.size() != width) {
            data.problems.append({recordLine,
                                  0,
                                  0,
                                  {},
                                  QStringLiteral("csv_syntax"),
                                  FileMessages::fieldCount(int(fields.size()), int(width))});
            continue;
        }
        auto field = [&fields = std::as_const(fields), &index = std::as_const(index)](int k) {
            return trimmedField(fields[index[k]]);
        };

        int round = 0, table = 0;
        const bool roundOk = parseWhole(field(Round), &round) && round >= 1;
        const bool tableOk = parseWhole(field(Table), &table) && table >= 1;
        readName(field(Name));
        knownRound = roundOk && tableOk ? round : 0;
        knownTable = roundOk && tableOk ? table : 0;
        if (!roundOk)
            problem(QStringLiteral("not_a_number"),
                    FileMessages::notPositive(wanted[Round], field(Round).toString()));
        if (!tableOk)
            problem(QStringLiteral("not_a_number"),
                    FileMessages::notPositive(wanted[Table], field(Table).toString()));
        nameProblems();

        PlayerLine line{*player};
        int *numbers[] = {&line.settlements, &line.cities, &line.vpCards,
                          &line.knights,     &line.roads,  &line.longestRoad};
        for (int k = 0; k < 6; ++k) {
            if (!parseWhole(field(FirstNumber + k), numbers[k]))
                problem(QStringLiteral("not_a_number"),
                        FileMessages::notANumber(wanted[FirstNumber + k],
                                                 field(FirstNumber + k).toString()));
        }
        bool *marks[] = {&line.armyFirst, &line.roadFirst, &line.declared};
        for (int k = 0; k < 3; ++k) {
            if (index[FirstMark + k] < 0)
                continue;
            if (!parseMark(field(FirstMark + k), marks[k]))
                problem(
                    QStringLiteral("bad_mark"),
                    FileMessages::badMark(wanted[FirstMark + k], field(FirstMark + k).toString()));
        }

        if (stageColumn >= 0)
            readStage(fields.at(stageColumn), roundOk, round);

        if (!roundOk || !tableOk) {
            data.problems.append(rowProblems);
            continue;
        }
        addLine(round, table, std::move(line));
    }
    if (reader.failed())
        return syntaxProblem(reader.error());
    {
        // Each sheet's seats are its rows in the order read.
        QList<qsizetype> start(sheets.size() + 1, 0);
        for (qsizetype i = 0; i < sheets.size(); ++i)
            start[i + 1] = start[i] + sheets[i].lines.size();
        QList<int> lines(rowSheets.size());
        QList<qsizetype> next = start;
        for (const RowSheet &r : std::as_const(rowSheets))
            lines[next[r.sheet]++] = r.line;
        IntLists fileLines(lines.size());
        for (qsizetype i = 0; i < sheets.size(); ++i)
            sheets[i].fileLines =
                fileLines.take(lines.constData() + start[i], start[i + 1] - start[i]);
    }

    // By round, then table (the usual file is in that order already).
    QList<qsizetype> order(sheets.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    const auto before = [&sheets = std::as_const(sheets)](qsizetype a, qsizetype b) {
        const TableSheet &x = sheets[a];
        const TableSheet &y = sheets[b];
        return x.round != y.round ? x.round < y.round : x.table < y.table;
    };
    QList<TableSheet> readable;
    const bool sorted = std::is_sorted(order.cbegin(), order.cend(), before);
    if (sorted && !unreadable.contains(true)) {
        // The usual file: the sheets as read, shared, not copied one by one.
        data.tables = std::move(sheets);
        readable = data.tables;
    } else {
        if (!sorted)
            std::sort(order.begin(), order.end(), before);
        data.tables.reserve(sheets.size());
        readable.reserve(sheets.size());
        for (qsizetype i : std::as_const(order)) {
            data.tables.append(std::as_const(sheets)[i]);
            if (!unreadable.at(i))
                readable.append(std::as_const(sheets)[i]);
        }
    }
    const bool seats = keep == ResultsScores::Seats;
    const bool bySeat = keep == ResultsScores::TablesBySeat && data.stages.isEmpty();
    data.problems.append(checkSheets(readable, rules, seats ? nullptr : &data.scores, &data.players,
                                     seats ? &data.seatScores : nullptr,
                                     bySeat ? &data.scoreSeats : nullptr));
    if (!data.stages.isEmpty()) {
        const QList<Problem> staged = checkStages(readable, data.stages, rules);
        for (const Problem &p : staged) {
            if (stagePlayers || p.code != QLatin1String("stage_players"))
                data.problems.append(p);
        }
    }
    std::stable_sort(data.problems.begin(), data.problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return data;
}

} // namespace ctd
