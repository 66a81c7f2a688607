// German and Portuguese are complete and current, and switch at run time.
#include "language/language.h"

#include <QDirIterator>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace ctd;

namespace {

struct Message
{
    QString context;
    QString source;
    QString type;             // translation type: "", "unfinished", "vanished", "obsolete"
    QStringList translations; // one, or the numerus forms
    bool numerus = false;
};

QList<Message> readTs(const QString &path, QString *language)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&file);
    QList<Message> out;
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS"))
            *language = xml.attributes().value(QLatin1String("language")).toString();
        else if (name == QLatin1String("name"))
            context = xml.readElementText();
        else if (name == QLatin1String("message")) {
            m = Message();
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus)
                m.translations.append(xml.readElementText());
            else {
                while (xml.readNextStartElement())
                    m.translations.append(xml.readElementText());
            }
            out.append(m);
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out.append(it.next().captured(0));
    out.sort();
    out.removeDuplicates();
    return out;
}

// German and Portuguese in full; English holds only the plural forms.
QStringList tsFiles()
{
    return {QStringLiteral(CATAN_SOURCE_DIR "/translations/catan-desk_de.ts"),
            QStringLiteral(CATAN_SOURCE_DIR "/translations/catan-desk_pt.ts"),
            QStringLiteral(CATAN_SOURCE_DIR "/translations/catan-desk_en.ts")};
}

bool pluralOnly(const QString &path)
{
    return path.endsWith(QLatin1String("_en.ts"));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &p : tsFiles())
            QTest::newRow(qPrintable(p.section(QLatin1Char('/'), -1))) << p;
    }

    void complete()
    {
        QFETCH(QString, path);
        QString language;
        const QList<Message> messages = readTs(path, &language);
        QVERIFY(messages.size() > (pluralOnly(path) ? 10 : 50));
        QVERIFY(!language.isEmpty());
        QStringList problems;
        for (const Message &m : messages) {
            const QString where = m.context + QLatin1String(": ") + m.source.left(60);
            if (!m.type.isEmpty()) {
                problems.append(m.type + QLatin1String(" — ") + where);
                continue;
            }
            if (m.numerus && m.translations.size() != 2)
                problems.append(QLatin1String("plural forms — ") + where);
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty()) {
                    problems.append(QLatin1String("empty — ") + where);
                    continue;
                }
                // Every %1 … of the source in each form; %n may be spelled out in a singular.
                QStringList want = placeholders(m.source);
                QStringList got = placeholders(t);
                if (m.numerus) {
                    want.removeAll(QStringLiteral("%n"));
                    got.removeAll(QStringLiteral("%n"));
                }
                if (want != got)
                    problems.append(QLatin1String("placeholders ") + got.join(QLatin1Char(' '))
                                    + QLatin1String(" — ") + where);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The .ts files are regenerated from the sources; any difference means a
    // string was added or changed without being translated.
    void current_data() { complete_data(); }

    void current()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(path.section(QLatin1Char('/'), -1));
        QVERIFY(QFile::copy(path, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QStringList sources;
        for (const char *folder : {"scoring", "app", "ui"}) {
            QDirIterator it(QStringLiteral(CATAN_SOURCE_DIR "/") + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                sources.append(it.next());
        }
        sources.sort();
        QProcess lupdate;
        QStringList options{QStringLiteral("-locations"), QStringLiteral("none"),
                            QStringLiteral("-no-obsolete"), QStringLiteral("-silent")};
        if (pluralOnly(path))
            options.append(QStringLiteral("-pluralonly"));
        lupdate.start(QStringLiteral(CATAN_LUPDATE),
                      options + sources + QStringList{QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);

        QFile a(path), b(copy);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray committed = a.readAll();
        const QByteArray regenerated = b.readAll();
        QVERIFY2(committed == regenerated,
                 "the .ts file is not current: run cmake --build --preset release --target "
                 "update_translations and translate what is new");
    }

    void switchesAtRunTime_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("settlements");
        QTest::addColumn<QString>("largestArmy");
        QTest::addColumn<QString>("points");
        QTest::newRow("en") << "en"
                            << "Settlements"
                            << "Claimed Largest Army first"
                            << "2.50";
        QTest::newRow("de") << "de"
                            << "Siedlungen"
                            << "Größte Rittermacht"
                            << "2,50";
        QTest::newRow("pt") << "pt"
                            << "Aldeias"
                            << "Maior Exército"
                            << "2,50";
    }

    void switchesAtRunTime()
    {
        QFETCH(QString, language);
        QFETCH(QString, settlements);
        QFETCH(QString, largestArmy);
        QFETCH(QString, points);
        QVERIFY(Language::apply(language));
        QCOMPARE(Language::current(), language);
        QCOMPARE(QCoreApplication::translate("SheetMessages", "Settlements"), settlements);
        QVERIFY2(
            QCoreApplication::translate("SheetMessages", "Claimed Largest Army first")
                .contains(largestArmy),
            qPrintable(QCoreApplication::translate("SheetMessages", "Claimed Largest Army first")));
        QCOMPARE(QLocale().toString(2.5, 'f', 2), points);
        // Counts take the language's plural forms, English included.
        const QString one =
            QCoreApplication::translate("TablePlan", "%n table(s) of 4", nullptr, 1);
        const QString two =
            QCoreApplication::translate("TablePlan", "%n table(s) of 4", nullptr, 2);
        QVERIFY2(!one.contains(QLatin1String("(s)")) && !two.contains(QLatin1String("(s)")),
                 qPrintable(one));
        QVERIFY(one != QString(two).replace(QLatin1Char('2'), QLatin1Char('1')));
        Language::apply(QStringLiteral("en"));
    }

    void normalizesNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("code");
        QTest::newRow("de_DE.UTF-8") << "de_DE.UTF-8"
                                     << "de";
        QTest::newRow("de-AT") << "de-AT"
                               << "de";
        QTest::newRow("pt_BR") << "pt_BR"
                               << "pt";
        QTest::newRow("pt_PT.UTF-8") << "pt_PT.UTF-8"
                                     << "pt";
        QTest::newRow("en_GB") << "en_GB"
                               << "en";
        QTest::newRow("C") << "C"
                           << "en";
        QTest::newRow("fr_FR") << "fr_FR"
                               << "";
    }

    void normalizesNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, code);
        QCOMPARE(Language::normalize(name), code);
    }

    void cliFollowsTheEnvironment_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected");
        QTest::newRow("LANG=de_DE") << "de_DE.UTF-8" << QStringList{} << "Siedlungen 6";
        QTest::newRow("LANG=pt_BR") << "pt_BR.UTF-8" << QStringList{} << "Aldeias 6";
        QTest::newRow("--lang overrides")
            << "de_DE.UTF-8" << QStringList{"--lang", "en"} << "Settlements 6";
        QTest::newRow("--lang de") << "C.UTF-8" << QStringList{"--lang", "de"} << "Siedlungen 6";
    }

    void cliFollowsTheEnvironment()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("round,table,player,settlements,cities,vp_cards,knights,roads,longest_road\n"
                "1,1,Anna,6,3,0,0,5,2\n1,1,Bernd,3,2,0,0,6,2\n1,1,Carla,2,1,0,0,4,1\n");
        f.close();
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LANGUAGE"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.insert(QStringLiteral("LANG"), lang);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CATAN_CLI_PATH), extra + QStringList{QStringLiteral("score"), path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        // The code stays the machine's; the message is in the language.
        QVERIFY2(err.contains(QLatin1String("settlements_range: ") + expected), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
