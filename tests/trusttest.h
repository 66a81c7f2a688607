#pragma once
// What the trust tests share: results files of any size, SQL run on a file
// behind the program's back, and a fresh folder for every test.
#include "clirun.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <memory>

namespace ctd::test {

inline const QByteArray kHeader = kResultsHeader;

// A round of `tables` tables of four, the players named P<round>-<n> so
// that any number of tables can be made.
inline QByteArray tablesOf(int round, int first, int tables)
{
    QByteArray rows;
    for (int t = first; t < first + tables; ++t) {
        for (int s = 0; s < 4; ++s)
            rows += QByteArray::number(round) + ',' + QByteArray::number(t) + ",Player "
                + QByteArray::number(t * 4 + s)
                + (s == 0 ? ",2,3,1,3,11,7,,,\n" : ",2,1,0,0,4,1,,,\n");
    }
    return rows;
}

inline void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("trust-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (!q.exec(s))
                qFatal("%s failed", qPrintable(s));
        }
    }
    QSqlDatabase::removeDatabase(name);
}

inline QStringList besides(const QString &path)
{
    const QFileInfo info(path);
    QStringList names = info.absoluteDir().entryList(QDir::Files | QDir::Hidden);
    names.removeOne(info.fileName());
    return names;
}

inline int pageSize(const QByteArray &file)
{
    const int size = (uchar(file[16]) << 8) | uchar(file[17]);
    return size == 1 ? 65536 : size;
}

/// A fresh folder per test (newFolder() in init()) and tournaments in it.
class TrustFixture
{
protected:
    std::unique_ptr<QTemporaryDir> m_dir;

    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString write(const QString &name, const QByteArray &bytes) const
    {
        return writeFile(path(name), bytes);
    }

    // A tournament of 40 tables in one round, in rollback-journal mode and
    // vacuumed, so that every page belongs to a table or an index.
    QString tournament(const QString &name)
    {
        const QString db = path(name);
        const CliRun r =
            runCli({"--db", db, "import", write(name + ".csv", kHeader + tablesOf(1, 1, 40))});
        if (r.status != 0)
            qFatal("import failed: %s", r.err.constData());
        runSql(db, {"PRAGMA journal_mode = DELETE", "VACUUM"});
        return db;
    }

    bool newFolder()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        return m_dir->isValid();
    }
};

} // namespace ctd::test
