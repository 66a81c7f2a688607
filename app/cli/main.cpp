#include "cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
        const QByteArray bytes = line.toUtf8();
        std::fprintf(stderr, "%s\n", bytes.constData());
    }
    return status;
}
