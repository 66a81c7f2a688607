// No two underlined letters the desk shows at once are the same: on every
// page of the main window, in English, German and Portuguese, the menu
// titles, the tabs and the page's buttons, check boxes and labels with a
// buddy each have their own Alt+letter.
#include "desktest.h"
#include "players/pastenamesdialog.h"
#include "rounds/cutdialog.h"
#include "rounds/handseatingdialog.h"
#include "rounds/keepapartdialog.h"
#include "rounds/moveplayerdialog.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/turnorderdialog.h"
#include "screen/playersviewactions.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "window/restorebackupdialog.h"
#include "window/serverdialog.h"
#include "window/tournamentinfodialog.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QToolButton>

using namespace ctd;
using namespace ctd::test;

namespace {

/// The underlined letter of a text ("R&unde" → "U"), empty if none.
QString mnemonic(const QString &text)
{
    const QKeySequence seq = QKeySequence::mnemonic(text);
    return seq.isEmpty() ? QString() : seq.toString(QKeySequence::PortableText);
}

struct Mnemonics
{
    QMultiMap<QString, QString> byKey; // "Alt+U" → the texts using it

    void add(const QString &text, const QString &where)
    {
        const QString key = mnemonic(text);
        if (!key.isEmpty())
            byKey.insert(key, where + QStringLiteral(" \"") + text + QLatin1Char('"'));
    }

    QStringList clashes() const
    {
        QStringList out;
        const QStringList keys = byKey.uniqueKeys();
        for (const QString &key : keys) {
            const QStringList texts = byKey.values(key);
            if (texts.size() > 1)
                out.append(key + QStringLiteral(": ") + texts.join(QStringLiteral(", ")));
        }
        return out;
    }
};

/// Everything the window shows at once with an underlined letter.
Mnemonics visibleMnemonics(QMainWindow *window)
{
    Mnemonics m;
    const QList<QAction *> menus = window->menuBar()->actions();
    for (const QAction *a : menus) {
        if (a->isVisible())
            m.add(a->text(), QStringLiteral("menu"));
    }
    const QList<QTabBar *> bars = window->findChildren<QTabBar *>();
    for (const QTabBar *bar : bars) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->isTabVisible(i))
                m.add(bar->tabText(i), QStringLiteral("tab"));
        }
    }
    const QList<QAbstractButton *> buttons = window->findChildren<QAbstractButton *>();
    for (const QAbstractButton *b : buttons) {
        if (!b->isVisible())
            continue;
        // A tool button shows its action, underlined as in the menu it is in.
        const auto *tool = qobject_cast<const QToolButton *>(b);
        const QAction *action = tool ? tool->defaultAction() : nullptr;
        m.add(action ? action->text() : b->text(), QLatin1String(b->metaObject()->className()));
    }
    const QList<QLabel *> labels = window->findChildren<QLabel *>();
    for (const QLabel *l : labels) {
        if (l->isVisible() && l->buddy())
            m.add(l->text(), QStringLiteral("label"));
    }
    return m;
}

/// The items of each menu of the menu bar (and of its submenus): what an
/// open menu shows at once. A submenu (Export as PDF) is opened by its letter
/// and each of its items has one too; the long menus of the menu bar may
/// leave one out where no letter of the words is free.
QStringList menuClashes(const QMenu *menu, bool submenu = false)
{
    Mnemonics m;
    QStringList out;
    const QList<QAction *> actions = menu->actions();
    for (const QAction *a : actions) {
        if (!a->isVisible() || a->isSeparator())
            continue;
        // An item without an underlined letter cannot be reached from the
        // open menu by its letter.
        if (submenu && mnemonic(a->text()).isEmpty())
            out.append(menu->title() + QStringLiteral(" menu: no letter for \"") + a->text()
                       + QLatin1Char('"'));
        m.add(a->text(), QStringLiteral("item"));
        if (a->menu())
            out += menuClashes(a->menu(), true);
    }
    if (qEnvironmentVariableIsSet("SHOW_MNEMONICS"))
        qInfo().noquote() << menu->title() << QStringList(m.byKey.values());
    for (const QString &c : m.clashes())
        out.append(menu->title() + QStringLiteral(" menu: ") + c);
    return out;
}

/// Everything a dialog shows at once with an underlined letter.
QStringList dialogClashes(QWidget *dialog)
{
    Mnemonics m;
    for (const QAbstractButton *b : dialog->findChildren<QAbstractButton *>()) {
        if (b->isVisible())
            m.add(b->text(), QLatin1String(b->metaObject()->className()));
    }
    for (const QLabel *l : dialog->findChildren<QLabel *>()) {
        if (l->isVisible() && l->buddy())
            m.add(l->text(), QStringLiteral("label"));
    }
    for (const QGroupBox *g : dialog->findChildren<QGroupBox *>()) {
        if (g->isVisible())
            m.add(g->title(), QStringLiteral("group"));
    }
    QStringList out;
    for (const QString &c : m.clashes())
        out.append(QLatin1String(dialog->metaObject()->className()) + QStringLiteral(": ") + c);
    return out;
}

} // namespace

class TstDeskMnemonics : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    /// The clashes on each page, in the language `code`.
    QStringList pageClashes(const QString &code)
    {
        Language::apply(code);
        QCoreApplication::processEvents();
        QStringList out;
        for (auto page :
             {MainWindow::PlayersPage, MainWindow::SeatingPage, MainWindow::ResultsPage}) {
            desk.window->showPage(page);
            QCoreApplication::processEvents();
            if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
                desk.window->grab().save(
                    qEnvironmentVariable("CATAN_SHOTS")
                    + QStringLiteral("/mnemonics-%1-%2.png").arg(code).arg(int(page)));
            const Mnemonics m = visibleMnemonics(desk.window.get());
            if (qEnvironmentVariableIsSet("SHOW_MNEMONICS"))
                qInfo().noquote() << code << int(page) << QStringList(m.byKey.values());
            const QStringList clashes = m.clashes();
            for (const QString &c : clashes)
                out.append(code + QStringLiteral(", page ") + QString::number(int(page))
                           + QStringLiteral(": ") + c);
        }
        const QList<QAction *> menus = desk.window->menuBar()->actions();
        for (const QAction *a : menus) {
            if (a->menu())
                for (const QString &c : menuClashes(a->menu()))
                    out.append(code + QStringLiteral(", ") + c);
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void noClash_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("pt") << QStringLiteral("pt");
    }

    // An empty tournament, then players, then a round being played.
    void noClash()
    {
        QFETCH(QString, code);
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        QStringList clashes = pageClashes(code);
        desk.addPlayers(playerNames(8));
        clashes += pageClashes(code);
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        clashes += pageClashes(code);
        clashes.removeDuplicates();
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    // Every dialog of the desk, in every language: no letter twice.
    void dialogsNoClash_data() { noClash_data(); }
    void dialogsNoClash()
    {
        QFETCH(QString, code);
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        Language::apply(code);
        QCoreApplication::processEvents();
        const QList<SeatedTable> tables = desk.t().rounds().tables(1);
        const QList<Player> players = desk.t().roster().players();
        QWidget *w = desk.window.get();
        auto *view = w->findChild<PlayersViewActions *>();
        QVERIFY(view);
        QList<QWidget *> dialogs{
            view->shareDialog(),
            new TournamentInfoDialog(desk.t().details().info(), w),
            new ServerDialog(DbLocation(), QStringLiteral("Desk 1"), w),
            new RestoreBackupDialog(desk.t().path(), w),
            new PasteNamesDialog([](const QStringList &) { return QString(); }, w),
            new KeepApartDialog(&desk.t(), w),
            new StartRoundDialog(2, 8, w),
            new HandSeatingDialog(2, players, w),
            new MovePlayerDialog(tables, players.first().id, w),
            new TurnOrderDialog(tables, 1, w),
            new CutDialog({{Stage::Final, {playerNames(4)}}}, playerNames(8), w)};
        QStringList clashes;
        for (QWidget *dialog : dialogs) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            clashes += dialogClashes(dialog);
            if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
                dialog->grab().save(
                    qEnvironmentVariable("CATAN_SHOTS")
                    + QStringLiteral("/dialog-%1-%2.png")
                          .arg(code, QLatin1String(dialog->metaObject()->className())));
            dialog->close();
        }
        // Sharing: the button that starts it and the one that stops it.
        QString error;
        QVERIFY(view->startSharing(QHostAddress::LocalHost, 0, &error));
        view->shareDialog()->show();
        clashes += dialogClashes(view->shareDialog());
        view->shareDialog()->close();
        view->stopSharing();
        clashes.removeDuplicates();
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    // The clashes this test was written for, found by the walk above.
    void mnemonicOf()
    {
        QCOMPARE(mnemonic(QStringLiteral("R&unde (von %1)")), QStringLiteral("Alt+U"));
        QCOMPARE(mnemonic(QStringLiteral("no letter")), QString());
        Mnemonics m;
        m.add(QStringLiteral("&Rodada"), QStringLiteral("menu"));
        m.add(QStringLiteral("Pausar/Iniciar &relógio da rodada"), QStringLiteral("button"));
        QCOMPARE(m.clashes().size(), 1);
    }
};

QTEST_MAIN(TstDeskMnemonics)
#include "tst_desk_mnemonics.moc"
