// SPDX-License-Identifier: GPL-3.0-or-later
// KM-2 (entering), KM-3 (steps in the Field) and KM-4 (which jumps are
// legal): one table of set-ups and moves, each row naming its clause.
#include "km_test_util.h"

#include <QTest>

using namespace club::km;

class TestKmMoves : public QObject {
    Q_OBJECT
private slots:
    void legality_data();
    void legality();
    void choicesListed_data();
    void choicesListed();
    void whyNotSaysTheRule_data();
    void whyNotSaysTheRule();
};

// What a player who asked for a move the rules refuse is told (the reason
// the table words), clause by clause.
void TestKmMoves::whyNotSaysTheRule_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("why");
    const auto row = [](const char* name, const char* tokens, const char* from, const char* to,
                        NotAllowed why) {
        QTest::newRow(name) << tokens << from << to << int(why);
    };
    row("KM-2 lodge into its corridor is allowed", "A:c11", "c11", "c10", NotAllowed::Allowed);
    row("KM-2 lodge cannot skip its corridor", "A:c11", "c11", "c9", NotAllowed::OnlyInward);
    row("KM-2 lodge cannot move sideways", "A:a5", "a5", "a6", NotAllowed::OnlyInward);
    row("KM-2 corridor cannot move sideways", "A:e10", "e10", "f10", NotAllowed::OnlyInward);
    row("KM-2 corridor cannot go back", "A:e10", "e10", "e11", NotAllowed::OnlyInward);
    row("KM-2 corridor blocked by opponent", "A:e2 B:e3", "e2", "e3", NotAllowed::Taken);
    row("KM-2 field token never returns", "A:e3", "e3", "e2", NotAllowed::NoWayBack);
    row("KM-2 field corner not to side corridor", "A:c3", "c3", "b3", NotAllowed::NoWayBack);
    row("KM-3 field step is allowed", "A:e5", "e5", "e6", NotAllowed::Allowed);
    row("KM-3 field step diagonal refused", "A:e5", "e5", "f6", NotAllowed::NotDiagonally);
    row("KM-3 field two squares refused", "A:e5", "e5", "e7", NotAllowed::OneSquare);
    row("KM-3 field three squares refused", "A:e5", "e5", "e8", NotAllowed::OneSquare);
    row("KM-3 knight's move refused", "A:e5", "e5", "f7", NotAllowed::OneSquare);
    row("KM-3 field step blocked by opponent", "A:e5 B:e6", "e5", "e6", NotAllowed::Taken);
    row("KM-4 jump completing a row is allowed", "A:e5 d7 f7 B:e6", "e5", "e7",
        NotAllowed::Allowed);
    row("KM-4 jump without a row refused", "A:e5 B:e6", "e5", "e7", NotAllowed::NeedsARow);
    row("KM-4 diagonal jump without a row refused", "A:c3 B:d4", "c3", "e5", NotAllowed::NeedsARow);
    row("KM-4 jump over own token refused", "A:e5 e6 d7 f7", "e5", "e7",
        NotAllowed::OnlyOverAToken);
    row("KM-4 landing square taken", "A:e5 d7 f7 B:e6 e7", "e5", "e7", NotAllowed::Taken);
    row("KM-4 corridor jump without a row refused", "A:e2 B:e3", "e2", "e4", NotAllowed::NeedsARow);
    row("KM-4 lodge never jumps", "A:e1 B:e2", "e1", "e3", NotAllowed::OnlyInward);
    row("KM-4 jump onto a corridor refused", "A:e4 B:e3", "e4", "e2", NotAllowed::NoWayBack);
}

void TestKmMoves::whyNotSaysTheRule() {
    QFETCH(QString, tokens);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, why);
    const Position p = kmtest::setup(tokens.toStdString());
    QCOMPARE(int(whyNot(p, kmtest::sq(qPrintable(from)), kmtest::sq(qPrintable(to)))), why);
}

void TestKmMoves::legality_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    // KM-2 [R]: straight inward, one square, Lodge -> Corridor -> Field.
    QTest::newRow("KM-2 lodge steps into its corridor") << "A:c11"
                                                        << "c11-c10" << true;
    QTest::newRow("KM-2 lodge cannot skip its corridor") << "A:c11"
                                                         << "c11-c9" << false;
    QTest::newRow("KM-2 lodge cannot move sideways") << "A:a5"
                                                     << "a5-a6" << false;
    QTest::newRow("KM-2 lodge blocked by its corridor") << "A:c11 c10"
                                                        << "c11-c10" << false;
    QTest::newRow("KM-2 corridor steps into the field") << "A:j5"
                                                        << "j5-i5" << true;
    QTest::newRow("KM-2 corridor cannot move sideways") << "A:e10"
                                                        << "e10-f10" << false;
    QTest::newRow("KM-2 corridor cannot go back") << "A:e10"
                                                  << "e10-e11" << false;
    QTest::newRow("KM-2 corridor blocked by opponent") << "A:e2 B:e3"
                                                       << "e2-e3" << false;
    QTest::newRow("KM-2 field token never returns") << "A:e3"
                                                    << "e3-e2" << false;
    QTest::newRow("KM-2 field corner not to side corridor") << "A:c3"
                                                            << "c3-b3" << false;
    // KM-3: one square orthogonally to an empty Field square.
    QTest::newRow("KM-3 field step forward") << "A:e5"
                                             << "e5-e6" << true;
    QTest::newRow("KM-3 field step backward") << "A:e5"
                                              << "e5-e4" << true;
    QTest::newRow("KM-3 field step sideways") << "A:e5"
                                              << "e5-f5" << true;
    QTest::newRow("KM-3 field step diagonal refused") << "A:e5"
                                                      << "e5-f6" << false;
    QTest::newRow("KM-3 field two squares refused") << "A:e5"
                                                    << "e5-e7" << false;
    QTest::newRow("KM-3 field step blocked by own") << "A:e5 e6"
                                                    << "e5-e6" << false;
    QTest::newRow("KM-3 field step blocked by opponent") << "A:e5 B:e6"
                                                         << "e5-e6" << false;
    QTest::newRow("KM-3 not the opponent's token") << "A:c1 B:e5"
                                                   << "e5-e6" << false;
    // KM-4: over an adjacent opponent, onto an empty Field square, only
    // when landing completes a row of three of one's own.
    QTest::newRow("KM-4 straight jump completing a row") << "A:e5 d7 f7 B:e6"
                                                         << "e5xe7" << true;
    QTest::newRow("KM-4 diagonal jump completing a row") << "A:c3 e6 e7 B:d4"
                                                         << "c3xe5" << true;
    QTest::newRow("KM-4 jump extending a row to four") << "A:e5 e8 e9 f7 B:e6"
                                                       << "e5xe7" << true;
    QTest::newRow("KM-4 jump without a row refused") << "A:e5 B:e6"
                                                     << "e5xe7" << false;
    QTest::newRow("KM-4 row of two is not enough") << "A:e5 f7 B:e6"
                                                   << "e5xe7" << false;
    QTest::newRow("KM-4 jump over own token refused") << "A:e5 e6 d7 f7"
                                                      << "e5xe7" << false;
    QTest::newRow("KM-4 jump over empty square refused") << "A:e5 d7 f7"
                                                         << "e5xe7" << false;
    QTest::newRow("KM-4 jump over two refused") << "A:e4 d7 f7 B:e5 e6"
                                                << "e4xe7" << false;
    QTest::newRow("KM-4 landing square taken") << "A:e5 d7 f7 B:e6 e7"
                                               << "e5xe7" << false;
    QTest::newRow("KM-4 jump from a corridor") << "A:e10 d8 f8 B:e9"
                                               << "e10xe8" << true;
    QTest::newRow("KM-4 diagonal jump from a corridor") << "A:e10 g7 g6 B:f9"
                                                        << "e10xg8" << true;
    QTest::newRow("KM-4 no jump from a lodge") << "A:e11 d9 f9 B:e10"
                                               << "e11xe9" << false;
    QTest::newRow("KM-4 landing must be a field square") << "A:c5 B:b5"
                                                         << "c5xa5" << false;
    QTest::newRow("KM-4 row on corridors does not count") << "A:e5 d10 f10 B:e6"
                                                          << "e5xe7" << false;
}

void TestKmMoves::legality() {
    QFETCH(QString, tokens);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    const Position p = kmtest::setup(tokens.toStdString());
    QCOMPARE(parseMove(p, move.toStdString()).has_value(), legal);
    // The listed choices and isLegal() agree with the parser.
    bool listed = false;
    for (const Move& m : legalMoves(p))
        listed |= QString::fromStdString(toNotation(p, m)) == move;
    QCOMPARE(listed, legal);
}

// The complete list of choices in small set-ups.
void TestKmMoves::choicesListed_data() {
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("choices");
    QTest::newRow("KM-2 one way out of a lodge") << "A:a7"
                                                 << "a7-b7";
    QTest::newRow("KM-3 four steps from the middle") << "A:f6"
                                                     << "f6-e6 f6-f5 f6-f7 f6-g6";
    QTest::newRow("KM-3 two steps from a field corner") << "A:i9"
                                                        << "i9-h9 i9-i8";
    QTest::newRow("KM-4 jump instead of a blocked step")
        << "A:f5 e7 g7 B:f6"
        << "e7-d7 e7-e6 e7-e8 e7-f7 f5-e5 f5-f4 f5-g5 f5xf7 g7-f7 g7-g6 g7-g8 g7-h7";
    QTest::newRow("KM-8 a player with no move passes") << "A:c3 B:c4 d3"
                                                       << "pass";
}

void TestKmMoves::choicesListed() {
    QFETCH(QString, tokens);
    QFETCH(QString, choices);
    QCOMPARE(kmtest::choices(kmtest::setup(tokens.toStdString())), choices);
}

QTEST_GUILESS_MAIN(TestKmMoves)
#include "tst_km_moves.moc"
