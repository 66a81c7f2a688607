// libFuzzer target: the players' page server's request parser, fed what a
// connection might send, as the server takes it: request after request from
// the front of the bytes, until one is not whole or is refused.
#include "fuzzcheck.h"

#include "web/httpparser.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace {

void checkRequest(const ctd::HttpParse &p, const ctd::HttpLimits &limits, qsizetype available)
{
    using ctd::fuzz::require;
    const ctd::HttpRequest &r = p.request;
    require(p.used > 0 && p.used <= available, "a request uses some of the input, never more");
    require(r.method == "GET" || r.method == "HEAD" || (r.method == "POST" && limits.bodyBytes > 0),
            "only the methods the server takes reach the handler");
    require(r.path.startsWith('/') && !r.path.contains('?') && !r.path.contains(' '),
            "a path starts with a slash and holds no query and no space");
    require(r.body.size() <= limits.bodyBytes, "a body is within the limit");
    require(r.method == "POST" || r.body.isEmpty(), "only a POST has a body");
    for (auto it = r.headers.cbegin(); it != r.headers.cend(); ++it) {
        require(!it.key().isEmpty() && it.key() == it.key().toLower(),
                "a header's name is lower case and not empty");
        require(!it.value().contains('\n') && !it.value().contains('\r'),
                "a header's value is one line");
    }
}

void parseAll(const QByteArray &bytes, const ctd::HttpLimits &limits)
{
    using ctd::HttpParse;
    using ctd::fuzz::require;
    QByteArray rest = bytes;
    for (int guard = 0; guard < 10000; ++guard) {
        const HttpParse p = HttpParse::next(rest, limits);
        if (p.outcome == HttpParse::NeedMore) {
            require(rest.size() < qsizetype(limits.headerBytes) + 4 + limits.bodyBytes,
                    "more is awaited only while the request may still fit");
            return;
        }
        if (p.outcome == HttpParse::Refuse) {
            static const int statuses[] = {400, 405, 411, 413, 431};
            require(std::find(std::begin(statuses), std::end(statuses), p.status)
                        != std::end(statuses),
                    "a refusal is one of the statuses the parser gives");
            return;
        }
        checkRequest(p, limits, rest.size());
        // The server closes a connection it may not keep; nothing after is read.
        if (!p.keepAlive)
            return;
        rest.remove(0, p.used);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // As served read-only (no bodies), and as the reports' server (bodies),
    // with a small header limit so that the limit itself is reached.
    ctd::HttpLimits readOnly;
    readOnly.headerBytes = 512;
    parseAll(bytes, readOnly);
    ctd::HttpLimits reports = readOnly;
    reports.bodyBytes = 1024;
    parseAll(bytes, reports);
    return 0;
}
