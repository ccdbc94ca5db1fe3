// SPDX-License-Identifier: GPL-3.0-or-later
// A game started from the command line (issue 26), for any registered game:
//   players-club --new GAME --seat NAME:KIND ... [--phone-address ADDRESS]
//                [--phone-port N]
// KIND is "screen" (a person at this screen), "phone" (a person on a
// phone) or a computer level, "beginner", "standard" or "expert", the
// engine's name for it in every game. main.cpp hands the seats to the page
// of GAME (GamePage::startFromSeats), which says whether it can play them.
#pragma once

#include "core/seat.h"

#include <QList>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace club::app {

struct NewGameCommand {
    QString gameId;       ///< --new; empty: no game asked for
    QList<Seat> seats;    ///< --seat, in order
    QString phoneAddress; ///< --phone-address; empty: the usual one
    int phonePort = -1;   ///< --phone-port; -1: the usual one
};

/// Adds --new, --seat, --phone-address and --phone-port to `parser`.
void addNewGameOptions(QCommandLineParser& parser);

/// Reads those options of the parsed command line. @returns the command,
/// or nullopt with `problem` saying what is wrong, in the player's words.
std::optional<NewGameCommand> newGameCommand(const QCommandLineParser& parser, QString* problem);

/// One --seat value, NAME:KIND (the name may hold colons: the last one
/// splits). @returns the seat, or nullopt with `problem` set.
std::optional<Seat> seatFromArgument(const QString& value, QString* problem);

} // namespace club::app
