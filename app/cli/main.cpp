#include "cli.h"

#include "scoring/names.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

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

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (wantsGui(argc, argv)) {
        // No window is ever shown: the offscreen platform works without a display.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("catan-desk-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("CatanTournamentDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CATAN_VERSION));

    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    ctd::cli::Output output;
    const int status = ctd::cli::run(args, &output);
    if (status == ctd::cli::Done)
        std::fwrite(output.out.constData(), 1, size_t(output.out.size()), stdout);
    for (const QString &line : std::as_const(output.errors)) {
        // One problem, one line: nothing a message quotes reaches the terminal raw.
        const QByteArray bytes = ctd::names::escaped(line).toUtf8();
        std::fprintf(stderr, "%s\n", bytes.constData());
    }
    return status;
}
