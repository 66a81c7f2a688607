#include "reportsserver.h"

#include "guesslimiter.h"
#include "pagetexts.h"
#include "reportpage.h"
#include "reportsheet.h"

#include "commands/doorcommands.h"
#include "commands/reportcommands.h"
#include "tournament/boards.h"
#include "tournament/dbfile.h"
#include "tournament/details.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace ctd {

namespace {

const char *const kSent = QT_TRANSLATE_NOOP("ReportPage", "Report %1 is sent.");
const char *const kThanks = QT_TRANSLATE_NOOP("ReportPage", "%1 has confirmed report %2.");
const char *const kNotOwnCode =
    QT_TRANSLATE_NOOP("ReportPage",
                      "That is not %1's registration code: nothing was confirmed. Type the code on "
                      "your card.");

// The body of a short answer (the status line's words are the server's).
QByteArray reasonText(int status)
{
    switch (status) {
    case 400:
        return QByteArrayLiteral("400 Bad Request: the sheet cannot be read");
    case 415:
        return QByteArrayLiteral("415 Unsupported Media Type: send text/csv or a form");
    default:
        return QByteArray::number(status);
    }
}

HttpResponse plain(int status, const QByteArray &text)
{
    HttpResponse r;
    r.status = status;
    r.body = text + '\n';
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    return r;
}

HttpResponse json(int status, const QByteArray &body)
{
    HttpResponse r;
    r.status = status;
    r.body = body;
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json; charset=utf-8")});
    return r;
}

HttpResponse html(int status, const QByteArray &body, const QString &language)
{
    HttpResponse r;
    r.status = status;
    r.body = body;
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")});
    r.headers.append({QByteArrayLiteral("Content-Language"), language.toLatin1()});
    r.headers.append({QByteArrayLiteral("Vary"), QByteArrayLiteral("Accept-Language")});
    r.headers.append(
        {QByteArrayLiteral("Content-Security-Policy"), ReportPage::contentSecurityPolicy()});
    return r;
}

HttpResponse notAllowed(const QByteArray &allow)
{
    HttpResponse r = plain(405, QByteArrayLiteral("405 Method Not Allowed"));
    r.headers.append({QByteArrayLiteral("Allow"), allow});
    return r;
}

// Where a form of the page is answered: 303 See Other to the table's page
// (with what to say there), so that reloading never sends the form again.
HttpResponse seeTable(const QString &code, const QList<QPair<QString, QString>> &say)
{
    QByteArray location = "/r/" + code.toLatin1();
    char sep = '?';
    for (const auto &[key, value] : say) {
        location += sep + key.toLatin1() + '=' + QUrl::toPercentEncoding(value);
        sep = '&';
    }
    HttpResponse r = plain(303, QByteArrayLiteral("303 See Other"));
    r.headers.append({QByteArrayLiteral("Location"), location});
    return r;
}

// A write that failed: 507 when the tournament's disk is full (the phone is
// told to hand in its slip), 503 otherwise (try again).
HttpResponse storeFailed(const Tournament &tournament)
{
    const QString path = tournament.path();
    if (!path.isEmpty() && dbfile::diskFull(QFileInfo(path).absolutePath()))
        return plain(507, QByteArrayLiteral("507 Insufficient Storage: the desk's disk is full"));
    return plain(503, QByteArrayLiteral("503 Service Unavailable"));
}

QString languageOf(const HttpRequest &request)
{
    return PageTexts::languageFor(request.headers.value("accept-language"));
}

QByteArray stateJson(const TableReports &reports, int report)
{
    QJsonObject o{{QStringLiteral("state"), reportStateName(reports.state)}};
    if (report > 0)
        o.insert(QStringLiteral("report"), report);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

bool fromPage(const HttpRequest &request)
{
    if (!isContentType(request.headers.value("content-type"), "application/x-www-form-urlencoded"))
        return false;
    for (const auto &[key, value] : formFields(request.body)) {
        if (key == QLatin1String("page"))
            return true;
    }
    return false;
}

} // namespace

ReportsServer::ReportsServer(Tournament *tournament, QObject *parent)
    : QObject(parent)
    , m_tournament(tournament)
    , m_now([] { return QDateTime::currentMSecsSinceEpoch(); })
    , m_guesses(std::make_shared<GuessLimiter>(kGuesses, kGuessWindowMs))
{
}

bool ReportsServer::isReportsPath(const QByteArray &path)
{
    return path == "/report" || path.startsWith("/r/") || path.startsWith("/c/");
}

bool ReportsServer::isBlocked(const QHostAddress &peer)
{
    return m_guesses->isBlocked(peer, m_now());
}

HttpResponse ReportsServer::tooManyRequests()
{
    HttpResponse r = plain(429, QByteArrayLiteral("429 Too Many Requests"));
    r.headers.append({QByteArrayLiteral("Retry-After"), QByteArray::number(kGuessWindowMs / 1000)});
    return r;
}

QPair<int, int> ReportsServer::tableOf(const QString &typed, const QHostAddress &peer,
                                       QString *code)
{
    *code = Reports::normalizeCode(typed);
    const QPair<int, int> table =
        code->isEmpty() ? QPair<int, int>(0, 0) : m_tournament->reports().tableOfCode(*code);
    if (table.first == 0) {
        // Unknown and dead codes alike: the same answer, and a guess counted.
        m_guesses->count(peer, m_now());
        code->clear();
    }
    return table;
}

HttpResponse ReportsServer::handle(const HttpRequest &request)
{
    const bool read = request.method == "GET" || request.method == "HEAD";
    if (request.path == "/report") {
        if (!read)
            return notAllowed(QByteArrayLiteral("GET, HEAD"));
        return codePage(request);
    }
    if (request.path.startsWith("/c/"))
        return selfCheckIn(request);
    const QList<QByteArray> parts = request.path.mid(3).split('/');
    const QByteArray action = parts.value(1);
    if (parts.size() > 2 || parts.first().isEmpty()
        || !(action.isEmpty() || action == "check" || action == "confirm" || action == "call"))
        return plain(404, QByteArrayLiteral("404 Not Found"));
    if (action.isEmpty() ? !(read || request.method == "POST") : request.method != "POST")
        return notAllowed(action.isEmpty() ? QByteArrayLiteral("GET, HEAD, POST")
                                           : QByteArrayLiteral("POST"));
    QString code;
    const auto [round, table] =
        tableOf(QUrl::fromPercentEncoding(parts.first()), request.peer, &code);
    if (round == 0)
        return plain(403, QByteArrayLiteral("403 Forbidden: this code does not work"));
    if (request.body.size() > kBodyBytes)
        return plain(413, QByteArrayLiteral("413 Content Too Large"));
    if (read)
        return tablePage(request, code, round, table);
    if (action == "check")
        return check(request, round, table);
    if (action == "confirm")
        return confirm(request, code, round, table);
    if (action == "call")
        return call(request, code, round, table);
    return submit(request, code, round, table);
}

HttpResponse ReportsServer::codePage(const HttpRequest &request)
{
    const QString language = languageOf(request);
    QString typed;
    bool asked = false;
    for (const auto &[key, value] : formFields(request.query)) {
        if (key == QLatin1String("code")) {
            typed = value;
            asked = true;
        }
    }
    if (!asked)
        return html(200, ReportPage::codeForm(language, false), language);
    QString code;
    if (tableOf(typed, request.peer, &code).first == 0)
        return html(403, ReportPage::codeForm(language, true), language);
    HttpResponse r = plain(303, QByteArrayLiteral("303 See Other"));
    r.headers.append({QByteArrayLiteral("Location"), "/r/" + code.toLatin1()});
    return r;
}

bool ReportsServer::hasResult(int round, int table) const
{
    const std::optional<StoredSheet> s = m_tournament->results().sheet(round, table);
    return s && s->state == SheetState::Complete;
}

void ReportsServer::fillPage(ReportPageData *d, const HttpRequest &request, const QString &code,
                             int round, int table) const
{
    const TournamentInfo info = m_tournament->details().info();
    d->language = languageOf(request);
    d->tournament = info.name;
    d->rules = info.rules;
    d->code = code;
    d->round = round;
    d->table = table;
    d->reports = m_tournament->reports().table(round, table);
    d->players = d->reports.players;
    if (hasResult(round, table))
        d->result = m_tournament->results().sheet(round, table);
    d->board = m_tournament->boards().roundBoard(round);
    d->playerCodes = m_tournament->door().hasCodes();
    d->call = m_tournament->door().liveCall(round, table);
}

HttpResponse ReportsServer::tablePage(const HttpRequest &request, const QString &code, int round,
                                      int table)
{
    ReportPageData d;
    fillPage(&d, request, code, round, table);
    if (const TableReport *newest = d.reports.current())
        d.lines = newest->lines;
    // What a form said before its 303 brought the phone here.
    QString sent, confirmed, player;
    for (const auto &[key, value] : formFields(request.query)) {
        if (key == QLatin1String("sent"))
            sent = value;
        else if (key == QLatin1String("confirmed"))
            confirmed = value;
        else if (key == QLatin1String("player"))
            player = value;
    }
    if (sent.toInt() > 0)
        d.notice = ReportPage::text(d.language, kSent).arg(sent.toInt());
    else if (confirmed.toInt() > 0 && d.players.contains(player))
        d.notice =
            ReportPage::text(d.language, kThanks).arg(player, QString::number(confirmed.toInt()));
    return html(200, ReportPage::table(d), d.language);
}

HttpResponse ReportsServer::check(const HttpRequest &request, int round, int table)
{
    const QStringList players = m_tournament->reports().table(round, table).players;
    const ReportSheet sheet =
        readReportSheet(request.headers.value("content-type"), request.body, players, round, table);
    if (sheet.status != 0)
        return plain(sheet.status, reasonText(sheet.status));
    const SheetResult result = scoreSheet(sheet.lines, m_tournament->details().info().rules);
    return json(200, ReportPage::checkJson(sheet.lines, result, languageOf(request)));
}

HttpResponse ReportsServer::submit(const HttpRequest &request, const QString &code, int round,
                                   int table)
{
    const QStringList players = m_tournament->reports().table(round, table).players;
    const ReportSheet sheet =
        readReportSheet(request.headers.value("content-type"), request.body, players, round, table);
    if (sheet.status != 0)
        return plain(sheet.status, reasonText(sheet.status));
    // The command decides, inside its transaction; this only says what it decided.
    SubmitReport command(round, table, sheet.lines, request.peer.toString());
    DbError e;
    const bool stored = command.apply(*m_tournament, &e);
    const QString language = languageOf(request);
    switch (command.outcome()) {
    case SubmitReport::Outcome::Done:
        break;
    case SubmitReport::Outcome::HasResult:
        return sheet.fromPage
            ? seeTable(code, {})
            : plain(409, QByteArrayLiteral("409 Conflict: the table has an accepted result"));
    case SubmitReport::Outcome::TooMany:
        return plain(429,
                     QByteArrayLiteral("429 Too Many Requests: the table sent too many "
                                       "reports; hand your slip to the desk"));
    case SubmitReport::Outcome::BreaksRules: {
        const SheetResult result = scoreSheet(sheet.lines, m_tournament->details().info().rules);
        if (!sheet.fromPage)
            return json(422, ReportPage::checkJson(sheet.lines, result, language));
        ReportPageData d;
        fillPage(&d, request, code, round, table);
        d.lines = sheet.lines;
        d.checked = true;
        return html(422, ReportPage::table(d), language);
    }
    case SubmitReport::Outcome::Refused:
        return e.kind == DbError::Invalid ? plain(400, reasonText(400))
                                          : storeFailed(*m_tournament);
    }
    if (!stored)
        return storeFailed(*m_tournament);
    const TableReports now = m_tournament->reports().table(round, table);
    if (!sheet.fromPage)
        return json(202, stateJson(now, command.number()));
    return seeTable(code, {{QStringLiteral("sent"), QString::number(command.number())}});
}

HttpResponse ReportsServer::confirm(const HttpRequest &request, const QString &code, int round,
                                    int table)
{
    if (!isContentType(request.headers.value("content-type"), "application/x-www-form-urlencoded")
        || !isUtf8(request.headers.value("content-type")))
        return plain(415, reasonText(415));
    QString player;
    int report = 0;
    for (const auto &[key, value] : formFields(request.body)) {
        if (key == QLatin1String("player"))
            player = value;
        else if (key == QLatin1String("report"))
            report = value.toInt();
    }
    if (!m_tournament->reports().table(round, table).players.contains(player))
        return plain(400, QByteArrayLiteral("400 Bad Request: no such player at this table"));
    // Once the players have registration codes, each confirms with their own
    // (docs/door.md): without it, or with another's, nothing is stored, and
    // the wrong code counts as a guess.
    const bool codes = m_tournament->door().hasCodes();
    if (codes) {
        QString given;
        for (const auto &[key, value] : formFields(request.body)) {
            if (key == QLatin1String("code"))
                given = value;
        }
        const qint64 owner = m_tournament->door().playerOfCode(given);
        const std::optional<Player> confirming = m_tournament->roster().playerByName(player);
        if (owner == 0 || !confirming || confirming->id != owner) {
            m_guesses->count(request.peer, m_now());
            if (!fromPage(request))
                return plain(
                    403,
                    QByteArrayLiteral("403 Forbidden: not the player's own registration code"));
            ReportPageData d;
            fillPage(&d, request, code, round, table);
            if (const TableReport *newest = d.reports.current())
                d.lines = newest->lines;
            d.notice = ReportPage::text(d.language, kNotOwnCode).arg(player);
            return html(403, ReportPage::table(d), d.language);
        }
    }
    ConfirmReport command(round, table, report, player, request.peer.toString());
    command.setWithCode(codes);
    DbError e;
    const bool stored = command.apply(*m_tournament, &e);
    switch (command.outcome()) {
    case ConfirmReport::Outcome::Done:
        break;
    case ConfirmReport::Outcome::HasResult:
        return fromPage(request)
            ? seeTable(code, {})
            : plain(409, QByteArrayLiteral("409 Conflict: the table has an accepted result"));
    case ConfirmReport::Outcome::Unknown:
        return plain(400, QByteArrayLiteral("400 Bad Request: no such report at this table"));
    case ConfirmReport::Outcome::Refused:
        return storeFailed(*m_tournament);
    }
    if (!stored)
        return storeFailed(*m_tournament);
    const TableReports now = m_tournament->reports().table(round, table);
    if (!fromPage(request))
        return json(200, stateJson(now, 0));
    return seeTable(code,
                    {{QStringLiteral("confirmed"), QString::number(report)},
                     {QStringLiteral("player"), player}});
}

HttpResponse ReportsServer::call(const HttpRequest &request, const QString &code, int round,
                                 int table)
{
    const QByteArray type = request.headers.value("content-type");
    if (!request.body.isEmpty()
        && (!isContentType(type, "application/x-www-form-urlencoded") || !isUtf8(type)))
        return plain(415, reasonText(415));
    QString note;
    for (const auto &[key, value] : formFields(request.body)) {
        if (key == QLatin1String("note"))
            note = value;
    }
    if (note.simplified().size() > Door::kMaxNote)
        return plain(400,
                     QByteArrayLiteral("400 Bad Request: the note is longer than 200 "
                                       "characters"));
    CallReferee command(round, table, note, request.peer.toString());
    DbError e;
    if (!command.apply(*m_tournament, &e))
        return storeFailed(*m_tournament);
    if (fromPage(request))
        return seeTable(code, {});
    const std::optional<TableCall> now = m_tournament->door().call(command.id());
    return json(202,
                QJsonDocument(
                    QJsonObject{{QStringLiteral("call"), command.id()},
                                {QStringLiteral("state"),
                                 TableCall::stateName(now ? now->state : TableCall::State::Open)}})
                    .toJson(QJsonDocument::Compact));
}

HttpResponse ReportsServer::selfCheckIn(const HttpRequest &request)
{
    const bool read = request.method == "GET" || request.method == "HEAD";
    if (!read && request.method != "POST")
        return notAllowed(QByteArrayLiteral("GET, HEAD, POST"));
    const QByteArray typed = request.path.mid(3);
    const QString language = languageOf(request);
    const QString tournament = m_tournament->details().info().name;
    if (typed.isEmpty() || typed.contains('/'))
        return plain(404, QByteArrayLiteral("404 Not Found"));
    const QString code = Reports::normalizeCode(QUrl::fromPercentEncoding(typed));
    if (!m_tournament->door().settings().selfCheckIn)
        return html(403,
                    ReportPage::selfCheckIn(language, tournament, code, {}, SelfCheckInState::Off),
                    language);
    const qint64 id = code.isEmpty() ? 0 : m_tournament->door().playerOfCode(code);
    const std::optional<Player> player = id ? m_tournament->roster().player(id) : std::nullopt;
    if (!player || player->dropped) {
        m_guesses->count(request.peer, m_now());
        return html(
            403, ReportPage::selfCheckIn(language, tournament, {}, {}, SelfCheckInState::Unknown),
            language);
    }
    if (m_tournament->door().entry(id).isCheckedIn())
        return html(200,
                    ReportPage::selfCheckIn(language, tournament, code, player->name,
                                            SelfCheckInState::Already),
                    language);
    // Only before the round is seated: later, the desk checks players in.
    if (m_tournament->rounds().roundCount() > 0)
        return html(read ? 200 : 409,
                    ReportPage::selfCheckIn(language, tournament, code, player->name,
                                            SelfCheckInState::Closed),
                    language);
    if (read)
        return html(200,
                    ReportPage::selfCheckIn(language, tournament, code, player->name,
                                            SelfCheckInState::Ask),
                    language);
    CheckIn command(id, true);
    DbError e;
    if (!command.apply(*m_tournament, &e))
        return storeFailed(*m_tournament);
    return html(
        200,
        ReportPage::selfCheckIn(language, tournament, code, player->name, SelfCheckInState::Done),
        language);
}

} // namespace ctd
