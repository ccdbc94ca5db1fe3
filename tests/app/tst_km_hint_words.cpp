// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men's hint says why in a player's words (issue 25): over a few
// positions, the words of a quiet step name the fact on the board (a jump
// threatened, a token saved, a row one step away, a token entering, a
// token left open), never the move's notation nor how far the Expert looked.
#include "engine/km/hint.h"
#include "engine/km/notation.h"
#include "km/km_words.h"

#include <QRegularExpression>
#include <QTest>

using namespace club;

namespace {
km::Position setup(const QString& tokens) {
    km::Position p = km::Position::empty(km::Side::A);
    km::Cell cell = km::Cell::A;
    for (QString word : tokens.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (word.startsWith(QLatin1String("A:")) || word.startsWith(QLatin1String("B:"))) {
            cell = word.startsWith(QLatin1Char('A')) ? km::Cell::A : km::Cell::B;
            word = word.mid(2);
        }
        p.put(km::parseSquare(word.toStdString()), cell);
    }
    return p;
}
} // namespace

class TestKmHintWords : public QObject {
    Q_OBJECT
private slots:
    void quietStepSaysWhy_data() {
        QTest::addColumn<QString>("tokens");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("words");
        QTest::newRow("KM-4 threat") << "A:c5 d5 h5 B:f5 i9 i8 h9"
                                     << "h5-g5"
                                     << "Move your token from h5 to g5: it threatens to jump the "
                                        "token on f5 next turn.";
        QTest::newRow("KM-4 out of reach") << "A:f5 i9 i7 B:c5 d5 g5"
                                           << "f5-f6"
                                           << "Move your token from f5 to f6: the token gets out "
                                              "of reach of a jump.";
        QTest::newRow("KM-6 row next turn") << "A:c5 d5 f4 B:i9 i8 h9"
                                            << "f4-e4"
                                            << "Move your token from f4 to e4: next turn a step "
                                               "to e5 completes a row.";
        QTest::newRow("KM-2 enters") << "A:b5 i9 g3 B:c9 e9 g9"
                                     << "b5-c5"
                                     << "Move your token from b5 to c5: it brings another token "
                                        "onto the Field, where rows are made.";
        QTest::newRow("KM-4 left open") << "A:f6 i9 i7 B:c5 d5 g5"
                                        << "f6-f5"
                                        << "Move your token from f6 to f5: your token on f5 can "
                                           "then be jumped, but every other move leaves you "
                                           "worse placed.";
    }

    void quietStepSaysWhy() {
        QFETCH(QString, tokens);
        QFETCH(QString, move);
        QFETCH(QString, words);
        const km::Position p = setup(tokens);
        const auto m = km::parseMove(p, move.toStdString());
        QVERIFY(m);
        km::Hint hint{*m, km::reasonFor(p, *m)};
        hint.reason.count = hint.reason.kind == km::HintReason::Kind::BestPosition ? 6 : 0;
        const QString said = app::kmwords::hintText(p, hint);
        QCOMPARE(said, words);
        // No notation (a move as "h5-g5") and no search depth.
        QVERIFY2(!said.contains(move), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("ahead")), qPrintable(said));
    }
};

QTEST_MAIN(TestKmHintWords)
#include "tst_km_hint_words.moc"
