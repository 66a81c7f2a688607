// Tournament files that must be refused, each left byte for byte as it was;
// read-only files and folders; a second desk; upgrading; the schema as a
// person sees it with sqlite3.
#include "storepass.h"
#include "testsheets.h"
#include "tournament/dbschema.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Runs statements on an SQLite file with a connection of its own, as another
// program (or an older version of this one) would have.
void runSql(const QString &path, const QStringList &statements)
{
    static int counter = 0;
    const QString name = QStringLiteral("test-raw-%1").arg(++counter);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (!q.exec(s))
                qFatal("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QString sqlite3(const QString &path, const QString &command)
{
    QProcess p;
    p.start("sqlite3", {path, command});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return "sqlite3 failed: " + QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestTournamentFiles : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString file(const QString &name = "t.sqlite") const { return m_dir->filePath(name); }

    // A tournament with a round and one saved sheet, closed.
    QString makeTournament(const QString &name = "t.sqlite")
    {
        Tournament t;
        DbError e;
        if (!t.open(file(name), &e)
            || !t.roster().addPlayers(testPass(), {"Anna", "Bernd", "Carla"}, &e))
            qFatal("%s", qPrintable(e.message));
        QList<qint64> ids;
        for (const Player &p : t.roster().players())
            ids.append(p.id);
        if (!t.rounds().addRound(testPass(), {ids}, &e)
            || !t.results().saveSheet(
                testPass(), 1, 1,
                test::sheet("Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 2 0 0 4 1"), false, &e))
            qFatal("%s", qPrintable(e.message));
        return file(name);
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void cleanup()
    {
        // A test may leave a folder read-only; let QTemporaryDir remove it.
        QFile::setPermissions(m_dir->path(),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        m_dir.reset();
    }

    void refusedFilesStayUnchanged_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("error");
        QTest::newRow("text file") << "text" << int(DbError::NotATournament);
        QTest::newRow("empty file") << "empty" << int(DbError::NotATournament);
        QTest::newRow("short file with the SQLite magic")
            << "short" << int(DbError::NotATournament);
        QTest::newRow("another program's SQLite file") << "other" << int(DbError::NotATournament);
        QTest::newRow("another program's file with our tables' names")
            << "lookalike" << int(DbError::NotATournament);
        QTest::newRow("marked, but its tables are missing")
            << "marked" << int(DbError::NotATournament);
        QTest::newRow("written by a newer version") << "newer" << int(DbError::TooNew);
    }

    void refusedFilesStayUnchanged()
    {
        QFETCH(QString, kind);
        QFETCH(int, error);
        const QString path = file("x.sqlite");
        if (kind == "text")
            writeBytes(path, "round,table,player\n1,1,Anna\n");
        else if (kind == "empty")
            writeBytes(path, "");
        else if (kind == "short")
            writeBytes(path, QByteArray("SQLite format 3\0", 16));
        else if (kind == "other")
            runSql(path,
                   {"CREATE TABLE song (id INTEGER PRIMARY KEY, title TEXT)",
                    "INSERT INTO song (title) VALUES ('Ode')"});
        else if (kind == "lookalike")
            runSql(path, schema::upgradeStep(1));
        else if (kind == "marked")
            runSql(path,
                   {"CREATE TABLE song (id INTEGER PRIMARY KEY)",
                    QString("PRAGMA application_id = %1").arg(qint32(schema::kApplicationId))});
        else if (kind == "newer")
            runSql(makeTournament("x.sqlite"), {"PRAGMA user_version = 99"});
        const QByteArray before = bytesOf(path);
        const QStringList filesBefore = QDir(m_dir->path()).entryList(QDir::Files);

        Tournament t;
        DbError e;
        QVERIFY(!t.open(path, &e));
        QCOMPARE(int(e.kind), error);
        QVERIFY2(e.message.contains(path), qPrintable(e.message));
        QVERIFY(!t.isOpen());
        QVERIFY(!t.openReadOnly(path, &e));
        QCOMPARE(int(e.kind), error);
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
                 filesBefore); // no journal, no lock left
    }

    void aFolderIsNotATournament()
    {
        Tournament t;
        DbError e;
        QVERIFY(!t.open(m_dir->path(), &e));
        QCOMPARE(e.kind, DbError::NotATournament);
    }

    void readOnlyFile()
    {
        const QString path = makeTournament();
        QVERIFY(
            QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray before = bytesOf(path);
        Tournament t;
        DbError e;
        QVERIFY(!t.open(path, &e));
        QCOMPARE(e.kind, DbError::ReadOnly);
        QVERIFY(e.message.contains("read-only"));
        QCOMPARE(bytesOf(path), before);

        // Reading still works, and every change is refused.
        QVERIFY2(t.openReadOnly(path, &e), qPrintable(e.message));
        QVERIFY(t.isReadOnly());
        QCOMPARE(t.ranking().standings().size(), 3);
        QCOMPARE(t.ranking().standings().first().player, QString("Carla"));
        QVERIFY(!t.roster().addPlayer(testPass(), "Dario", nullptr, &e));
        QCOMPARE(e.kind, DbError::ReadOnly);
        t.close();
        QCOMPARE(bytesOf(path), before);
    }

    void readOnlyFolder()
    {
        const QString path = makeTournament();
        const QByteArray before = bytesOf(path);
        QVERIFY(QFile::setPermissions(m_dir->path(),
                                      QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                          | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
        Tournament t;
        DbError e;
        QVERIFY(!t.open(path, &e));
        QCOMPARE(e.kind, DbError::ReadOnly);
        QVERIFY(e.message.contains(m_dir->path()));
        QVERIFY(!t.open(file("new.sqlite"), &e)); // nothing can be created there either
        QCOMPARE(e.kind, DbError::ReadOnly);
        QVERIFY(!QFile::exists(file("new.sqlite")));
        QVERIFY2(t.openReadOnly(path, &e), qPrintable(e.message));
        QCOMPARE(t.results().sheets().size(), 1);
        t.close();
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), QStringList{"t.sqlite"});
    }

    void secondDeskIsRefused()
    {
        const QString path = makeTournament();
        Tournament desk1, desk2;
        DbError e;
        QVERIFY(desk1.open(path, &e));
        QVERIFY(QFile::exists(TournamentFiles::lockPath(path)));
        QVERIFY(!desk2.open(path, &e));
        QCOMPARE(e.kind, DbError::Locked);
        QVERIFY2(e.message.contains("another desk"), qPrintable(e.message));
        QVERIFY(!desk2.isOpen());

        // Reading alongside the desk sees what it saved.
        QVERIFY2(desk2.openReadOnly(path, &e), qPrintable(e.message));
        QVERIFY(desk1.roster().addPlayer(testPass(), "Dario", nullptr, &e));
        QCOMPARE(desk2.roster().players().size(), 4);
        desk2.close();

        desk1.close();
        QVERIFY(!QFile::exists(TournamentFiles::lockPath(path)));
        QVERIFY2(desk2.open(path, &e), qPrintable(e.message));
    }

    void upgradesAnOlderFileAfterACopy()
    {
        // A version 1 file, as the first release wrote it.
        const QString path = file("old.sqlite");
        QStringList v1 = schema::upgradeStep(1);
        v1 << QString("PRAGMA application_id = %1").arg(qint32(schema::kApplicationId))
           << "PRAGMA user_version = 1"
           << "INSERT INTO tournament VALUES (1, 'Old Open', '2023-09-02', 'standard')"
           << "INSERT INTO player (name) VALUES ('Anna')";
        runSql(path, v1);
        const QByteArray before = bytesOf(path);

        Tournament t;
        DbError e;
        QVERIFY(!t.openReadOnly(path, &e)); // reading alone cannot upgrade
        QCOMPARE(bytesOf(path), before);
        QVERIFY2(t.open(path, &e), qPrintable(e.message));
        QCOMPARE(t.details().info().name, QString("Old Open"));
        QCOMPARE(t.roster().players().size(), 1);
        t.close();
        QVERIFY(sqlite3(path, "PRAGMA user_version")
                    .startsWith(QString::number(schema::currentVersion())));
        QVERIFY(sqlite3(path, ".schema result").contains("CREATE VIEW result"));

        const QStringList backups = QDir(m_dir->path()).entryList({"old.sqlite.v1-*.bak"});
        QCOMPARE(backups.size(), 1);
        const QString backup = m_dir->filePath(backups.first());
        QCOMPARE(sqlite3(backup, "PRAGMA user_version"), QString("1\n"));
        QCOMPARE(sqlite3(backup, "SELECT name FROM player"), QString("Anna\n"));
    }

    void schemaIsReadableWithSqlite3()
    {
        const QString path = makeTournament();
        const QString schema = sqlite3(path, ".schema");
        for (const char *part :
             {"CREATE TABLE player", "CREATE TABLE seat", "CREATE TABLE sheet_line",
              "CHECK (draft = 1 OR settlements BETWEEN 0 AND 5)", "CREATE VIEW result"})
            QVERIFY2(schema.contains(part), part);
        QCOMPARE(sqlite3(path, "SELECT player, settlements, state FROM result ORDER BY seat"),
                 QString("Anna|2|complete\nBernd|2|complete\nCarla|2|complete\n"));
        QCOMPARE(sqlite3(path, "PRAGMA journal_mode"), QString("wal\n"));
    }

    void constraintsAreASecondLineOfDefence_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("accepted");
        const QString line = "INSERT INTO sheet_line VALUES (1, 1, 9, 1, 1, %1)";
        QTest::newRow("complete, in range") << line.arg("0, 2, 1, 0, 0, 4, 1, 0, 0, 0") << true;
        QTest::newRow("complete, 6 settlements")
            << line.arg("0, 6, 1, 0, 0, 4, 1, 0, 0, 0") << false;
        QTest::newRow("complete, road longer than roads")
            << line.arg("0, 2, 1, 0, 0, 4, 5, 0, 0, 0") << false;
        QTest::newRow("complete, 1 settlement, no city")
            << line.arg("0, 1, 0, 0, 0, 4, 1, 0, 0, 0") << false;
        QTest::newRow("complete, 15 knights") << line.arg("0, 2, 1, 0, 15, 4, 1, 0, 0, 0") << false;
        QTest::newRow("draft marked as complete")
            << line.arg("1, 6, 1, 0, 0, 4, 1, 0, 0, 0") << false;
        QTest::newRow("unknown player")
            << "INSERT INTO sheet_line VALUES (1, 1, 9, 1, 99, 0, 2, 1, 0, 0, 4, 1, 0, 0, 0)"
            << false;
        QTest::newRow("seat 5") << "INSERT INTO seat VALUES (1, 1, 5, 1)" << false;
    }

    void constraintsAreASecondLineOfDefence()
    {
        QFETCH(QString, statement);
        QFETCH(bool, accepted);
        const QString path = makeTournament();
        runSql(
            path,
            {"PRAGMA foreign_keys = ON",
             "INSERT INTO sheet_version (round, game_table, version, previous, draft, saved_at) VALUES (1, 1, 9, NULL, 0, '2024-01-01T00:00:00Z')"});
        const QString out =
            sqlite3(path, "PRAGMA foreign_keys = ON; " + statement + "; SELECT 'done';");
        QCOMPARE(out == "done\n", accepted);
    }
};

QTEST_GUILESS_MAIN(TestTournamentFiles)
#include "tst_tournament_files.moc"
