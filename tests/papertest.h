// Helpers for the tests of printed documents: made-up tournaments and the
// text of a PDF as pdftotext reads it back.
#pragma once

#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>

namespace papertest {

// Names that put the collation, quoting and print to work.
inline QString playerName(int i)
{
    static const QStringList specials{
        "Ärger, Anna", "Zoë \"Zed\" Ortiz", "=Formula Fred", "João Gonçalves",
        "bernd",       "-Minus Mia",        "@At Ada",       "+Plus Paul"};
    if (i < specials.size())
        return specials[i];
    return QStringLiteral("Player %1").arg(i, 4, 10, QLatin1Char('0'));
}

// Standings for n players in rank order, with points that fall as ranks rise.
inline QList<ctd::StandingsRow> standingsFor(int n)
{
    QList<ctd::StandingsRow> rows;
    for (int i = 0; i < n; ++i) {
        ctd::StandingsRow r;
        r.rank = i + 1;
        r.player = playerName(i);
        r.roundPointsTwelfths = qint64(n - i) * 7; // twelfths: 0.58, 1.17, …
        r.vp = 3 + (n - i) % 40;
        r.vpShare = ctd::Fraction(r.vp, 3 * r.vp + 11);
        r.tables = 3;
        rows.append(r);
    }
    return rows;
}

// Round 1 seated in tables of four (the last of three when n % 4 == 3).
inline QList<ctd::SeatedTable> seatingFor(const QStringList &names)
{
    QList<ctd::SeatedTable> tables;
    for (qsizetype i = 0; i < names.size(); i += 4) {
        ctd::SeatedTable t;
        t.round = 1;
        t.table = int(tables.size()) + 1;
        t.names = names.mid(i, 4);
        tables.append(t);
    }
    return tables;
}

// The text of a PDF, laid out as on the page; pages are separated by \f.
inline QString pdfText(const QString &path)
{
    const QString tool = QStandardPaths::findExecutable("pdftotext");
    if (tool.isEmpty()) {
        QTest::qFail("pdftotext is missing: run .ci/install-deps", __FILE__, __LINE__);
        return {};
    }
    QProcess p;
    p.start(tool, {"-layout", "-enc", "UTF-8", path, "-"});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// A line with its runs of spaces made one space, as a row of cells reads.
inline QString simplified(const QString &line)
{
    return line.simplified();
}

// A sheet without titles, ties or declared victory: seat i has 2 + 2i VP.
inline QList<ctd::PlayerLine> plainSheet(const QStringList &names, int shift)
{
    QList<ctd::PlayerLine> lines;
    for (qsizetype i = 0; i < names.size(); ++i) {
        ctd::PlayerLine l;
        l.name = names[i];
        l.settlements = 2;
        l.cities = int((i + shift) % names.size());
        l.roads = 5;
        l.longestRoad = 2;
        lines.append(l);
    }
    return lines;
}

// 22 players, rounds 1 and 2 played, round 3 seated and not yet played.
inline bool makeTournament(const QString &path)
{
    ctd::Tournament t;
    ctd::DbError error;
    if (!t.open(path, &error)
        || !t.details().setInfo(
            ctd::testPass(), {"Autumn Cup", QDate(2024, 10, 5), ctd::RuleSet::standard()}, &error))
        return false;
    QStringList names;
    for (int i = 0; i < 22; ++i)
        names.append(playerName(i));
    if (!t.roster().addPlayers(ctd::testPass(), names, &error))
        return false;
    const QList<ctd::Player> players = t.roster().players();
    for (int round = 1; round <= 3; ++round) {
        QList<QList<qint64>> tables;
        // Tables of 4, 4, 4, 4, 3, 3, a different mix each round.
        int at = 0;
        for (int size : {4, 4, 4, 4, 3, 3}) {
            QList<qint64> ids;
            for (int s = 0; s < size; ++s)
                ids.append(players[(at++ * (round * 2 + 1) + round) % 22].id);
            tables.append(ids);
        }
        if (!t.rounds().addRound(ctd::testPass(), tables, &error))
            return false;
        if (round == 3)
            break;
        for (const ctd::SeatedTable &st : t.rounds().tables(round)) {
            if (!t.results().saveSheet(ctd::testPass(), round, st.table,
                                       plainSheet(st.names, round), false, &error)) {
                qWarning("%s", qPrintable(error.message));
                return false;
            }
        }
    }
    return true;
}

} // namespace papertest
