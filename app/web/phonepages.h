#pragma once

#include "httpserver.h"

#include <QString>

namespace ctd {

/// What a phone's browser gets instead of a bare status line
/// (docs/players-page.md, "When something is wrong"): a short page in the
/// phone's language saying what happened and what to do, with the status
/// code kept. Requests that do not accept text/html (scripts, the page's own
/// fetches) keep their short answers.
class PhonePages
{
public:
    /// Whether a request is a browser's that accepts a page (`Accept: text/html`).
    static bool wantsPage(const HttpRequest &request);
    /// A page for `status` in the request's language (reports off is 404 on
    /// a reports path: see reportsOff()).
    static HttpResponse forStatus(int status, const HttpRequest &request);
    /// The reports' paths while the director has reports off.
    static HttpResponse reportsOff(const HttpRequest &request);
    /// A form that did not come from this server's own pages.
    static HttpResponse foreignForm(const HttpRequest &request);
    /// Whether a POST came from a page of this server: its Origin (or, without
    /// one, its Referer) names the same host and port as its Host header.
    static bool sameOrigin(const HttpRequest &request);
    /// The answer when the server is full (503).
    static HttpResponse busy(const HttpRequest &request);
    static QByteArray contentSecurityPolicy();
};

} // namespace ctd
