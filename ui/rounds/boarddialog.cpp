#include "boarddialog.h"

#include "commands/boardcommands.h"
#include "common/deskhistory.h"
#include "language/language.h"
#include "paper/boardpainter.h"
#include "paper/paperbuilder.h"
#include "paper/papertournament.h"
#include "tournament/boards.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ctd {

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
{
    setMinimumSize(320, 290);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardView::setBoard(const std::optional<board::Board> &b, const QString &emptyText)
{
    m_scene = b ? std::optional(BoardScene::of(*b)) : std::nullopt;
    m_empty = emptyText;
    update();
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (m_scene) {
        paintBoard(&p, QRectF(rect()).adjusted(4, 4, -4, -4), *m_scene);
        return;
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_empty);
}

BoardDialog::BoardDialog(Tournament *tournament, int round, const QList<QAction *> &history,
                         QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_round(new QSpinBox(this))
    , m_roundLabel(new QLabel(this))
    , m_view(new BoardView(this))
    , m_info(new QLabel(this))
    , m_draw(new QPushButton(this))
    , m_print(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("boardDialog"));
    m_round->setObjectName(QStringLiteral("boardRound"));
    m_view->setObjectName(QStringLiteral("boardView"));
    m_draw->setObjectName(QStringLiteral("drawBoard"));
    m_print->setObjectName(QStringLiteral("printBoard"));
    m_info->setObjectName(QStringLiteral("boardInfo"));
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_roundLabel->setBuddy(m_round);
    // The desk's Undo and Redo, with their keys, also in this window.
    addActions(history);

    auto *top = new QHBoxLayout;
    top->addWidget(m_roundLabel);
    top->addWidget(m_round);
    top->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_draw);
    buttons->addWidget(m_print);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_info);
    layout->addLayout(buttons);

    // F5 beside the button's own letter (its text sets that one).
    auto *again = new QAction(this);
    again->setShortcut(QKeySequence(Qt::Key_F5));
    addAction(again);
    connect(again, &QAction::triggered, this, [this] {
        if (m_draw->isEnabled())
            drawAgain();
    });
    m_draw->setDefault(true);
    connect(m_draw, &QPushButton::clicked, this, &BoardDialog::drawAgain);
    connect(m_print, &QPushButton::clicked, this, &BoardDialog::print);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_round, &QSpinBox::valueChanged, this, &BoardDialog::refresh);
    const Notifier *n = tournament->notifier();
    connect(n, &Notifier::boardChanged, this, &BoardDialog::refresh);
    connect(n, &Notifier::roundSeated, this, &BoardDialog::refresh);
    connect(n, &Notifier::roundRemoved, this, &BoardDialog::refresh);
    connect(n, &Notifier::closed, this, &QDialog::reject);

    m_round->setRange(1, tournament->rounds().roundCount() + 1);
    m_round->setValue(std::max(1, round));
    retranslateUi();
    refresh();
    m_round->setFocus();
}

int BoardDialog::round() const
{
    return m_round->value();
}

void BoardDialog::setRound(int round)
{
    m_round->setValue(round);
}

bool BoardDialog::drawAgain()
{
    if (m_tournament->isReadOnly())
        return false;
    const quint64 seed = QRandomGenerator::system()->generate64() >> 1;
    DbError error;
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<DrawBoard>(round(), seed), &error)) {
        QMessageBox::warning(this, windowTitle(), error.message);
        return false;
    }
    return true;
}

void BoardDialog::refresh()
{
    const int rounds = m_tournament->rounds().roundCount();
    if (m_round->maximum() != rounds + 1)
        m_round->setMaximum(rounds + 1);
    DbError error;
    const std::optional<board::Board> b = m_tournament->boards().roundBoard(round(), &error);
    m_hasBoard = b.has_value();
    m_view->setBoard(b,
                     error.isError()
                         ? error.message
                         : tr("Round %1 has no board yet. Draw one with %2.")
                               .arg(round())
                               .arg(QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText)));
    m_info->setText(b ? PaperBuilder::boardPips(*b, Language::region()) + QLatin1Char('\n')
                            + tr("Seed %1: the same seed draws the same board.").arg(b->seed)
                      : QString());
    setWindowTitle(tr("Board of round %1").arg(round()));
    m_draw->setText(m_hasBoard ? tr("&Draw again") : tr("&Draw"));
    m_draw->setEnabled(!m_tournament->isReadOnly());
    m_print->setEnabled(m_hasBoard);
}

void BoardDialog::print()
{
    PaperDocument doc = buildDocument(*m_tournament, PaperKind::Board, round());
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(defaultPaper(Language::region()));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(doc.fullTitle());
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setObjectName(QStringLiteral("printPreview"));
    dialog.setWindowTitle(tr("Print preview: %1").arg(doc.title));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [&doc](QPrinter *p) { renderDocument(doc, p); });
    dialog.exec();
}

void BoardDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QDialog::changeEvent(event);
}

void BoardDialog::retranslateUi()
{
    m_roundLabel->setText(tr("&Round:"));
    m_print->setText(tr("&Print…"));
    m_close->setText(tr("Close"));
    m_draw->setToolTip(tr("Draws another valid board for the round (F5); Undo takes it back"));
}

} // namespace ctd
