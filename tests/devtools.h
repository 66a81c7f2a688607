#pragma once
// Headless Chromium driven through its DevTools protocol on a pipe
// (--remote-debugging-pipe: commands on the child's fd 3, answers on fd 4,
// each a JSON message ending in a NUL byte): a test opens a page, runs
// script in it (as a person would type and tap), reads the DOM and takes
// pictures. No network port is opened for it; the pages it loads are the
// test's own on 127.0.0.1.

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QTest>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace ctd::test {

class DevTools
{
public:
    ~DevTools() { stop(); }

    bool start(const QString &chromium, const QString &profile, const QString &language)
    {
        if (::pipe2(m_toChild, O_CLOEXEC) != 0 || ::pipe2(m_fromChild, O_CLOEXEC) != 0)
            return false;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("disabled:"));
        m_process.setProcessEnvironment(env);
        m_process.setProgram(chromium);
        m_process.setArguments({"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                "--disable-background-networking", "--disable-component-update",
                                "--disable-sync", "--hide-scrollbars", "--remote-debugging-pipe",
                                "--accept-lang=" + language, "--user-data-dir=" + profile,
                                "about:blank"});
        const int in = m_toChild[0], out = m_fromChild[1];
        m_process.setChildProcessModifier([in, out] {
            // dup2() clears close-on-exec on the copy; a descriptor already
            // in place keeps it, so it is cleared by hand.
            if (in == 3)
                ::fcntl(3, F_SETFD, 0);
            else
                ::dup2(in, 3);
            if (out == 4)
                ::fcntl(4, F_SETFD, 0);
            else
                ::dup2(out, 4);
        });
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start();
        ::close(m_toChild[0]);
        ::close(m_fromChild[1]);
        m_toChild[0] = m_fromChild[1] = -1;
        return m_process.waitForStarted();
    }

    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            send(QStringLiteral("Browser.close"), {}, {});
            if (!m_process.waitForFinished(5000)) {
                m_process.kill();
                m_process.waitForFinished();
            }
        }
        for (int *fd : {&m_toChild[1], &m_fromChild[0], &m_toChild[0], &m_fromChild[1]}) {
            if (*fd >= 0)
                ::close(*fd);
            *fd = -1;
        }
    }

    /// A command and its result (empty with `error` filled on failure).
    QJsonObject call(const QString &method, const QJsonObject &params = {},
                     const QString &session = {}, int timeoutMs = 30000)
    {
        const int id = send(method, params, session);
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            const QJsonObject message = read(int(timeoutMs - timer.elapsed()));
            if (message.isEmpty())
                break;
            if (message.value(QStringLiteral("id")).toInt() != id)
                continue; // an event
            if (message.contains(QStringLiteral("error"))) {
                error = QString::fromUtf8(
                    QJsonDocument(message.value(QStringLiteral("error")).toObject()).toJson());
                return {};
            }
            return message.value(QStringLiteral("result")).toObject();
        }
        error = QStringLiteral("no answer to ") + method;
        return {};
    }

    /// A new tab at `url`, `width` pixels wide as a phone: its session.
    QString openPage(const QString &url, int width, int height)
    {
        const QString target = call(QStringLiteral("Target.createTarget"),
                                    {{QStringLiteral("url"), QStringLiteral("about:blank")}})
                                   .value(QStringLiteral("targetId"))
                                   .toString();
        const QString session =
            call(QStringLiteral("Target.attachToTarget"),
                 {{QStringLiteral("targetId"), target}, {QStringLiteral("flatten"), true}})
                .value(QStringLiteral("sessionId"))
                .toString();
        call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
             {{QStringLiteral("width"), width},
              {QStringLiteral("height"), height},
              {QStringLiteral("deviceScaleFactor"), 2},
              {QStringLiteral("mobile"), true}},
             session);
        navigate(session, url);
        return session;
    }

    void navigate(const QString &session, const QString &url)
    {
        eval(session, QStringLiteral("window.__before = 1"));
        call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url}}, session);
        waitForNewPage(session);
    }

    /// Waits until the page that was shown has been replaced by a new one, loaded.
    bool waitForNewPage(const QString &session, int timeoutMs = 15000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (eval(session,
                     QStringLiteral("window.__before === undefined && "
                                    "document.readyState === 'complete'"))
                    .toBool())
                return true;
            QTest::qSleep(50);
        }
        return false;
    }

    /// Runs `script` in the page (as DevTools does, whatever its CSP) and
    /// returns its value; a promise is waited for.
    QJsonValue eval(const QString &session, const QString &script)
    {
        return call(QStringLiteral("Runtime.evaluate"),
                    {{QStringLiteral("expression"), script},
                     {QStringLiteral("awaitPromise"), true},
                     {QStringLiteral("returnByValue"), true}},
                    session)
            .value(QStringLiteral("result"))
            .toObject()
            .value(QStringLiteral("value"));
    }

    /// Waits until `script` is true in the page.
    bool waitFor(const QString &session, const QString &script, int timeoutMs = 10000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (eval(session, script).toBool())
                return true;
            QTest::qSleep(50);
        }
        return false;
    }

    /// Submits by a tap on `selector`, then waits for the answer's page.
    bool tap(const QString &session, const QString &selector)
    {
        eval(session, QStringLiteral("window.__before = 1"));
        eval(session, QStringLiteral("document.querySelector(%1).click()").arg(quoted(selector)));
        return waitForNewPage(session);
    }

    /// Types `text` into the field named `name`, as the input events a phone sends.
    void type(const QString &session, const QString &name, const QString &text)
    {
        eval(session,
             QStringLiteral("(function(){var i=document.querySelector('[name=\"%1\"]');"
                            "i.focus();i.value=%2;"
                            "i.dispatchEvent(new Event('input',{bubbles:true}));})()")
                 .arg(name, quoted(text)));
    }

    QByteArray screenshot(const QString &session)
    {
        return QByteArray::fromBase64(call(QStringLiteral("Page.captureScreenshot"),
                                           {{QStringLiteral("format"), QStringLiteral("png")},
                                            {QStringLiteral("captureBeyondViewport"), true}},
                                           session)
                                          .value(QStringLiteral("data"))
                                          .toString()
                                          .toLatin1());
    }

    static QString quoted(const QString &s)
    {
        return QString::fromUtf8(QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    }

    QString error;

private:
    int send(const QString &method, const QJsonObject &params, const QString &session)
    {
        QJsonObject message{{QStringLiteral("id"), ++m_id},
                            {QStringLiteral("method"), method},
                            {QStringLiteral("params"), params}};
        if (!session.isEmpty())
            message.insert(QStringLiteral("sessionId"), session);
        QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
        bytes.append('\0');
        qsizetype written = 0;
        while (m_toChild[1] >= 0 && written < bytes.size()) {
            const ssize_t n =
                ::write(m_toChild[1], bytes.constData() + written, size_t(bytes.size() - written));
            if (n <= 0)
                break;
            written += n;
        }
        return m_id;
    }

    QJsonObject read(int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        while (true) {
            const qsizetype end = m_buffer.indexOf('\0');
            if (end >= 0) {
                const QByteArray message = m_buffer.left(end);
                m_buffer.remove(0, end + 1);
                return QJsonDocument::fromJson(message).object();
            }
            const int left = int(timeoutMs - timer.elapsed());
            if (left <= 0 || m_fromChild[0] < 0)
                return {};
            pollfd p{m_fromChild[0], POLLIN, 0};
            if (::poll(&p, 1, left) <= 0)
                return {};
            char chunk[65536];
            const ssize_t n = ::read(m_fromChild[0], chunk, sizeof chunk);
            if (n <= 0)
                return {};
            m_buffer.append(chunk, n);
        }
    }

    QProcess m_process;
    int m_toChild[2] = {-1, -1};
    int m_fromChild[2] = {-1, -1};
    int m_id = 0;
    QByteArray m_buffer;
};

} // namespace ctd::test
