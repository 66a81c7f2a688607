#include "languagemenu.h"

#include "language/language.h"

#include <QActionGroup>
#include <QEvent>
#include <QSettings>

namespace ctd {

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    m_group->setExclusive(true);
    for (const QString &code : Language::available()) {
        QAction *action = addAction(Language::nativeName(code));
        action->setObjectName(QStringLiteral("language_") + code);
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == Language::current());
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { choose(code); });
    }
    retranslateUi();
}

QString LanguageMenu::settingsKey()
{
    return QStringLiteral("language");
}

QString LanguageMenu::startLanguage()
{
    const QString saved = Language::normalize(QSettings().value(settingsKey()).toString());
    return saved.isEmpty() ? Language::systemDefault() : saved;
}

void LanguageMenu::choose(const QString &code)
{
    QSettings().setValue(settingsKey(), code);
    if (code != Language::current())
        Language::apply(code);
}

void LanguageMenu::retranslateUi()
{
    setTitle(tr("&Language"));
    // The check follows a language set elsewhere too (a test, the start).
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == Language::current());
}

void LanguageMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

} // namespace ctd
