#include "reportsheet.h"

#include "files/csv.h"

#include <QHash>
#include <QUrlQuery>

#include <algorithm>

namespace ctd {

namespace {

bool *markOf(PlayerLine *l, Field f)
{
    switch (f) {
    case Field::ArmyFirst:
        return &l->armyFirst;
    case Field::RoadFirst:
        return &l->roadFirst;
    case Field::Declared:
        return &l->declared;
    default:
        return nullptr;
    }
}

// A field's text into the line: a number (empty: 0) or a mark (1/0,
// true/false, on, empty). False: it cannot be read.
bool setField(PlayerLine *l, Field f, const QString &text)
{
    const QString t = text.trimmed();
    if (int *n = fieldNumber(l, f)) {
        if (t.isEmpty()) {
            *n = 0;
            return true;
        }
        // Digits only: "2\0", "+2" or "２" are not read as 2.
        if (t.size() > 2 || !std::all_of(t.cbegin(), t.cend(), [](QChar c) {
                return c >= QLatin1Char('0') && c <= QLatin1Char('9');
            }))
            return false;
        bool ok = false;
        const int v = t.toInt(&ok);
        if (!ok || v < 0 || v > 99)
            return false;
        *n = v;
        return true;
    }
    if (bool *m = markOf(l, f)) {
        const QString lower = t.toLower();
        if (lower.isEmpty() || lower == QLatin1String("0") || lower == QLatin1String("false")) {
            *m = false;
            return true;
        }
        if (lower == QLatin1String("1") || lower == QLatin1String("true")
            || lower == QLatin1String("on")) {
            *m = true;
            return true;
        }
        return false;
    }
    return false;
}

ReportSheet failed(int status)
{
    ReportSheet s;
    s.status = status;
    return s;
}

ReportSheet readForm(const QByteArray &body, const QStringList &players)
{
    ReportSheet s;
    for (const QString &name : players) {
        PlayerLine l;
        l.name = name;
        s.lines.append(l);
    }
    QHash<QString, QPair<int, Field>> names;
    for (int seat = 0; seat < players.size(); ++seat) {
        for (Field f : lineFields())
            names.insert(formFieldName(f, seat), {seat, f});
    }
    for (const auto &[key, value] : formFields(body)) {
        // The page's own form says so: its answer is the page again.
        s.fromPage = s.fromPage || key == QLatin1String("page");
        const auto it = names.constFind(key);
        if (it == names.cend())
            continue; // none of the sheet's
        if (!setField(&s.lines[it->first], it->second, value))
            return failed(400);
    }
    return s;
}

ReportSheet readCsvSheet(const QByteArray &body, const QStringList &players, int round, int table)
{
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(body, &records, &syntax) || records.size() < 2)
        return failed(400);
    const QStringList header = records.first().fields;
    const qsizetype player = header.indexOf(QStringLiteral("player"));
    const qsizetype roundColumn = header.indexOf(QStringLiteral("round"));
    const qsizetype tableColumn = header.indexOf(QStringLiteral("table"));
    if (player < 0)
        return failed(400);
    QList<QPair<qsizetype, Field>> columns;
    for (Field f : lineFields()) {
        const qsizetype at = header.indexOf(columnName(f));
        PlayerLine probe;
        if (at < 0 && fieldNumber(&probe, f))
            return failed(400); // a number column is required; marks may be left out
        if (at >= 0)
            columns.append({at, f});
    }
    ReportSheet s;
    QHash<QString, PlayerLine> byName;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const QStringList &row = records.at(r).fields;
        const auto cell = [&row](qsizetype at) { return at < row.size() ? row.at(at) : QString(); };
        if ((roundColumn >= 0 && !cell(roundColumn).trimmed().isEmpty()
             && cell(roundColumn).trimmed() != QString::number(round))
            || (tableColumn >= 0 && !cell(tableColumn).trimmed().isEmpty()
                && cell(tableColumn).trimmed() != QString::number(table)))
            return failed(400);
        PlayerLine l;
        l.name = cell(player).trimmed();
        for (const auto &[at, f] : std::as_const(columns)) {
            if (!setField(&l, f, cell(at)))
                return failed(400);
        }
        if (byName.contains(l.name))
            return failed(400);
        byName.insert(l.name, l);
    }
    if (byName.size() != players.size())
        return failed(400);
    for (const QString &name : players) {
        if (!byName.contains(name))
            return failed(400);
        s.lines.append(byName.value(name));
    }
    return s;
}

} // namespace

QString columnName(Field field)
{
    switch (field) {
    case Field::Settlements:
        return QStringLiteral("settlements");
    case Field::Cities:
        return QStringLiteral("cities");
    case Field::VpCards:
        return QStringLiteral("vp_cards");
    case Field::Knights:
        return QStringLiteral("knights");
    case Field::Roads:
        return QStringLiteral("roads");
    case Field::LongestRoad:
        return QStringLiteral("longest_road");
    case Field::ArmyFirst:
        return QStringLiteral("army_first");
    case Field::RoadFirst:
        return QStringLiteral("road_first");
    case Field::Declared:
        return QStringLiteral("declared");
    case Field::Player:
        return QStringLiteral("player");
    case Field::None:
        break;
    }
    return {};
}

QString formFieldName(Field field, int seat)
{
    return columnName(field) + QString::number(seat + 1);
}

bool isContentType(const QByteArray &contentType, const char *type)
{
    return contentType.split(';').first().trimmed().toLower() == QByteArray(type);
}

QList<QPair<QString, QString>> formFields(const QByteArray &body)
{
    QByteArray plus = body;
    plus.replace('+', "%20");
    const QUrlQuery query(QString::fromLatin1(plus));
    return query.queryItems(QUrl::FullyDecoded);
}

bool isUtf8(const QByteArray &contentType)
{
    // A sheet is UTF-8 (or its ASCII part): a body declared as another
    // character set is refused rather than read as something it is not.
    const QList<QByteArray> parts = contentType.split(';');
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QByteArray p = parts[i].trimmed().toLower();
        if (!p.startsWith("charset="))
            continue;
        QByteArray v = p.mid(8).trimmed();
        if (v.size() >= 2 && v.startsWith('"') && v.endsWith('"'))
            v = v.mid(1, v.size() - 2);
        if (v != "utf-8" && v != "utf8" && v != "us-ascii")
            return false;
    }
    return true;
}

ReportSheet readReportSheet(const QByteArray &contentType, const QByteArray &body,
                            const QStringList &players, int round, int table)
{
    if (!isUtf8(contentType))
        return failed(415);
    if (isContentType(contentType, "application/x-www-form-urlencoded"))
        return readForm(body, players);
    if (isContentType(contentType, "text/csv"))
        return readCsvSheet(body, players, round, table);
    return failed(415);
}

} // namespace ctd
