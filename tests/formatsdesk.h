#pragma once

// What the whole-event tests at the desk window share: typing names, rounds
// and sheets through the keyboard, reading the standings and printed PDFs.

#include "desktest.h"
#include "paper/papertournament.h"
#include "printing/paperactions.h"
#include "rounds/cutdialog.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/turnorderdialog.h"
#include "scoretables.h"
#include "sheettyping.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "tournament/details.h"
#include "tournament/rounds.h"
#include "window/tournamentinfodialog.h"
#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

namespace ctd::test {

// The rows of a valid sheet (docs/rules.md §7): settlements, cities, VP
// cards, knights, roads built, longest road. Row 0 wins (13 VP, both titles),
// then 7, 6 and 2 VP; any three of the first three make a table of 3.
inline const char *const kRows[4] = {"2 3 1 3 11 7", "3 2 0 1 8 4", "4 1 0 0 9 5", "2 0 0 2 6 3"};

/// The keystrokes of a table whose seat `winner` wins; the others follow in
/// seat order after it. Every number is followed by Tab but the last.
inline QString sheetScript(int seats, int winner)
{
    QStringList rows;
    for (int s = 0; s < seats; ++s)
        rows.append(QString::fromLatin1(kRows[(s - winner + seats) % seats]));
    QString script = rows.join(QLatin1Char(' '));
    const qsizetype last = script.lastIndexOf(QLatin1Char(' '));
    return script.left(last + 1) + QLatin1Char('=') + script.mid(last + 1);
}

inline QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(20000) || p.exitCode() != 0)
        return QStringLiteral("pdftotext failed: ")
            + QString::fromLocal8Bit(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The desk's dialogs open window-modal; the offscreen platform has no window
/// manager to make them active, so the test does what one would.
inline bool activate(QWidget *dialog)
{
    QApplication::setActiveWindow(dialog);
    return QTest::qWaitForWindowActive(dialog);
}

/// The key of the underlined letter in a button's text (in any language).
inline Qt::Key mnemonicKey(const QString &text)
{
    const QKeySequence seq = QKeySequence::mnemonic(text);
    return seq.isEmpty() ? Qt::Key_unknown : seq[0].key();
}

// A step of a director's flow: the test ends at the first one that fails.
#define STEP(call)                                                                                 \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

/// The desk and its keyboard steps; a test class derives from it and from QObject.
class FormatsDesk
{
protected:
    Desk desk;

    // What each test class's initTestCase(), init() and cleanup() do.
    static bool startSuite()
    {
        QStandardPaths::setTestModeEnabled(true);
        return QFontMetrics(QApplication::font()).inFont(QLatin1Char('A'));
    }
    bool startCase()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        return desk.start(desk.path());
    }
    void endCase()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    QWidget *win() const { return desk.window.get(); }
    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QWidget *w = QApplication::focusWidget();
        QTest::keyClick(w ? w : win(), k, mods);
    }

    /// The dialog of type T the window has open now.
    template <typename T> T *openDialog() const
    {
        for (T *d : desk.window->findChildren<T *>()) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    }

    /// Alt and the underlined letter of a seating page button.
    void pressButton(const QString &name)
    {
        auto *button = child<QPushButton>(desk.window, name);
        QVERIFY2(button->isVisible() && button->isEnabled(), qPrintable(name));
        key(mnemonicKey(button->text()), Qt::AltModifier);
    }

    /// Alt+O (the round box in the header), then the arrows to the round.
    void chooseRound(int round)
    {
        auto *box = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        QString label;
        for (QLabel *l : desk.window->findChildren<QLabel *>())
            label = l->buddy() == box ? l->text() : label;
        key(mnemonicKey(label), Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), box);
        while (box->currentData().toInt() < round && box->currentIndex() < box->count() - 1)
            QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(desk.window->currentRound(), round);
    }

    void typeNames(const QStringList &names)
    {
        key(Qt::Key_1, Qt::ControlModifier);
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
        field->setFocus();
        for (const QString &name : names) {
            QTest::keyClicks(field, name);
            QTest::keyClick(field, Qt::Key_Return);
        }
    }

    /// File → Tournament details, the rule set chosen with the arrow keys.
    void chooseRuleSet(const QString &id)
    {
        child<QAction>(desk.window, QStringLiteral("detailsAction"))->trigger();
        auto *dialog = openDialog<TournamentInfoDialog>();
        QVERIFY(dialog);
        QVERIFY(activate(dialog));
        auto *rules = child<QComboBox>(dialog, QStringLiteral("ruleSet"));
        rules->setFocus();
        QTest::keyClick(rules, Qt::Key_Home);
        for (int i = 0; i < rules->count() && rules->currentData().toString() != id; ++i)
            QTest::keyClick(rules, Qt::Key_Down);
        QCOMPARE(rules->currentData().toString(), id);
        QTest::keyClick(rules, Qt::Key_Return);
        QVERIFY(settle(win()));
        QCOMPARE(desk.t().details().info().rules, RuleSet::byId(id));
    }

    /// Ctrl+R, and Enter takes the drawn seating.
    void startRound(int expected)
    {
        key(Qt::Key_R, Qt::ControlModifier);
        auto *dialog = openDialog<StartRoundDialog>();
        QVERIFY(dialog);
        QVERIFY(activate(dialog));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().rounds().roundCount(), expected);
    }

    /// Types every table of the round on the results page, each saved with
    /// Enter, which opens the next; `winner(table)` says whose seat wins.
    void typeRound(int round, const std::function<int(const SeatedTable &)> &winner)
    {
        if (desk.window->currentRound() != round)
            STEP(chooseRound(round));
        key(Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(desk.window->resultsPanel()->round(), round);
        const QList<SeatedTable> tables = desk.t().rounds().tables(round);
        for (qsizetype i = 0; i < tables.size(); ++i) {
            QCOMPARE(editor().table(), tables[i].table);
            QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
            play(editor(), sheetScript(int(tables[i].names.size()), winner(tables[i])));
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(markedCells(editor()), QString());
            key(Qt::Key_Return);
            QVERIFY2(!openQuestion(win()), qPrintable(questionText(win())));
        }
        for (const SeatedTable &t : desk.t().rounds().tables(round))
            QCOMPARE(int(t.state), int(SheetState::Complete));
    }

    /// The standings the results page shows, names only (marks left out).
    QStringList shownStandings() const
    {
        auto *view = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        // Large standings are read in the background: the view shows them once read.
        if (!QTest::qWaitFor([view] { return !view->isPending(); }))
            return {QStringLiteral("(still being read)")};
        QStringList names;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            names.append(view->model()->index(row, StandingsModel::Player).data().toString());
        return names;
    }
};

} // namespace ctd::test
