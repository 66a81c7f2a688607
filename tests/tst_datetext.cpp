// Dates typed in the tournament's details: the locale's short format (two-
// or four-digit year) and ISO are read as typed; anything else is refused
// with a message naming the text and the form expected, never changed.
#include "language/datetext.h"
#include "language/language.h"

#include <QDate>
#include <QLocale>
#include <QTest>

using namespace ctd;

namespace {

QLocale localeNamed(const QString &name)
{
    return QLocale(name);
}

} // namespace

class TstDateText : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::apply(QStringLiteral("en")); }

    void read_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QDate>("date"); // invalid: refused
        const QDate pi(2026, 3, 14);
        const QDate may(2026, 5, 4);
        QTest::newRow("en_US M/d/yy") << "en_US"
                                      << "3/14/26" << pi;
        QTest::newRow("en_US M/d/yyyy") << "en_US"
                                        << "3/14/2026" << pi;
        QTest::newRow("en_US 5/4/26 is May") << "en_US"
                                             << "5/4/26" << may;
        QTest::newRow("en_US day first refused") << "en_US"
                                                 << "14/3/26" << QDate();
        QTest::newRow("en_US ISO") << "en_US"
                                   << "2026-03-14" << pi;
        QTest::newRow("en_GB dd/MM/yyyy") << "en_GB"
                                          << "14/03/2026" << pi;
        QTest::newRow("en_GB dd/MM/yy") << "en_GB"
                                        << "14/03/26" << pi;
        QTest::newRow("en_GB 5/4/26 is April") << "en_GB"
                                               << "4/5/26" << may;
        QTest::newRow("en_GB month first refused") << "en_GB"
                                                   << "3/14/26" << QDate();
        QTest::newRow("de dd.MM.yy") << "de_DE"
                                     << "14.03.26" << pi;
        QTest::newRow("de dd.MM.yyyy") << "de_DE"
                                       << "14.3.2026" << pi;
        QTest::newRow("de ISO") << "de_DE"
                                << "2026-03-14" << pi;
        QTest::newRow("pt dd/MM/yyyy") << "pt_BR"
                                       << "14/03/2026" << pi;
        QTest::newRow("pt dd/MM/yy") << "pt_BR"
                                     << "14/03/26" << pi;
        QTest::newRow("pt_PT") << "pt_PT"
                               << "14/03/2026" << pi;
        QTest::newRow("spaces around") << "en_GB"
                                       << " 14 / 03 / 2026 " << pi;
        QTest::newRow("no 30 February") << "de_DE"
                                        << "30.02.2026" << QDate();
        QTest::newRow("three-digit year") << "de_DE"
                                          << "14.03.202" << QDate();
        QTest::newRow("two numbers") << "en_US"
                                     << "3/14" << QDate();
        QTest::newRow("words") << "en_US"
                               << "tomorrow" << QDate();
        QTest::newRow("mixed separators") << "de_DE"
                                          << "14.03/2026" << QDate();
        QTest::newRow("empty") << "en_US"
                               << "" << QDate();
    }

    void read()
    {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(QDate, date);
        QString problem;
        const QDate got = DateText::read(typed, localeNamed(locale), &problem);
        QCOMPARE(got, date);
        QCOMPARE(problem.isEmpty(), date.isValid());
        if (!date.isValid() && !typed.trimmed().isEmpty())
            QVERIFY2(problem.contains(typed.trimmed()), qPrintable(problem));
    }

    void writeReadsBack_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("shown");
        QTest::newRow("en_US") << "en_US"
                               << "3/14/2026";
        QTest::newRow("en_GB") << "en_GB"
                               << "14/03/2026";
        QTest::newRow("de") << "de_DE"
                            << "14.03.2026";
        QTest::newRow("pt") << "pt_BR"
                            << "14/03/2026";
    }

    void writeReadsBack()
    {
        QFETCH(QString, locale);
        QFETCH(QString, shown);
        const QDate pi(2026, 3, 14);
        QCOMPARE(DateText::write(pi, localeNamed(locale)), shown);
        QCOMPARE(DateText::read(shown, localeNamed(locale), nullptr), pi);
    }

    void messageInEachLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("en") << "en"
                            << "en_US"
                            << "14/3/26"
                            << QStringList{"14/3/26", "month 14", "month/day/year", "3/14/2026"};
        QTest::newRow("de") << "de"
                            << "de_DE"
                            << "30.02.26"
                            << QStringList{"30.02.26", "Februar", "Tag.Monat.Jahr", "14.03.2026"};
        QTest::newRow("pt") << "pt"
                            << "pt_BR"
                            << "14/13/2026"
                            << QStringList{"14/13/2026", "mês 13", "dia/mês/ano", "14/03/2026"};
    }

    void messageInEachLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(QStringList, words);
        QVERIFY(Language::apply(language));
        QString problem;
        QVERIFY(!DateText::read(typed, localeNamed(locale), &problem).isValid());
        for (const QString &w : words)
            QVERIFY2(problem.contains(w), qPrintable(problem + " lacks " + w));
    }
};

QTEST_MAIN(TstDateText)
#include "tst_datetext.moc"
