#pragma once
// Whether a window fits a laptop's screen and shows its words whole: no
// window wider or taller than the screen, no label's or button's text cut
// or elided (tst_desk_fit).

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QStatusBar>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>

namespace ctd::test {

/// Whether the widget is shown and not scrolled out of sight in a scroll
/// area (what a scroll area hides is reached by scrolling).
inline bool shownIn(const QWidget *w, const QWidget *top)
{
    if (!w->isVisibleTo(top) || !w->isVisible() || w->width() <= 0)
        return false;
    for (const QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget()) {
        if (qobject_cast<const QScrollArea *>(p))
            return false;
    }
    return true;
}

/// The name of a widget in a message: its class, object name and text.
inline QString nameOf(const QWidget *w, const QString &text)
{
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        name += QLatin1Char('#') + w->objectName();
    // Where it is: the nearest named ancestor.
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            name += QStringLiteral(" in ") + QString::fromLatin1(p->metaObject()->className())
                + QLatin1Char('#') + p->objectName();
            break;
        }
    }
    return name + QStringLiteral(" \"") + text.left(80) + QLatin1Char('"');
}

/// A label's or button's text as drawn: the mnemonic's "&" is not drawn.
inline QString shownText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

/// Each way `top` does not fit `screen` or cuts a text, one line each.
inline QStringList misfits(QWidget *top, const QSize &screen)
{
    QStringList out;
    const QRect frame = top->frameGeometry();
    if (frame.width() > screen.width() || frame.height() > screen.height()
        || top->minimumSizeHint().width() > screen.width()
        || top->minimumSizeHint().height() > screen.height())
        out.append(QStringLiteral("%1 is %2×%3 (at least %4×%5) on a %6×%7 screen")
                       .arg(QString::fromLatin1(top->metaObject()->className()))
                       .arg(frame.width())
                       .arg(frame.height())
                       .arg(top->minimumSizeHint().width())
                       .arg(top->minimumSizeHint().height())
                       .arg(screen.width())
                       .arg(screen.height()));
    for (QLabel *label : top->findChildren<QLabel *>()) {
        const QString text = label->text();
        if (text.isEmpty() || !shownIn(label, top) || label->property("elidedOnPurpose").toBool())
            continue;
        const QRect room = label->contentsRect();
        const int margin = 2 * label->margin() + (label->indent() > 0 ? label->indent() : 0);
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                out.append(QStringLiteral("%1 needs %2 px in height, has %3")
                               .arg(nameOf(label, text))
                               .arg(needed)
                               .arg(label->height()));
            continue;
        }
        int needed = 0;
        int lines = 1;
        if (Qt::mightBeRichText(text) || label->textFormat() == Qt::RichText) {
            QTextDocument doc;
            doc.setDefaultFont(label->font());
            doc.setHtml(text);
            doc.setDocumentMargin(0);
            needed = int(doc.idealWidth());
        } else {
            for (const QString &line : shownText(text).split(QLatin1Char('\n'))) {
                needed = qMax(needed, label->fontMetrics().horizontalAdvance(line));
            }
            lines = int(text.count(QLatin1Char('\n'))) + 1;
        }
        if (needed + margin > room.width() + 1)
            out.append(QStringLiteral("%1 needs %2 px, has %3")
                           .arg(nameOf(label, text))
                           .arg(needed + margin)
                           .arg(room.width()));
        else if (lines * label->fontMetrics().height() > room.height() + 2)
            out.append(QStringLiteral("%1 needs %2 px in height, has %3")
                           .arg(nameOf(label, text))
                           .arg(lines * label->fontMetrics().height())
                           .arg(room.height()));
    }
    for (QAbstractButton *button : top->findChildren<QAbstractButton *>()) {
        const QString text = button->text();
        if (text.isEmpty() || !shownIn(button, top))
            continue;
        if (!qobject_cast<QPushButton *>(button) && !qobject_cast<QCheckBox *>(button)
            && !qobject_cast<QRadioButton *>(button))
            continue;
        const int needed = button->sizeHint().width();
        if (needed > button->width() + 1)
            out.append(QStringLiteral("%1 needs %2 px, has %3")
                           .arg(nameOf(button, text))
                           .arg(needed)
                           .arg(button->width()));
    }
    // A drop-down list's chosen entry (a player's name, a team) whole in its
    // field.
    for (QComboBox *box : top->findChildren<QComboBox *>()) {
        const QString text = box->currentText();
        if (text.isEmpty() || !shownIn(box, top) || box->isEditable())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = false;
        option.currentText = text;
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                         QStyle::SC_ComboBoxEditField, box);
        const int needed = box->fontMetrics().horizontalAdvance(text);
        if (needed > field.width() + 1)
            out.append(QStringLiteral("%1 needs %2 px, has %3")
                           .arg(nameOf(box, text))
                           .arg(needed)
                           .arg(field.width()));
    }
    return out;
}

/// The status bar's message cut under its permanent widgets: the room left
/// of them is narrower than the message.
inline QString cutMessage(QStatusBar *bar)
{
    const QString message = bar->currentMessage();
    if (message.isEmpty())
        return {};
    int right = bar->width();
    for (QWidget *w : bar->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (w->isVisible() && w->x() > 0 && w->height() > 0)
            right = qMin(right, w->x());
    }
    // The status bar draws the message from a few pixels in.
    const int needed = bar->fontMetrics().horizontalAdvance(message) + 8;
    if (needed > right)
        return QStringLiteral("status \"%1\" needs %2 px, has %3")
            .arg(message)
            .arg(needed)
            .arg(right);
    return {};
}

} // namespace ctd::test
