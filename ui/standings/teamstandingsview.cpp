#include "teamstandingsview.h"

#include "files/teamfigures.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ctd {

TeamStandingsView::TeamStandingsView(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("teamStandings"));
    m_table->setObjectName(QStringLiteral("teamStandingsTable"));
    m_heading->setObjectName(QStringLiteral("teamStandingsHeading"));
    m_note->setObjectName(QStringLiteral("teamStandingsNote"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setBuddy(m_table);
    m_note->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    // Compact rows: the team standings share the height with the players'.
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);
    setVisible(false);
}

void TeamStandingsView::setStandings(const TeamStandings &standings, const RuleSet &rules,
                                     int afterRound)
{
    m_standings = standings;
    m_rules = rules;
    m_afterRound = afterRound;
    fill();
}

QString TeamStandingsView::heading() const
{
    return m_heading->text();
}

QString TeamStandingsView::note() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void TeamStandingsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QWidget::changeEvent(event);
}

void TeamStandingsView::fill()
{
    setVisible(!m_standings.rows.isEmpty());
    m_heading->setText(TeamFigures::title(m_afterRound));
    const QStringList titles = TeamFigures::columnTitles(m_rules);
    m_table->setColumnCount(int(titles.size()));
    m_table->setHorizontalHeaderLabels(titles);
    m_table->setRowCount(int(m_standings.rows.size()));
    for (int r = 0; r < m_standings.rows.size(); ++r) {
        const QStringList cells = TeamFigures::cells(m_standings.rows.at(r));
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c != 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    const QString note = TeamFigures::note(m_standings);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

} // namespace ctd
