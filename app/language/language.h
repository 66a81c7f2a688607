#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ctd {

/// The user-interface language: English (the source), German, Portuguese.
/// Switching installs the program's and Qt's own translations and sets the
/// default QLocale, so that numbers and dates follow the language (2,5 in
/// German and Portuguese, 2.5 in English). Widgets re-translate on the
/// QEvent::LanguageChange this sends.
class Language
{
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    /// "en", "de", "pt".
    static QStringList available();
    /// The language's own name ("Deutsch"), for a menu.
    static QString nativeName(const QString &code);
    /// The first of the environment's or system's languages that the program
    /// speaks, else "en".
    static QString systemDefault();
    /// Maps "de_AT", "pt-BR", "German" … to a supported code; empty if none.
    static QString normalize(const QString &name);
    /// Installs the language; false (and English) for an unknown code.
    static bool apply(const QString &code);
    static QString current();
    /// The locale numbers and dates are shown in: the language's words with
    /// the formats of the system's region (QLocale::system()).
    static QLocale locale(const QString &code);
    /// The system's region: QLocale::system(), except where the environment
    /// sets the C locale (C.UTF-8, POSIX), which has no region even when Qt
    /// guesses one from LANGUAGE.
    static QLocale region();
    /// The same for a given region: English in the United Kingdom writes
    /// 01/12/2026, in the United States 12/1/26. Where the language has no
    /// variant for the region, or the system has no region (the C locale),
    /// the language's own home: Germany, Brazil, the United Kingdom.
    static QLocale locale(const QString &code, const QLocale &region);
};

} // namespace ctd
