#pragma once

#include <QMessageBox>

#include <functional>

namespace ctd {

/// Asks a question without blocking: the box is window-modal, answered by
/// keyboard (Enter = default, Esc = escape, a button's underlined letter), and
/// calls `answered` with the button that was chosen. Not blocking keeps the
/// desk's flows testable and lets the window repaint while the box is up.
/// Each extra button is a (role, text) pair; the first one is the default
/// unless `defaultIndex` says otherwise.
struct QuestionButton
{
    QMessageBox::ButtonRole role;
    QString text;
};

QMessageBox *askQuestion(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                         const QString &text, const QList<QuestionButton> &buttons,
                         int defaultIndex, std::function<void(int chosen)> answered,
                         const QString &details = {});

/// A message with one OK button, not blocking either.
QMessageBox *tellUser(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                      const QString &text);

} // namespace ctd
