#include "ruleshelp.h"

#include "language/language.h"

#include <QFile>
#include <QTextBrowser>

namespace ctd {

RulesHelp::RulesHelp(QWidget *parent)
    : HelpDialog(parent)
{
    browser()->setOpenLinks(false);
    resize(640, 560);
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
    browser()->scrollToAnchor(m_section);
}

QString RulesHelp::documentText() const
{
    return browser()->toPlainText();
}

void RulesHelp::load()
{
    setWindowTitle(tr("Scoring rules"));
    QFile file(resourceFor(Language::current()));
    if (file.open(QIODevice::ReadOnly))
        browser()->setHtml(QString::fromUtf8(file.readAll()));
    if (!m_section.isEmpty())
        browser()->scrollToAnchor(m_section);
}

} // namespace ctd
