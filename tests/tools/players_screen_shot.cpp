// The players' screen of a tournament file as a picture, offscreen at
// 1920×1080, for the README (tests/screenshot_players.sh).
//   players_screen_shot FILE OUT.png LANGUAGE [board]   (board: its page of the round's board)
#include "language/language.h"
#include "readmodel/follower.h"
#include "screen/playersscreen.h"

#include <QApplication>
#include <QTextStream>

using namespace ctd;

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool board = args.size() == 5 && args.at(4) == QLatin1String("board");
    if ((args.size() != 4 && !board) || !Language::apply(args.at(3))) {
        QTextStream(stderr) << "usage: players_screen_shot FILE OUT.png en|de|pt [board]\n";
        return 2;
    }
    TournamentFollower follower;
    DbError e;
    if (!follower.open(args.at(1), &e)) {
        QTextStream(stderr) << e.message << '\n';
        return 1;
    }
    PlayersScreen screen(&follower);
    screen.resize(1920, 1080);
    screen.show();
    QCoreApplication::processEvents();
    for (int turn = 0; board && turn < 10 && screen.showing() != PlayersScreen::Showing::Board;
         ++turn)
        screen.nextPage();
    QCoreApplication::processEvents();
    return screen.grab().save(args.at(2)) ? 0 : 1;
}
