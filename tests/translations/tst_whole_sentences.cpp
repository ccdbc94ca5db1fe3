// SPDX-License-Identifier: GPL-3.0-or-later
// Translators get whole sentences, never pieces to glue: no translated name
// of a place (P.M.: the stars) or of a side used as an adjective (King's
// Men: Orange, Blue) is spliced into another translated sentence, and a
// section number has a sentence of its own.
//
// A marking translator wraps every text of a context in [[ ]]. A whole
// sentence comes out as one [[...]] with only numbers and notation inside;
// a spliced piece shows as [[...]] nested inside another.
#include "engine/km/board.h"
#include "engine/km/position.h"
#include "engine/km/rules.h"
#include "engine/pm/card.h"
#include "engine/pm/hint.h"
#include "km/km_accessible_words.h"
#include "km/km_words.h"
#include "pm/pm_hint_words.h"
#include "pm/pm_words.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace club;

namespace {

class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override {
        if (qstrcmp(context, "PmWords") != 0 && qstrcmp(context, "KmWords") != 0) return {};
        return QStringLiteral("[[") + QString::fromUtf8(source) + QStringLiteral("]]");
    }
};

// True when a marked text holds another marked text inside it.
bool hasSplicedPiece(const QString& text) {
    int depth = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.mid(i, 2) == QLatin1String("[[")) {
            if (++depth > 1) return true;
            ++i;
        } else if (text.mid(i, 2) == QLatin1String("]]")) {
            --depth;
            ++i;
        }
    }
    return false;
}

pm::Move manMove(int from, int to, bool bust = false) {
    pm::Move m;
    m.card = 0;
    m.from = std::int8_t(from);
    m.to = std::int8_t(to);
    m.bust = bust;
    return m;
}

pm::HintReason reason(pm::HintReason::Kind kind, int from, int to) {
    pm::HintReason r;
    r.kind = kind;
    r.from = from;
    r.to = to;
    r.share = pm::HintReason::Share::AboutHalf;
    r.rival = 2;
    return r;
}

} // namespace

class TestWholeSentences : public QObject {
    Q_OBJECT
private slots:
    void init() { QCoreApplication::installTranslator(&translator_); }
    void cleanup() { QCoreApplication::removeTranslator(&translator_); }

    // PM-7, PM-9: where a man goes, said once per kind of place.
    void pmMoveSentences_data() {
        QTest::addColumn<int>("top");
        QTest::addColumn<int>("card");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("PM-7 out from the stars onto 6")
            << 3 << 3 << int(pm::Stars) << 6 << "[[A man comes out from the stars onto 6.]]";
        QTest::newRow("PM-9 back to the stars")
            << -9 << 4 << 5 << int(pm::Stars) << "[[The man on 5 goes back to the stars.]]";
        QTest::newRow("PM-7 forward to a number")
            << 3 << 4 << 5 << 12 << "[[The man on 5 goes to 12.]]";
    }
    void pmMoveSentences() {
        QFETCH(int, top);
        QFETCH(int, card);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, expected);
        const QString text = app::pmwords::explainMove(true, top, card, manMove(from, to));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("[[the stars]]")), qPrintable(text));
    }

    // PM-5: the lead brings a man from the stars, and the explanation says
    // where he goes once (before: "PLUS 3 leads: a man enters on 3. A man
    // comes out from the stars onto 3.").
    void pmLeadSaysWhereOnce() {
        const QString text = app::pmwords::explainMove(false, 0, 3, manMove(pm::Stars, 3));
        QVERIFY2(text.contains(QLatin1String("[[A man comes out from the stars onto 3.]]")),
                 qPrintable(text));
        QCOMPARE(text.count(QLatin1String("3.")), 1);
    }

    void pmHintSentences_data() {
        using Kind = pm::HintReason::Kind;
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("place");
        QTest::newRow("moves back to the stars") << int(Kind::MovesBack) << 7 << 0 << "the stars";
        QTest::newRow("moves back to 3") << int(Kind::MovesBack) << 7 << 3 << "3";
        QTest::newRow("best chances from the stars")
            << int(Kind::BestChances) << 0 << 9 << "the stars";
        QTest::newRow("best chances back to the stars")
            << int(Kind::BestChances) << 9 << 0 << "the stars";
        QTest::newRow("best chances 4 to 9") << int(Kind::BestChances) << 4 << 9 << "9";
    }
    void pmHintSentences() {
        QFETCH(int, kind);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, place);
        const QString text = app::pmwords::hintReason(reason(pm::HintReason::Kind(kind), from, to),
                                                      [](int) { return QStringLiteral("Bertie"); });
        QVERIFY2(text.startsWith(QLatin1String("[[")) && text.endsWith(QLatin1String("]]")),
                 qPrintable(text));
        QVERIFY2(!hasSplicedPiece(text), qPrintable(text));
        QVERIFY2(text.contains(place), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1Char('%')), qPrintable(text)); // issue 28: in words
    }

    // KM-B1: the Lodges' and tokens' colours are in the sentence, not spliced.
    void kmSquareSentences() {
        const km::Position start = km::Position::start(km::Side::A);
        int described = 0;
        for (int sq = 0; sq < km::SquareCount; ++sq) {
            if (km::zoneOf(sq) == km::Zone::Off) continue;
            const QString text = app::KmSquareWords::standing(sq, start.at(sq));
            QVERIFY2(!text.contains(QLatin1String("[[Orange]]")) &&
                         !text.contains(QLatin1String("[[Blue]]")),
                     qPrintable(text));
            ++described;
        }
        QCOMPARE(described, km::PlayableSquares);
        const QString place = app::kmwords::placeCapturedText(km::Side::B);
        QCOMPARE(place, QStringLiteral("[[Put the captured Blue token on any empty Blue Lodge.]]"));
    }

private:
    MarkingTranslator translator_;
};

QTEST_MAIN(TestWholeSentences)
#include "tst_whole_sentences.moc"
