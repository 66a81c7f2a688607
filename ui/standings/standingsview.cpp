#include "standingsview.h"

#include "files/figures.h"
#include "standingsmodel.h"

#include <QEvent>
#include <QFontMetrics>
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
    // The numbers' columns are as wide as their widest value, found from the
    // values (fitColumns()), not by measuring 2,000 rows after every save.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(StandingsModel::Player, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Rows as compact as the team standings': more of them under the sheet.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
        if (section != StandingsModel::Player)
            queueFit();
    });
    // The dropped marks (or the language) changed the names as shown.
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (from.column() <= StandingsModel::Player
                    && to.column() >= StandingsModel::Player) {
                    forgetNameWidths();
                    fitColumns();
                    queueFit();
                }
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
    m_pending = false;
    m_model->setRules(info.rules);
    m_model->setStandings(rows);
    updateTexts(); // the model was reset: its cells are new already
    fitColumns();
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
    // that no name wraps (a reopened file left it narrow). The names were
    // measured by fitColumns().
    m_fitQueued = false;
    const QHeaderView *header = m_table->horizontalHeader();
    const int widest = qMax(header->sectionSizeHint(StandingsModel::Player), m_widestName);
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

void StandingsView::fitColumns()
{
    // The widest text of a column is that of its largest value: one row made
    // of every column's largest value is measured, with the headings. A
    // name's width is kept: a save changes scores, not names.
    const QFontMetrics metrics(m_table->font());
    const QList<StandingsRow> &rows = m_model->standings();
    if (m_table->font() != m_nameFont || m_nameWidths.size() > 2 * rows.size() + 16) {
        forgetNameWidths(); // another font, or many players renamed or gone
        m_nameFont = m_table->font();
    }
    m_widestName = 0;
    StandingsRow widest;
    double share = -1;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const StandingsRow &r = rows.at(i);
        auto name = m_nameWidths.constFind(r.player);
        if (name == m_nameWidths.cend()) {
            const QModelIndex cell = m_model->index(int(i), StandingsModel::Player);
            name = m_nameWidths.insert(r.player, metrics.horizontalAdvance(cell.data().toString()));
        }
        m_widestName = qMax(m_widestName, *name);
        widest.rank = qMax(widest.rank, r.rank);
        widest.roundPointsTwelfths = qMax(widest.roundPointsTwelfths, r.roundPointsTwelfths);
        widest.vp = qMax(widest.vp, r.vp);
        widest.tables = qMax(widest.tables, r.tables);
        widest.firsts = qMax(widest.firsts, r.firsts);
        widest.seconds = qMax(widest.seconds, r.seconds);
        widest.thirds = qMax(widest.thirds, r.thirds);
        if (r.vpShare.toDouble() > share) {
            share = r.vpShare.toDouble();
            widest.vpShare = r.vpShare;
        }
    }
    const QStringList cells =
        Figures::standingsCells(widest, QLocale()) + Figures::placeCells(widest);
    QHeaderView *header = m_table->horizontalHeader();
    const int margins = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 8;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        if (c == StandingsModel::Player)
            continue;
        int text = metrics.horizontalAdvance(cells.value(c)) + margins;
        if (c == m_model->decidedByColumn()) {
            // The longest of the stages' words, at a place of two digits.
            for (const Stage stage : {Stage::Final, Stage::Semifinal, Stage::Prelim}) {
                StandingsRow r;
                r.decidedBy = stage;
                r.stagePlace = 16;
                text = qMax(text, metrics.horizontalAdvance(Figures::decidedBy(r)) + margins);
            }
        }
        header->resizeSection(c, qMax(text, header->sectionSizeHint(c)));
    }
}

void StandingsView::forgetNameWidths()
{
    m_nameWidths.clear();
}

void StandingsView::setPending(const TournamentInfo &info, int afterRound)
{
    m_info = info;
    m_afterRound = afterRound;
    m_pending = true;
    m_model->setRules(info.rules);
    if (m_model->rowCount() > 0)
        m_model->setStandings({});
    updateTexts();
}

void StandingsView::setRoundProgress(int complete, int tables)
{
    if (complete == m_complete && tables == m_tables)
        return;
    m_complete = complete;
    m_tables = tables;
    updateTexts(); // the heading only: the rows' texts stay as they are
}

void StandingsView::setOverruled(const QString &reason)
{
    if (reason == m_overruled)
        return;
    m_overruled = reason;
    updateTexts(); // the heading only
}

QString StandingsView::heading() const
{
    return m_heading->text();
}

void StandingsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        fitColumns(); // measures the names again in the table's new font
        queueFit();
    }
}

void StandingsView::retranslate()
{
    updateTexts();
    forgetNameWidths(); // another "(dropped)"
    m_model->retranslate();
    fitColumns(); // other headings, other number formats
    queueFit();   // other titles, other "(dropped)"
}

void StandingsView::updateTexts()
{
    const QList<StandingsRow> &rows = m_model->standings();
    QString title = Figures::standingsTitle(m_afterRound, rows);
    // A round still being typed: the heading must not pass for the whole round.
    if (m_afterRound > 0 && m_tables > 0 && m_complete < m_tables)
        title = tr("%1 (so far: %2 of %n table(s))", nullptr, m_tables).arg(title).arg(m_complete);
    if (m_pending)
        title = tr("%1: updating…").arg(title);
    m_heading->setText(
        (m_info.name.isEmpty() ? title : m_info.name + QStringLiteral(" \u2013 ") + title)
        + QStringLiteral(" \u00b7 ") + Figures::ruleSetLine(m_info.rules)
        + (isFinalRanking(rows) ? QLatin1Char('\n') + Figures::finalRankingNote(rows) : QString())
        + (m_overruled.isEmpty() ? QString()
                                 : QLatin1Char('\n')
                   + tr("Players chosen by the director against the cut: %1").arg(m_overruled)));
    m_search->setPlaceholderText(tr("Find a player (Ctrl+F)"));
    m_search->setToolTip(tr("Shows only the players whose name contains this text."));
}

} // namespace ctd
