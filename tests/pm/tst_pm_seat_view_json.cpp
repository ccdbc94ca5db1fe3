// SPDX-License-Identifier: GPL-3.0-or-later
// A P.M. seat's view as JSON for a phone (pm/seat_view_json.h): whole
// rubbers of 2, 4 and 8 seats, people and computers mixed, are played with
// every person's turn taken through a choice id picked at random from his
// view; at every step each seat's view is checked to hold no card that the
// rules hide from it (PM-16: the other hands and the set-aside cards) and
// its own hand exactly, and to be the same when the hidden cards are dealt
// otherwise. Then the refusals: a malformed, stale or foreign id.
#include "core/choice_id.h"
#include "core/random.h"
#include "pm/hint.h"
#include "pm/seat_view_json.h"
#include "pm/table.h"
#include "pm/view.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace club::pm;

namespace {

RubberConfig rubberOf(const QStringList& players, bool sections, std::uint64_t seed) {
    RubberConfig config;
    config.seed = seed;
    config.sections = sections;
    for (int s = 0; s < players.size(); ++s) {
        SeatConfig seat;
        seat.name = QStringLiteral("Player %1").arg(s + 1);
        seat.colour = s;
        seat.player = players[s];
        config.seats.push_back(seat);
    }
    return config;
}

/// Every card id the JSON names: objects with "id" and "value" are cards,
/// and a choice id names its card after "c".
void collectCards(const QJsonValue& v, std::set<int>& out) {
    if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectCards(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains(QStringLiteral("id")) && o.value(QStringLiteral("value")).isDouble() &&
            o.value(QStringLiteral("id")).isDouble())
            out.insert(o.value(QStringLiteral("id")).toInt());
        const QString id = o.value(QStringLiteral("id")).toString();
        const auto choice = club::ChoiceId::parse(id);
        if (choice && choice->move.startsWith(QLatin1Char('c'))) {
            const qsizetype f = choice->move.indexOf(QLatin1Char('f'));
            out.insert(choice->move.mid(1, f < 0 ? -1 : f - 1).toInt());
        }
        for (const QJsonValue& e : o)
            collectCards(e, out);
    }
}

/// The view of `seat` names no card hidden from it (PM-16) and holds its
/// hand exactly; only the seat to move (or, after a game, every seat in it)
/// has choices.
void checkView(const Table& t, int seat, const QJsonObject& view) {
    const Game& game = t.game();
    const auto& inGame = t.rubber().currentRecord().seats;
    const int gameSeat = int(std::find(inGame.begin(), inGame.end(), seat) - inGame.begin());
    std::set<int> hidden;
    for (int g = 0; g < game.players(); ++g)
        if (g != gameSeat)
            for (const CardId c : game.hand(g))
                hidden.insert(c);
    for (const CardId c : game.setAside())
        hidden.insert(c);
    std::set<int> named;
    collectCards(view, named);
    for (const int c : named)
        QVERIFY2(!hidden.contains(c),
                 qPrintable(QStringLiteral("seat %1 sees hidden card %2").arg(seat).arg(c)));
    const QJsonArray hand = view.value(QStringLiteral("hand")).toArray();
    if (gameSeat < int(inGame.size())) {
        const auto truth = game.hand(gameSeat);
        QCOMPARE(hand.size(), qsizetype(truth.size()));
        for (std::size_t i = 0; i < truth.size(); ++i)
            QCOMPARE(hand[qsizetype(i)].toObject().value(QStringLiteral("id")).toInt(),
                     int(truth[i]));
    } else {
        QVERIFY(hand.isEmpty());
    }
    // The view depends on nothing hidden: with the hidden cards dealt
    // otherwise (as the seat might imagine them), it is the same.
    if (gameSeat < int(inGame.size())) {
        club::Random rng(std::uint64_t(game.turnsPlayed()) * 31 + std::uint64_t(seat));
        const Game imagined = SeatView(game, gameSeat).sample(rng);
        QVERIFY2(
            seatViewJson(t.rubber(), imagined, t.revision(), seat) == view,
            qPrintable(QStringLiteral("seat %1's view changes with the hidden cards").arg(seat)));
    }
    const bool mayChoose = game.isOver() ? gameSeat < int(inGame.size()) && !t.rubber().isOver()
                                         : t.seatToMove() == seat;
    QCOMPARE(!view.value(QStringLiteral("choices")).toArray().isEmpty(), mayChoose);
    // Who won is said at every end: a game's (its best score, PM-18, as the
    // rubber's seats; the page said only "The game is over.") and the rubber's.
    QCOMPARE(view.contains(QStringLiteral("winners")), game.isOver());
    if (game.isOver() && !t.rubber().isOver()) {
        int best = game.score(0);
        for (int g = 1; g < game.players(); ++g)
            best = std::max(best, game.score(g));
        QJsonArray winners;
        for (int g = 0; g < game.players(); ++g)
            if (game.score(g) == best) winners.append(inGame[std::size_t(g)]);
        QCOMPARE(view.value(QStringLiteral("winners")).toArray(), winners);
    }
}

QString randomChoice(const QJsonObject& view, club::Random& rng) {
    const QJsonArray choices = view.value(QStringLiteral("choices")).toArray();
    return choices[qsizetype(rng.below(std::uint32_t(choices.size())))]
        .toObject()
        .value(QStringLiteral("id"))
        .toString();
}

} // namespace

class TstPmSeatViewJson : public QObject {
    Q_OBJECT
private slots:
    void rubberThroughChoices_data();
    void rubberThroughChoices();
    void refusals();
    void choiceDescribesItsMove();
};

void TstPmSeatViewJson::rubberThroughChoices_data() {
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<bool>("sections");
    QTest::addColumn<int>("seed");
    const QString p = QStringLiteral("person");
    const QString b = QStringLiteral("beginner");
    const QString r = QStringLiteral("random");
    QTest::newRow("2 seats, people") << QStringList{p, p} << false << 3;
    QTest::newRow("2 seats, person and computer") << QStringList{p, b} << false << 4;
    QTest::newRow("4 seats, mixed") << QStringList{p, b, p, r} << false << 5;
    QTest::newRow("8 seats, people") << QStringList{p, p, p, p, p, p, p, p} << false << 6;
    QTest::newRow("8 seats, mixed") << QStringList{p, r, p, b, r, p, b, r} << false << 7;
    QTest::newRow("8 seats in two sections (PM-21)")
        << QStringList{p, r, p, b, r, p, b, r} << true << 8;
    QTest::newRow("8 seats, people in one section (PM-21)")
        << QStringList{p, p, p, p, r, b, r, b} << true << 9;
}

void TstPmSeatViewJson::rubberThroughChoices() {
    QFETCH(QStringList, players);
    QFETCH(bool, sections);
    QFETCH(int, seed);
    Table t;
    QCOMPARE(t.newRubber(rubberOf(players, sections, std::uint64_t(seed))), QString());
    club::Random rng(std::uint64_t(seed) * 7919);
    QSignalSpy played(&t, &Table::cardPlayed);
    int steps = 0, byChoice = 0;
    while (!t.rubber().isOver()) {
        QVERIFY2(++steps < 5000, "the rubber does not end");
        std::vector<QJsonObject> views;
        for (int s = 0; s < players.size(); ++s) {
            views.push_back(seatViewJson(t, s));
            checkView(t, s, views.back());
            if (QTest::currentTestFailed()) return;
        }
        if (!t.game().isOver() && t.isComputerToMove()) {
            QVERIFY(t.playComputerTurn());
            continue;
        }
        int chooser = t.game().isOver() ? -1 : t.seatToMove();
        if (chooser < 0) // after a game: any seat in it may deal the next
            chooser = t.rubber()
                          .currentRecord()
                          .seats[rng.below(std::uint32_t(t.rubber().currentRecord().seats.size()))];
        const QString id = randomChoice(views[std::size_t(chooser)], rng);
        const int before = int(played.size());
        const club::Message refusal = applySeatChoice(t, chooser, id);
        QVERIFY2(refusal.isEmpty(), qPrintable(id + QStringLiteral(": ") + refusal.english()));
        QVERIFY(id.endsWith(QStringLiteral("/next")) || played.size() == before + 1);
        ++byChoice;
        // The id just played is stale now.
        QCOMPARE(applySeatChoice(t, chooser, id).english(), club::staleChoiceMessage().english());
    }
    QVERIFY(byChoice > 0);
    for (int s = 0; s < players.size(); ++s) {
        const QJsonObject view = seatViewJson(t, s);
        checkView(t, s, view);
        QCOMPARE(view.value(QStringLiteral("phase")).toString(), QStringLiteral("rubber-over"));
        // The page says who won the rubber (PM-20): its leaders.
        QJsonArray winners;
        for (const int w : t.rubber().leaders())
            winners.append(w);
        QVERIFY(!winners.isEmpty());
        QCOMPARE(view.value(QStringLiteral("winners")).toArray(), winners);
    }
}

void TstPmSeatViewJson::refusals() {
    Table t;
    QCOMPARE(t.newRubber(rubberOf(
                 {QStringLiteral("person"), QStringLiteral("person"), QStringLiteral("person")},
                 false, 21)),
             QString());
    const int mover = t.seatToMove();
    const int other = (mover + 1) % 3;
    const QJsonObject view = seatViewJson(t, mover);
    QCOMPARE(view.value(QStringLiteral("phase")).toString(), QStringLiteral("your-turn"));
    QCOMPARE(seatViewJson(t, other).value(QStringLiteral("phase")).toString(),
             QStringLiteral("waiting"));
    const QString id = view.value(QStringLiteral("choices"))
                           .toArray()
                           .first()
                           .toObject()
                           .value(QStringLiteral("id"))
                           .toString();
    const quint64 revision = t.revision();
    const auto refused = [&](const QString& choice, int seat, const club::Message& why) {
        QCOMPARE(applySeatChoice(t, seat, choice).english(), why.english());
        QCOMPARE(t.revision(), revision); // nothing changed
    };
    refused(QString(), mover, club::malformedChoiceMessage());
    refused(QStringLiteral("c3f4"), mover, club::malformedChoiceMessage());
    refused(QStringLiteral("x/c3"), mover, club::malformedChoiceMessage());
    refused(QStringLiteral("99999999999999999999999/c3"), mover, club::malformedChoiceMessage());
    refused(QString::number(revision + 1) + QStringLiteral("/c3"), mover,
            club::staleChoiceMessage());
    refused(id, other, club::unknownChoiceMessage()); // not his turn
    refused(QString::number(revision) + QStringLiteral("/c200"), mover,
            club::unknownChoiceMessage());
    refused(QString::number(revision) + QStringLiteral("/next"), mover,
            club::unknownChoiceMessage()); // the game is not over
    // A card of another hand, named by its id: not his to play.
    const auto otherGameSeat = std::find(t.rubber().currentRecord().seats.begin(),
                                         t.rubber().currentRecord().seats.end(), other) -
                               t.rubber().currentRecord().seats.begin();
    const int foreign = t.game().hand(int(otherGameSeat)).front();
    refused(QString::number(revision) + QStringLiteral("/c") + QString::number(foreign), mover,
            club::unknownChoiceMessage());

    // Played through the table's own path: undo takes it back, and the
    // id listed before the undo is stale after it.
    QVERIFY(applySeatChoice(t, mover, id).isEmpty());
    QVERIFY(t.canUndo());
    const QString after = seatViewJson(t, other)
                              .value(QStringLiteral("choices"))
                              .toArray()
                              .first()
                              .toObject()
                              .value(QStringLiteral("id"))
                              .toString();
    QVERIFY(t.undo());
    QCOMPARE(applySeatChoice(t, other, after).english(), club::staleChoiceMessage().english());
    QCOMPARE(applySeatChoice(t, mover, id).english(), club::staleChoiceMessage().english());
    QVERIFY(applySeatChoice(t, mover,
                            seatViewJson(t, mover)
                                .value(QStringLiteral("choices"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QStringLiteral("id"))
                                .toString())
                .isEmpty());
}

void TstPmSeatViewJson::choiceDescribesItsMove() {
    // Each listed choice is one legal move, described as the table would
    // play it: the card, the man at "from", where he lands, a bust.
    Table t;
    QCOMPARE(t.newRubber(rubberOf({QStringLiteral("person"), QStringLiteral("person")}, false, 5)),
             QString());
    club::Random rng(5);
    for (int turn = 0; turn < 12 && !t.game().isOver(); ++turn) {
        const int seat = t.seatToMove();
        const QJsonObject view = seatViewJson(t, seat);
        const QJsonArray choices = view.value(QStringLiteral("choices")).toArray();
        const MoveList legal = t.game().legalMoves();
        QCOMPARE(choices.size(), qsizetype(legal.size()));
        for (int i = 0; i < legal.size(); ++i) {
            const QJsonObject c = choices[i].toObject();
            const Move& m = legal[i];
            QCOMPARE(c.value(QStringLiteral("card")).toObject().value(QStringLiteral("id")).toInt(),
                     int(m.card));
            if (m.movesMan()) {
                const int man = c.value(QStringLiteral("man")).toInt();
                QCOMPARE(int(t.game().men(t.game().toMove())[std::size_t(man)]), int(m.from));
                QCOMPARE(c.value(QStringLiteral("to")).toInt(), int(m.to));
                QCOMPARE(c.value(QStringLiteral("bust")).toBool(), m.bust);
            } else {
                QVERIFY(c.value(QStringLiteral("man")).isNull());
            }
        }
        // The hint's move (the Expert's) is one of the listed choices, by its id.
        if (turn < 3) {
            const QString hinted = seatChoiceId(t, hint(t.viewFor(seat)).move);
            bool listed = false;
            for (const QJsonValue& c : choices)
                listed = listed || c.toObject().value(QStringLiteral("id")).toString() == hinted;
            QVERIFY2(listed, qPrintable(hinted));
        }
        QVERIFY(applySeatChoice(t, seat, randomChoice(view, rng)).isEmpty());
    }
}

QTEST_GUILESS_MAIN(TstPmSeatViewJson)
#include "tst_pm_seat_view_json.moc"
