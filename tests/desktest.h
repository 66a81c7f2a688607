#pragma once
// Driving the desk window as a director does: a fresh window on a tournament
// in a temporary folder, and answers to its (non-blocking) questions.

#include "findchild.h"
#include "language/language.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace ctd::test {

/// The question box the window shows now, if any.
inline QMessageBox *openQuestion(QWidget *window)
{
    const QList<QMessageBox *> boxes = window->findChildren<QMessageBox *>();
    for (QMessageBox *box : boxes) {
        if (box->isVisible())
            return box;
    }
    return nullptr;
}

/// Lets an answered question finish: the answer runs from the event loop.
/// The offscreen platform has no window manager to hand the activation back
/// to the window when a box closes, so the test does what one would.
inline bool settle(QWidget *window)
{
    QCoreApplication::processEvents();
    if (!window->isVisible())
        return true; // the answer closed the window
    window->activateWindow();
    return QTest::qWaitForWindowActive(window);
}

/// Clicks the button of the open question whose text (without '&') contains `part`.
inline bool answer(QWidget *window, const QString &part)
{
    QMessageBox *box = openQuestion(window);
    if (!box)
        return false;
    for (QAbstractButton *b : box->buttons()) {
        if (b->text().remove(QLatin1Char('&')).contains(part, Qt::CaseInsensitive)) {
            b->click();
            return settle(window);
        }
    }
    return false;
}

/// The text of the open question, with its details.
inline QString questionText(QWidget *window)
{
    QMessageBox *box = openQuestion(window);
    return box ? box->text() + QLatin1Char('\n') + box->informativeText() : QString();
}

/// What zbarimg reads in a picture (saved as `file` to read it), "" if nothing.
inline QString readCode(const QImage &image, const QString &file)
{
    image.save(file);
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("zbarimg")),
            {QStringLiteral("--quiet"), QStringLiteral("--raw"), file});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

inline QList<PlayerLine> workedExample(const QStringList &names)
{
    const int v[4][6] = {
        {2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}};
    QList<PlayerLine> lines;
    for (int i = 0; i < names.size(); ++i) {
        PlayerLine l;
        l.name = names.at(i);
        l.settlements = v[i][0];
        l.cities = v[i][1];
        l.vpCards = v[i][2];
        l.knights = v[i][3];
        l.roads = v[i][4];
        l.longestRoad = v[i][5];
        lines.append(l);
    }
    return lines;
}

} // namespace ctd::test

namespace ctd::test {

/// A shown, active desk window on a new tournament file in a temporary folder.
struct Desk
{
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window;

    QString path(const QString &name = QStringLiteral("cup.sqlite")) const
    {
        return dir.filePath(name);
    }

    bool start(const QString &file = {})
    {
        // The language as catan-desk starts it (English plural forms included).
        Language::apply(Language::current());
        window = std::make_unique<MainWindow>();
        window->show();
        QApplication::setActiveWindow(window.get());
        if (!QTest::qWaitForWindowActive(window.get()))
            return false;
        return file.isNull() || window->openTournament(file);
    }

    /// The window's tournament. With none open the test fails, saying so, and
    /// gets a closed stand-in (never freed) to end on instead of a crash.
    Tournament &t(const char *file = __builtin_FILE(), int line = __builtin_LINE()) const
    {
        Tournament *open = window ? window->tournament() : nullptr;
        if (open)
            return *open;
        QTest::qFail("the desk window has no tournament open", file, line);
        return *new Tournament;
    }

    /// Adds players straight to the file and shows them.
    void addPlayers(const QStringList &names)
    {
        DbError error;
        QVERIFY2(t().roster().addPlayers(ctd::testPass(), names, &error),
                 qPrintable(error.message));
        window->reload();
    }
};

inline QStringList playerNames(int n)
{
    static const QStringList all{
        QStringLiteral("Anna"),    QStringLiteral("Bernd"), QStringLiteral("Carla"),
        QStringLiteral("Dario"),   QStringLiteral("Emil"),  QStringLiteral("Fatma"),
        QStringLiteral("Gustavo"), QStringLiteral("Hanna"), QStringLiteral("Ilse"),
        QStringLiteral("João"),    QStringLiteral("Karl"),  QStringLiteral("Lúcia")};
    return all.mid(0, n);
}

} // namespace ctd::test
