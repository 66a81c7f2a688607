#include "ruleshelp.h"

#include "language/language.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ctd {

RulesHelp::RulesHelp(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    m_browser->setOpenLinks(false);
    resize(640, 560);
    retranslateUi();
    load();
}

QString RulesHelp::sectionFor(ErrorCode code)
{
    switch (code) {
    case ErrorCode::ArmyMarkMissing:
    case ErrorCode::ArmyMarkMultiple:
    case ErrorCode::ArmyMarkMisplaced:
    case ErrorCode::RoadMarkMissing:
    case ErrorCode::RoadMarkMultiple:
    case ErrorCode::RoadMarkMisplaced:
        return QStringLiteral("titles");
    case ErrorCode::DeclaredUnavailable:
    case ErrorCode::DeclaredMissing:
    case ErrorCode::DeclaredMultiple:
    case ErrorCode::DeclaredIneligible:
        return QStringLiteral("declared");
    default:
        return QStringLiteral("vp");
    }
}

QString RulesHelp::resourceFor(const QString &language)
{
    const QString code = Language::normalize(language);
    return QStringLiteral(":/rules/rules_%1.html")
        .arg(code.isEmpty() ? QStringLiteral("en") : code);
}

void RulesHelp::showRule(ErrorCode code)
{
    m_section = sectionFor(code);
    m_browser->scrollToAnchor(m_section);
}

QString RulesHelp::documentText() const
{
    return m_browser->toPlainText();
}

void RulesHelp::load()
{
    QFile file(resourceFor(Language::current()));
    if (file.open(QIODevice::ReadOnly))
        m_browser->setHtml(QString::fromUtf8(file.readAll()));
    if (!m_section.isEmpty())
        m_browser->scrollToAnchor(m_section);
}

void RulesHelp::retranslateUi()
{
    setWindowTitle(tr("Scoring rules"));
}

void RulesHelp::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        load();
    }
    QDialog::changeEvent(event);
}

} // namespace ctd
