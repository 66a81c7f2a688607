#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace ctd {

/// The players' page speaks the language each phone asks for, whatever the
/// desk's own language is: its texts are looked up in the program's
/// translations per request, not through the installed translator.
class PageTexts
{
public:
    /// "en", "de" or "pt": the first the Accept-Language header prefers (by q), else "en".
    static QString languageFor(const QByteArray &acceptLanguage);
    /// The text (a source text of the PlayersPage context) in a language.
    static QString text(const QString &language, const char *source);
    /// A text of another context of the program's translations, in a language.
    static QString text(const QString &language, const char *context, const char *source);
    /// The rule set's title as the desk shows it, in a language: a custom
    /// rule set's own name, else the preset's translated title, else its id.
    static QString ruleSetTitle(const QString &language, const QString &id, const QString &name);
    static QLocale locale(const QString &language);
};

} // namespace ctd
