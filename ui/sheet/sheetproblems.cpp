#include "sheetproblems.h"

#include "common/roomyrows.h"

#include "scoring/messages.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ctd {

namespace {

enum ListColumn { PlayerColumn, RuleColumn, ChangeColumn, ListColumnCount };

constexpr int SeatRole = Qt::UserRole;
constexpr int FieldRole = Qt::UserRole + 1;
constexpr int CodeRole = Qt::UserRole + 2;

bool sameLines(const QList<SheetProblems::Line> &a, const QList<SheetProblems::Line> &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i) {
        if (!(a[i].error == b[i].error) || a[i].player != b[i].player
            || a[i].message != b[i].message)
            return false;
    }
    return true;
}

} // namespace

SheetProblems::SheetProblems(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_ruleButton(new QPushButton(this))
    , m_notesIcon(new QLabel(this))
    , m_notes(new QLabel(this))
{
    m_list->setItemDelegate(new RoomyRows(m_list)); // accents of capitals not cut off
    m_status->setObjectName(QStringLiteral("sheetStatus"));
    m_list->setObjectName(QStringLiteral("sheetProblems"));
    m_notes->setObjectName(QStringLiteral("sheetNotes"));
    m_list->setColumnCount(ListColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(PlayerColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(RuleColumn, QHeaderView::ResizeToContents);
    // Out of the Tab chain: Tab after the sheet's last cell must reach the
    // save button, and Enter must save. F1 on a cell gives its rule.
    m_list->setFocusPolicy(Qt::ClickFocus);
    m_ruleButton->setFocusPolicy(Qt::ClickFocus);
    // F1 on a line asks for its rule, as F1 on a marked cell does.
    m_list->installEventFilter(this);
    m_notes->setWordWrap(true);
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_notesIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(icon));
    m_notesIcon->setAlignment(Qt::AlignTop);

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_ruleButton);
    auto *notesRow = new QHBoxLayout;
    notesRow->addWidget(m_notesIcon);
    notesRow->addWidget(m_notes, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(notesRow);
    layout->addLayout(statusRow);
    layout->addWidget(m_list, 1);
    setNotes({});

    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit problemActivated(item->data(0, SeatRole).toInt(),
                              Field(item->data(0, FieldRole).toInt()),
                              ErrorCode(item->data(0, CodeRole).toInt()));
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *current) { m_ruleButton->setEnabled(current != nullptr); });
    connect(m_ruleButton, &QPushButton::clicked, this, &SheetProblems::requestRuleHelp);
    m_ruleButton->setEnabled(false);
    retranslateUi();
}

void SheetProblems::setLines(const QList<Line> &lines)
{
    // Rebuilt only when the words change, so a keystroke elsewhere keeps the selection.
    if (sameLines(lines, m_lines))
        return;
    m_lines = lines;
    m_list->clear();
    const QIcon icon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const Line &line : lines) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(PlayerColumn, icon);
        item->setText(PlayerColumn, line.player.isEmpty() ? tr("Whole table") : line.player);
        item->setText(RuleColumn, SheetMessages::ruleTitle(line.error.code));
        item->setText(ChangeColumn, line.message);
        item->setToolTip(ChangeColumn, line.message);
        item->setData(0, SeatRole, line.error.seat);
        item->setData(0, FieldRole, int(line.error.field));
        item->setData(0, CodeRole, int(line.error.code));
    }
    // The first problem is chosen so that "Show the rule" always has a target.
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    m_ruleButton->setEnabled(m_list->currentItem() != nullptr);
}

void SheetProblems::setStatus(const QString &text, bool good)
{
    if (m_status->text() != text)
        m_status->setText(text);
    if (good != m_statusGood) {
        m_statusGood = good;
        QFont f = m_status->font();
        f.setBold(good);
        m_status->setFont(f);
    }
}

void SheetProblems::setNotes(const QStringList &notes)
{
    m_noteTexts = notes;
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    m_notesIcon->setVisible(!notes.isEmpty());
}

QStringList SheetProblems::messages() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        out.append(item->text(PlayerColumn) + QStringLiteral(": ") + item->text(ChangeColumn));
    }
    return out;
}

QList<SheetError> SheetProblems::errors() const
{
    QList<SheetError> out;
    for (const Line &line : m_lines)
        out.append(line.error);
    return out;
}

QString SheetProblems::status() const
{
    return m_status->text();
}

void SheetProblems::requestRuleHelp()
{
    if (const QTreeWidgetItem *item = m_list->currentItem())
        emit ruleHelpRequested(ErrorCode(item->data(0, CodeRole).toInt()));
}

void SheetProblems::retranslateUi()
{
    m_list->setHeaderLabels({tr("Player"), tr("Rule"), tr("What to change")});
    m_list->setAccessibleName(tr("Problems on this sheet"));
    m_ruleButton->setText(tr("Show the rule"));
    m_ruleButton->setToolTip(tr("Shows the rule behind the chosen problem (F1)"));
    // Player names stay; "Whole table" and the rule titles follow the language.
    const QList<Line> lines = m_lines;
    m_lines.clear();
    setLines(lines);
}

void SheetProblems::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool SheetProblems::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_F1) {
        requestRuleHelp();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ctd
