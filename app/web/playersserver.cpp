#include "playersserver.h"

#include "follower.h"
#include "pagetexts.h"
#include "playerspage.h"
#include "reportsserver.h"

#include <QDateTime>

namespace ctd {

namespace {

using Header = QPair<QByteArray, QByteArray>;

void addCommonHeaders(HttpResponse *r)
{
    r->headers.append({QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")});
    r->headers.append({QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff")});
    r->headers.append({QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer")});
}

} // namespace

PlayersServer::PlayersServer(TournamentFollower *follower, QObject *parent)
    : QObject(parent)
    , m_follower(follower)
    , m_http(new HttpServer([this](const HttpRequest &r) { return handle(r); }, this))
{
    connect(m_follower, &TournamentFollower::changed, this, [this] { m_pages.clear(); });
}

bool PlayersServer::listen(const QHostAddress &address, quint16 port)
{
    return m_http->listen(address, port);
}

void PlayersServer::close()
{
    m_http->close();
}

QUrl PlayersServer::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_http->address().toString());
    url.setPort(m_http->port());
    url.setPath(QStringLiteral("/"));
    return url;
}

void PlayersServer::setReports(ReportsServer *reports)
{
    m_reports = reports;
    HttpServer::Limits limits = m_http->limits();
    limits.bodyBytes = reports ? ReportsServer::kBodyBytes : 0;
    m_http->setLimits(limits);
}

HttpResponse PlayersServer::handle(const HttpRequest &request)
{
    HttpResponse r;
    if (m_reports && m_reports->isBlocked(request.peer)) {
        r = ReportsServer::tooManyRequests();
        addCommonHeaders(&r);
        return r;
    }
    if (m_reports && ReportsServer::isReportsPath(request.path)) {
        r = m_reports->handle(request);
        addCommonHeaders(&r);
        return r;
    }
    if (request.method != "GET" && request.method != "HEAD") {
        // Only while reports are on does a POST reach this far.
        r.status = 405;
        r.body = QByteArrayLiteral("405 Method Not Allowed\n");
        r.headers.append({QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, HEAD")});
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
        addCommonHeaders(&r);
        return r;
    }
    const PlayersView &view = m_follower->view();
    const QByteArray etag = '"' + QByteArray::number(m_follower->version()) + '"';
    if (request.path == "/") {
        const QString language = PageTexts::languageFor(request.headers.value("accept-language"));
        auto it = m_pages.find(language);
        if (it == m_pages.end())
            it = m_pages.insert(language,
                                PlayersPage::render(view, m_follower->version(), language));
        const QByteArray &page = it.value();
        const QByteArray marker = PlayersPage::clockMarker();
        const qsizetype at = page.indexOf(marker);
        r.body = page.left(at)
            + PlayersPage::clockHtml(view, language, QDateTime::currentDateTimeUtc())
            + page.mid(at + marker.size());
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")});
        r.headers.append({QByteArrayLiteral("Content-Language"), language.toLatin1()});
        r.headers.append({QByteArrayLiteral("Vary"), QByteArrayLiteral("Accept-Language")});
        r.headers.append(
            {QByteArrayLiteral("Content-Security-Policy"), PlayersPage::contentSecurityPolicy()});
        r.headers.append({QByteArrayLiteral("ETag"), etag});
    } else if (request.path == "/standings.csv" || request.path == "/seating.csv"
               || request.path == "/ranks.csv") {
        r.body = request.path == "/standings.csv" ? view.standingsCsv
            : request.path == "/seating.csv"      ? view.seatingCsv
                                                  : view.ranksCsv;
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/csv; charset=utf-8")});
        r.headers.append({QByteArrayLiteral("ETag"), etag});
    } else {
        r.status = 404;
        r.body = QByteArrayLiteral("404 Not Found\n");
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    }
    addCommonHeaders(&r);
    return r;
}

} // namespace ctd
