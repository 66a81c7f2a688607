// Time from a keystroke in the result sheet to updated totals, offscreen.
// Types whole sheets key by key as a director would and prints the median and
// percentiles, once for the key alone (the sheet re-scored, cells, marks,
// messages and live columns updated) and once with the repaint that follows.
#include "sheettyping.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

using namespace ctd;

namespace {

void report(const char *what, QList<qint64> ns)
{
    std::sort(ns.begin(), ns.end());
    const auto at = [&ns](double q) {
        return double(ns.at(qMin(ns.size() - 1, qsizetype(q * double(ns.size()))))) / 1000.0;
    };
    std::printf("%-34s n=%-6lld median %7.1f us  p90 %7.1f us  p99 %7.1f us  max %7.1f us\n", what,
                static_cast<long long>(ns.size()), at(0.5), at(0.9), at(0.99),
                double(ns.last()) / 1000.0);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100;

    // Sheets of every kind a desk meets: plain, ties, offered marks, mistakes.
    const QStringList sheets{
        QStringLiteral("2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"),
        QStringLiteral("2 3 0 4 5 2 3 2 0 4 5 2 2 1 0 0 4 1 2 0 0 0 2 0"),
        QStringLiteral("2 4 0 0 5 2 3 4 0 0 6 2 2 0 0 0 4 1 3 0 0 0 4 1"),
        QStringLiteral("6 3 1 9 11 12 3 2 4 6 8 4 4 1 3 0 9 5 1 0 0 2 1 3"),
    };
    SheetEditor editor;
    editor.resize(1200, 600);
    editor.show();
    QApplication::setActiveWindow(&editor);
    if (!QTest::qWaitForWindowExposed(&editor)) {
        std::fprintf(stderr, "the sheet editor was never shown\n");
        return 1;
    }
    int edits = 0;
    QObject::connect(&editor, &SheetEditor::edited, [&edits] { ++edits; });

    QList<qint64> digits, tabs, digitsPainted;
    QElapsedTimer timer;
    for (int r = 0; r < rounds; ++r) {
        const QString &script = sheets.at(r % sheets.size());
        editor.setTable(1, r + 1, test::names(4));
        editor.focusFirstCell();
        QCoreApplication::processEvents();
        for (const QString &number : script.split(QLatin1Char(' '))) {
            for (const QChar c : number) {
                const bool paint = r % 2 == 1; // every other sheet: key plus repaint
                const int before = edits;
                timer.start();
                QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
                if (paint)
                    QCoreApplication::processEvents();
                const qint64 ns = timer.nsecsElapsed();
                if (edits == before) {
                    std::fprintf(stderr, "a keystroke did not update the sheet\n");
                    return 1;
                }
                (paint ? digitsPainted : digits).append(ns);
            }
            timer.start();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            tabs.append(timer.nsecsElapsed());
        }
    }
    std::printf("Sheet editor, %d sheets of 4 players typed key by key (offscreen)\n", rounds);
    report("digit -> totals updated", digits);
    report("digit -> totals updated + repaint", digitsPainted);
    report("Tab to the next cell", tabs);
    return 0;
}
