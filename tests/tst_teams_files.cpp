// docs/formats.md "Teams": the `team` column of a results file and of a
// players' list, and a `player,team` list; every problem one of them can have.
#include "files/namesfile.h"
#include "files/teamsfile.h"

#include <QTest>

using namespace ctd;

namespace {

// "Anna=Red Bernd=Blue", sorted by name.
QString teamsText(const QHash<QString, QString> &teamOf)
{
    QStringList out;
    for (auto it = teamOf.cbegin(); it != teamOf.cend(); ++it)
        out.append(it.key() + QLatin1Char('=') + it.value());
    out.sort();
    return out.join(QLatin1Char(' '));
}

QString codes(const QList<Problem> &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out.append(QString::number(p.line) + QLatin1Char(':') + p.code);
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestTeamsFiles : public QObject
{
    Q_OBJECT

private slots:
    void teamsList_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("required");
        QTest::addColumn<QString>("teams");
        QTest::addColumn<QString>("problems");

        QTest::newRow("a teams list")
            << QByteArray("player,team\nAnna,Red\nBernd,Blue\n") << true << "Anna=Red Bernd=Blue"
            << "";
        QTest::newRow("columns in any order, others ignored, names by the name rule")
            << QByteArray("team,x,player\n  Red   Team ,1,\" Anna  Lena \"\n") << true
            << "Anna Lena=Red Team"
            << "";
        QTest::newRow("an empty team: no team")
            << QByteArray("player,team\nAnna,\nBernd,Blue\n") << true << "Bernd=Blue"
            << "";
        QTest::newRow("a results file's column: a player on every line of their tables")
            << QByteArray("round,table,player,team\n1,1,Anna,Red\n2,1,Anna,Red\n2,1,Bernd,\n")
            << false << "Anna=Red"
            << "";
        QTest::newRow("a player named once with and once without a team keeps it")
            << QByteArray("round,player,team\n1,Anna,\n2,Anna,Red\n") << false << "Anna=Red"
            << "";
        QTest::newRow("a results file without the column: no teams, no problem")
            << QByteArray("round,table,player\n1,1,Anna\n") << false << ""
            << "";
        QTest::newRow("team_conflict: a player in two teams")
            << QByteArray("player,team\nAnna,Red\nAnna,Blue\n") << true << "Anna=Red"
            << "3:team_conflict";
        QTest::newRow("missing_column: no team column")
            << QByteArray("player,club\nAnna,Red\n") << true << ""
            << "1:missing_column";
        QTest::newRow("missing_column: no player column")
            << QByteArray("name,team\nAnna,Red\n") << true << ""
            << "1:missing_column";
        QTest::newRow("missing_column: an empty file") << QByteArray("") << true << ""
                                                       << "0:missing_column";
        QTest::newRow("csv_syntax") << QByteArray("player,team\n\"Anna,Red\n") << true << ""
                                    << "2:csv_syntax";
        QTest::newRow("bad_name: a control character in a team")
            << QByteArray("player,team\nAnna,Re\x01d\nBernd,Blue\n") << true << "Bernd=Blue"
            << "2:bad_name";
        QTest::newRow("bad_name: a team name longer than 60 characters")
            << QByteArray("player,team\nAnna,") + QByteArray(61, 'x') + "\n"
            << true << ""
            << "2:bad_name";
    }

    void teamsList()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, required);
        QFETCH(QString, teams);
        QFETCH(QString, problems);
        const TeamsList list = readTeamsList(bytes, QStringLiteral("t.csv"), required);
        QCOMPARE(teamsText(list.teamOf), teams);
        QCOMPARE(codes(list.problems), problems);
        for (const Problem &p : list.problems) {
            QVERIFY(p.message.startsWith(QStringLiteral("t.csv"))
                    || p.code == QLatin1String("bad_name"));
            QVERIFY(!p.message.contains(QLatin1Char('\n')));
        }
    }

    void playersList_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("teams");
        QTest::addColumn<QString>("problems");

        QTest::newRow("a plain list as before")
            << QByteArray("Anna\nBernd\n\nCarla\n") << QStringList{"Anna", "Bernd", "Carla"} << ""
            << "";
        QTest::newRow("player,team: players without a team too")
            << QByteArray("\xEF\xBB\xBFplayer,team\nAnna,Red\nBernd,\nCarla,Red\n")
            << QStringList{"Anna", "Bernd", "Carla"} << "Anna=Red Carla=Red"
            << "";
        QTest::newRow("team,player with quotes")
            << QByteArray("team,player\n\"Red, Inc.\",\"Schmidt, Anna\"\n")
            << QStringList{"Schmidt, Anna"} << "Schmidt, Anna=Red, Inc."
            << "";
        QTest::newRow("duplicate_name in a list with teams")
            << QByteArray("player,team\nAnna,Red\nBernd,Blue\nAnna,Red\n")
            << QStringList{"Anna", "Bernd"} << "Anna=Red Bernd=Blue"
            << "4:duplicate_name";
        QTest::newRow("team_conflict in a players' list")
            << QByteArray("player,team\nAnna,Red\nAnna,Blue\n") << QStringList{"Anna"} << "Anna=Red"
            << "3:team_conflict 3:duplicate_name";
        QTest::newRow("bad_name of a player with a team: once")
            << QByteArray("player,team\nAn\x01na,Red\n") << QStringList{} << ""
            << "2:bad_name";
    }

    void playersList()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, names);
        QFETCH(QString, teams);
        QFETCH(QString, problems);
        const PlayersList list = readPlayersList(bytes, QStringLiteral("p.csv"));
        QCOMPARE(list.names, names);
        QCOMPARE(teamsText(list.teamOf), teams);
        QCOMPARE(codes(list.problems), problems);
    }
};

QTEST_GUILESS_MAIN(TestTeamsFiles)
#include "tst_teams_files.moc"
