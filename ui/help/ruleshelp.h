#pragma once

#include "helpdialog.h"
#include "scoring/sheet.h"

namespace ctd {

/// The tournament's scoring rules in the current language: the tournament's
/// own German and Portuguese texts and an English one. A validation message
/// leads here, to the section of the rule it refers to.
class RulesHelp : public HelpDialog
{
    Q_OBJECT

public:
    explicit RulesHelp(QWidget *parent = nullptr);

    /// Shows the section of the rule that `code` refers to.
    void showRule(ErrorCode code);
    /// The section anchor for a code ("vp", "titles", "declared").
    static QString sectionFor(ErrorCode code);
    /// The resource with the rules in a language ("en", "de", "pt").
    static QString resourceFor(const QString &language);

    QString currentSection() const { return m_section; }
    QString documentText() const;

protected:
    void load() override;

private:
    QString m_section;
};

} // namespace ctd
