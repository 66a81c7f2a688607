#include "standingsview.h"

#include "files/figures.h"
#include "standingsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
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
