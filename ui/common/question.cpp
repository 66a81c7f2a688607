#include "question.h"

#include <QAbstractButton>
#include <QApplication>
#include <QPushButton>

namespace ctd {

QMessageBox *askQuestion(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                         const QString &text, const QList<QuestionButton> &buttons,
                         int defaultIndex, std::function<void(int chosen)> answered,
                         const QString &details)
{
    auto *box = new QMessageBox(icon, title, text, QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("question"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!details.isEmpty())
        box->setInformativeText(details);
    QList<QPushButton *> pushButtons;
    for (const QuestionButton &b : buttons)
        pushButtons.append(box->addButton(b.text, b.role));
    if (defaultIndex >= 0 && defaultIndex < pushButtons.size())
        box->setDefaultButton(pushButtons.at(defaultIndex));
    // Esc picks the reject button if there is one, so closing never does harm.
    for (QPushButton *p : pushButtons) {
        if (box->buttonRole(p) == QMessageBox::RejectRole) {
            box->setEscapeButton(p);
            break;
        }
    }
    QObject::connect(box, &QMessageBox::finished, box, [box, pushButtons, answered](int) {
        const int chosen =
            int(pushButtons.indexOf(qobject_cast<QPushButton *>(box->clickedButton())));
        // Answered once the box is gone and the window has its focus back, so
        // that what the answer opens (the next sheet) keeps the focus.
        QWidget *owner = box->parentWidget() ? box->parentWidget()->window() : nullptr;
        QMetaObject::invokeMethod(
            owner ? static_cast<QObject *>(owner) : qApp,
            [owner, answered, chosen] {
                // Without a window manager nobody hands the activation back.
                if (owner && !owner->isActiveWindow())
                    owner->activateWindow();
                if (answered)
                    answered(chosen);
            },
            Qt::QueuedConnection);
    });
    box->open();
    return box;
}

QMessageBox *tellUser(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                      const QString &text)
{
    auto *box = new QMessageBox(icon, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("message"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace ctd
