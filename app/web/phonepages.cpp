#include "phonepages.h"

#include "pagetexts.h"
#include "tournament/reports.h"

#include <QUrl>

namespace ctd {

namespace {

const char *const kContext = "PhonePages";
const char *const kReportsOff =
    QT_TRANSLATE_NOOP("PhonePages", "Reports are off: hand your slip to the desk.");
const char *const kReportsOffTitle = QT_TRANSLATE_NOOP("PhonePages", "Reports are off");
const char *const kUnknownTitle = QT_TRANSLATE_NOOP("PhonePages", "This code does not work");
const char *const kUnknown =
    QT_TRANSLATE_NOOP("PhonePages",
                      "Check the code on your table's slip and type it again at /report, or hand "
                      "your slip to the desk.");
const char *const kBusyTitle = QT_TRANSLATE_NOOP("PhonePages", "Too many phones at once");
const char *const kBusy = QT_TRANSLATE_NOOP(
    "PhonePages", "The tournament's page is full for a moment. Try again in a few seconds.");
const char *const kDiskTitle = QT_TRANSLATE_NOOP("PhonePages", "The desk cannot store reports");
const char *const kDisk =
    QT_TRANSLATE_NOOP("PhonePages",
                      "The desk's disk is full, so your report was not stored. Hand your slip to "
                      "the desk.");
const char *const kTooManyTitle = QT_TRANSLATE_NOOP("PhonePages", "Too many wrong codes");
const char *const kTooMany =
    QT_TRANSLATE_NOOP("PhonePages",
                      "Too many codes that do not work were typed here. Wait ten minutes, or hand "
                      "your slip to the desk.");
const char *const kForeignTitle = QT_TRANSLATE_NOOP("PhonePages", "Form refused");
const char *const kForeign =
    QT_TRANSLATE_NOOP("PhonePages",
                      "This form did not come from the tournament's page. Open the page again and "
                      "send it from there.");
const char *const kNotFoundTitle = QT_TRANSLATE_NOOP("PhonePages", "No such page");
const char *const kNotFound =
    QT_TRANSLATE_NOOP("PhonePages", "The tournament's page has nothing at this address.");
const char *const kUnreadableTitle = QT_TRANSLATE_NOOP("PhonePages", "The sheet cannot be read");
const char *const kUnreadable =
    QT_TRANSLATE_NOOP("PhonePages", "Open your table's page again and send the sheet from there.");
const char *const kAcceptedTitle =
    QT_TRANSLATE_NOOP("PhonePages", "The table's result is accepted");
const char *const kAccepted = QT_TRANSLATE_NOOP(
    "PhonePages", "The desk has accepted a result for this table; nothing more can be sent.");
const char *const kFailedTitle = QT_TRANSLATE_NOOP("PhonePages", "Not stored");
const char *const kFailed =
    QT_TRANSLATE_NOOP("PhonePages",
                      "The desk could not store this just now. Try again in a moment, or hand your "
                      "slip to the desk.");
const char *const kBack = QT_TRANSLATE_NOOP("PhonePages", "To the players' page");

constexpr char kStyle[] =
    "body{margin:0;padding:16px;font:17px/1.4 system-ui,-apple-system,sans-serif;"
    "color-scheme:light dark}h1{font-size:1.3em}";

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString languageOf(const HttpRequest &request)
{
    return PageTexts::languageFor(request.headers.value("accept-language"));
}

HttpResponse page(int status, const HttpRequest &request, const char *title, const char *text)
{
    const QString language = languageOf(request);
    const auto t = [&language](const char *s) { return PageTexts::text(language, kContext, s); };
    HttpResponse r;
    r.status = status;
    r.body =
        QStringLiteral("<!doctype html><html lang=\"%1\"><head><meta charset=\"utf-8\">"
                       "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                       "<title>%2</title><style>%5</style></head><body><h1>%2</h1><p>%3</p>"
                       "<p><a href=\"/\">%4</a></p></body></html>\n")
            .arg(language, esc(t(title)), esc(t(text)), esc(t(kBack)), QString::fromLatin1(kStyle))
            .toUtf8();
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")});
    r.headers.append({QByteArrayLiteral("Content-Language"), language.toLatin1()});
    r.headers.append({QByteArrayLiteral("Vary"), QByteArrayLiteral("Accept, Accept-Language")});
    r.headers.append(
        {QByteArrayLiteral("Content-Security-Policy"), PhonePages::contentSecurityPolicy()});
    return r;
}

HttpResponse plain(int status, const QByteArray &text)
{
    HttpResponse r;
    r.status = status;
    r.body = QByteArray::number(status) + ' ' + HttpServer::reason(status) + text + '\n';
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    return r;
}

// "host:port" of a URL or a Host header, the port made explicit.
QString authority(const QUrl &url)
{
    return url.host().toLower() + QLatin1Char(':') + QString::number(url.port(80));
}

} // namespace

QByteArray PhonePages::contentSecurityPolicy()
{
    return "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; "
           "frame-ancestors 'none'";
}

bool PhonePages::wantsPage(const HttpRequest &request)
{
    return request.headers.value("accept").contains("text/html");
}

HttpResponse PhonePages::forStatus(int status, const HttpRequest &request)
{
    switch (status) {
    case 400:
    case 413:
    case 415:
        return page(status, request, kUnreadableTitle, kUnreadable);
    case 403:
        return page(status, request, kUnknownTitle, kUnknown);
    case 404:
        return page(status, request, kNotFoundTitle, kNotFound);
    case 409:
        return page(status, request, kAcceptedTitle, kAccepted);
    case 429:
        return page(status, request, kTooManyTitle, kTooMany);
    case 507:
        return page(status, request, kDiskTitle, kDisk);
    case 503:
        return page(status, request, kFailedTitle, kFailed);
    default:
        return page(status, request, kFailedTitle, kFailed);
    }
}

HttpResponse PhonePages::reportsOff(const HttpRequest &request)
{
    if (wantsPage(request))
        return page(404, request, kReportsOffTitle, kReportsOff);
    return plain(404, QByteArrayLiteral(": reports are off"));
}

HttpResponse PhonePages::foreignForm(const HttpRequest &request)
{
    if (wantsPage(request))
        return page(403, request, kForeignTitle, kForeign);
    return plain(403, QByteArrayLiteral(": the form did not come from this server"));
}

HttpResponse PhonePages::busy(const HttpRequest &request)
{
    if (wantsPage(request))
        return page(503, request, kBusyTitle, kBusy);
    return plain(503, QByteArray());
}

bool PhonePages::sameOrigin(const HttpRequest &request)
{
    const QByteArray host = request.headers.value("host");
    const QUrl self(QStringLiteral("http://") + QString::fromLatin1(host) + QLatin1Char('/'));
    const QByteArray origin = request.headers.value("origin");
    const QByteArray referer = request.headers.value("referer");
    if (origin.isEmpty() && referer.isEmpty())
        return true; // not a browser's form (a script, curl): nothing to check against
    // A browser's form names where it comes from: it must be this server, as
    // the browser itself addressed it (Host).
    if (host.isEmpty() || !self.isValid())
        return false;
    if (!origin.isEmpty()) {
        const QUrl from(QString::fromLatin1(origin));
        return origin != "null" && from.isValid() && from.scheme() == QLatin1String("http")
            && authority(from) == authority(self);
    }
    const QUrl from(QString::fromLatin1(referer));
    return from.isValid() && from.scheme() == QLatin1String("http")
        && authority(from) == authority(self);
}

} // namespace ctd
