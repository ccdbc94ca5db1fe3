// SPDX-License-Identifier: GPL-3.0-or-later
// A cribbage seat's view as JSON for a phone (crib/seat_view_json.h): whole
// games of 2, 3 and 4 hands, with and without muggins (CR-15), people and
// computers mixed, every person's decision taken through a choice id picked
// at random from his view. At every step each seat's view is checked to name
// no card but those the seat may see: its own hand and discards, the cards
// played this deal, the starter once turned (CR-8), and a hand or the crib
// laid out for its count; never another hand, the crib before it is shown,
// or the pack; and the view is the same when those cards are dealt otherwise.
#include "core/choice_id.h"
#include "core/random.h"
#include "crib/seat_view_json.h"
#include "crib/table.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace club::crib;

namespace {

std::vector<club::Seat> seatsOf(const QStringList& players) {
    std::vector<club::Seat> out;
    for (int s = 0; s < players.size(); ++s) {
        club::Seat seat;
        seat.name = QStringLiteral("Player %1").arg(s + 1);
        seat.colour = s;
        seat.player = players[s];
        out.push_back(seat);
    }
    return out;
}

/// Every card the JSON names, in any string (a card field, a choice id).
void collectCards(const QJsonValue& v, CardSet& out) {
    static const QRegularExpression word(QStringLiteral("[0-9A-Za-z]+"));
    if (v.isString()) {
        for (const auto& m : word.globalMatch(v.toString()))
            if (const auto c = parseCard(m.captured().toStdString())) out |= bit(*c);
    } else if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectCards(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            collectCards(QJsonValue(it.key()), out);
            collectCards(it.value(), out);
        }
    }
}

/// What the rules let `seat` see now.
CardSet visibleTo(const Match& m, int seat) {
    const PlayView own = m.playView(seat);
    CardSet seen = setOf(m.hand(seat)) | setOf(own.discards) | setOf(own.kept);
    for (const auto& [s, c] : m.played())
        seen |= bit(c);
    if (m.starter() != NoCard) seen |= bit(m.starter());
    if (m.phase() == Phase::Count || m.phase() == Phase::Muggins) {
        const int owner = m.showSeat() >= 0 ? m.showSeat() : m.dealer();
        seen |= setOf(m.showingCrib() ? m.crib() : m.kept(owner));
    }
    return seen;
}

void checkView(const Table& t, int seat, const QJsonObject& view) {
    const Match& m = t.match();
    CardSet named = 0;
    collectCards(view, named);
    const CardSet leaked = named & ~visibleTo(m, seat);
    QVERIFY2(
        leaked == 0,
        qPrintable(QStringLiteral("seat %1 sees hidden card %2")
                       .arg(seat)
                       .arg(QString::fromStdString(cardName(Card(std::countr_zero(leaked)))))));
    const QJsonArray hand = view.value(QStringLiteral("hand")).toArray();
    QCOMPARE(hand.size(), qsizetype(m.hand(seat).size()));
    for (std::size_t i = 0; i < m.hand(seat).size(); ++i)
        QCOMPARE(hand[qsizetype(i)].toString(), QString::fromStdString(cardName(m.hand(seat)[i])));
    // The view depends on nothing hidden: with the cards hidden from the
    // seat dealt otherwise, it is the same (but for a crib laid out for its
    // count, which that deal takes for hidden still).
    const bool cribShown =
        (m.phase() == Phase::Count || m.phase() == Phase::Muggins) && m.showingCrib();
    if (!cribShown) {
        club::Random rng(std::uint64_t(m.record().size()) * 31 + std::uint64_t(seat));
        QVERIFY2(
            seatViewJson(m.withHiddenShuffled(seat, rng), t.seats(), t.revision(), seat) == view,
            qPrintable(QStringLiteral("seat %1's view changes with the hidden cards").arg(seat)));
    }
    const bool mayChoose = m.phase() == Phase::GameOver || m.toAct() == seat;
    QCOMPARE(!view.value(QStringLiteral("choices")).toArray().isEmpty(), mayChoose);
    // After a game the page says who won it (CR-18): the winning side's seats.
    QJsonArray winners;
    if (m.phase() == Phase::GameOver)
        for (int s = 0; s < m.seats(); ++s)
            if (m.setup().sideOf(s) == m.results().back().winner) winners.append(s);
    QCOMPARE(view.contains(QStringLiteral("winners")), m.phase() == Phase::GameOver);
    QCOMPARE(view.value(QStringLiteral("winners")).toArray(), winners);
}

QString randomChoice(const QJsonObject& view, club::Random& rng) {
    const QJsonArray choices = view.value(QStringLiteral("choices")).toArray();
    return choices[qsizetype(rng.below(std::uint32_t(choices.size())))]
        .toObject()
        .value(QStringLiteral("id"))
        .toString();
}

} // namespace

class TstCribSeatViewJson : public QObject {
    Q_OBJECT
private slots:
    void gameThroughChoices_data();
    void gameThroughChoices();
    void refusals();
};

void TstCribSeatViewJson::gameThroughChoices_data() {
    QTest::addColumn<QStringList>("players");
    QTest::addColumn<int>("board");
    QTest::addColumn<bool>("muggins");
    QTest::addColumn<int>("seed");
    const QString p = QStringLiteral("person");
    const QString b = QStringLiteral("beginner");
    const QString r = QStringLiteral("random");
    const int two = int(Board::TwoTrack), three = int(Board::ThreeTrack),
              four = int(Board::FourTrack);
    QTest::newRow("2 hands, people") << QStringList{p, p} << two << false << 1;
    QTest::newRow("2 hands, muggins (CR-15)") << QStringList{p, b} << two << true << 2;
    QTest::newRow("3 hands, mixed") << QStringList{p, r, p} << three << false << 3;
    QTest::newRow("3 hands, muggins (CR-15)") << QStringList{p, p, b} << three << true << 4;
    QTest::newRow("4 hands, partners (CR-6)") << QStringList{p, b, p, r} << four << false << 5;
    QTest::newRow("4 hands, people, muggins") << QStringList{p, p, p, p} << four << true << 6;
}

void TstCribSeatViewJson::gameThroughChoices() {
    QFETCH(QStringList, players);
    QFETCH(int, board);
    QFETCH(bool, muggins);
    QFETCH(int, seed);
    Table t;
    const Setup setup{int(players.size()), 61, Board(board), muggins};
    QVERIFY(t.newMatch(setup, seatsOf(players), std::uint64_t(seed)));
    club::Random rng(std::uint64_t(seed) * 104729);
    int steps = 0, byChoice = 0;
    // A whole game, then the next one dealt through a choice.
    while (t.match().gameNumber() < 2) {
        QVERIFY2(++steps < 20000, "the game does not end");
        std::vector<QJsonObject> views;
        for (int s = 0; s < players.size(); ++s) {
            views.push_back(seatViewJson(t, s));
            checkView(t, s, views.back());
            if (QTest::currentTestFailed()) return;
        }
        if (t.isComputerToAct()) {
            // The computer's decision is one of its seat's listed choices.
            const Move chosen = t.match().computerMove(Level::Beginner, rng);
            const QString id = seatChoiceId(t, chosen);
            bool listed = false;
            for (const QJsonValue& c :
                 views[std::size_t(t.match().toAct())].value(QStringLiteral("choices")).toArray())
                listed = listed || c.toObject().value(QStringLiteral("id")).toString() == id;
            QVERIFY2(listed, qPrintable(id));
            QVERIFY(t.playComputer(rng));
            continue;
        }
        const bool over = t.match().phase() == Phase::GameOver;
        const int chooser =
            over ? int(rng.below(std::uint32_t(players.size()))) : t.match().toAct();
        const QString id = randomChoice(views[std::size_t(chooser)], rng);
        const club::Message refusal = applySeatChoice(t, chooser, id);
        QVERIFY2(refusal.isEmpty(), qPrintable(id + QStringLiteral(": ") + refusal.english()));
        ++byChoice;
        QCOMPARE(applySeatChoice(t, chooser, id).english(), club::staleChoiceMessage().english());
    }
    QCOMPARE(int(t.match().results().size()), 1);
    QVERIFY(byChoice > 0);
}

void TstCribSeatViewJson::refusals() {
    Table t;
    QVERIFY(t.newMatch(Setup{2, 61, Board::TwoTrack, false},
                       seatsOf({QStringLiteral("person"), QStringLiteral("person")}), 9));
    const int actor = t.match().toAct();
    const int other = 1 - actor;
    const QJsonObject view = seatViewJson(t, actor);
    QCOMPARE(view.value(QStringLiteral("step")).toString(), QStringLiteral("discard"));
    QCOMPARE(view.value(QStringLiteral("choices")).toArray().size(), 15); // two of six
    const QString id = view.value(QStringLiteral("choices"))
                           .toArray()
                           .first()
                           .toObject()
                           .value(QStringLiteral("id"))
                           .toString();
    const quint64 revision = t.revision();
    const auto refused = [&](const QString& choice, int seat, const club::Message& why) {
        QCOMPARE(applySeatChoice(t, seat, choice).english(), why.english());
        QCOMPARE(t.revision(), revision);
    };
    const QString now = QString::number(revision) + QLatin1Char('/');
    refused(QStringLiteral("lay:AS+2S"), actor, club::malformedChoiceMessage());
    refused(QString::number(revision + 1) + QStringLiteral("/next"), actor,
            club::staleChoiceMessage());
    refused(id, other, club::unknownChoiceMessage()); // not his to lay away now
    refused(now + QStringLiteral("next"), actor, club::unknownChoiceMessage());
    refused(now + QStringLiteral("count:5"), actor, club::unknownChoiceMessage());
    // Two cards of the other hand: not his.
    const Hand& theirs = t.match().hand(other);
    refused(now + QStringLiteral("lay:") + QString::fromStdString(cardName(theirs[0])) +
                QLatin1Char('+') + QString::fromStdString(cardName(theirs[1])),
            actor, club::unknownChoiceMessage());
    QVERIFY(applySeatChoice(t, actor, id).isEmpty());
    QCOMPARE(int(t.match().hand(actor).size()), 4);
    QVERIFY(t.canUndo());
    QVERIFY(t.undo());
    QCOMPARE(applySeatChoice(t, actor, id).english(), club::staleChoiceMessage().english());
}

QTEST_GUILESS_MAIN(TstCribSeatViewJson)
#include "tst_crib_seat_view_json.moc"
