#include "pagetexts.h"

#include "language/language.h"
#include "scoring/ruleset.h"

#include <QHash>
#include <QMutex>
#include <QTranslator>

#include <memory>

namespace ctd {

QString PageTexts::languageFor(const QByteArray &acceptLanguage)
{
    // "de-AT,de;q=0.9,en;q=0.8": the highest q among the languages spoken here;
    // the first listed wins a tie.
    QString best = QStringLiteral("en");
    double bestQ = 0;
    for (const QByteArray &part : acceptLanguage.split(',')) {
        const QList<QByteArray> fields = part.trimmed().split(';');
        const QString tag = QString::fromLatin1(fields.first().trimmed()).toLower();
        double q = 1;
        for (qsizetype i = 1; i < fields.size(); ++i) {
            const QByteArray f = fields[i].trimmed();
            if (f.startsWith("q=")) {
                bool ok = false;
                q = f.mid(2).toDouble(&ok);
                if (!ok)
                    q = 0;
            }
        }
        const QString code = tag.section(QLatin1Char('-'), 0, 0);
        if (q > bestQ && Language::available().contains(code)) {
            best = code;
            bestQ = q;
        }
    }
    return best;
}

QString PageTexts::text(const QString &language, const char *source)
{
    return text(language, "PlayersPage", source);
}

QString PageTexts::ruleSetTitle(const QString &language, const QString &id, const QString &name)
{
    if (!name.isEmpty())
        return name;
    const char *source = RuleSet::titleSource(id);
    return source ? text(language, "RuleSetNames", source) : id;
}

QString PageTexts::text(const QString &language, const char *context, const char *source)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<QTranslator>> translators;
    std::shared_ptr<QTranslator> translator;
    {
        QMutexLocker lock(&mutex);
        auto it = translators.find(language);
        if (it == translators.end()) {
            auto t = std::make_shared<QTranslator>();
            if (!t->load(QStringLiteral(":/i18n/catan-desk_%1.qm").arg(language)))
                t.reset();
            it = translators.insert(language, t);
        }
        translator = it.value();
    }
    const QString translated = translator ? translator->translate(context, source) : QString();
    return translated.isEmpty() ? QString::fromUtf8(source) : translated;
}

QLocale PageTexts::locale(const QString &language)
{
    // The phone's language alone decides: an English page shows 2.50 even
    // where the desk's region writes 2,50.
    return Language::locale(language, QLocale::c());
}

} // namespace ctd
