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
    static QLocale locale(const QString &language);
};

} // namespace ctd
