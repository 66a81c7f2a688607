#pragma once

// The phones of bench_hall: a process of their own, and the figures it hands
// to the desk's process.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QStringList>

namespace ctd::benchhall {

extern int kSeconds; ///< five minutes of reports, compressed
extern int kPhones;
extern int kTables;
extern int kAddresses;
constexpr int kDeskTables = 5; ///< tables no phone reports (the desk types one)
constexpr int kDeskSaveMs = 2000;

/// The resident memory of this process.
double residentMiB();

struct Figures
{
    QMutex mutex;
    QList<double> checks, reports;
    qint64 requests = 0;
    qint64 refused = 0;        ///< reporting requests with no answer or 5xx (sent again)
    qint64 confirmRefused = 0; ///< confirmations answered otherwise than 200/303
    QList<int> reportedTables; ///< tables whose report got 202
    qint64 pagesServed = 0, pagesRefused = 0;
    qint64 events = 0;
    int streamsOpen = 0, streamsEver = 0, streamsRefused = 0;

    // The phones' process hands its figures to the desk's as one line of JSON.
    QByteArray toJson()
    {
        QMutexLocker lock(&mutex);
        const auto numbers = [](const auto &list) {
            QJsonArray a;
            for (const auto v : list)
                a.append(double(v));
            return a;
        };
        QJsonObject o;
        o[QStringLiteral("checks")] = numbers(checks);
        o[QStringLiteral("reports")] = numbers(reports);
        o[QStringLiteral("reportedTables")] = numbers(reportedTables);
        o[QStringLiteral("requests")] = double(requests);
        o[QStringLiteral("refused")] = double(refused);
        o[QStringLiteral("confirmRefused")] = double(confirmRefused);
        o[QStringLiteral("pagesServed")] = double(pagesServed);
        o[QStringLiteral("pagesRefused")] = double(pagesRefused);
        o[QStringLiteral("events")] = double(events);
        o[QStringLiteral("streamsOpen")] = streamsOpen;
        o[QStringLiteral("streamsEver")] = streamsEver;
        o[QStringLiteral("streamsRefused")] = streamsRefused;
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    bool fromJson(const QByteArray &json)
    {
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        if (o.isEmpty())
            return false;
        for (const QJsonValue v : o.value(QStringLiteral("checks")).toArray())
            checks.append(v.toDouble());
        for (const QJsonValue v : o.value(QStringLiteral("reports")).toArray())
            reports.append(v.toDouble());
        for (const QJsonValue v : o.value(QStringLiteral("reportedTables")).toArray())
            reportedTables.append(v.toInt());
        const auto n = [&o](const char *key) {
            return qint64(o.value(QLatin1String(key)).toDouble());
        };
        requests = n("requests");
        refused = n("refused");
        confirmRefused = n("confirmRefused");
        pagesServed = n("pagesServed");
        pagesRefused = n("pagesRefused");
        events = n("events");
        streamsOpen = int(n("streamsOpen"));
        streamsEver = int(n("streamsEver"));
        streamsRefused = int(n("streamsRefused"));
        return true;
    }
};

/// Reads --seconds, --phones, --tables and --addresses.
void readArguments(const QStringList &args);
/// The phones' process: `--phones-of PORT FILE` (see hallphones.cpp).
int phones(int argc, char **argv);

} // namespace ctd::benchhall
