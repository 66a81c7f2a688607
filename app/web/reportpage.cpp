#include "reportpage.h"

#include "board/boardsvg.h"
#include "pagetexts.h"
#include "reportpage_script.h"
#include "reportsheet.h"

#include "files/figures.h"
#include "scoring/messages.h"
#include "tournament/reports.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ctd {

namespace {

// The page's words, looked up per request in the phone's language.
const char *const kTitle = QT_TRANSLATE_NOOP("ReportPage", "Report a table's result");
const char *const kTypeCode =
    QT_TRANSLATE_NOOP("ReportPage", "Type the code on your table's slip.");
const char *const kCode = QT_TRANSLATE_NOOP("ReportPage", "Code");
const char *const kOpen = QT_TRANSLATE_NOOP("ReportPage", "Open the table");
const char *const kUnknownCode = QT_TRANSLATE_NOOP(
    "ReportPage", "This code does not work. Check it on the slip, or ask the desk.");
const char *const kRoundTable = QT_TRANSLATE_NOOP("ReportPage", "Round %1, table %2");
const char *const kSend = QT_TRANSLATE_NOOP("ReportPage", "Send the result");
const char *const kVp = QT_TRANSLATE_NOOP("ReportPage", "VP");
const char *const kPlace = QT_TRANSLATE_NOOP("ReportPage", "Place");
const char *const kRoundPoints = QT_TRANSLATE_NOOP("ReportPage", "Round points");
const char *const kProblems =
    QT_TRANSLATE_NOOP("ReportPage", "The sheet breaks a rule: correct the cells marked below.");
const char *const kReport = QT_TRANSLATE_NOOP("ReportPage", "Report %1");
const char *const kPassRound = QT_TRANSLATE_NOOP(
    "ReportPage", "Pass the phone round: each player checks the result and confirms it.");
const char *const kConfirm = QT_TRANSLATE_NOOP("ReportPage", "%1 confirms");
const char *const kConfirmed = QT_TRANSLATE_NOOP("ReportPage", "%1 has confirmed");
const char *const kAllConfirmed =
    QT_TRANSLATE_NOOP("ReportPage", "Every player confirmed: the desk will take the result.");
const char *const kConflict = QT_TRANSLATE_NOOP(
    "ReportPage", "The table sent different results: the desk will look at them.");
const char *const kRejected = QT_TRANSLATE_NOOP(
    "ReportPage", "The desk did not take the last report: send the result again.");
const char *const kResult =
    QT_TRANSLATE_NOOP("ReportPage",
                      "The desk has this table's result. It can no longer be "
                      "reported here: ask the desk to correct it.");
const char *const kOwnCode = QT_TRANSLATE_NOOP("ReportPage", "%1's registration code");
const char *const kOther =
    QT_TRANSLATE_NOOP("ReportPage", "A different result? Correct the sheet and send it again.");

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QByteArray hashOf(const char *text)
{
    return "'sha256-"
        + QCryptographicHash::hash(QByteArray(text), QCryptographicHash::Sha256).toBase64() + "'";
}

QString head(const QString &language, const QString &title)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                          "<title>%2</title><style>%3</style></head><body><main>\n")
        .arg(language, esc(title), QString::fromUtf8(reportpage::kStyle));
}

QString tail()
{
    return QStringLiteral("</main><script>%1</script></body></html>\n")
        .arg(QString::fromUtf8(reportpage::kScript));
}

bool isMark(Field f)
{
    return f == Field::ArmyFirst || f == Field::RoadFirst || f == Field::Declared;
}

// Whether the sheet needs a mark's row, as the desk offers it: a tie or a
// contest the mark decides, a mark set, or a problem with that mark.
bool markNeeded(Field f, const QList<PlayerLine> &lines, const SheetResult &r)
{
    const QList<bool> &applies = f == Field::ArmyFirst ? r.armyMarkApplies
        : f == Field::RoadFirst                        ? r.roadMarkApplies
                                                       : r.declaredApplies;
    for (qsizetype s = 0; s < lines.size(); ++s) {
        if (fieldValue(lines[s], f) != 0 || applies.value(s))
            return true;
    }
    for (const SheetError &e : r.errors) {
        if (e.field == f)
            return true;
    }
    return false;
}

// The scores of a sheet in rows under the players: VP always, place and
// round points when the sheet breaks no rule.
QString scoreRows(const QString &language, const SheetResult &r, qsizetype players, bool shown)
{
    const QLocale locale = PageTexts::locale(language);
    const auto t = [&language](const char *s) { return ReportPage::text(language, s); };
    QString h;
    const struct
    {
        const char *key;
        const char *label;
    } rows[] = {{"vp", kVp}, {"place", kPlace}, {"round_points", kRoundPoints}};
    for (const auto &row : rows) {
        h += QStringLiteral("<tr class=\"out\" data-k=\"%1\"><th class=\"f\">%2</th>")
                 .arg(QLatin1String(row.key), esc(t(row.label)));
        for (qsizetype s = 0; s < players; ++s) {
            QString cell;
            const PlayerScore p = r.players.value(s);
            if (shown) {
                if (qstrcmp(row.key, "vp") == 0)
                    cell = QString::number(p.vp);
                else if (r.isValid() && qstrcmp(row.key, "place") == 0)
                    cell = QString::number(p.place);
                else if (r.isValid())
                    cell = Figures::points(p.roundPointsTwelfths, locale);
            }
            h += QStringLiteral("<td>%1</td>").arg(esc(cell));
        }
        h += QStringLiteral("</tr>\n");
    }
    return h;
}

// The players' names over their columns.
QString nameHeader(const QStringList &players)
{
    QString h = QStringLiteral("<thead><tr><th class=\"l\"></th>");
    for (const QString &p : players)
        h += QStringLiteral("<th data-p=\"%1\">%1</th>").arg(esc(p));
    return h + QStringLiteral("</tr></thead>");
}

QString problemRow(const QString &language, Field field, const QList<PlayerLine> &lines,
                   const SheetResult &r)
{
    QString items;
    const auto translate = [&language](const char *s) {
        return PageTexts::text(language, "SheetMessages", s);
    };
    for (const SheetError &e : r.errors) {
        const bool here = field == Field::None
            ? (e.field == Field::None || e.field == Field::Player)
            : e.field == field;
        if (!here)
            continue;
        const QString who =
            e.seat >= 0 ? lines.value(e.seat).name + QStringLiteral(": ") : QString();
        items += QStringLiteral("<li>%1</li>")
                     .arg(esc(who + SheetMessages::message(e, lines, translate)));
    }
    if (items.isEmpty())
        return {};
    return QStringLiteral("<tr class=\"pr\"><td colspan=\"%1\"><ul>%2</ul></td></tr>\n")
        .arg(lines.size() + 1)
        .arg(items);
}

// The sheet as a form: the desk's columns as rows (a phone is narrow), the
// players side by side in seat order, each problem under its cell's row.
QString sheetForm(const ReportPageData &d)
{
    const auto t = [&d](const char *s) { return ReportPage::text(d.language, s); };
    const auto label = [&d](Field f) {
        return SheetMessages::fieldLabel(
            f, [&d](const char *s) { return PageTexts::text(d.language, "SheetMessages", s); });
    };
    QList<PlayerLine> lines = d.lines;
    if (lines.size() != d.players.size()) {
        lines.clear();
        for (const QString &p : d.players) {
            PlayerLine l;
            l.name = p;
            lines.append(l);
        }
    }
    const bool typed = d.checked || !d.lines.isEmpty();
    const SheetResult r = scoreSheet(lines, d.rules);
    QString h = QStringLiteral("<form id=\"sheet\" method=\"post\" action=\"/r/%1\">"
                               "<input type=\"hidden\" name=\"page\" value=\"1\">")
                    .arg(d.code);
    if (d.checked && !r.isValid())
        h += QStringLiteral("<p class=\"problems\">%1</p>").arg(esc(t(kProblems)));
    h += QStringLiteral("<table>") + nameHeader(d.players) + QStringLiteral("<tbody>\n");
    h += QStringLiteral("<tr data-f=\"top\" hidden></tr>\n");
    if (d.checked)
        h += problemRow(d.language, Field::None, lines, r);
    for (Field f : lineFields()) {
        const bool mark = isMark(f);
        const bool hidden = mark && !(typed && markNeeded(f, lines, r));
        h += QStringLiteral("<tr data-f=\"%1\"%2%3><th class=\"f\">%4</th>")
                 .arg(columnName(f), mark ? QStringLiteral(" class=\"mark\"") : QString(),
                      hidden ? QStringLiteral(" hidden") : QString(), esc(label(f)));
        for (qsizetype s = 0; s < lines.size(); ++s) {
            bool invalid = false;
            for (const SheetError &e : r.errors)
                invalid = invalid || (d.checked && e.field == f && e.seat == s);
            const QString name = formFieldName(f, int(s));
            const QString aria =
                QStringLiteral(" aria-label=\"%1, %2\"%3")
                    .arg(esc(lines[s].name), esc(label(f)),
                         invalid ? QStringLiteral(" aria-invalid=\"true\"") : QString());
            if (mark) {
                h += QStringLiteral("<td><input type=\"checkbox\" name=\"%1\" value=\"1\" "
                                    "data-s=\"%2\"%3%4></td>")
                         .arg(name)
                         .arg(s)
                         .arg(fieldValue(lines[s], f) != 0 ? QStringLiteral(" checked") : QString(),
                              aria);
            } else {
                const QString value = typed ? QString::number(fieldValue(lines[s], f)) : QString();
                h += QStringLiteral("<td><input type=\"text\" inputmode=\"numeric\" "
                                    "pattern=\"[0-9]*\" maxlength=\"2\" autocomplete=\"off\" "
                                    "name=\"%1\" value=\"%2\" data-s=\"%3\"%4></td>")
                         .arg(name, value)
                         .arg(s)
                         .arg(aria);
            }
        }
        h += QStringLiteral("</tr>\n");
        if (d.checked)
            h += problemRow(d.language, f, lines, r);
    }
    // The figures of a sheet typed or sent before; the script fills them as cells are typed.
    h += scoreRows(d.language, r, lines.size(), typed);
    h += QStringLiteral("</tbody></table><button type=\"submit\">%1</button></form>\n")
             .arg(esc(t(kSend)));
    return h;
}

// The newest open report with its scores and a button for each player who
// has not confirmed it yet.
QString reportPart(const ReportPageData &d, const TableReport &report)
{
    const auto t = [&d](const char *s) { return ReportPage::text(d.language, s); };
    QString h = QStringLiteral("<section id=\"report\"><h2>%1</h2><table>")
                    .arg(esc(t(kReport).arg(report.number)));
    h += nameHeader(d.players) + QStringLiteral("<tbody>\n");
    h += scoreRows(d.language, scoreSheet(report.lines, d.rules), d.players.size(), true);
    h += QStringLiteral("</tbody></table>");
    if (d.reports.state == ReportState::Conflict) {
        h += QStringLiteral("<p class=\"notice bad\">%1</p>").arg(esc(t(kConflict)));
    } else if (d.reports.state == ReportState::Confirmed) {
        h += QStringLiteral("<p class=\"notice\">%1</p>").arg(esc(t(kAllConfirmed)));
    } else {
        h += QStringLiteral("<p>%1</p>").arg(esc(t(kPassRound)));
    }
    h += QStringLiteral("<div class=\"confirm\">");
    for (const QString &p : d.players) {
        if (report.confirmedBy.contains(p)) {
            h += QStringLiteral("<p class=\"done\">✓ %1</p>").arg(esc(t(kConfirmed)).arg(esc(p)));
            continue;
        }
        // With registration codes, each player types their own (docs/door.md).
        const QString own = d.playerCodes
            ? QStringLiteral("<input name=\"code\" required autocomplete=\"off\" "
                             "autocapitalize=\"characters\" spellcheck=\"false\" "
                             "maxlength=\"20\" placeholder=\"%1\" aria-label=\"%1\">")
                  .arg(esc(t(kOwnCode).arg(p)))
            : QString();
        h += QStringLiteral("<form method=\"post\" action=\"/r/%1/confirm\">"
                            "<input type=\"hidden\" name=\"page\" value=\"1\">"
                            "<input type=\"hidden\" name=\"report\" value=\"%2\">"
                            "<input type=\"hidden\" name=\"player\" value=\"%3\">%5"
                            "<button type=\"submit\">%4</button></form>")
                 .arg(d.code)
                 .arg(report.number)
                 .arg(esc(p), esc(t(kConfirm)).arg(esc(p)), own);
    }
    h += QStringLiteral("</div></section>\n");
    return h;
}

} // namespace

QString ReportPage::text(const QString &language, const char *source)
{
    return PageTexts::text(language, "ReportPage", source);
}

QByteArray ReportPage::contentSecurityPolicy()
{
    return "default-src 'none'; style-src " + hashOf(reportpage::kStyle) + "; script-src "
        + hashOf(reportpage::kScript)
        + "; connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'self'; "
          "frame-ancestors 'none'";
}

QString ReportPage::pageHead(const QString &language, const QString &title)
{
    return head(language, title);
}

QString ReportPage::pageTail()
{
    return tail();
}

QByteArray ReportPage::codeForm(const QString &language, bool unknown)
{
    const auto t = [&language](const char *s) { return text(language, s); };
    QString h = head(language, t(kTitle));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(t(kTitle)));
    if (unknown)
        h += QStringLiteral("<p class=\"notice bad\">%1</p>").arg(esc(t(kUnknownCode)));
    h += QStringLiteral("<form method=\"get\" action=\"/report\"><label for=\"code\">%1</label>"
                        "<input id=\"code\" name=\"code\" autocomplete=\"off\" "
                        "autocapitalize=\"characters\" spellcheck=\"false\" maxlength=\"20\" "
                        "placeholder=\"XXXX-XXXX\" aria-label=\"%2\">"
                        "<button type=\"submit\">%3</button></form>\n")
             .arg(esc(t(kTypeCode)), esc(t(kCode)), esc(t(kOpen)));
    return (h + tail()).toUtf8();
}

namespace {

// The round's board under the table's sheet: the same drawing as the players'
// page, its words in the phone's language.
QString boardPart(const ReportPageData &d)
{
    if (!d.board)
        return {};
    const QString language = d.language;
    const auto words = [&language](const char *s) {
        return PageTexts::text(language, "BoardTexts", s);
    };
    const QString title =
        PageTexts::text(language, "PlayersPage", "Round %1: the board").arg(d.round);
    return QStringLiteral("<section id=\"board\"><h2>%1</h2>").arg(esc(title))
        + boardSvg(BoardScene::of(*d.board, words), title) + QStringLiteral("</section>\n");
}

} // namespace

QByteArray ReportPage::table(const ReportPageData &d)
{
    const auto t = [&d](const char *s) { return text(d.language, s); };
    QString h = head(d.language, d.tournament);
    h += QStringLiteral("<header><h1>%1</h1><p class=\"meta\">%2</p></header>\n")
             .arg(esc(d.tournament), esc(t(kRoundTable).arg(d.round).arg(d.table)));
    if (!d.notice.isEmpty())
        h += QStringLiteral("<p class=\"notice\">%1</p>\n").arg(esc(d.notice));
    h += callPart(d);
    if (d.result) {
        h += QStringLiteral("<p class=\"notice\">%1</p><table>").arg(esc(t(kResult)));
        h += nameHeader(d.players) + QStringLiteral("<tbody>\n");
        h += scoreRows(d.language, scoreSheet(d.result->lines, d.rules), d.players.size(), true);
        h += QStringLiteral("</tbody></table>\n");
        return (h + boardPart(d) + tail()).toUtf8();
    }
    if (d.reports.state == ReportState::Rejected)
        h += QStringLiteral("<p class=\"notice bad\">%1</p>\n").arg(esc(t(kRejected)));
    if (const TableReport *newest = d.reports.current()) {
        h += reportPart(d, *newest);
        h += QStringLiteral("<h2>%1</h2>\n").arg(esc(t(kOther)));
    }
    h += sheetForm(d);
    return (h + boardPart(d) + tail()).toUtf8();
}

QByteArray ReportPage::checkJson(const QList<PlayerLine> &lines, const SheetResult &result,
                                 const QString &language)
{
    const auto translate = [&language](const char *s) {
        return PageTexts::text(language, "SheetMessages", s);
    };
    QJsonArray problems;
    for (const SheetError &e : result.errors) {
        problems.append(QJsonObject{
            {QStringLiteral("player"),
             e.seat >= 0 ? QJsonValue(lines.value(e.seat).name) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("code"), errorCodeName(e.code)},
            {QStringLiteral("message"), SheetMessages::message(e, lines, translate)}});
    }
    QJsonArray players;
    for (qsizetype s = 0; s < lines.size(); ++s) {
        const PlayerScore p = result.players.value(s);
        const bool valid = result.isValid();
        players.append(QJsonObject{
            {QStringLiteral("player"), lines[s].name},
            {QStringLiteral("vp"), p.vp},
            {QStringLiteral("place"), valid ? QJsonValue(p.place) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("round_points"),
             valid ? QJsonValue(double(qRound(p.roundPointsTwelfths * 100.0 / 12)) / 100)
                   : QJsonValue(QJsonValue::Null)}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("ok"), result.isValid()},
                                     {QStringLiteral("problems"), problems},
                                     {QStringLiteral("players"), players}})
        .toJson(QJsonDocument::Compact);
}

} // namespace ctd
