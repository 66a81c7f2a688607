// Figures of a full hall (not a test): the desk serving its players' page with
// reports on, as the desk does, while `--phones` phones (2,000 by default,
// from `--addresses` loopback addresses 127.0.0.x) hold the page open as a
// browser holds it. The phones are a process of their own (this program
// started again with `--phones-of PORT FILE`), as a hall's phones are other
// machines: the desk's process carries only the server's side of each
// connection, and its memory is the server's alone. A phone holds the page
// as the page's script does: the page on a kept-alive connection, then its
// event stream (/events) on it, and the page fetched again on a second
// kept-alive connection a moment (up to 2 s) after the stream says it
// changed. 4 × `--tables` of them (500) sit at tables that report round 2
// within five minutes compressed into
// `--seconds` (60): a check after every typed cell (24), the report, and a
// confirmation from each player's phone. Meanwhile the desk corrects a sheet
// of round 1 every 2 s (the standings on every page change) and a director
// types in the desk's sheet. Prints the
// reports lost, doubled and refused, the median and 99th percentile of a
// check and a report, the keystroke to updated totals (p99), the streams
// held at the end, and the memory of the desk's process (desk and server).
// Runs offscreen.
//   bench_hall [--seconds S] [--phones N] [--tables T] [--addresses A]
#include "../storepass.h"
#include "hallphones.h"
#include "phonesheets.h"

#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "sheet/sheeteditor.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "web/httpserver.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QProcess>
#include <QRandomGenerator>
#include <QSocketNotifier>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

#include <unistd.h>

using namespace ctd;
using namespace ctd::benchphones;
using namespace ctd::benchhall;

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--phones-of") == 0)
            return phones(argc, argv);
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    readArguments(app.arguments());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hall.catan"));
    Tournament t;
    DbError e;
    QStringList names;
    for (int i = 0; i < (kTables + kDeskTables) * 4; ++i)
        names.append(QStringLiteral("Player %1").arg(i + 1, 4, 10, QLatin1Char('0')));
    if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), names, &e)) {
        std::fprintf(stderr, "bench_hall: %s\n", qPrintable(e.message));
        return 1;
    }
    QList<QList<qint64>> seating;
    const QList<Player> players = t.roster().players();
    for (qsizetype i = 0; i < players.size(); i += 4)
        seating.append({players[i].id, players[i + 1].id, players[i + 2].id, players[i + 3].id});
    // Round 1 is played (its standings are on the page), round 2 reports.
    if (!t.rounds().addRound(testPass(), seating, &e)) {
        std::fprintf(stderr, "bench_hall: %s\n", qPrintable(e.message));
        return 1;
    }
    const QList<SeatedTable> played = t.rounds().tables(1);
    for (const SeatedTable &s : played) {
        if (!t.results().saveSheet(testPass(), 1, s.table, sheetFor(s.names), false, &e)) {
            std::fprintf(stderr, "bench_hall: %s\n", qPrintable(e.message));
            return 1;
        }
    }
    if (!t.rounds().addRound(testPass(), seating, &e)) {
        std::fprintf(stderr, "bench_hall: %s\n", qPrintable(e.message));
        return 1;
    }
    const QList<SeatedTable> tables = t.rounds().tables(2);
    const QMap<int, QString> codes = t.reports().codes(2);

    // The desk: its tournament, the page's follower and server with reports
    // on, and a sheet to type into.
    TournamentFollower follower;
    if (!follower.open(path, &e))
        return 1;
    PlayersServer server(&follower);
    ReportsServer reports(&t);
    server.setReports(&reports);
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    QObject::connect(t.notifier(), &Notifier::anythingChanged, &follower,
                     &TournamentFollower::refresh);
    SheetEditor editor;
    const SeatedTable &own = tables.last();
    editor.setTable(2, own.table, own.names, sheetFor(own.names));
    editor.resize(1000, 300);
    editor.show();
    if (!QTest::qWaitForWindowExposed(&editor))
        return 1;
    const double startMiB = residentMiB();

    const auto keystrokes = [&editor](int count, int gapMs) {
        QList<double> times;
        QElapsedTimer timer;
        for (int i = 0; i < count; ++i) {
            editor.focusFirstCell();
            QWidget *cell = QApplication::focusWidget();
            timer.start();
            QTest::keyClick(cell, Qt::Key(Qt::Key_2 + i % 3));
            QCoreApplication::processEvents();
            times.append(double(timer.nsecsElapsed()) / 1e6);
            QTest::qWait(gapMs);
        }
        return times;
    };
    const QList<double> idle = keystrokes(40, 20);

    // The phones: this program again, in a process of its own.
    QJsonArray reporting;
    for (int i = 0; i < kTables; ++i) {
        QJsonObject o;
        o[QStringLiteral("table")] = tables[i].table;
        o[QStringLiteral("code")] = codes.value(tables[i].table);
        o[QStringLiteral("names")] = QJsonArray::fromStringList(tables[i].names);
        reporting.append(o);
    }
    const QString tablesFile = dir.filePath(QStringLiteral("tables.json"));
    {
        QFile f(tablesFile);
        if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(reporting).toJson()) < 0)
            return 1;
    }
    Figures figures;
    QProcess phonesProcess;
    phonesProcess.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // Qt's poll() loop for the phones, so that their side (thousands of
    // sockets in one process, where a hall has one a phone) is not the
    // bottleneck measured.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_NO_GLIB"), QStringLiteral("1"));
    phonesProcess.setProcessEnvironment(env);
    phonesProcess.start(QCoreApplication::applicationFilePath(),
                        app.arguments().mid(1)
                            << QStringLiteral("--phones-of")
                            << QString::number(server.http()->port()) << tablesFile);
    if (!phonesProcess.waitForStarted() || !phonesProcess.waitForReadyRead(30000)
        || !phonesProcess.readLine().startsWith("started")) {
        std::fprintf(stderr, "bench_hall: the phones did not start\n");
        return 1;
    }
    QElapsedTimer run;
    run.start();

    int saves = 0;
    QTimer desk;
    QObject::connect(&desk, &QTimer::timeout, &desk, [&] {
        // A correction of round 1 (the first two players' scores swapped, then
        // back): the standings on every phone's page change.
        const SeatedTable &s = played[(saves / 2) % played.size()];
        QList<PlayerLine> lines = sheetFor(s.names);
        if (saves % 2 == 0) {
            std::swap(lines[0].name, lines[1].name);
            lines.swapItemsAt(0, 1);
        }
        DbError err;
        if (t.results().saveSheet(testPass(), 1, s.table, lines, false, &err))
            ++saves;
    });
    desk.start(kDeskSaveMs);

    QList<double> loaded;
    double peakMiB = startMiB;
    while (run.elapsed() < qint64(kSeconds) * 1000) {
        loaded += keystrokes(1, 0);
        QTest::qWait(250);
        peakMiB = qMax(peakMiB, residentMiB());
    }
    // The last tables' confirmations (at most 30 s more).
    (void)QTest::qWaitFor(
        [&] {
            int confirmed = 0;
            for (int i = 0; i < kTables; ++i)
                confirmed += t.reports().table(2, tables[i].table).state == ReportState::Confirmed;
            return confirmed == kTables;
        },
        30000);
    desk.stop();
    peakMiB = qMax(peakMiB, residentMiB());
    phonesProcess.write("count\n");
    QByteArray said;
    while (!said.contains('\n') && phonesProcess.waitForReadyRead(30000))
        said += phonesProcess.readAll();
    phonesProcess.waitForFinished(30000);
    if (!figures.fromJson(said)) {
        std::fprintf(stderr, "bench_hall: the phones gave no figures\n");
        return 1;
    }

    int lost = 0, doubled = 0, unconfirmed = 0;
    for (int i = 0; i < kTables; ++i) {
        const TableReports r = t.reports().table(2, tables[i].table);
        lost += r.reports.isEmpty() ? 1 : 0;
        doubled += r.reports.size() > 1 ? int(r.reports.size()) - 1 : 0;
        unconfirmed += r.state == ReportState::Confirmed ? 0 : 1;
    }
    lost = qMax(lost, kTables - int(figures.reportedTables.size()));

    std::printf(
        "hall: %d phones holding the page and its events from %d addresses, %d tables "
        "reporting within %d s (5 minutes compressed), the desk correcting round 1 every %d ms\n",
        kPhones, kAddresses, kTables, kSeconds, kDeskSaveMs);
    std::printf("reports lost: %d, doubled: %d, refused: %lld (requests not taken: no answer or "
                "5xx, sent again), not confirmed by all four: %d\n",
                lost, doubled, figures.refused, unconfirmed);
    std::printf("check (POST /r/CODE/check): median %.2f ms, p99 %.2f ms of %lld\n",
                percentile(figures.checks, 0.5), percentile(figures.checks, 0.99),
                qint64(figures.checks.size()));
    std::printf("report (POST /r/CODE): median %.2f ms, p99 %.2f ms of %lld\n",
                percentile(figures.reports, 0.5), percentile(figures.reports, 0.99),
                qint64(figures.reports.size()));
    std::printf("keystroke to updated totals: p99 %.2f ms under load (median %.2f ms; idle "
                "median %.2f ms)\n",
                percentile(loaded, 0.99), percentile(loaded, 0.5), percentile(idle, 0.5));
    std::printf("streams: %d of %d phones held at the end, %d opened, %d pages refused or cut; "
                "pages served %lld, events %lld\n",
                figures.streamsOpen, kPhones, figures.streamsEver, int(figures.pagesRefused),
                figures.pagesServed, figures.events);
    std::printf("memory (the desk's process: desk and server): %.0f MiB at start, "
                "%.0f MiB at most\n",
                startMiB, peakMiB);
    return lost == 0 && doubled == 0 ? 0 : 1;
}
