#include "standingsview.h"

#include "files/figures.h"
#include "standingsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace ctd {

StandingsView::StandingsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new StandingsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_heading(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_table(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(StandingsModel::SortRole);
    m_proxy->setFilterKeyColumn(StandingsModel::Player);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_heading->setTextFormat(Qt::PlainText);
    // A long heading (tournament, round, rule set) wraps instead of widening
    // the view and squeezing the round's tables beside it.
    m_heading->setWordWrap(true);
    QFont headingFont = m_heading->font();
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(StandingsModel::Rank, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false); // Tab leaves the table
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(StandingsModel::Player, QHeaderView::Stretch);
    // 2,000 rows: measuring every row's contents would make each update slow.
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section != StandingsModel::Player)
            queueFit();
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    retranslate();
}

void StandingsView::setStandings(const TournamentInfo &info, const QList<StandingsRow> &rows,
                                 int afterRound)
{
    m_info = info;
    m_afterRound = afterRound;
    m_model->setRules(info.rules);
    m_model->setStandings(rows);
    updateTexts(); // the model was reset: its cells are new already
    queueFit();
}

void StandingsView::queueFit()
{
    if (m_fitQueued)
        return;
    m_fitQueued = true;
    QMetaObject::invokeMethod(this, &StandingsView::fitPlayerColumn, Qt::QueuedConnection);
}

void StandingsView::fitPlayerColumn()
{
    // The player column takes the width left over; the view is never narrower
    // than the other columns and the widest name as the table draws it, so
    // that no name wraps (a reopened file left it narrow). Font metrics only:
    // cheap for 2,000 players.
    m_fitQueued = false;
    const QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(m_table->font());
    int widest = header->sectionSizeHint(StandingsModel::Player);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QString name = m_model->index(r, StandingsModel::Player).data().toString();
        widest = qMax(widest, metrics.horizontalAdvance(name));
    }
    // The item's text margins on both sides, as QStyledItemDelegate lays it out.
    const int margins = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 4;
    int others = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (c != StandingsModel::Player && !header->isSectionHidden(c))
            others += header->sectionSize(c);
    }
    m_table->setMinimumWidth(others + widest + margins
                             + m_table->verticalScrollBar()->sizeHint().width()
                             + 2 * m_table->frameWidth());
}

void StandingsView::setRoundProgress(int complete, int tables)
{
    m_complete = complete;
    m_tables = tables;
    retranslate();
}

void StandingsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StandingsView::retranslate()
{
    updateTexts();
    m_model->retranslate();
    queueFit(); // other titles, other "(dropped)"
}

void StandingsView::updateTexts()
{
    QString title = Figures::standingsTitle(m_afterRound);
    // A round still being typed: the heading must not pass for the whole round.
    if (m_afterRound > 0 && m_tables > 0 && m_complete < m_tables)
        title = tr("%1 (so far: %2 of %n table(s))", nullptr, m_tables).arg(title).arg(m_complete);
    m_heading->setText(
        (m_info.name.isEmpty() ? title : m_info.name + QStringLiteral(" \u2013 ") + title)
        + QStringLiteral(" \u00b7 ") + Figures::ruleSetLine(m_info.rules));
    m_search->setPlaceholderText(tr("Find a player (Ctrl+F)"));
    m_search->setToolTip(tr("Shows only the players whose name contains this text."));
}

} // namespace ctd
