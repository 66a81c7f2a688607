// The main window beside another desk: a file another desk writes opens
// read-only here, follows that desk's saves, says whose file it follows, and
// offers to take the file over once that desk has closed it.
#include "mainwindow.h"

#include "printing/paperactions.h"
#include "rounds/resultspanel.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QComboBox>
#include <QDir>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace ctd {

namespace {

// How often a following window looks at the file: a save shows within it.
constexpr int kFollowMs = 250;

} // namespace

QWidget *MainWindow::createFollowBar()
{
    auto *bar = new QFrame(this);
    bar->setObjectName(QStringLiteral("followBar"));
    bar->setFrameShape(QFrame::StyledPanel);
    // Dark text on a light amber, whatever the desktop's theme: it must be seen.
    bar->setStyleSheet(QStringLiteral(
        "#followBar { background: #fff4d6; border: 1px solid #d9a400; } #followBar QLabel { "
        "color: #3d2e00; }"));
    m_followText = new QLabel(bar);
    m_followText->setObjectName(QStringLiteral("followText"));
    m_followText->setWordWrap(true);
    m_takeOverButton = new QPushButton(bar);
    m_takeOverButton->setObjectName(QStringLiteral("takeOver"));
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_followText, 1);
    layout->addWidget(m_takeOverButton);
    connect(m_takeOverButton, &QPushButton::clicked, this, &MainWindow::takeOver);
    m_followTimer = new QTimer(this);
    m_followTimer->setInterval(kFollowMs);
    connect(m_followTimer, &QTimer::timeout, this, &MainWindow::followWriter);
    bar->hide();
    return bar;
}

bool MainWindow::isFollowing() const
{
    return tournament() && tournament()->isReadOnly();
}

void MainWindow::startFollowing()
{
    const bool follow = isFollowing() && !DbLocation::looksLikeServer(tournament()->path());
    m_followBar->setVisible(follow);
    if (!follow) {
        m_followTimer->stop();
        return;
    }
    m_seenVersion = tournament()->dataVersion();
    m_writer = TournamentFiles::writerOf(tournament()->path());
    m_followTimer->start();
    updateFollowBar();
}

void MainWindow::followWriter()
{
    Tournament *t = tournament();
    if (!t || !t->isReadOnly()) {
        m_followTimer->stop();
        return;
    }
    const qint64 version = t->dataVersion();
    if (version != m_seenVersion) {
        m_seenVersion = version;
        // On the last round, a round the other desk starts is shown at once.
        const int roundsBefore = m_roundBox->count();
        const bool onLast = currentRound() == roundsBefore;
        t->details().reloadInfo(nullptr);
        reload();
        if (m_paper)
            m_paper->refresh();
        if (onLast && t->rounds().roundCount() > roundsBefore)
            setCurrentRound(t->rounds().roundCount());
    }
    const QString writer = TournamentFiles::writerOf(t->path());
    if (writer != m_writer) {
        m_writer = writer;
        updateFollowBar();
        if (writer.isEmpty())
            statusBar()->showMessage(tr("No desk writes %1 any more: you can take it over.")
                                         .arg(QDir::toNativeSeparators(t->path())),
                                     15000);
    }
}

void MainWindow::updateFollowBar()
{
    if (!isFollowing())
        return;
    // One line at 1366 pixels in every language: the file is named in the
    // status bar and in the tooltip.
    m_followText->setToolTip(QDir::toNativeSeparators(tournament()->path()));
    if (m_writer.isEmpty()) {
        m_followText->setText(tr("<b>Read-only.</b> No desk writes this file any more: take it "
                                 "over to enter results here."));
    } else {
        m_followText->setText(
            tr("<b>Read-only:</b> this window follows the desk that writes the file (%1). Its "
               "saves show here within a second; nothing can be changed here.")
                .arg(m_writer.toHtmlEscaped()));
    }
    m_takeOverButton->setText(tr("Ta&ke over (open for writing)"));
    m_takeOverButton->setVisible(m_writer.isEmpty());
}

void MainWindow::takeOver()
{
    Tournament *t = tournament();
    if (!t || !t->isReadOnly())
        return;
    const QString path = t->path();
    m_followTimer->stop();
    // Reopened for writing; if another desk took it meanwhile, this window
    // follows that one instead.
    t->close();
    if (openTournament(path) && !tournament()->isReadOnly())
        statusBar()->showMessage(tr("This desk now writes %1.").arg(QDir::toNativeSeparators(path)),
                                 8000);
}

} // namespace ctd
