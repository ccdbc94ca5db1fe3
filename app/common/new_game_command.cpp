// SPDX-License-Identifier: GPL-3.0-or-later
#include "new_game_command.h"

#include "game_registry.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace club::app {

namespace {

QString words(const char* source) {
    return QCoreApplication::translate("main", source);
}

/// The computer levels every game offers, by the engine's names.
const QStringList Levels = {QStringLiteral("beginner"), QStringLiteral("standard"),
                            QStringLiteral("expert")};

} // namespace

void addNewGameOptions(QCommandLineParser& parser) {
    QStringList ids; // the registered games, named by no one here
    for (const GameRegistration& game : GameRegistry::games())
        if (game.startsFromSeats) ids << game.id;
    parser.addOption({QStringLiteral("new"),
                      words(QT_TRANSLATE_NOOP("main", "Start a game at once (GAME: %1), its "
                                                      "players given by --seat."))
                          .arg(ids.join(QStringLiteral(", "))),
                      QStringLiteral("GAME")});
    parser.addOption(
        {QStringLiteral("seat"),
         words(QT_TRANSLATE_NOOP("main", "A player of the game started by --new, in seating "
                                         "order: KIND is screen, phone, beginner, standard or "
                                         "expert. Give one for each seat.")),
         QStringLiteral("NAME:KIND")});
    parser.addOption({QStringLiteral("phone-address"),
                      words(QT_TRANSLATE_NOOP("main", "The address the phones connect to "
                                                      "(default: this computer's on the local "
                                                      "network).")),
                      QStringLiteral("ADDRESS")});
    parser.addOption({QStringLiteral("phone-port"),
                      words(QT_TRANSLATE_NOOP("main", "The port the phones connect to (default: "
                                                      "8650, or the next free one).")),
                      QStringLiteral("N")});
}

std::optional<Seat> seatFromArgument(const QString& value, QString* problem) {
    const qsizetype colon = value.lastIndexOf(QLatin1Char(':'));
    const QString name = colon < 0 ? QString() : value.left(colon).trimmed();
    const QString kind = colon < 0 ? QString() : value.mid(colon + 1).trimmed().toLower();
    if (name.isEmpty() || kind.isEmpty()) {
        *problem =
            words(QT_TRANSLATE_NOOP("main", "--seat wants NAME:KIND, not \"%1\"")).arg(value);
        return std::nullopt;
    }
    Seat seat;
    seat.name = name;
    if (kind == QLatin1String("screen")) {
        seat.player = QString::fromLatin1(Seat::Person);
    } else if (kind == QLatin1String("phone")) {
        seat.player = QString::fromLatin1(Seat::Person);
        seat.phone = true;
    } else if (Levels.contains(kind)) {
        seat.player = kind;
    } else {
        *problem = words(QT_TRANSLATE_NOOP("main", "unknown kind of player \"%1\" for %2: give "
                                                   "screen, phone, beginner, standard or expert"))
                       .arg(kind, name);
        return std::nullopt;
    }
    return seat;
}

std::optional<NewGameCommand> newGameCommand(const QCommandLineParser& parser, QString* problem) {
    NewGameCommand command;
    command.gameId = parser.value(QStringLiteral("new")).trimmed();
    const QStringList seats = parser.values(QStringLiteral("seat"));
    if (command.gameId.isEmpty() && !seats.isEmpty()) {
        *problem = words(QT_TRANSLATE_NOOP("main", "--seat needs --new GAME"));
        return std::nullopt;
    }
    if (!command.gameId.isEmpty() && seats.isEmpty()) {
        *problem =
            words(QT_TRANSLATE_NOOP("main", "--new needs a --seat NAME:KIND for each player"));
        return std::nullopt;
    }
    for (const QString& value : seats) {
        const std::optional<Seat> seat = seatFromArgument(value, problem);
        if (!seat) return std::nullopt;
        command.seats << *seat;
    }
    command.phoneAddress = parser.value(QStringLiteral("phone-address")).trimmed();
    if (parser.isSet(QStringLiteral("phone-port"))) {
        bool ok = false;
        const int port = parser.value(QStringLiteral("phone-port")).toInt(&ok);
        if (!ok || port < 0 || port > 65535) {
            *problem = words(QT_TRANSLATE_NOOP("main", "--phone-port wants a port from 0 to "
                                                       "65535, not \"%1\""))
                           .arg(parser.value(QStringLiteral("phone-port")));
            return std::nullopt;
        }
        command.phonePort = port;
    }
    return command;
}

} // namespace club::app
