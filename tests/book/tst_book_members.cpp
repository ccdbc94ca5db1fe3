// SPDX-License-Identifier: GPL-3.0-or-later
// The club's members by name (issue 27): rename, merge and remove, each
// whole or not at all, in the book's tables and in the games' records.
#include "book.h"
#include "book_members.h"
#include "book_test_util.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace club;
using namespace club::book;

namespace {

/// A sample game (seats: a person's name, or the computer's kind) whose record holds its seats as a
/// save file does.
FinishedGame gameWithSeats(const QString& id, const QStringList& names, int day,
                           const QString& computerLast = QString()) {
    FinishedGame game = test::sampleGame(id, names, computerLast);
    game.started = game.started.addDays(day);
    game.finished = game.finished.addDays(day);
    QJsonArray seats;
    for (const FinishedSeat& seat : game.seats)
        seats.append(QJsonObject{{"name", seat.name},
                                 {"colour", 0},
                                 {"player", seat.computer.isEmpty() ? "person" : seat.computer}});
    game.record.insert("seats", seats);
    return game;
}

QStringList seatNames(const FinishedGame& game) {
    QStringList names;
    for (const FinishedSeat& seat : game.seats)
        names.append(seat.computer.isEmpty() ? seat.name : seat.computer);
    return names;
}

QStringList recordNames(const FinishedGame& game) {
    QStringList names;
    for (const QJsonValue& seat : game.record.value("seats").toArray())
        names.append(seat.toObject().value("name").toString());
    return names;
}

FinishedGame gameOf(Book& book, const QString& id) {
    for (const FinishedGame& game : book.games())
        if (game.id == id) return game;
    return {};
}

} // namespace

class TestBookMembers : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void membersMostRecentFirstWithTheirGames();
    void renameKeepsEveryGame();
    void renameToATakenNameIsRefused_data();
    void renameToATakenNameIsRefused();
    void mergeGivesEverySeatToTheOther();
    void mergeOfTwoAtOneTableIsRefused();
    void removeLeavesTheOthersResults();
    void removalEffectCountsBeforehand();
    void partyNightEntrantsAreRenamed();
    void failureInTheMiddleLeavesTheBookAsItWas_data();
    void failureInTheMiddleLeavesTheBookAsItWas();

private:
    QTemporaryDir dir_;
    Book book_;
};

// Four games on four days: g1 Ada v Bert, g2 Ada v Cora, g3 Bert v Cora v
// the computer, g4 Dan alone against the computer.
void TestBookMembers::init() {
    QVERIFY(book_
                .open(dir_.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()) +
                                    QTest::currentDataTag()))
                .isEmpty());
    QVERIFY(book_.record(gameWithSeats("g1", {"Ada", "Bert"}, 0)).isEmpty());
    QVERIFY(book_.record(gameWithSeats("g2", {"Ada", "Cora"}, 1)).isEmpty());
    QVERIFY(book_.record(gameWithSeats("g3", {"Bert", "Cora", "Expert"}, 2, "expert")).isEmpty());
    QVERIFY(book_.record(gameWithSeats("g4", {"Dan", "Beginner"}, 3, "beginner")).isEmpty());
}

void TestBookMembers::cleanup() {
    book_.close();
}

void TestBookMembers::membersMostRecentFirstWithTheirGames() {
    const QList<MemberSummary> members = memberSummaries(book_);
    QStringList names;
    QList<int> games;
    for (const MemberSummary& m : members) {
        names.append(m.name);
        games.append(m.games);
    }
    // Dan last played on day 3; Bert and Cora on day 2 (by name); Ada on day 1.
    QCOMPARE(names, (QStringList{"Dan", "Bert", "Cora", "Ada"}));
    QCOMPARE(games, (QList<int>{1, 2, 2, 2}));
    QCOMPARE(knownNames(book_), names);
    QCOMPARE(members.first().lastPlayed, QDateTime(QDate(2026, 12, 1), QTime(19, 30), Qt::UTC));
}

void TestBookMembers::renameKeepsEveryGame() {
    QCOMPARE(renameMember(book_, "Ada", "  Ada Lovelace "), QString());
    QCOMPARE(book_.members(), (QStringList{"Ada Lovelace", "Bert", "Cora", "Dan"}));
    QCOMPARE(seatNames(gameOf(book_, "g1")), (QStringList{"Ada Lovelace", "Bert"}));
    QCOMPARE(seatNames(gameOf(book_, "g2")), (QStringList{"Ada Lovelace", "Cora"}));
    QCOMPARE(recordNames(gameOf(book_, "g1")), (QStringList{"Ada Lovelace", "Bert"}));
    QCOMPARE(recordNames(gameOf(book_, "g3")), (QStringList{"Bert", "Cora", "Expert"}));
    // Only the letters' case: the same member, renamed.
    QCOMPARE(renameMember(book_, "Bert", "BERT"), QString());
    QCOMPARE(book_.members(), (QStringList{"Ada Lovelace", "BERT", "Cora", "Dan"}));
}

void TestBookMembers::renameToATakenNameIsRefused_data() {
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("says");
    QTest::newRow("another member's") << "Bert"
                                      << "merge \u201cAda\u201d into \u201cBert\u201d";
    QTest::newRow("another member's, other case") << "bert"
                                                  << "already a member called";
    // A computer played as "Expert" at a table Ada never sat at: a member of
    // that name could not be told from it in the standings and the games.
    QTest::newRow("a computer's") << "expert"
                                  << "A computer has played as \u201cExpert\u201d";
    QTest::newRow("empty") << "   "
                           << "cannot be empty";
    QTest::newRow("too long") << QString(25, 'x') << "at most 24 characters";
}

void TestBookMembers::renameToATakenNameIsRefused() {
    QFETCH(QString, to);
    QFETCH(QString, says);
    const QString message = renameMember(book_, "Ada", to);
    QVERIFY2(message.contains(says), qPrintable(message));
    QCOMPARE(book_.members(), (QStringList{"Ada", "Bert", "Cora", "Dan"}));
    QCOMPARE(seatNames(gameOf(book_, "g1")), (QStringList{"Ada", "Bert"}));
}

void TestBookMembers::mergeGivesEverySeatToTheOther() {
    QCOMPARE(mergeMembers(book_, "Dan", "Ada"), QString());
    QCOMPARE(book_.members(), (QStringList{"Ada", "Bert", "Cora"}));
    QCOMPARE(seatNames(gameOf(book_, "g4")), (QStringList{"Ada", "beginner"}));
    QCOMPARE(recordNames(gameOf(book_, "g4")), (QStringList{"Ada", "Beginner"}));
    const QList<MemberSummary> members = memberSummaries(book_);
    QCOMPARE(members.first().name, QStringLiteral("Ada"));
    QCOMPARE(members.first().games, 3);
}

void TestBookMembers::mergeOfTwoAtOneTableIsRefused() {
    const QString message = mergeMembers(book_, "Ada", "Bert");
    QVERIFY2(message.contains("same table in 1 game"), qPrintable(message));
    QCOMPARE(book_.members(), (QStringList{"Ada", "Bert", "Cora", "Dan"}));
    QCOMPARE(seatNames(gameOf(book_, "g2")), (QStringList{"Ada", "Cora"}));
    QVERIFY(!mergeMembers(book_, "Ada", "Nobody").isEmpty());
    QVERIFY(!mergeMembers(book_, "Ada", "Ada").isEmpty());
}

void TestBookMembers::removeLeavesTheOthersResults() {
    // Cora played g2 with Ada and g3 with Bert: both stay, without her.
    QCOMPARE(removeMember(book_, "Cora", "Guest"), QString());
    QCOMPARE(book_.members(), (QStringList{"Ada", "Bert", "Dan"}));
    const FinishedGame g2 = gameOf(book_, "g2");
    QCOMPARE(g2.seats.size(), 1);
    QCOMPARE(g2.seats.first(), (FinishedSeat{"Ada", QString(), 10, 2, false}));
    QCOMPARE(recordNames(g2), (QStringList{"Ada", "Guest"}));
    QCOMPARE(seatNames(gameOf(book_, "g3")), (QStringList{"Bert", "expert"}));
    // Dan only played the computer: that game was his alone and goes.
    QCOMPARE(removeMember(book_, "Dan", "Guest"), QString());
    QVERIFY(!book_.contains("g4"));
    QCOMPARE(book_.games().size(), 3);
    // A guest at Bert's table in g3: Bert cannot take that name.
    QVERIFY(renameMember(book_, "Bert", "guest").contains("someone else at the table"));
    // A guest's name already at the table: the next one is numbered.
    QVERIFY(book_.record(gameWithSeats("g5", {"Ada", "Eve", "Bert"}, 4)).isEmpty());
    QCOMPARE(removeMember(book_, "Eve", "Guest"), QString());
    QCOMPARE(removeMember(book_, "Ada", "Guest"), QString());
    QCOMPARE(recordNames(gameOf(book_, "g5")), (QStringList{"Guest 2", "Guest", "Bert"}));
    QCOMPARE(seatNames(gameOf(book_, "g5")), (QStringList{"Bert"}));
}

void TestBookMembers::removalEffectCountsBeforehand() {
    const RemovalEffect ada = removalEffect(book_, "Ada");
    QCOMPARE(ada.gamesKept, 2);
    QCOMPARE(ada.gamesRemoved, 0);
    const RemovalEffect dan = removalEffect(book_, "Dan");
    QCOMPARE(dan.gamesKept, 0);
    QCOMPARE(dan.gamesRemoved, 1);
}

void TestBookMembers::partyNightEntrantsAreRenamed() {
    FinishedGame night = test::sampleGame("n1", {"Ada", "Eve"});
    night.unit = "night";
    night.record.insert("entrants", QJsonArray{QJsonArray{"Ada"}, QJsonArray{"Eve"}});
    QVERIFY(book_.record(night).isEmpty());
    QCOMPARE(renameMember(book_, "Eve", "Evie"), QString());
    QCOMPARE(gameOf(book_, "n1").record.value("entrants").toArray(),
             (QJsonArray{QJsonArray{"Ada"}, QJsonArray{"Evie"}}));
    QCOMPARE(removeMember(book_, "Ada", "Guest"), QString());
    QCOMPARE(gameOf(book_, "n1").record.value("entrants").toArray(),
             (QJsonArray{QJsonArray{"Guest"}, QJsonArray{"Evie"}}));
}

void TestBookMembers::failureInTheMiddleLeavesTheBookAsItWas_data() {
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("trigger");
    // Each fails at its last step, after the seats and records have changed.
    QTest::newRow("rename") << "rename"
                            << "BEFORE UPDATE ON games";
    QTest::newRow("merge") << "merge"
                           << "BEFORE DELETE ON members";
    QTest::newRow("remove") << "remove"
                            << "BEFORE DELETE ON members";
}

void TestBookMembers::failureInTheMiddleLeavesTheBookAsItWas() {
    QFETCH(QString, change);
    QFETCH(QString, trigger);
    const QList<FinishedGame> before = book_.games();
    const QStringList membersBefore = book_.members();
    QSqlQuery query(book_.database());
    QVERIFY(query.exec(QStringLiteral("CREATE TEMP TRIGGER fail %1 BEGIN SELECT RAISE(ABORT, "
                                      "'the disk is full'); END")
                           .arg(trigger)));
    QString message;
    if (change == "rename") message = renameMember(book_, "Dan", "Daniel");
    if (change == "merge") message = mergeMembers(book_, "Dan", "Ada");
    if (change == "remove") message = removeMember(book_, "Cora", "Guest");
    QVERIFY2(message.contains("the disk is full") && message.contains("as it was"),
             qPrintable(message));
    QCOMPARE(book_.members(), membersBefore);
    QCOMPARE(book_.games(), before);
    // And the book takes the change once it can.
    QVERIFY(query.exec(QStringLiteral("DROP TRIGGER fail")));
    if (change == "rename") QCOMPARE(renameMember(book_, "Dan", "Daniel"), QString());
    if (change == "merge") QCOMPARE(mergeMembers(book_, "Dan", "Ada"), QString());
    if (change == "remove") QCOMPARE(removeMember(book_, "Cora", "Guest"), QString());
    QVERIFY(book_.members() != membersBefore);
}

QTEST_GUILESS_MAIN(TestBookMembers)
#include "tst_book_members.moc"
