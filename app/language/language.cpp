#include "language.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace ctd {

namespace {

struct Installed
{
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> program;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QStringList Language::available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")};
}

QString Language::nativeName(const QString &code)
{
    // Each language in its own words, whatever the current language is.
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("pt"))
        return QStringLiteral("Português");
    return QStringLiteral("English");
}

QLocale Language::region()
{
    // The variables that decide formats, in POSIX's order of precedence.
    for (const char *var : {"LC_ALL", "LC_TIME", "LANG"}) {
        const QString value = qEnvironmentVariable(var);
        if (value.isEmpty())
            continue;
        const QString name = value.section(QLatin1Char('.'), 0, 0);
        if (name == QLatin1String("C") || name == QLatin1String("POSIX"))
            return QLocale::c();
        break;
    }
    return QLocale::system();
}

QLocale Language::locale(const QString &code)
{
    return locale(code, region());
}

QLocale Language::locale(const QString &code, const QLocale &region)
{
    QLocale::Language language = QLocale::English;
    QLocale::Territory home = QLocale::UnitedKingdom;
    if (code == QLatin1String("de")) {
        language = QLocale::German;
        home = QLocale::Germany;
    } else if (code == QLatin1String("pt")) {
        language = QLocale::Portuguese;
        home = QLocale::Brazil;
    }
    const QLocale::Territory territory =
        region.language() == QLocale::C ? QLocale::AnyTerritory : region.territory();
    if (territory != QLocale::AnyTerritory) {
        const QLocale there(language, territory);
        // Qt falls back to another territory when the pair does not exist.
        if (there.language() == language && there.territory() == territory)
            return there;
    }
    return QLocale(language, home);
}

QString Language::normalize(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower.isEmpty())
        return {};
    for (const QString &code : available()) {
        if (lower == code || lower.startsWith(code + QLatin1Char('_'))
            || lower.startsWith(code + QLatin1Char('-'))
            || lower.startsWith(code + QLatin1Char('.')))
            return code;
    }
    if (lower == QLatin1String("german") || lower == QLatin1String("deutsch"))
        return QStringLiteral("de");
    if (lower == QLatin1String("portuguese") || lower == QLatin1String("português"))
        return QStringLiteral("pt");
    if (lower == QLatin1String("english") || lower == QLatin1String("c")
        || lower == QLatin1String("posix"))
        return QStringLiteral("en");
    return {};
}

QString Language::systemDefault()
{
    // LANGUAGE is a list ("de:en"); then the usual POSIX variables, then the system.
    const QString language = qEnvironmentVariable("LANGUAGE");
    for (const QString &part : language.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QString code = normalize(part);
        if (!code.isEmpty())
            return code;
    }
    for (const char *var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(var);
        if (value.isEmpty())
            continue;
        const QString code = normalize(value);
        return code.isEmpty() ? QStringLiteral("en") : code;
    }
    const QStringList ui = QLocale::system().uiLanguages();
    for (const QString &l : ui) {
        const QString code = normalize(l);
        if (!code.isEmpty())
            return code;
    }
    return QStringLiteral("en");
}

bool Language::apply(const QString &requested)
{
    QString code = normalize(requested);
    const bool known = !code.isEmpty();
    if (!known)
        code = QStringLiteral("en");

    Installed &state = installed();
    if (state.program)
        QCoreApplication::removeTranslator(state.program.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.program.reset();
    state.qt.reset();
    state.code = code;

    const QLocale loc = locale(code);
    QLocale::setDefault(loc);
    // English has a file too: it holds only the plural forms ("1 table", "2 tables").
    auto program = std::make_unique<QTranslator>();
    if (program->load(QStringLiteral("catan-desk_") + code, QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(program.get());
        state.program = std::move(program);
    }
    if (code != QLatin1String("en")) {
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(loc, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            state.qt = std::move(qt);
        }
    }
    return known;
}

QString Language::current()
{
    return installed().code;
}

} // namespace ctd
