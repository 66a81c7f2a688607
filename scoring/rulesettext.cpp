#include "rulesettext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace ctd {

namespace {

class RuleSetTextMessages
{
    Q_DECLARE_TR_FUNCTIONS(RuleSetTextMessages)

public:
    static QString noEquals() { return tr("A line is \"key = value\"; this one has no \"=\"."); }
    static QString unknownKey(const QString &key)
    {
        return tr("Unknown key \"%1\"; the keys are base, id, name, points-4, points-3, vp-cap, share and tie-breaks.")
            .arg(key);
    }
    static QString twice(const QString &key, int first)
    {
        return tr("The key \"%1\" was given on line %2 already; give each key once.")
            .arg(key)
            .arg(first);
    }
    static QString unknownBase(const QString &id)
    {
        return tr("There is no rule set \"%1\" to start from.").arg(id);
    }
    static QString badId(const QString &id)
    {
        return tr("The id \"%1\" may hold only small letters, digits and \"-\".").arg(id);
    }
    static QString points(const QString &key, int count)
    {
        return tr("%1 takes %2 whole numbers from 0, one per place, e.g. \"%3\".")
            .arg(key)
            .arg(count)
            .arg(count == 4 ? QStringLiteral("5 3 2 1") : QStringLiteral("5 3 1"));
    }
    static QString cap(const QString &value)
    {
        return tr("vp-cap is a whole number from 1 or \"none\", not \"%1\".").arg(value);
    }
    static QString share(const QString &value)
    {
        return tr("share is pooled, average or sum-virtual-fourth, not \"%1\".").arg(value);
    }
    static QString tieBreak(const QString &value)
    {
        return tr("\"%1\" is not a tie-break; use vp, share, first, second and third, each at most once.")
            .arg(value);
    }
};

const QList<ShareMode> &shareModes()
{
    static const QList<ShareMode> modes{ShareMode::Pooled, ShareMode::AveragePerTable,
                                        ShareMode::SumVirtualFourth};
    return modes;
}

const QList<TieBreak> &tieBreaks()
{
    static const QList<TieBreak> steps{TieBreak::TotalVp, TieBreak::VpShare, TieBreak::FirstPlaces,
                                       TieBreak::SecondPlaces, TieBreak::ThirdPlaces};
    return steps;
}

QString joinInts(const QList<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts.append(QString::number(v));
    return parts.join(QLatin1Char(' '));
}

bool parsePoints(const QString &value, int count, QList<int> *out)
{
    const QStringList parts = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() != count)
        return false;
    QList<int> points;
    for (const QString &p : parts) {
        bool ok = false;
        const int v = p.toInt(&ok);
        if (!ok || v < 0 || v > 1000 || p.startsWith(QLatin1Char('+')))
            return false;
        points.append(v);
    }
    *out = points;
    return true;
}

} // namespace

QString shareModeWord(ShareMode mode)
{
    switch (mode) {
    case ShareMode::Pooled:
        return QStringLiteral("pooled");
    case ShareMode::AveragePerTable:
        return QStringLiteral("average");
    case ShareMode::SumVirtualFourth:
        return QStringLiteral("sum-virtual-fourth");
    }
    return QString();
}

QString tieBreakWord(TieBreak step)
{
    switch (step) {
    case TieBreak::RoundPoints:
        return QStringLiteral("points");
    case TieBreak::TotalVp:
        return QStringLiteral("vp");
    case TieBreak::VpShare:
        return QStringLiteral("share");
    case TieBreak::FirstPlaces:
        return QStringLiteral("first");
    case TieBreak::SecondPlaces:
        return QStringLiteral("second");
    case TieBreak::ThirdPlaces:
        return QStringLiteral("third");
    }
    return QString();
}

QString ruleSetToText(const RuleSet &rules)
{
    QStringList order;
    for (TieBreak t : rules.order) {
        if (t != TieBreak::RoundPoints)
            order.append(tieBreakWord(t));
    }
    QString text;
    text += QStringLiteral("id = %1\n").arg(rules.id);
    if (!rules.name.isEmpty())
        text += QStringLiteral("name = %1\n").arg(rules.name);
    text += QStringLiteral("points-4 = %1\n").arg(joinInts(rules.pointsTable4));
    text += QStringLiteral("points-3 = %1\n").arg(joinInts(rules.pointsTable3));
    text += QStringLiteral("vp-cap = %1\n")
                .arg(rules.tieBreakVpCap > 0 ? QString::number(rules.tieBreakVpCap)
                                             : QStringLiteral("none"));
    text += QStringLiteral("share = %1\n").arg(shareModeWord(rules.shareMode));
    text += QStringLiteral("tie-breaks = %1\n").arg(order.join(QLatin1Char(' ')));
    return text;
}

RuleSet ruleSetFromText(const QString &text, QList<RuleSetTextProblem> *problems)
{
    static const QStringList keys{QStringLiteral("base"),     QStringLiteral("id"),
                                  QStringLiteral("name"),     QStringLiteral("points-4"),
                                  QStringLiteral("points-3"), QStringLiteral("vp-cap"),
                                  QStringLiteral("share"),    QStringLiteral("tie-breaks")};
    QList<RuleSetTextProblem> found;
    QHash<QString, QString> values;
    QHash<QString, int> lineOf;
    QString body = text;
    if (body.startsWith(QChar(0xfeff)))
        body.remove(0, 1);
    const QStringList lines = body.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int line = int(i + 1);
        QString l = lines[i];
        const qsizetype hash = l.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            l.truncate(hash);
        l = l.trimmed();
        if (l.isEmpty())
            continue;
        const qsizetype eq = l.indexOf(QLatin1Char('='));
        if (eq < 0) {
            found.append({line, RuleSetTextMessages::noEquals()});
            continue;
        }
        const QString key = l.left(eq).trimmed();
        const QString value = l.mid(eq + 1).simplified();
        if (!keys.contains(key)) {
            found.append({line, RuleSetTextMessages::unknownKey(key)});
            continue;
        }
        if (lineOf.contains(key)) {
            found.append({line, RuleSetTextMessages::twice(key, lineOf.value(key))});
            continue;
        }
        lineOf.insert(key, line);
        values.insert(key, value);
    }

    RuleSet r = RuleSet::standard();
    if (values.contains(QStringLiteral("base"))) {
        bool known = false;
        r = RuleSet::byId(values.value(QStringLiteral("base")), &known);
        if (!known)
            found.append({lineOf.value(QStringLiteral("base")),
                          RuleSetTextMessages::unknownBase(values.value(QStringLiteral("base")))});
    }
    const RuleSet base = r;
    r.id = values.value(QStringLiteral("id"));
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    if (values.contains(QStringLiteral("id")) && !idPattern.match(r.id).hasMatch())
        found.append({lineOf.value(QStringLiteral("id")), RuleSetTextMessages::badId(r.id)});
    r.name = values.value(QStringLiteral("name"));

    if (values.contains(QStringLiteral("points-4"))
        && !parsePoints(values.value(QStringLiteral("points-4")), 4, &r.pointsTable4))
        found.append({lineOf.value(QStringLiteral("points-4")),
                      RuleSetTextMessages::points(QStringLiteral("points-4"), 4)});
    if (values.contains(QStringLiteral("points-3"))
        && !parsePoints(values.value(QStringLiteral("points-3")), 3, &r.pointsTable3))
        found.append({lineOf.value(QStringLiteral("points-3")),
                      RuleSetTextMessages::points(QStringLiteral("points-3"), 3)});
    if (values.contains(QStringLiteral("vp-cap"))) {
        const QString v = values.value(QStringLiteral("vp-cap"));
        bool ok = false;
        const int cap = v.toInt(&ok);
        if (v == QLatin1String("none"))
            r.tieBreakVpCap = 0;
        else if (ok && cap >= 1 && cap <= 1000 && !v.startsWith(QLatin1Char('+')))
            r.tieBreakVpCap = cap;
        else
            found.append({lineOf.value(QStringLiteral("vp-cap")), RuleSetTextMessages::cap(v)});
    }
    if (values.contains(QStringLiteral("share"))) {
        const QString v = values.value(QStringLiteral("share"));
        bool ok = false;
        for (ShareMode m : shareModes()) {
            if (shareModeWord(m) == v) {
                r.shareMode = m;
                ok = true;
            }
        }
        if (!ok)
            found.append({lineOf.value(QStringLiteral("share")), RuleSetTextMessages::share(v)});
    }
    if (values.contains(QStringLiteral("tie-breaks"))) {
        QList<TieBreak> order{TieBreak::RoundPoints};
        const QStringList words =
            values.value(QStringLiteral("tie-breaks")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &w : words) {
            bool ok = false;
            for (TieBreak t : tieBreaks()) {
                if (tieBreakWord(t) == w && !order.contains(t)) {
                    order.append(t);
                    ok = true;
                }
            }
            if (!ok)
                found.append(
                    {lineOf.value(QStringLiteral("tie-breaks")), RuleSetTextMessages::tieBreak(w)});
        }
        r.order = order;
    }
    if (!values.contains(QStringLiteral("id")))
        r.id = values.contains(QStringLiteral("base")) && base.sameParts(r) && r.name.isEmpty()
            ? base.id
            : QStringLiteral("custom");

    if (problems)
        *problems = found;
    return found.isEmpty() ? r : RuleSet::standard();
}

} // namespace ctd
