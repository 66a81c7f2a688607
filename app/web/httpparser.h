#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QMap>

namespace ctd {

/// A request as the handler sees it (header names in lower case).
struct HttpRequest
{
    QByteArray method;
    QByteArray path; ///< without the query
    QByteArray query;
    QMap<QByteArray, QByteArray> headers;
    QByteArray body;   ///< only for POST, and only where the server takes bodies
    QHostAddress peer; ///< the client's address (set by the server)
};

/// What a server takes from a client before it refuses.
struct HttpLimits
{
    int headerBytes = 16 * 1024;
    int bodyBytes = 0; ///< 0: no bodies, only GET and HEAD; otherwise POST too, bodies up to this
    int requestMs = 5000;   ///< from the first byte to the end of the request
    int idleMs = 30000;     ///< a kept-alive connection with nothing to do, or a stalled reader
    int connections = 4000; ///< and never more than the process may open
    int connectionsPerAddress = 64; ///< so that one client cannot hold them all
    int requestsPerConnection = 1000;
    int streamCommentMs = 15000;        ///< the longest an event stream stays silent
    int streamBacklogBytes = 64 * 1024; ///< a stream whose reader is this far behind is cut
};

/// One request read from the front of the bytes a connection sent, without
/// the network: what the server does and what the fuzz target checks.
///
/// Line ends may be CRLF or a bare LF; empty lines before the request line
/// are skipped. An HTTP/1.1 request must name its `Host` once; a repeated
/// `Content-Length` (or `Host`), a header folded over lines, a space before
/// a header's colon, and a length that is not a number are refused (400). A
/// body is read by `Content-Length` only for POST, and only when the limits
/// take bodies; a chunked body is refused (411), one over the limit 413.
struct HttpParse
{
    enum Outcome {
        NeedMore, ///< the request is not whole yet
        Request,  ///< `request` is whole; `used` bytes of the input were its own
        Refuse,   ///< answer `status` and close the connection
    };
    Outcome outcome = NeedMore;
    int status = 0;
    HttpRequest request;
    qsizetype used = 0;
    bool keepAlive = false; ///< the client allows another request on the connection

    static HttpParse next(const QByteArray &input, const HttpLimits &limits);
};

} // namespace ctd
