#pragma once

#include <QMenu>

class QActionGroup;

namespace ctd {

/// The Language menu: English, Deutsch, Português, each in its own words.
/// Choosing one applies it at once (every widget re-translates on the
/// LanguageChange event) and remembers it for the next start.
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    /// The QSettings key the choice is kept under.
    static QString settingsKey();
    /// The remembered language, else the system's.
    static QString startLanguage();

protected:
    void changeEvent(QEvent *event) override;

private:
    void choose(const QString &code);
    void retranslateUi();

    QActionGroup *m_group;
};

} // namespace ctd
