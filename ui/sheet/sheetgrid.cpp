#include "sheetgrid.h"

#include "scoring/fraction.h"
#include "scoring/messages.h"
#include "sheetcells.h"
#include "sheetentry.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>

namespace ctd {

namespace {

void setTextIfChanged(QLabel *label, const QString &text)
{
    if (label->text() != text)
        label->setText(text);
}

// Shown where there is nothing to show yet: no placing while the sheet is
// incomplete or breaks a rule.
QString noValue()
{
    return QString(QChar(0x2013));
}

QString holderMark()
{
    return QString(QChar(0x2713));
}

} // namespace

SheetGrid::SheetGrid(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QGridLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setHorizontalSpacing(6);
    m_layout->setVerticalSpacing(4);
    for (int c = 0; c < ColumnCount; ++c) {
        auto *h = new QLabel(this);
        h->setWordWrap(true);
        h->setAlignment(c == NameColumn ? Qt::AlignLeft | Qt::AlignBottom
                                        : Qt::AlignHCenter | Qt::AlignBottom);
        QFont f = h->font();
        f.setBold(true);
        h->setFont(f);
        m_layout->addWidget(h, 0, c);
        m_headers.append(h);
    }
    // The room the sheet has beyond its numbers goes to the names, so that a
    // long name stays on one line where it can.
    m_layout->setColumnStretch(NameColumn, 1);
    // The long mark headings wrap instead of widening the sheet.
    for (int c = ArmyFirstColumn; c <= DeclaredColumn; ++c)
        m_layout->setColumnMinimumWidth(c, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 7);
    for (int i = 0; i < 4; ++i)
        addRow();
    retranslateUi();
}

void SheetGrid::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The headers and names wrap; the layout around would squeeze them to
    // one cut line each: the grid keeps the height they need at this width.
    const int needed = m_layout->totalHeightForWidth(width());
    if (needed > 0 && needed != minimumHeight())
        setMinimumHeight(needed);
}

void SheetGrid::addRow()
{
    const int seat = int(m_rows.size());
    const int gridRow = seat + 1;
    Row row;
    row.seat = new QLabel(QString::number(seat + 1), this);
    row.seat->setAlignment(Qt::AlignCenter);
    row.name = new QLabel(this);
    row.name->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 10);
    // A long name takes a second line rather than being cut.
    row.name->setWordWrap(true);
    m_layout->addWidget(row.seat, gridRow, SeatColumn);
    m_layout->addWidget(row.name, gridRow, NameColumn);

    int column = SettlementsColumn;
    for (Field f : SheetEntry::numberFields()) {
        auto *cell = new CellEdit(seat, f, this);
        cell->setObjectName(QStringLiteral("cell_%1_%2").arg(seat).arg(int(f)));
        connect(cell, &QLineEdit::textEdited, this, [this, cell](const QString &text) {
            emit valueEdited(cell->seat(), cell->field(),
                             text.isEmpty() ? SheetEntry::kEmpty : text.toInt());
        });
        connect(cell, &CellEdit::problemIconClicked, this,
                [this, cell] { emit problemIconClicked(cell->seat(), cell->field()); });
        m_layout->addWidget(cell, gridRow, column++, Qt::AlignCenter);
        row.cells.append(cell);
    }
    for (Field f : SheetEntry::markFields()) {
        auto *box = new MarkBox(seat, f, this);
        box->setObjectName(QStringLiteral("mark_%1_%2").arg(seat).arg(int(f)));
        box->setVisible(false);
        connect(box, &QCheckBox::clicked, this,
                [this, box](bool on) { emit markClicked(box->seat(), box->field(), on); });
        connect(box, &MarkBox::digitTyped, this,
                [this, box](const QString &digit) { emit digitForNextCell(box, digit); });
        m_layout->addWidget(box, gridRow, column++, Qt::AlignCenter);
        row.marks.append(box);
    }
    // Every live label of a weight has the same font and size: measured once
    // for the sheet, not once a label.
    const auto live = [&](int col, bool bold) {
        LiveLook &look = m_liveLook[bold ? 1 : 0];
        if (look.size.isEmpty()) {
            look.font = font();
            look.font.setBold(bold);
            // A fixed size: new totals on a keystroke repaint the label, never
            // lay out the sheet (and the window around it) again.
            const QFontMetrics metrics(look.font);
            look.size =
                QSize(metrics.horizontalAdvance(QStringLiteral("00.00")) + 8, metrics.height() + 4);
        }
        auto *label = new QLabel(this);
        label->setAlignment(Qt::AlignCenter);
        label->setObjectName(QStringLiteral("live_%1_%2").arg(seat).arg(col));
        if (bold)
            label->setFont(look.font);
        label->setFixedSize(look.size);
        m_layout->addWidget(label, gridRow, col, Qt::AlignCenter);
        return label;
    };
    row.vp = live(VpColumn, true);
    row.army = live(ArmyHolderColumn, false);
    row.road = live(RoadHolderColumn, false);
    row.place = live(PlaceColumn, true);
    row.points = live(PointsColumn, true);
    m_rows.append(row);
}

// Rows are created once and hidden, never deleted: the Tab chain and the
// event filters on the cells stay valid from one table to the next.
void SheetGrid::setRowVisible(int seat, bool visible)
{
    const Row &row = m_rows[seat];
    for (QWidget *w : {static_cast<QWidget *>(row.seat), static_cast<QWidget *>(row.name),
                       static_cast<QWidget *>(row.vp), static_cast<QWidget *>(row.army),
                       static_cast<QWidget *>(row.road), static_cast<QWidget *>(row.place),
                       static_cast<QWidget *>(row.points)})
        w->setVisible(visible);
    for (CellEdit *c : row.cells)
        c->setVisible(visible);
    if (!visible) {
        for (MarkBox *b : row.marks)
            b->setVisible(false);
    }
}

void SheetGrid::setNames(const QStringList &names)
{
    while (m_rows.size() < names.size())
        addRow();
    m_visibleRows = int(names.size());
    for (int seat = 0; seat < m_rows.size(); ++seat) {
        setRowVisible(seat, seat < m_visibleRows);
        QLabel *name = m_rows[seat].name;
        name->setText(names.value(seat));
        // On one line up to 16 letters' width; a longer name takes a second
        // line rather than squeezing the numbers or being cut.
        const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
        name->setMinimumWidth(
            qBound(em * 10, name->fontMetrics().horizontalAdvance(name->text()) + 2, em * 16));
    }
    retranslateUi();
}

// Runs on every keystroke: each setter below is skipped when nothing changed,
// so only the cells whose content moved are laid out and repainted.
void SheetGrid::showSheet(const Display &d)
{
    const QLocale locale;
    for (int seat = 0; seat < m_visibleRows; ++seat) {
        const Row &row = m_rows[seat];
        for (CellEdit *cell : row.cells) {
            cell->showValue(d.entry->value(seat, cell->field()));
            cell->setProblem(d.problems.value(cellKey(seat, cell->field())));
        }
        for (MarkBox *box : row.marks) {
            const bool on = d.entry->mark(seat, box->field());
            // A set mark stays visible even where it does not apply, so it can be cleared.
            const bool offered = on || SheetEntry::markApplies(*d.result, seat, box->field());
            if (box->isChecked() != on)
                box->setChecked(on);
            if (box->isHidden() == offered)
                box->setVisible(offered);
            box->setProblem(d.problems.value(cellKey(seat, box->field())));
        }
        const QString nameProblem = d.problems.value(cellKey(seat, Field::Player));
        row.name->setToolTip(nameProblem);
        row.name->setStyleSheet(nameProblem.isEmpty()
                                    ? QString()
                                    : QStringLiteral("background: %1").arg(problemColor().name()));

        // VP always (docs/rules.md §5 allows it while typing); placing only for a finished sheet.
        const PlayerScore score = d.result->players.value(seat);
        setTextIfChanged(row.vp, locale.toString(score.vp));
        setTextIfChanged(row.army, score.largestArmy ? holderMark() : QString());
        setTextIfChanged(row.road, score.longestRoad ? holderMark() : QString());
        setTextIfChanged(row.place, d.showPlacing ? locale.toString(score.place) : noValue());
        const double points = double(twelfthsToHundredths(score.roundPointsTwelfths)) / 100.0;
        setTextIfChanged(row.points, d.showPlacing ? locale.toString(points, 'f', 2) : noValue());
    }
}

CellEdit *SheetGrid::cell(int seat, Field field) const
{
    const int i = int(SheetEntry::numberFields().indexOf(field));
    if (seat < 0 || seat >= m_visibleRows || i < 0)
        return nullptr;
    return m_rows[seat].cells[i];
}

MarkBox *SheetGrid::markBox(int seat, Field field) const
{
    const int i = int(SheetEntry::markFields().indexOf(field));
    if (seat < 0 || seat >= m_visibleRows || i < 0)
        return nullptr;
    return m_rows[seat].marks[i];
}

QWidget *SheetGrid::widgetFor(int seat, Field field) const
{
    if (CellEdit *c = cell(seat, field))
        return c;
    return markBox(seat, field);
}

QLabel *SheetGrid::liveLabel(int seat, Column column) const
{
    if (seat < 0 || seat >= m_visibleRows)
        return nullptr;
    const Row &row = m_rows[seat];
    switch (column) {
    case NameColumn:
        return row.name;
    case VpColumn:
        return row.vp;
    case ArmyHolderColumn:
        return row.army;
    case RoadHolderColumn:
        return row.road;
    case PlaceColumn:
        return row.place;
    case PointsColumn:
        return row.points;
    default:
        return nullptr;
    }
}

QString SheetGrid::liveText(int seat, Column column) const
{
    const QLabel *label = liveLabel(seat, column);
    return label ? label->text() : QString();
}

QList<QWidget *> SheetGrid::inputWidgets() const
{
    QList<QWidget *> out;
    for (int seat = 0; seat < m_rows.size(); ++seat) {
        for (CellEdit *c : m_rows[seat].cells)
            out.append(c);
        for (MarkBox *b : m_rows[seat].marks)
            out.append(b);
    }
    return out;
}

// The labels of the number columns come from SheetMessages, so the sheet,
// the messages and the command line use the same words in every language.
void SheetGrid::retranslateUi()
{
    const auto header = [this](Column c, const QString &text, const QString &tip = QString()) {
        m_headers[c]->setText(text);
        m_headers[c]->setToolTip(tip);
    };
    header(SeatColumn, tr("Seat"));
    header(NameColumn, SheetMessages::fieldLabel(Field::Player));
    const QList<ErrorCode> ranges{ErrorCode::SettlementsRange, ErrorCode::CitiesRange,
                                  ErrorCode::VpCardsRange,     ErrorCode::KnightsRange,
                                  ErrorCode::RoadsRange,       ErrorCode::LongestRoadRange};
    for (int i = 0; i < SheetEntry::numberFields().size(); ++i) {
        const Field f = SheetEntry::numberFields()[i];
        header(Column(SettlementsColumn + i), SheetMessages::fieldLabel(f),
               SheetMessages::ruleTitle(ranges[i]));
    }
    header(ArmyFirstColumn, SheetMessages::fieldLabel(Field::ArmyFirst),
           tr("Offered when players tie for the most knights (3 or more). Space sets it."));
    header(RoadFirstColumn, SheetMessages::fieldLabel(Field::RoadFirst),
           tr("Offered when players tie for the longest road (5 or more). Space sets it."));
    header(DeclaredColumn, SheetMessages::fieldLabel(Field::Declared),
           tr("Offered when two or more players have 10 VP or more. Space sets it."));
    header(VpColumn, tr("VP"), tr("Game victory points, titles included"));
    header(ArmyHolderColumn, tr("Largest Army"), tr("Holds Largest Army (2 VP)"));
    header(RoadHolderColumn, tr("Longest Road"), tr("Holds Longest Road (2 VP)"));
    header(PlaceColumn, tr("Place"), tr("Shown when the sheet is complete and breaks no rule"));
    header(PointsColumn, tr("Round points"),
           tr("Shown when the sheet is complete and breaks no rule"));

    for (int seat = 0; seat < m_rows.size(); ++seat) {
        const Row &row = m_rows[seat];
        const QString name = row.name->text();
        for (CellEdit *c : row.cells)
            c->setAccessibleName(tr("%1, %2").arg(name, SheetMessages::fieldLabel(c->field())));
        for (MarkBox *b : row.marks)
            b->setAccessibleName(tr("%1, %2").arg(name, SheetMessages::fieldLabel(b->field())));
        row.army->setToolTip(tr("Holds Largest Army (2 VP)"));
        row.road->setToolTip(tr("Holds Longest Road (2 VP)"));
    }
}

void SheetGrid::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ctd
