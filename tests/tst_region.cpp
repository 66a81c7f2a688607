// Locale by region: words follow the chosen language, paper and the formats
// of numbers and dates the system's region (QLocale::system()).
#include "language/language.h"
#include "paper/papertournament.h"

#include <QDate>
#include <QLocale>
#include <QPageSize>
#include <QTest>

using namespace ctd;

class TstRegion : public QObject
{
    Q_OBJECT

private slots:
    void localeAndPaper_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("points");
        const int a4 = int(QPageSize::A4);
        const int letter = int(QPageSize::Letter);
        QTest::newRow("English in the UK") << "en"
                                           << "en_GB"
                                           << "en_GB" << a4 << "14/03/2026"
                                           << "2.50";
        QTest::newRow("English without a region (C)") << "en"
                                                      << "C"
                                                      << "en_GB" << a4 << "14/03/2026"
                                                      << "2.50";
        QTest::newRow("English in the US") << "en"
                                           << "en_US"
                                           << "en_US" << letter << "3/14/26"
                                           << "2.50";
        QTest::newRow("English in Germany") << "en"
                                            << "de_DE"
                                            << "en_DE" << a4 << "14/03/2026"
                                            << "2,50";
        QTest::newRow("German in Germany") << "de"
                                           << "de_DE"
                                           << "de_DE" << a4 << "14.03.26"
                                           << "2,50";
        QTest::newRow("German in Austria") << "de"
                                           << "de_AT"
                                           << "de_AT" << a4 << "14.03.26"
                                           << "2,50";
        QTest::newRow("German in the US: no de_US") << "de"
                                                    << "en_US"
                                                    << "de_DE" << letter << "14.03.26"
                                                    << "2,50";
        QTest::newRow("German without a region") << "de"
                                                 << "C"
                                                 << "de_DE" << a4 << "14.03.26"
                                                 << "2,50";
        QTest::newRow("Portuguese in Brazil") << "pt"
                                              << "pt_BR"
                                              << "pt_BR" << a4 << "14/03/2026"
                                              << "2,50";
        QTest::newRow("Portuguese in Portugal") << "pt"
                                                << "pt_PT"
                                                << "pt_PT" << a4 << "14/03/26"
                                                << "2,50";
        QTest::newRow("Portuguese without a region") << "pt"
                                                     << "C"
                                                     << "pt_BR" << a4 << "14/03/2026"
                                                     << "2,50";
    }
    void localeAndPaper()
    {
        QFETCH(QString, code);
        QFETCH(QString, system);
        QFETCH(QString, locale);
        QFETCH(int, paper);
        QFETCH(QString, date);
        QFETCH(QString, points);
        const QLocale region(system);
        const QLocale shown = Language::locale(code, region);
        QCOMPARE(shown.name(), locale);
        QCOMPARE(int(defaultPaper(region).id()), paper);
        QCOMPARE(shown.toString(QDate(2026, 3, 14), QLocale::ShortFormat), date);
        QCOMPARE(shown.toString(2.5, 'f', 2), points);
    }

    // C.UTF-8 has no region, even where Qt guesses en_US from LANGUAGE=en.
    void cLocaleHasNoRegion_data()
    {
        QTest::addColumn<QString>("lcAll");
        QTest::addColumn<QString>("language");
        QTest::newRow("C.UTF-8, LANGUAGE=en") << "C.UTF-8"
                                              << "en";
        QTest::newRow("POSIX") << "POSIX"
                               << "";
        QTest::newRow("C") << "C"
                           << "de";
    }
    void cLocaleHasNoRegion()
    {
        QFETCH(QString, lcAll);
        QFETCH(QString, language);
        qputenv("LC_ALL", lcAll.toUtf8());
        qputenv("LANGUAGE", language.toUtf8());
        QCOMPARE(Language::region().language(), QLocale::C);
        QCOMPARE(int(defaultPaper(Language::region()).id()), int(QPageSize::A4));
        QCOMPARE(Language::locale(QStringLiteral("en")).name(), QStringLiteral("en_GB"));
        qunsetenv("LC_ALL");
        qunsetenv("LANGUAGE");
    }
};

QTEST_MAIN(TstRegion)
#include "tst_region.moc"
