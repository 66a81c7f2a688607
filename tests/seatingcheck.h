#pragma once
// Checks shared by the seating tests: each player once a round at the tables
// tableSizes() gives, and repeats and keep-apart pairs counted independently
// of the engine.
#include "scoring/seating/seating.h"

#include <QHash>
#include <QSet>
#include <QTest>

namespace ctd::test {

using Round = QList<QList<qint64>>;

inline QList<qint64> ids(int n, qint64 first = 100)
{
    QList<qint64> out;
    for (int i = 0; i < n; ++i)
        out.append(first + i);
    return out;
}

inline quint64 key(qint64 a, qint64 b)
{
    return a < b ? (quint64(a) << 32) | quint64(b) : (quint64(b) << 32) | quint64(a);
}

// Each player exactly once, nobody else, tables of the sizes tableSizes() gives.
inline void verifyRound(const Round &round, const QList<qint64> &players)
{
    const QList<int> sizes = tableSizes(int(players.size()));
    QCOMPARE(round.size(), sizes.size());
    QSet<qint64> seen;
    for (int t = 0; t < round.size(); ++t) {
        QCOMPARE(round[t].size(), qsizetype(sizes[t]));
        for (qint64 id : round[t]) {
            QVERIFY2(players.contains(id), qPrintable(QStringLiteral("stranger %1").arg(id)));
            QVERIFY2(!seen.contains(id), qPrintable(QStringLiteral("twice: %1").arg(id)));
            seen.insert(id);
        }
    }
    QCOMPARE(seen.size(), players.size());
}

// Repeat meetings of the planned rounds after the history, counted here.
inline int countRepeats(const QList<Round> &history, const QList<Round> &planned)
{
    QHash<quint64, int> met;
    auto tally = [&](const Round &round, int *repeats) {
        for (const auto &table : round)
            for (int i = 0; i < table.size(); ++i)
                for (int j = i + 1; j < table.size(); ++j)
                    if (met[key(table[i], table[j])]++ > 0 && repeats)
                        ++*repeats;
    };
    for (const Round &r : history)
        tally(r, nullptr);
    int repeats = 0;
    for (const Round &r : planned)
        tally(r, &repeats);
    return repeats;
}

inline int countApart(const QList<Round> &planned, const QList<QPair<qint64, qint64>> &apart)
{
    int n = 0;
    for (const Round &r : planned)
        for (const auto &table : r)
            for (const auto &pair : apart)
                if (table.contains(pair.first) && table.contains(pair.second))
                    ++n;
    return n;
}

} // namespace ctd::test
