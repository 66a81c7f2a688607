// What `cmake --install` adds for the desktop (README "Installing"): the menu
// entry, AppStream data, the tournament file type, the icons and the man pages,
// each checked by its own validator and against the programs.
#include "tournament/tournament.h"

#include <QtTest>

#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QXmlStreamReader>

using namespace ctd;

namespace {

const QString appId = QStringLiteral("io.github.catandesk.CatanDesk");

QString source(const QString &relative)
{
    return QStringLiteral(CATAN_SOURCE_DIR "/") + relative;
}

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(60000)) {
        r.err = program + QStringLiteral(": ") + p.errorString();
        return r;
    }
    r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// A man page's text as a reader sees the words: no font changes, "\-" is "-".
QString manWords(const QString &roff)
{
    QString text = roff;
    text.replace(QRegularExpression(QStringLiteral("\\\\f[BIRP]")), QString());
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    return text;
}

bool hasWord(const QString &text, const QString &word)
{
    const QRegularExpression re(QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(word)
                                + QStringLiteral("(?![\\w-])"));
    return re.match(text).hasMatch();
}

// Options (-o, --after-round) and, for the command line, command words.
QStringList helpWords(const QString &help, bool commands)
{
    QStringList words;
    const QRegularExpression option(QStringLiteral("(?<![\\w-])(--?[a-z][a-z-]*)"));
    for (auto it = option.globalMatch(help); it.hasNext();)
        words.append(it.next().captured(1));
    if (commands) {
        const QRegularExpression command(
            QStringLiteral("^\\s*catan-desk-cli (?:--db FILE )?([a-z]+)"),
            QRegularExpression::MultilineOption);
        for (auto it = command.globalMatch(help); it.hasNext();)
            words.append(it.next().captured(1));
    }
    words.removeDuplicates();
    return words;
}

} // namespace

class TstDesktopFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The file-type database of an installed system, and nothing else:
        // QMimeDatabase reads XDG_DATA_HOME and XDG_DATA_DIRS.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.path()));
        qputenv("XDG_DATA_DIRS", QFile::encodeName(m_dir.filePath(QStringLiteral("none"))));
        // A scratch database: update-mime-database need not flush it to the disk.
        qputenv("PKGSYSTEM_ENABLE_FSYNC", "0");
    }

    void desktopEntryIsValid()
    {
        const Run r = run(QStringLiteral("desktop-file-validate"),
                          {source(QStringLiteral("resources/desktop/%1.desktop").arg(appId))});
        QCOMPARE(r.out + r.err, QString());
        QCOMPARE(r.status, 0);
    }

    void desktopEntryIsTranslated_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("Name") << "Name"
                              << "Catan Tournament Desk";
        QTest::newRow("Comment") << "Comment"
                                 << "Result entry and standings for CATAN tournaments";
        QTest::newRow("Comment[de]") << "Comment[de]"
                                     << "Ergebniserfassung und Turnierrangliste für CATAN-Turniere";
        QTest::newRow("Comment[pt]")
            << "Comment[pt]"
            << "Registro de resultados e classificação para torneios de CATAN";
        QTest::newRow("Name[de]") << "Name[de]"
                                  << "Catan Tournament Desk";
        QTest::newRow("Name[pt]") << "Name[pt]"
                                  << "Catan Tournament Desk";
        QTest::newRow("Icon") << "Icon" << appId;
        QTest::newRow("Exec") << "Exec"
                              << "catan-desk %f";
        QTest::newRow("MimeType") << "MimeType"
                                  << "application/x-catan-tournament;";
    }

    void desktopEntryIsTranslated()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        const QStringList lines =
            readText(source(QStringLiteral("resources/desktop/%1.desktop").arg(appId)))
                .split(QLatin1Char('\n'));
        QVERIFY(lines.contains(key + QLatin1Char('=') + value));
    }

    void metainfoIsValid()
    {
        const Run r = run(QStringLiteral("appstreamcli"),
                          {QStringLiteral("validate"), QStringLiteral("--no-net"),
                           QStringLiteral("--no-color"), QStringLiteral(CATAN_METAINFO)});
        QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    }

    // The release notes are kept: the newest release is this version.
    void metainfoNamesThisRelease()
    {
        QFile f(QStringLiteral(CATAN_METAINFO));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString newest;
        bool hasNotes = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("release") && newest.isEmpty())
                newest = xml.attributes().value(QLatin1String("version")).toString();
            if (xml.isStartElement() && xml.name() == QLatin1String("description")
                && !newest.isEmpty())
                hasNotes = true;
        }
        QVERIFY(!xml.hasError());
        QCOMPARE(newest, QStringLiteral(CATAN_VERSION));
        QVERIFY(hasNotes);
    }

    // Each PNG is the SVG rendered at its size, and the window icon uses them.
    void iconsAreTheSvg_data()
    {
        QTest::addColumn<int>("size");
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
            QTest::newRow(qPrintable(QString::number(size))) << size;
    }

    void iconsAreTheSvg()
    {
        QFETCH(int, size);
        const QString png = source(QStringLiteral("resources/icons/catan-desk-%1.png").arg(size));
        const QString rendered = m_dir.filePath(QStringLiteral("icon-%1.png").arg(size));
        const Run r =
            run(QStringLiteral("rsvg-convert"),
                {QStringLiteral("-w"), QString::number(size), QStringLiteral("-h"),
                 QString::number(size), source(QStringLiteral("resources/icons/catan-desk.svg")),
                 QStringLiteral("-o"), rendered});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QImage kept(png);
        QCOMPARE(kept.size(), QSize(size, size));
        QVERIFY2(kept.convertToFormat(QImage::Format_ARGB32)
                     == QImage(rendered).convertToFormat(QImage::Format_ARGB32),
                 "run resources/icons/render-icons.sh after changing the SVG");
        const QImage window(QStringLiteral(":/icons/catan-desk-%1.png").arg(size));
        QCOMPARE(window, kept);
    }

    // A file manager knows a tournament by its content, and only a tournament.
    // One database of all types, as update-mime-database builds it on an
    // installed system (Qt 6.4 does not weigh magic across several databases).
    void tournamentFileType()
    {
        const QString mime = m_dir.filePath(QStringLiteral("mime"));
        QVERIFY(QDir().mkpath(mime + QStringLiteral("/packages")));
        QVERIFY(QFile::copy(QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml"),
                            mime + QStringLiteral("/packages/freedesktop.org.xml")));
        QVERIFY(QFile::copy(source(QStringLiteral("resources/desktop/%1.mime.xml").arg(appId)),
                            mime + QStringLiteral("/packages/%1.xml").arg(appId)));
        const Run update =
            run(QStringLiteral("update-mime-database"), {QStringLiteral("-V"), mime});
        QVERIFY2(update.status == 0, qPrintable(update.out + update.err));
        QVERIFY2(!update.err.contains(QLatin1String("Error"))
                     && !update.err.contains(QLatin1String("Unknown")),
                 qPrintable(update.err));

        const QString tournamentPath = m_dir.filePath(QStringLiteral("tournament.sqlite"));
        {
            Tournament t;
            DbError error;
            QVERIFY(t.open(tournamentPath, &error));
        }
        const QString otherPath = m_dir.filePath(QStringLiteral("other.sqlite"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            db.setDatabaseName(otherPath);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("CREATE TABLE t (x)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        const QString renamed = m_dir.filePath(QStringLiteral("cup.catan"));
        QVERIFY(QFile::copy(tournamentPath, renamed));

        const QMimeDatabase db;
        QCOMPARE(db.mimeTypeForFile(tournamentPath).name(),
                 QStringLiteral("application/x-catan-tournament"));
        QCOMPARE(db.mimeTypeForFile(renamed).name(),
                 QStringLiteral("application/x-catan-tournament"));
        QVERIFY(
            db.mimeTypeForFile(tournamentPath).inherits(QStringLiteral("application/vnd.sqlite3")));
        QCOMPARE(db.mimeTypeForFile(otherPath).name(), QStringLiteral("application/vnd.sqlite3"));
    }

    void manPages_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("program");
        QTest::newRow("catan-desk") << "catan-desk" << QStringLiteral(CATAN_DESK_PATH);
        QTest::newRow("catan-desk-cli") << "catan-desk-cli" << QStringLiteral(CATAN_CLI_PATH);
    }

    // groff finds nothing to warn about, and the page names every option and
    // command that --help lists, and the program's version.
    void manPages()
    {
        QFETCH(QString, page);
        QFETCH(QString, program);
        const QString path = source(QStringLiteral("resources/man/%1.1").arg(page));
        const Run lint = run(QStringLiteral("groff"),
                             {QStringLiteral("-man"), QStringLiteral("-ww"), QStringLiteral("-z"),
                              QStringLiteral("-Tutf8"), path});
        QCOMPARE(lint.err, QString());
        QCOMPARE(lint.status, 0);

        const Run help = run(program, {QStringLiteral("--help")});
        QCOMPARE(help.status, 0);
        const QString text = manWords(readText(path));
        const QStringList words = helpWords(help.out, page == QLatin1String("catan-desk-cli"));
        QVERIFY(words.contains(QStringLiteral("--help")));
        QStringList missing;
        for (const QString &word : words) {
            if (!hasWord(text, word))
                missing.append(word);
        }
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(QStringLiteral("%1.1 does not describe: %2").arg(page, missing.join(u' '))));
        QVERIFY2(text.contains(QStringLiteral("Catan Tournament Desk " CATAN_VERSION)),
                 "the man page's header names another version");
    }
};

QTEST_MAIN(TstDesktopFiles)
#include "tst_desktop_files.moc"
