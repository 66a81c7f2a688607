// The name rule of docs/formats.md §7, "Names" (scoring/names.h), as a table.
#include "scoring/names.h"

#include <QTest>

using namespace ctd;

class TestNames : public QObject
{
    Q_OBJECT

private slots:
    void normalized_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<bool>("bad");
        QTest::newRow("plain") << "Anna"
                               << "Anna" << false;
        QTest::newRow("spaces around") << "  Anna Maria "
                                       << "Anna Maria" << false;
        QTest::newRow("doubled inner space") << "Anna  Maria"
                                             << "Anna Maria" << false;
        QTest::newRow("no-break space") << u"Anna\u00A0Maria"_qs << "Anna Maria" << false;
        QTest::newRow("ideographic space") << u"Anna\u3000Maria"_qs << "Anna Maria" << false;
        QTest::newRow("NFD to NFC") << u"Jose\u0301"_qs << u"Jos\u00E9"_qs << false;
        QTest::newRow("NFC stays") << u"Jos\u00E9"_qs << u"Jos\u00E9"_qs << false;
        QTest::newRow("Hangul jamo") << u"\u1100\u1161"_qs << u"\uAC00"_qs << false;
        QTest::newRow("emoji") << u"Ana \U0001F3B2"_qs << u"Ana \U0001F3B2"_qs << false;
        QTest::newRow("newline") << "Anna\nBernd"
                                 << "Anna\nBernd" << true;
        QTest::newRow("tab inside") << "Anna\tMaria"
                                    << "Anna\tMaria" << true;
        QTest::newRow("ESC") << "Anna\x1b[31m"
                             << "Anna\x1b[31m" << true;
        QTest::newRow("DEL") << "Anna\x7f"
                             << "Anna\x7f" << true;
        QTest::newRow("C1 CSI") << u"Anna\u009B"_qs << u"Anna\u009B"_qs << true;
        QTest::newRow("zero-width space") << u"An\u200Bna"_qs << u"An\u200Bna"_qs << true;
        QTest::newRow("zero-width joiner") << u"An\u200Dna"_qs << u"An\u200Dna"_qs << true;
        QTest::newRow("right-to-left override") << u"Anna\u202E"_qs << u"Anna\u202E"_qs << true;
        QTest::newRow("byte-order mark inside") << u"An\uFEFFna"_qs << u"An\uFEFFna"_qs << true;
        QTest::newRow("byte-order mark after a space")
            << u"Carla; \uFEFF"_qs << u"Carla; \uFEFF"_qs << true;
        QTest::newRow("soft hyphen") << u"An\u00ADna"_qs << u"An\u00ADna"_qs << true;
        QTest::newRow("line separator") << u"Anna\u2028x"_qs << u"Anna\u2028x"_qs << true;
    }
    void normalized()
    {
        QFETCH(QString, raw);
        QFETCH(QString, stored);
        QFETCH(bool, bad);
        const QString name = names::normalized(raw);
        QCOMPARE(name, stored);
        QCOMPARE(names::normalized(name), name); // the rule is stable
        QCOMPARE(names::isBad(name), bad);
        // Escaped for a message: one line, no control or format character left.
        const QString quoted = names::escaped(name);
        QVERIFY(!names::isBad(quoted));
        QCOMPARE(quoted == name, !bad);
    }

    void escapedNamesTheCharacter()
    {
        QCOMPARE(names::escaped(u"Anna\nerror: x"), u"Anna\\u{000A}error: x"_qs);
        QCOMPARE(names::escaped(u"a\u200Bb"), u"a\\u{200B}b"_qs);
        QCOMPARE(names::escaped(u"a\U000E0001b"), u"a\\u{E0001}b"_qs);
        QVERIFY(names::badNameMessage(u"a\nb").contains(u"a\\u{000A}b"_qs));
    }
};

QTEST_GUILESS_MAIN(TestNames)
#include "tst_names.moc"
