#include "nameupgrade.h"

#include "dbschema.h"

#include "scoring/names.h"

#include <QHash>
#include <QSqlQuery>
#include <QVariant>

namespace ctd::nameupgrade {

namespace {

// An older file may hold names the rule refuses now; they keep what a person
// sees, without the invisible characters.
QString stored(const QString &old)
{
    const QString name = names::normalized(old);
    if (!names::isBad(name))
        return name;
    QString visible;
    for (const char32_t c : QStringView(name).toUcs4()) {
        const auto category = QChar::category(c);
        if (category != QChar::Other_Control && category != QChar::Other_Format
            && category != QChar::Other_Surrogate && category != QChar::Separator_Line
            && category != QChar::Separator_Paragraph)
            visible += QStringView(QChar::fromUcs4(c));
        else
            visible += QLatin1Char(' ');
    }
    return names::normalized(visible);
}

} // namespace

int step()
{
    return schema::namesStep();
}

bool plan(QSqlDatabase db, Plan *plan, QSqlError *failure)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name FROM player ORDER BY id"))) {
        *failure = q.lastError();
        return false;
    }
    QHash<QString, QString> byStored; // stored name → the name it was
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        const QString old = q.value(1).toString();
        QString name = stored(old);
        if (name.isEmpty())
            name = QStringLiteral("?%1").arg(id);
        if (byStored.contains(name) && plan->first.isEmpty()) {
            plan->first = byStored.value(name);
            plan->second = old;
        }
        byStored.insert(name, old);
        if (name != old)
            plan->changes.append({id, name});
    }
    return true;
}

bool apply(QSqlDatabase db, const Plan &plan, QSqlError *failure)
{
    // Through a name of its own first, so that two renames never meet the
    // UNIQUE constraint half-way.
    for (const QString &sql :
         {QStringLiteral("UPDATE player SET name = '#upgrading ' || id WHERE id = ?"),
          QStringLiteral("UPDATE player SET name = ? WHERE id = ?")}) {
        QSqlQuery q(db);
        q.prepare(sql);
        const bool final = sql.contains(QLatin1String("name = ?"));
        for (const auto &[id, name] : plan.changes) {
            if (final)
                q.addBindValue(name);
            q.addBindValue(id);
            if (!q.exec()) {
                *failure = q.lastError();
                return false;
            }
        }
    }
    return true;
}

} // namespace ctd::nameupgrade
