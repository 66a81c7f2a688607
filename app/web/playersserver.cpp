#include "playersserver.h"

#include "guesslimiter.h"
#include "pagetexts.h"
#include "phonepages.h"
#include "playerspage.h"
#include "readmodel/follower.h"
#include "reportsserver.h"

#include <QDateTime>
#include <QMutexLocker>

namespace ctd {

namespace {

using Header = QPair<QByteArray, QByteArray>;

void addCommonHeaders(HttpResponse *r)
{
    r->headers.append({QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")});
    r->headers.append({QByteArrayLiteral("X-Content-Type-Options"), QByteArrayLiteral("nosniff")});
    // Same origin: the page's own forms name it (Origin), so that a form from
    // elsewhere can be told apart; no other site ever learns a table's address.
    r->headers.append({QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("same-origin")});
}

// Whether a client takes "deflate" (RFC 9110: a zlib stream), not refused by q=0.
bool acceptsDeflate(const HttpRequest &request)
{
    for (const QByteArray &part : request.headers.value("accept-encoding").split(',')) {
        const QList<QByteArray> fields = part.trimmed().split(';');
        if (fields.first().trimmed().toLower() != "deflate")
            continue;
        for (qsizetype i = 1; i < fields.size(); ++i) {
            const QByteArray f = fields[i].trimmed();
            if (f.startsWith("q=") && f.mid(2).toDouble() <= 0)
                return false;
        }
        return true;
    }
    return false;
}

QByteArray changedEvent(quint64 version)
{
    return "event: changed\ndata: " + QByteArray::number(version) + "\n\n";
}

} // namespace

/// The follower's view as of one change: what the network thread serves.
struct PlayersServer::Snapshot
{
    PlayersView view;
    quint64 version = 0;
    QMutex mutex;                     ///< guards pages
    QHash<QString, QByteArray> pages; ///< rendered per language
    /// The whole page (clock included) deflated, per language, as of one second.
    QHash<QString, QPair<qint64, QByteArray>> packed;
};

PlayersServer::PlayersServer(TournamentFollower *follower, QObject *parent)
    : QObject(parent)
    , m_follower(follower)
    , m_guesses(
          std::make_shared<GuessLimiter>(ReportsServer::kGuesses, ReportsServer::kGuessWindowMs))
    , m_snapshot(std::make_shared<Snapshot>())
    , m_http(new HttpServer([this](const HttpRequest &r) { return answer(r, false); }, this))
{
    m_http->setOwnerHandler([this](const HttpRequest &r) { return handle(r); });
    m_http->setBusyPage([](const HttpRequest &r) {
        HttpResponse a = PhonePages::busy(r);
        addCommonHeaders(&a);
        return a;
    });
    m_nextEvent.setSingleShot(true);
    connect(&m_nextEvent, &QTimer::timeout, this, &PlayersServer::announce);
    connect(m_follower, &TournamentFollower::changed, this, &PlayersServer::takeView);
    takeView();
}

PlayersServer::~PlayersServer()
{
    // The network thread reads this object's members: it stops first.
    delete m_http;
    m_http = nullptr;
}

void PlayersServer::takeView()
{
    auto s = std::make_shared<Snapshot>();
    s->view = m_follower->view();
    s->version = m_follower->version();
    {
        QMutexLocker lock(&m_mutex);
        m_snapshot = s;
    }
    if (m_nextEvent.isActive())
        return; // the coming event names this version
    if (!m_lastEvent.isValid() || m_lastEvent.elapsed() >= kEventSpacingMs)
        announce();
    else
        m_nextEvent.start(int(kEventSpacingMs - m_lastEvent.elapsed()));
}

void PlayersServer::announce()
{
    if (!m_http)
        return;
    m_lastEvent.start();
    m_http->broadcast(changedEvent(snapshot()->version));
}

std::shared_ptr<PlayersServer::Snapshot> PlayersServer::snapshot() const
{
    QMutexLocker lock(&m_mutex);
    return m_snapshot;
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
    if (reports)
        reports->setGuessLimiter(m_guesses);
    HttpServer::Limits limits = m_http->limits();
    limits.bodyBytes = reports ? ReportsServer::kBodyBytes : 0;
    m_http->setLimits(limits);
    m_reportsOn.storeRelaxed(reports ? 1 : 0);
}

HttpResponse PlayersServer::handle(const HttpRequest &request)
{
    return answer(request, true);
}

HttpResponse PlayersServer::answer(const HttpRequest &request, bool here)
{
    HttpResponse r;
    const bool reportsOn = here ? m_reports != nullptr : m_reportsOn.loadRelaxed() != 0;
    if (request.method == "POST" && !PhonePages::sameOrigin(request)) {
        r = PhonePages::foreignForm(request);
    } else if (reportsOn
               && (here
                       ? m_reports->isBlocked(request.peer)
                       : m_guesses->isBlocked(request.peer, QDateTime::currentMSecsSinceEpoch()))) {
        r = ReportsServer::tooManyRequests();
        if (PhonePages::wantsPage(request))
            r = PhonePages::forStatus(429, request);
    } else if (ReportsServer::isReportsPath(request.path)) {
        if (!reportsOn)
            r = PhonePages::reportsOff(request);
        else if (!here)
            return HttpResponse::later();
        else {
            r = m_reports->handle(request);
            // A browser gets a page, never a bare status line.
            if (r.status >= 400 && PhonePages::wantsPage(request)
                && !r.headers.contains({QByteArrayLiteral("Content-Type"),
                                        QByteArrayLiteral("text/html; charset=utf-8")}))
                r = PhonePages::forStatus(r.status, request);
        }
    } else if (request.method != "GET" && request.method != "HEAD") {
        // Only while reports are on does a POST reach this far.
        r.status = 405;
        r.body = QByteArrayLiteral("405 Method Not Allowed\n");
        r.headers.append({QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, HEAD")});
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    } else {
        r = fromView(request);
    }
    addCommonHeaders(&r);
    return r;
}

HttpResponse PlayersServer::fromView(const HttpRequest &request)
{
    HttpResponse r;
    const std::shared_ptr<Snapshot> s = snapshot();
    const PlayersView &view = s->view;
    const QByteArray etag = '"' + QByteArray::number(s->version) + '"';
    if (request.path == "/events") {
        // Server-Sent Events: where the page stands now, then each change.
        r.kind = HttpResponse::Stream;
        r.body = "retry: 3000\n" + changedEvent(s->version);
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/event-stream")});
    } else if (request.path == "/") {
        const QString language = PageTexts::languageFor(request.headers.value("accept-language"));
        QByteArray page;
        {
            QMutexLocker lock(&s->mutex);
            auto it = s->pages.find(language);
            if (it == s->pages.end())
                it = s->pages.insert(language, PlayersPage::render(view, s->version, language));
            page = it.value();
        }
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto whole = [&]() -> QByteArray {
            const QByteArray marker = PlayersPage::clockMarker();
            const qsizetype at = page.indexOf(marker);
            return page.left(at) + PlayersPage::clockHtml(view, language, now)
                + page.mid(at + marker.size());
        };
        // A hall of phones asks for the same page at once after a change: it
        // is deflated once a second per language (a tenth of the bytes), for
        // every browser that takes it so.
        if (acceptsDeflate(request)) {
            const qint64 second = now.toSecsSinceEpoch();
            QMutexLocker lock(&s->mutex);
            auto it = s->packed.find(language);
            if (it == s->packed.end() || it->first != second)
                it = s->packed.insert(language, {second, qCompress(whole(), 6).mid(4)});
            r.body = it->second;
            r.headers.append({QByteArrayLiteral("Content-Encoding"), QByteArrayLiteral("deflate")});
        } else {
            r.body = whole();
        }
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")});
        r.headers.append({QByteArrayLiteral("Content-Language"), language.toLatin1()});
        r.headers.append(
            {QByteArrayLiteral("Vary"), QByteArrayLiteral("Accept-Language, Accept-Encoding")});
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
    } else if (PhonePages::wantsPage(request)) {
        r = PhonePages::forStatus(404, request);
    } else {
        r.status = 404;
        r.body = QByteArrayLiteral("404 Not Found\n");
        r.headers.append(
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    }
    return r;
}

} // namespace ctd
