#pragma once

#include "scoring/sheet.h"

#include <QCheckBox>
#include <QLineEdit>

class QAction;

namespace ctd {

/// A number cell of the sheet. Takes digits only (letters are refused, but an
/// out-of-range number can be typed so that it is flagged), and selects its
/// text whenever it gains focus, so that typing replaces what was there.
/// A decimal separator is refused with a message, and so are the digits typed
/// after it: "1.5" leaves 1 and says why, never 15; a pasted "1.5" is refused whole.
class CellEdit : public QLineEdit
{
    Q_OBJECT

public:
    CellEdit(int seat, Field field, QWidget *parent = nullptr);

    int seat() const { return m_seat; }
    Field field() const { return m_field; }

    /// Shows the number (kEmpty: an empty cell) unless the text already means it,
    /// so that the cursor stays where the director is typing.
    void showValue(int value);
    /// Marks the cell as breaking a rule (colour, warning icon and tooltip),
    /// or unmarks it with an empty text.
    void setProblem(const QString &text);
    bool hasProblem() const { return m_hasProblem; }
    /// What the cell said about the last decimal number refused; empty if none since.
    QString refusal() const { return m_refusal; }

signals:
    void problemIconClicked();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    /// Marks the cell and says why `number` was not typed.
    void refuse(const QString &number);

    int m_seat;
    Field m_field;
    bool m_hasProblem = false;
    bool m_selectOnClick = false;
    QString m_refused; ///< the number being refused since its separator ("1.5"); empty: none
    QString m_refusal;
    QAction *m_problemAction;
};

/// One of the three marks of a row. Offered (visible) only where it can apply;
/// Space toggles it. A digit typed here belongs to the next number cell, so
/// a director typing numbers blind is never caught by a newly offered mark.
class MarkBox : public QCheckBox
{
    Q_OBJECT

public:
    MarkBox(int seat, Field field, QWidget *parent = nullptr);

    int seat() const { return m_seat; }
    Field field() const { return m_field; }
    void setProblem(const QString &text);
    bool hasProblem() const { return m_hasProblem; }

signals:
    void digitTyped(const QString &digit);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    int m_seat;
    Field m_field;
    bool m_hasProblem = false;
};

/// The colour of a cell that breaks a rule (always with an icon beside it).
QColor problemColor();

} // namespace ctd
