// Pictures of the desk's pages for looking at a layout: the Players, Seating
// and Results pages of a tournament file in one language, at a given size,
// offscreen (tests/pages.sh makes them for every language, with the slips).
//   desk_pages FILE LANGUAGE OUT_PREFIX [WIDTH HEIGHT]
#include "language/language.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextStream>

using namespace ctd;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // no remembered window or file
    QSettings().clear();
    const QStringList args = QApplication::arguments();
    if (args.size() < 4) {
        QTextStream(stderr) << "usage: desk_pages FILE LANGUAGE OUT_PREFIX [WIDTH HEIGHT]\n";
        return 2;
    }
    const int width = args.size() > 5 ? args.at(4).toInt() : 1366;
    const int height = args.size() > 5 ? args.at(5).toInt() : 768;
    Language::apply(args.at(2));
    MainWindow window;
    window.resize(width, height);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openTournament(args.at(1)))
        return 1;
    const struct
    {
        MainWindow::Page page;
        const char *name;
    } pages[] = {
        {MainWindow::PlayersPage, "players"},
        {MainWindow::SeatingPage, "seating"},
        {MainWindow::ResultsPage, "results"},
    };
    for (const auto &p : pages) {
        window.showPage(p.page);
        QTest::qWait(100);
        const QString out =
            args.at(3) + QLatin1Char('-') + QLatin1String(p.name) + QStringLiteral(".png");
        if (!window.grab().save(out))
            return 1;
        QTextStream(stdout) << "wrote " << out << '\n';
    }
    return 0;
}
