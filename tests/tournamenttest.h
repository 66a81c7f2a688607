#pragma once
// The tournament tests' fixture: a new tournament file for each test, and
// round 1 of seven players on it.

#include "storepass.h"
#include "testsheets.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace ctd::test {

// Round 1 of the worked example (docs/rules.md §7) and a table of three.
const QString kTable1 =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");
const QString kTable2 = QStringLiteral("Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Greta 2 1 0 0 4 1");
// Bernd with 6 settlements: settlements_range.
const QString kBroken =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 6 1 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");

class TournamentTest : public QObject
{
protected:
    std::unique_ptr<QTemporaryDir> m_dir;
    Tournament m_t;

    QString file(const QString &name = QStringLiteral("t.sqlite")) const
    {
        return m_dir->filePath(name);
    }

    // A new file in a folder of its own (each test's init()).
    void openNew()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        DbError e;
        QVERIFY2(m_t.open(file(), &e), qPrintable(e.message));
    }

    QList<qint64> ids(const QStringList &names) const
    {
        QList<qint64> out;
        for (const QString &n : names)
            out.append(m_t.roster().playerByName(n)->id);
        return out;
    }

    // Seven players and round 1: the worked example's table and a table of three.
    void seatRoundOne()
    {
        DbError e;
        QVERIFY2(
            m_t.roster().addPlayers(
                ctd::testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz", "Greta"}, &e),
            qPrintable(e.message));
        QVERIFY2(m_t.rounds().addRound(
                     ctd::testPass(),
                     {ids({"Anna", "Bernd", "Carla", "Dario"}), ids({"Emil", "Fritz", "Greta"})},
                     &e),
                 qPrintable(e.message));
    }
};

} // namespace ctd::test
