// catan-desk-cli, and with CATAN_CLI_FULL catan-desk-cli-full: the same
// program with print and serve, whose libraries (Qt Gui, Qt Network) the
// other commands do not load (app/CMakeLists.txt).
#include "cli.h"

#include "scoring/names.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#ifdef CATAN_CLI_FULL
#include <QGuiApplication>
#endif

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace {

#ifdef CATAN_CLI_FULL
// Printing needs fonts and the PDF writer of Qt's GUI library; everything else
// starts without it, so scripts stay quick and need no display.
bool wantsGui(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "print") == 0)
            return true;
    }
    return false;
}

ctd::cli::FullCommands fullCommands()
{
    return {ctd::cli::printDb, ctd::cli::serveDb};
}
#else
ctd::cli::FullCommands fullCommands()
{
    return {};
}

// catan-desk-cli-full: installed under libexec, beside this program in a build.
QString fullProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    const QString installed =
        QDir::cleanPath(here.filePath(QStringLiteral(CATAN_CLI_FULL_FROM_BINDIR)));
    if (QFileInfo(installed).isExecutable())
        return installed;
    return here.filePath(QStringLiteral("catan-desk-cli-full"));
}
#endif

// The whole output in as few write() calls as the system takes: through
// stdio it was copied once more, into a buffer allocated for it.
void writeOut(const QByteArray &bytes)
{
    std::fflush(stdout); // whatever a command printed itself comes first
    const char *at = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(STDOUT_FILENO, at, size_t(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return;
        at += written;
        left -= written;
    }
}

} // namespace

// The program's own lines are its output: Qt's and its database driver's
// warnings (a server that went away mid-command says a dozen) are left out,
// so that an error is the one `error:` line docs/formats.md promises.
// CATAN_CLI_QT_MESSAGES=1 shows them, for a developer.
static void quietQt(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (qEnvironmentVariableIsSet("CATAN_CLI_QT_MESSAGES")) {
        qt_message_output(type, context, message);
    } else if (type == QtFatalMsg || type == QtCriticalMsg) {
        std::fprintf(ctd::cli::messages(), "%s\n", message.toLocal8Bit().constData());
        std::fflush(ctd::cli::messages());
        if (type == QtFatalMsg)
            std::abort();
    }
}

// With a tournament server named, the server's client library (libpq)
// writes what the server says ("FATAL: terminating connection…") to stderr
// itself: the program's own lines go to the real stderr through
// cli::messages(), the libraries' writes to nowhere. Returns the real
// stderr's copy, or -1 when nothing was redirected.
static int keepLibrariesQuiet(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("CATAN_CLI_QT_MESSAGES"))
        return -1;
    bool server = false;
    for (int i = 1; i < argc; ++i)
        server = server || std::strncmp(argv[i], "postgres", 8) == 0;
    if (!server)
        return -1;
    std::fflush(stderr);
    const int real = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY);
    FILE *stream = real >= 0 ? ::fdopen(real, "w") : nullptr;
    if (!stream || null < 0 || ::dup2(null, STDERR_FILENO) < 0) {
        if (null >= 0)
            ::close(null);
        return -1;
    }
    ::close(null);
    ctd::cli::setMessages(stream);
    return real;
}

int main(int argc, char *argv[])
{
    qInstallMessageHandler(quietQt);
    [[maybe_unused]] const int realStderr = keepLibrariesQuiet(argc, argv);
    // The arguments as given, for catan-desk-cli-full (Qt may take some out).
    std::vector<char *> given(argv, argv + argc);
    given.push_back(nullptr);
    std::unique_ptr<QCoreApplication> app;
#ifdef CATAN_CLI_FULL
    if (wantsGui(argc, argv)) {
        // No window is ever shown: the offscreen platform works without a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("catan-desk-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("CatanTournamentDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CATAN_VERSION));

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    ctd::cli::Output output;
    int status = ctd::cli::run(args, &output, fullCommands());
#ifndef CATAN_CLI_FULL
    if (status == ctd::cli::RunFull) {
        // The same process goes on as catan-desk-cli-full: same arguments,
        // streams and process id (a script that stops `serve` stops it).
        const QString program = fullProgram();
        const QByteArray path = QFile::encodeName(program);
        given[0] = const_cast<char *>(path.constData());
        if (realStderr >= 0) { // the full program sets up its own
            std::fflush(ctd::cli::messages());
            ::dup2(realStderr, STDERR_FILENO);
        }
        ::execv(path.constData(), given.data());
        const int failure = errno; // execv() returns only when it failed
        output.errors.append(QStringLiteral("error: -: file: ")
                             + ctd::cli::Texts::cannotStart(
                                 program, QString::fromLocal8Bit(std::strerror(failure))));
        status = ctd::cli::UsageOrFile;
    }
#endif
    if (status == ctd::cli::Done)
        writeOut(output.out);
    for (const QString &line : std::as_const(output.errors)) {
        // One problem, one line: nothing a message quotes reaches the terminal raw.
        const QByteArray bytes = ctd::names::escaped(line).toUtf8();
        std::fprintf(ctd::cli::messages(), "%s\n", bytes.constData());
    }
    return status;
}
