#pragma once
// Runs catan-desk-cli as a process, the way a script would, and writes the
// files it reads. Shared by the command-line tests.

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ctd::test {

/// The header of a results file with every column of docs/formats.md.
inline const QByteArray kResultsHeader =
    "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road,army_first,"
    "road_first,declared\n";

struct CliRun
{
    int status = -1; ///< exit status; -1 if it crashed or hung
    QByteArray out;
    QByteArray err;
};

/// Runs catan-desk-cli with `args`; `env` entries "NAME=value" are set,
/// "NAME" alone is removed from the environment.
inline CliRun runCli(const QStringList &args, const QStringList &env = {})
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (const QString &var : env) {
        const qsizetype eq = var.indexOf(QLatin1Char('='));
        if (eq < 0)
            e.remove(var);
        else
            e.insert(var.left(eq), var.mid(eq + 1));
    }
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CATAN_CLI_PATH), args);
    CliRun r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Writes `bytes` to `path` (failing the test run if it cannot) and returns the path.
inline QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace ctd::test
