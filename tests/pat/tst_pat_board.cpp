// SPDX-License-Identifier: GPL-3.0-or-later
// PAT-B1..B4: the board read from resources/pat-board.json against the
// geometry agreed with the artwork (19 x 19 grid), and the progress-to-square
// mapping checked square by square for both directions of play and every
// colour; a damaged board file is refused with a clear message.
#include "core/format_error.h"
#include "core/random.h"
#include "pat/board.h"
#include "pat/rules.h"
#include "test_paths.h"

#include <QFile>
#include <QTest>

using namespace club::pat;

namespace {

// Red's single-game path as the agreed geometry lists it (PAT-3).
QList<QPoint> redSingle() {
    QList<QPoint> p;
    p << QPoint(10, 14) << QPoint(10, 13) << QPoint(10, 12) << QPoint(10, 11);
    for (int c = 11; c <= 18; ++c)
        p << QPoint(c, 10);
    p << QPoint(18, 9);
    for (int c = 18; c >= 11; --c)
        p << QPoint(c, 8);
    for (int r = 7; r >= 0; --r)
        p << QPoint(10, r);
    p << QPoint(9, 0);
    for (int r = 0; r <= 7; ++r)
        p << QPoint(8, r);
    for (int c = 7; c >= 0; --c)
        p << QPoint(c, 8);
    p << QPoint(0, 9);
    for (int c = 0; c <= 7; ++c)
        p << QPoint(c, 10);
    for (int r = 11; r <= 18; ++r)
        p << QPoint(8, r); // p55..p62; p58 = C (8,14)
    p << QPoint(9, 18);    // p63 = A
    for (int r = 17; r >= 11; --r)
        p << QPoint(9, r); // p64..p70
    return p;
}

// Red's partner-game path (PAT-P2, PAT-P3): from C clockwise round to B, then to A.
QList<QPoint> redPartner() {
    QList<QPoint> p;
    p << QPoint(8, 14) << QPoint(8, 13) << QPoint(8, 12) << QPoint(8, 11);
    for (int c = 7; c >= 0; --c)
        p << QPoint(c, 10);
    p << QPoint(0, 9);
    for (int c = 0; c <= 7; ++c)
        p << QPoint(c, 8);
    for (int r = 7; r >= 0; --r)
        p << QPoint(8, r);
    p << QPoint(9, 0);
    for (int r = 0; r <= 7; ++r)
        p << QPoint(10, r);
    for (int c = 11; c <= 18; ++c)
        p << QPoint(c, 8);
    p << QPoint(18, 9);
    for (int c = 18; c >= 11; --c)
        p << QPoint(c, 10);
    for (int r = 11; r <= 18; ++r)
        p << QPoint(10, r); // p58 = B (10,14)
    p << QPoint(9, 18);
    for (int r = 17; r >= 11; --r)
        p << QPoint(9, r);
    return p;
}

// A quarter turn counter-clockwise on screen: Red's arm onto Purple's, and so on.
QPoint turn(QPoint p, int times) {
    for (int i = 0; i < times; ++i)
        p = QPoint(p.y(), 18 - p.x());
    return p;
}

} // namespace

class TestPatBoard : public QObject {
    Q_OBJECT
private slots:
    void pathSquareBySquare_data();
    void pathSquareBySquare();
    void starsAndA();
    void homeAndTriangles();
    void damagedBoardFile_data();
    void damagedBoardFile();
    void loopBitsRotate();
};

void TestPatBoard::pathSquareBySquare_data() {
    QTest::addColumn<bool>("partner");
    QTest::addColumn<int>("colour");
    const char* names[] = {"Red", "Green", "Yellow", "Purple"};
    for (int c = 0; c < Colours; ++c) {
        QTest::addRow("PAT-3 PAT-B2 PAT-B4 single game %s", names[c]) << false << c;
        QTest::addRow("PAT-P3 partner game %s", names[c]) << true << c;
    }
}

void TestPatBoard::pathSquareBySquare() {
    QFETCH(bool, partner);
    QFETCH(int, colour);
    const Geometry& g = Geometry::standard();
    const Kind kind = partner ? Kind::Partner : Kind::Single;
    const QList<QPoint> red = partner ? redPartner() : redSingle();
    QCOMPARE(red.size(), 71);
    const int turns = (4 - colour) % 4; // Red -> Purple -> Yellow -> Green
    for (int p = 0; p <= 70; ++p) {
        const QPoint want = turn(red[p], turns);
        QVERIFY2(g.cell(kind, colour, p) == want,
                 qPrintable(QString("progress %1: (%2,%3), expected (%4,%5)")
                                .arg(p)
                                .arg(g.cell(kind, colour, p).x())
                                .arg(g.cell(kind, colour, p).y())
                                .arg(want.x())
                                .arg(want.y())));
        if (p <= LastLoop) {
            const int square = Paths::standard().loopSquare(kind, colour, p);
            QCOMPARE(g.loop[std::size_t(square)], want);
            QCOMPARE(int(Paths::standard().progressAt[int(kind)][colour][square]), p);
        }
    }
    QCOMPARE(g.cell(kind, colour, Home), QPoint(9, 9));
}

// PAT-B3: eight Stars, the fifth square from A on each outer column.
void TestPatBoard::starsAndA() {
    const Geometry& g = Geometry::standard();
    int stars = 0;
    for (bool s : g.star)
        stars += s;
    QCOMPARE(stars, 8);
    const QPoint a[] = {{9, 18}, {0, 9}, {9, 0}, {18, 9}};
    const QPoint b[] = {{10, 14}, {4, 10}, {8, 4}, {14, 8}};
    const QPoint c[] = {{8, 14}, {4, 8}, {10, 4}, {14, 10}};
    for (int i = 0; i < Colours; ++i) {
        QCOMPARE(g.colours[std::size_t(i)].a, a[i]);
        QCOMPARE(g.colours[std::size_t(i)].rightStar, b[i]);
        QCOMPARE(g.colours[std::size_t(i)].leftStar, c[i]);
        QCOMPARE(g.cell(Kind::Single, i, 0), b[i]);
        QCOMPARE(g.cell(Kind::Partner, i, 0), c[i]);
        QCOMPARE(g.cell(Kind::Single, i, LastLoop), a[i]);
        QCOMPARE(g.colours[std::size_t(i)].coloured.size(), 16);
    }
}

void TestPatBoard::homeAndTriangles() {
    const Geometry& g = Geometry::standard();
    QCOMPARE(g.homeFrom, QPoint(8, 8));
    QCOMPARE(g.homeTo, QPoint(10, 10));
    QCOMPARE(g.colours[0].triangleFrom, QPoint(11, 11)); // Red: bottom-right
    QCOMPARE(g.colours[1].triangleFrom, QPoint(0, 11));  // Green: bottom-left
    QCOMPARE(g.colours[2].triangleFrom, QPoint(0, 0));   // Yellow: top-left
    QCOMPARE(g.colours[3].triangleFrom, QPoint(11, 0));  // Purple: top-right
}

void TestPatBoard::damagedBoardFile_data() {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{") << QByteArray("[") << "not a JSON object";
    QTest::newRow("loop broken") << QByteArray("[10,13]") << QByteArray("[12,13]")
                                 << "does not touch the next";
    QTest::newRow("Star moved") << QByteArray("\"right_star\": [10,14]")
                                << QByteArray("\"right_star\": [10,13]") << "63 squares from A";
    QTest::newRow("outside") << QByteArray("[18,10]") << QByteArray("[19,10]")
                             << "outside the grid";
}

void TestPatBoard::damagedBoardFile() {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);
    QFile file(club::test::sourcePath(QStringLiteral("/resources/pat-board.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray data = file.readAll();
    Geometry::fromJson(data); // the file itself is good
    QVERIFY(data.contains(from));
    data.replace(data.indexOf(from), from.size(), to);
    try {
        Geometry::fromJson(data);
        QFAIL("a damaged board was accepted");
    } catch (const club::FormatError& e) {
        QVERIFY2(QString(e.what()).contains(message), e.what());
    }
}

// The fast form's 68-bit masks, turned into each colour's own coordinates.
void TestPatBoard::loopBitsRotate() {
    club::Random rng(68);
    for (int trial = 0; trial < 50; ++trial) {
        LoopBits m;
        bool bit[LoopSquares];
        for (int i = 0; i < LoopSquares; ++i) {
            bit[i] = rng.below(2) == 1;
            m.set(i, bit[i]);
        }
        for (int r = 0; r < LoopSquares; ++r) {
            const std::uint64_t turned = m.rotated(r);
            for (int q = 0; q < 64; ++q)
                QVERIFY2(((turned >> q) & 1) == bit[(q + r) % LoopSquares],
                         qPrintable(QString("r %1 q %2").arg(r).arg(q)));
        }
    }
}

QTEST_GUILESS_MAIN(TestPatBoard)
#include "tst_pat_board.moc"
