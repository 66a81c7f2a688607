#include "sheetcells.h"

#include "sheetentry.h"

#include <QAction>
#include <QClipboard>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QToolTip>

namespace ctd {

QColor problemColor()
{
    return QColor(255, 210, 210);
}

CellEdit::CellEdit(int seat, Field field, QWidget *parent)
    : QLineEdit(parent)
    , m_seat(seat)
    , m_field(field)
{
    // Two digits reach every limit and every number worth flagging; letters never get in.
    setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,2}")), this));
    setAlignment(Qt::AlignCenter);
    // The sheet has its own undo stack: the line edit's menu would offer a second one.
    setContextMenuPolicy(Qt::NoContextMenu);
    // Kept in place and only shown or hidden, so a keystroke does not create widgets.
    m_problemAction =
        addAction(style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
    m_problemAction->setVisible(false);
    connect(m_problemAction, &QAction::triggered, this, &CellEdit::problemIconClicked);
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    // Room for two digits and the warning icon; the name takes any spare width.
    setFixedWidth(digit * 4 + style()->pixelMetric(QStyle::PM_SmallIconSize) + 20);
}

void CellEdit::showValue(int value)
{
    const QString t = text();
    bool ok = false;
    const int shown = t.toInt(&ok);
    const bool same = value == SheetEntry::kEmpty ? t.isEmpty() : (ok && shown == value);
    if (!same)
        setText(value == SheetEntry::kEmpty ? QString() : QString::number(value));
}

void CellEdit::setProblem(const QString &text)
{
    const bool problem = !text.isEmpty();
    setToolTip(text);
    m_problemAction->setToolTip(text);
    if (problem == m_hasProblem)
        return;
    m_hasProblem = problem;
    m_problemAction->setVisible(problem);
    QPalette pal = palette();
    // Dark text on the light warning colour, whatever the desktop's theme.
    pal.setColor(QPalette::Base, problem ? problemColor() : QPalette().color(QPalette::Base));
    pal.setColor(QPalette::Text, problem ? QColor(Qt::black) : QPalette().color(QPalette::Text));
    setPalette(pal);
}

void CellEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Paste)) {
        // A pasted "1.5" is refused whole, and said so, not dropped in silence.
        const QString pasted = QGuiApplication::clipboard()->text().trimmed();
        if (pasted.contains(QLatin1Char('.')) || pasted.contains(QLatin1Char(','))) {
            m_refused.clear();
            refuse(pasted);
            event->accept();
            return;
        }
    }
    const QString t = event->text();
    const bool separator = t == QLatin1String(".") || t == QLatin1String(",");
    const bool digit = t.size() == 1 && t.at(0).isDigit();
    if (!separator && !(digit && !m_refused.isEmpty())) {
        m_refused.clear();
        QLineEdit::keyPressEvent(event);
        return;
    }
    // The separator, and the digits after it, are not typed: "1.5" must not become 15.
    if (separator)
        m_refused = (hasSelectedText() ? QString() : text()) + t;
    else
        m_refused += t;
    refuse(m_refused);
    event->accept();
}

void CellEdit::refuse(const QString &number)
{
    m_refusal = text().isEmpty() || hasSelectedText()
        ? tr("\"%1\" is not typed: the sheet counts whole numbers, so a decimal separator is "
             "refused. Type a whole number.")
              .arg(number)
        : tr("\"%1\" is not typed: the sheet counts whole numbers, so a decimal separator is "
             "refused. The cell keeps %2; type a whole number.")
              .arg(number, text());
    setProblem(m_refusal);
    QToolTip::showText(mapToGlobal(QPoint(0, height())), m_refusal, this);
}

void CellEdit::focusOutEvent(QFocusEvent *event)
{
    m_refused.clear();
    QLineEdit::focusOutEvent(event);
}

void CellEdit::focusInEvent(QFocusEvent *event)
{
    QLineEdit::focusInEvent(event);
    selectAll();
    // A click would place the cursor and undo the selection; keep it for this click.
    m_selectOnClick = event->reason() == Qt::MouseFocusReason;
}

void CellEdit::mousePressEvent(QMouseEvent *event)
{
    if (m_selectOnClick) {
        m_selectOnClick = false;
        selectAll();
        event->accept();
        return;
    }
    QLineEdit::mousePressEvent(event);
}

MarkBox::MarkBox(int seat, Field field, QWidget *parent)
    : QCheckBox(parent)
    , m_seat(seat)
    , m_field(field)
{
    // Hidden when not offered, but keeping its place so the sheet does not jump.
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    setAutoFillBackground(true);
}

void MarkBox::setProblem(const QString &text)
{
    const bool problem = !text.isEmpty();
    setToolTip(text);
    if (problem == m_hasProblem)
        return;
    m_hasProblem = problem;
    setIcon(problem ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
    QPalette pal = palette();
    pal.setColor(QPalette::Window, problem ? problemColor() : QPalette().color(QPalette::Window));
    setPalette(pal);
}

void MarkBox::keyPressEvent(QKeyEvent *event)
{
    // Only a plain digit moves on; Space, Tab and the sheet's shortcuts stay here.
    const QString t = event->text();
    if (t.size() == 1 && t.at(0).isDigit() && event->modifiers() == Qt::NoModifier) {
        emit digitTyped(t);
        return;
    }
    QCheckBox::keyPressEvent(event);
}

} // namespace ctd
