#include "teamsfile.h"

#include "scoring/fraction.h"
#include "scoring/names.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class TeamsFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(TeamsFileTexts)

public:
    static QString missingColumn(const QString &path, const QString &column)
    {
        return tr("%1 has no column \"%2\": a teams list has the columns player,team")
            .arg(path, column);
    }
    static QString conflict(const QString &path, const QString &player, const QString &team,
                            const QString &other)
    {
        return tr("%1: \"%2\" is in team \"%3\" and in team \"%4\"; a player belongs to at "
                  "most one team")
            .arg(path, player, team, other);
    }
    static QString longTeam(const QString &path, const QString &team)
    {
        return tr("%1: the team name \"%2\" is longer than %3 characters")
            .arg(path, team)
            .arg(names::kMaxLength);
    }
};

Problem problem(int line, const char *code, const QString &message, const QString &player = {})
{
    Problem p;
    p.line = line;
    p.player = player;
    p.code = QLatin1String(code);
    p.message = message;
    return p;
}

} // namespace

TeamsList readTeamsList(const QByteArray &bytes, const QString &path, bool required)
{
    TeamsList list;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        list.problems.append(
            problem(syntax.line, "csv_syntax", path + QStringLiteral(": ") + syntax.message));
        return list;
    }
    int playerColumn = -1;
    int teamColumn = -1;
    if (!records.isEmpty()) {
        const QStringList &header = records.constFirst().fields;
        for (int i = 0; i < header.size(); ++i) {
            const QString h = header.at(i).trimmed();
            if (h == QLatin1String("player") && playerColumn < 0)
                playerColumn = i;
            else if (h == QLatin1String("team") && teamColumn < 0)
                teamColumn = i;
        }
    }
    if ((playerColumn < 0 || teamColumn < 0) && required) {
        const QString column = playerColumn < 0 ? QStringLiteral("player") : QStringLiteral("team");
        list.problems.append(problem(records.isEmpty() ? 0 : records.constFirst().line,
                                     "missing_column",
                                     TeamsFileTexts::missingColumn(path, column)));
        return list;
    }
    return readTeamsColumns(records, path, playerColumn, teamColumn);
}

TeamsList readTeamsColumns(const QList<CsvRecord> &records, const QString &path, int playerColumn,
                           int teamColumn)
{
    TeamsList list;
    list.hasTeamColumn = playerColumn >= 0 && teamColumn >= 0;
    if (!list.hasTeamColumn)
        return list;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const CsvRecord &rec = records.at(r);
        const QString player = names::normalized(rec.fields.value(playerColumn));
        const QString team = names::normalized(rec.fields.value(teamColumn));
        if (player.isEmpty() || team.isEmpty())
            continue; // a player without a team, or a line the results check reports
        if (names::isBad(player) || names::isBad(team)) {
            list.problems.append(problem(
                rec.line, "bad_name", names::badNameMessage(names::isBad(team) ? team : player)));
            continue;
        }
        if (team.size() > names::kMaxLength) {
            list.problems.append(
                problem(rec.line, "bad_name", TeamsFileTexts::longTeam(path, team), player));
            continue;
        }
        const QString before = list.teamOf.value(player);
        if (!before.isEmpty() && before != team) {
            list.problems.append(problem(rec.line, "team_conflict",
                                         TeamsFileTexts::conflict(path, player, before, team),
                                         player));
            continue;
        }
        list.teamOf.insert(player, team);
    }
    return list;
}

QByteArray writeTeamStandings(const TeamStandings &standings, CsvWriter::Dialect dialect)
{
    CsvWriter out(dialect);
    out.addRow({QStringLiteral("rank"), QStringLiteral("team"), QStringLiteral("round_points"),
                QStringLiteral("vp"), QStringLiteral("members"), QStringLiteral("best_rank")});
    for (const TeamRow &r : standings.rows) {
        out.addNumber(r.rank);
        out.addField(r.team);
        out.addHundredths(twelfthsToHundredths(r.roundPointsTwelfths));
        out.addNumber(r.vp);
        out.addNumber(r.members);
        if (r.bestRank > 0)
            out.addNumber(r.bestRank);
        else
            out.addField(QString());
        out.endRow();
    }
    return out.bytes();
}

} // namespace ctd
