#include "httpparser.h"

namespace ctd {

namespace {

HttpParse refuse(int status)
{
    HttpParse p;
    p.outcome = HttpParse::Refuse;
    p.status = status;
    return p;
}

/// A method is a token (RFC 9110 §5.6.2); one this server does not know is 405.
bool isMethod(const QByteArray &m)
{
    static const QByteArray marks = QByteArrayLiteral("!#$%&'*+-.^_`|~");
    if (m.isEmpty() || m.size() > 32)
        return false;
    for (const char ch : m)
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')
              || marks.contains(ch)))
            return false;
    return true;
}

bool isTarget(const QByteArray &t)
{
    if (!t.startsWith('/'))
        return false;
    for (const char ch : t) {
        const auto u = static_cast<unsigned char>(ch);
        if (u <= 0x20 || u == 0x7f)
            return false;
    }
    return true;
}

bool isHeaderName(const QByteArray &n)
{
    for (const char ch : n) {
        const auto u = static_cast<unsigned char>(ch);
        if (u <= 0x20 || u >= 0x7f || ch == ':')
            return false;
    }
    return !n.isEmpty();
}

/// A length is digits only, and small enough to be one.
bool readLength(const QByteArray &value, qint64 *length)
{
    if (value.isEmpty() || value.size() > 15)
        return false;
    for (const char ch : value)
        if (ch < '0' || ch > '9')
            return false;
    *length = value.toLongLong();
    return true;
}

} // namespace

HttpParse HttpParse::next(const QByteArray &input, const HttpLimits &limits)
{
    const qsizetype size = input.size();
    // Empty lines before the request line are skipped (RFC 9112 §2.2), and
    // count towards the header's limit.
    qsizetype pos = 0;
    while (pos < size) {
        if (input[pos] == '\n')
            ++pos;
        else if (input[pos] == '\r' && pos + 1 < size && input[pos + 1] == '\n')
            pos += 2;
        else
            break;
    }
    const qsizetype headerRoom = qsizetype(limits.headerBytes) + 4;

    // The header ends at the first empty line, with CRLF or bare LF line ends.
    QList<QByteArray> lines;
    qsizetype headEnd = -1;
    for (qsizetype start = pos; start < size;) {
        const qsizetype nl = input.indexOf('\n', start);
        if (nl < 0 || nl >= headerRoom)
            break;
        qsizetype end = nl;
        if (end > start && input[end - 1] == '\r')
            --end;
        if (end == start && !lines.isEmpty()) {
            headEnd = nl + 1;
            break;
        }
        lines.append(input.mid(start, end - start));
        start = nl + 1;
    }
    if (headEnd < 0)
        return size >= headerRoom ? refuse(431) : HttpParse{};

    const QList<QByteArray> requestLine = lines.first().split(' ');
    if (requestLine.size() != 3 || !isMethod(requestLine[0]) || !isTarget(requestLine[1])
        || (requestLine[2] != "HTTP/1.1" && requestLine[2] != "HTTP/1.0"))
        return refuse(400);
    const bool http11 = requestLine[2] == "HTTP/1.1";

    HttpParse p;
    HttpRequest &request = p.request;
    request.method = requestLine[0];
    const QByteArray &target = requestLine[1];
    const qsizetype q = target.indexOf('?');
    request.path = q < 0 ? target : target.left(q);
    request.query = q < 0 ? QByteArray() : target.mid(q + 1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        const qsizetype colon = line.indexOf(':');
        // A folded line, a space before the colon or a bare CR: not HTTP/1.1.
        if (colon <= 0 || !isHeaderName(line.left(colon)) || line.contains('\r'))
            return refuse(400);
        const QByteArray name = line.left(colon).toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        auto it = request.headers.find(name);
        if (it == request.headers.end())
            request.headers.insert(name, value);
        else if (name == "content-length" || name == "host")
            return refuse(400); // two lengths or two hosts: which one is meant is a guess
        else
            it.value() += ", " + value;
    }
    if (http11 && !request.headers.contains("host"))
        return refuse(400);

    const bool post = request.method == "POST";
    if (request.method != "GET" && request.method != "HEAD" && !(post && limits.bodyBytes > 0))
        return refuse(405);

    qint64 length = 0;
    const auto cl = request.headers.constFind("content-length");
    if (cl != request.headers.cend() && !readLength(cl.value(), &length))
        return refuse(400);
    const bool chunked = request.headers.contains("transfer-encoding");
    p.used = headEnd;
    bool unreadBody = false;
    if (post) {
        if (chunked)
            return refuse(411);
        if (length > limits.bodyBytes)
            return refuse(413);
        if (size - headEnd < length)
            return HttpParse{};
        request.body = input.mid(headEnd, length);
        p.used = headEnd + length;
    } else {
        // A GET or HEAD with a body is answered and the connection closed,
        // so its bytes are never taken for the next request.
        unreadBody = chunked || length > 0;
    }
    const QByteArray connection = request.headers.value("connection").toLower();
    p.keepAlive = !unreadBody && connection != "close" && (http11 || connection == "keep-alive");
    p.outcome = Request;
    return p;
}

} // namespace ctd
