#include "rulesfile.h"

#include "scoring/rulesettext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>

namespace ctd {

namespace {

class RuleSetFileMessages
{
    Q_DECLARE_TR_FUNCTIONS(RuleSetFileMessages)

public:
    static QString notUtf8(const QString &path)
    {
        return tr("%1 is not UTF-8 text: save it as UTF-8 and try again").arg(path);
    }
    static QString presetId(const QString &path, const QString &id)
    {
        return tr("%1: the id \"%2\" names a rule set of the program with other parts; give your own rule set another id")
            .arg(path, id);
    }
    static QString unknown(const QString &idOrPath, const QString &ids)
    {
        return tr("there is no rule set or rule-set file \"%1\"; give one of %2 (see catan-desk-cli rules) or a rule-set file")
            .arg(idOrPath, ids);
    }
    static QString folder() { return tr("it is a folder"); }
    static QString cannotRead(const QString &path, const QString &reason)
    {
        return tr("cannot read the rule-set file %1: %2").arg(path, reason);
    }
};

} // namespace

bool readRuleSetFile(const QByteArray &bytes, const QString &path, RuleSet *rules,
                     QStringList *problems)
{
    QStringDecoder decode(QStringDecoder::Utf8);
    const QString text = decode(bytes);
    if (decode.hasError()) {
        problems->append(RuleSetFileMessages::notUtf8(path));
        return false;
    }
    QList<RuleSetTextProblem> found;
    const RuleSet r = ruleSetFromText(text, &found);
    std::stable_sort(
        found.begin(), found.end(),
        [](const RuleSetTextProblem &a, const RuleSetTextProblem &b) { return a.line < b.line; });
    for (const RuleSetTextProblem &p : found)
        problems->append(QStringLiteral("%1:%2: %3").arg(path).arg(p.line).arg(p.message));
    if (!found.isEmpty())
        return false;
    bool preset = false;
    const RuleSet named = RuleSet::byId(r.id, &preset);
    if (preset && named != r) {
        problems->append(RuleSetFileMessages::presetId(path, r.id));
        return false;
    }
    *rules = preset ? named : r;
    return true;
}

bool resolveRuleSet(const QString &idOrPath, RuleSet *rules, QStringList *problems)
{
    bool preset = false;
    const RuleSet named = RuleSet::byId(idOrPath, &preset);
    if (preset) {
        *rules = named;
        return true;
    }
    const QFileInfo info(idOrPath);
    if (!info.exists()) {
        QStringList ids;
        for (const RuleSet &r : RuleSet::presets())
            ids.append(r.id);
        problems->append(RuleSetFileMessages::unknown(idOrPath, ids.join(QStringLiteral(", "))));
        return false;
    }
    QFile file(idOrPath);
    if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
        problems->append(RuleSetFileMessages::cannotRead(
            idOrPath, info.isDir() ? RuleSetFileMessages::folder() : file.errorString()));
        return false;
    }
    return readRuleSetFile(file.readAll(), idOrPath, rules, problems);
}

} // namespace ctd
