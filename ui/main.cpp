// catan-desk: the director's desk. Opens the tournament named on the command
// line, else the last one, else the default tournament file.
#include "help/languagemenu.h"
#include "language/language.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"
#include "window/mainwindow.h"
#include "window/startupwarmup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CatanTournamentDesk"));
    QApplication::setApplicationName(QStringLiteral("catan-desk"));
    QApplication::setApplicationVersion(QStringLiteral(CATAN_VERSION));
    // Every window's icon: the pictures installed in share/icons (resources/icons).
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/catan-desk-%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.catandesk.CatanDesk"));

    QSettings settings;
    ctd::Language::apply(ctd::LanguageMenu::startLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Result entry and standings for CATAN tournaments."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "The tournament file to open."));
    parser.process(app);
    // The fonts are listed on a thread of their own while the window is made;
    // after the parser, whose --help and --version end the program at once.
    const ctd::StartUpWarmUp warmUp;

    QString path;
    const bool named = !parser.positionalArguments().isEmpty();
    if (named)
        path = parser.positionalArguments().constFirst();
    // The last file only if it is still there: a missing one (a removed USB
    // stick) must not silently become a new, empty tournament.
    if (path.isEmpty()) {
        const QString last = settings.value(QStringLiteral("files/last")).toString();
        if (!last.isEmpty() && QFileInfo::exists(last))
            path = last;
    }
    if (path.isEmpty())
        path = ctd::TournamentFiles::defaultPath();

    ctd::MainWindow window;
    window.show();
    // A file named on the command line must exist; the default is created.
    if (named)
        window.openExistingTournament(path);
    else
        window.openTournament(path);
    return app.exec();
}
