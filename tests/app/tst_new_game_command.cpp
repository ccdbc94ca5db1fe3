// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: players-club --new GAME --seat NAME:KIND ... read into seats
// (common/new_game_command.h): screen and phone are people, a level is the
// computer of that name; a wrong kind, a seat without --new and a bad port
// are refused with words that say why.
#include "common/game_registry.h"
#include "common/new_game_command.h"

#include <QCommandLineParser>
#include <QTest>

using namespace club;

namespace {

std::optional<app::NewGameCommand> parse(const QStringList& arguments, QString* problem) {
    QCommandLineParser parser;
    app::addNewGameOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("players-club")} + arguments)) {
        *problem = parser.errorText();
        return std::nullopt;
    }
    return app::newGameCommand(parser, problem);
}

} // namespace

class TestNewGameCommand : public QObject {
    Q_OBJECT
private slots:
    void readsSeatsInOrder() {
        QString problem;
        const auto command = parse({QStringLiteral("--new"), QStringLiteral("pm"),
                                    QStringLiteral("--seat"), QStringLiteral("Ann:phone"),
                                    QStringLiteral("--seat"), QStringLiteral("Bob:expert"),
                                    QStringLiteral("--seat"), QStringLiteral("Cy:screen")},
                                   &problem);
        QVERIFY2(command, qPrintable(problem));
        QCOMPARE(command->gameId, QStringLiteral("pm"));
        QCOMPARE(command->seats.size(), 3);
        QCOMPARE(command->seats[0].name, QStringLiteral("Ann"));
        QVERIFY(command->seats[0].isPerson());
        QVERIFY(command->seats[0].phone);
        QCOMPARE(command->seats[1].name, QStringLiteral("Bob"));
        QCOMPARE(command->seats[1].player, QStringLiteral("expert"));
        QVERIFY(!command->seats[1].phone);
        QVERIFY(command->seats[2].isPerson());
        QVERIFY(!command->seats[2].phone);
        QVERIFY(command->phoneAddress.isEmpty());
        QCOMPARE(command->phonePort, -1);
    }

    void readsTheListenOverride() {
        QString problem;
        const auto command = parse({QStringLiteral("--new"), QStringLiteral("pm"),
                                    QStringLiteral("--seat"), QStringLiteral("Ann:phone"),
                                    QStringLiteral("--seat"), QStringLiteral("Bob:beginner"),
                                    QStringLiteral("--phone-address"), QStringLiteral("127.0.0.1"),
                                    QStringLiteral("--phone-port"), QStringLiteral("8700")},
                                   &problem);
        QVERIFY2(command, qPrintable(problem));
        QCOMPARE(command->phoneAddress, QStringLiteral("127.0.0.1"));
        QCOMPARE(command->phonePort, 8700);
    }

    void nameMayHoldAColon() {
        QString problem;
        const auto seat = app::seatFromArgument(QStringLiteral("Dr: Who:standard"), &problem);
        QVERIFY2(seat, qPrintable(problem));
        QCOMPARE(seat->name, QStringLiteral("Dr: Who"));
        QCOMPARE(seat->player, QStringLiteral("standard"));
    }

    void refusals_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        QTest::newRow("unknown kind")
            << QStringList{"--new", "pm", "--seat", "Ann:wizard"} << QStringLiteral("wizard");
        QTest::newRow("no kind") << QStringList{"--new", "pm", "--seat", "Ann"}
                                 << QStringLiteral("NAME:KIND");
        QTest::newRow("no name") << QStringList{"--new", "pm", "--seat", ":phone"}
                                 << QStringLiteral("NAME:KIND");
        QTest::newRow("seat without new")
            << QStringList{"--seat", "Ann:phone"} << QStringLiteral("--new");
        QTest::newRow("new without seats")
            << QStringList{"--new", "pm"} << QStringLiteral("--seat");
        QTest::newRow("port out of range")
            << QStringList{"--new", "pm", "--seat", "Ann:phone", "--phone-port", "70000"}
            << QStringLiteral("70000");
        QTest::newRow("port not a number")
            << QStringList{"--new", "pm", "--seat", "Ann:phone", "--phone-port", "high"}
            << QStringLiteral("high");
    }
    void refusals() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        QString problem;
        QVERIFY(!parse(arguments, &problem));
        QVERIFY2(problem.contains(said), qPrintable(problem));
    }

    void nothingAskedIsNoGame() {
        QString problem;
        const auto command = parse({}, &problem);
        QVERIFY2(command, qPrintable(problem));
        QVERIFY(command->gameId.isEmpty());
        QVERIFY(command->seats.isEmpty());
    }

    // --help names for --new only the games a page starts from seats: a
    // party night is set up in its own dialog and refused "--new" alike.
    void helpNamesTheGamesThatStartFromSeats() {
        app::GameRegistration seated;
        seated.id = QStringLiteral("test-seated");
        app::GameRegistry::add(seated);
        app::GameRegistration night;
        night.id = QStringLiteral("test-night");
        night.startsFromSeats = false;
        app::GameRegistry::add(night);
        QCommandLineParser parser;
        app::addNewGameOptions(parser);
        const QString help = parser.helpText();
        QVERIFY2(help.contains(QStringLiteral("test-seated")), qPrintable(help));
        QVERIFY2(!help.contains(QStringLiteral("test-night")), qPrintable(help));
    }
};

QTEST_GUILESS_MAIN(TestNewGameCommand)
#include "tst_new_game_command.moc"
