// SPDX-License-Identifier: GPL-3.0-or-later
// A match as text and as a save file (SAVE-FORMAT.md): moves in a short
// notation ("discard 5H 5C", "play 10D", "count 12", "claim", "pass",
// "next game") and the whole match as versioned JSON, read by replaying
// every move so that a damaged file is refused before anything is touched.
#pragma once

#include "core/message.h"
#include "core/seat.h"
#include "match.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>

namespace club::crib {

inline constexpr int SaveVersion = 1;
inline constexpr int MaxMoves = 200000;

std::string moveText(const Move& m);
/// @returns nullopt for text that names no move (legality is not checked).
std::optional<Move> parseMove(const std::string& text);

/// A seat (core/seat.h): its colour one of the eight peg colours (the
/// players' colours of ARTWORK.md, 0..7), its player "person" or a level.
using Seat = club::Seat;
/// The level playing `seat`, or nullopt for a person.
std::optional<Level> levelOf(const Seat& seat);
/// The peg colours as saves write them ("#d98e04" ...), by index.
QString pegColourId(int colour);

QString setupBoardName(Board board);
/// "bends" or "every-thirty" (CR-21 [R]), as saved and as the tool takes it.
QString setupCornersName(Corners corners);
/// @returns nullopt for a name that is neither.
std::optional<Corners> parseCornersName(const QString& name);

/// A match with its seats and where it stands in its record (undo/redo).
struct SavedMatch {
    Setup setup;
    std::uint64_t seed = 0;
    std::vector<Seat> seats;
    std::vector<Move> moves; ///< the whole record, undone moves included
    int current = 0;         ///< how many of `moves` are played
    /// Replays the first `current` moves. @throws FormatError naming the first bad one
    Match replay() const;
};

QJsonObject savedMatchJson(const SavedMatch& saved);
/// @throws FormatError naming the problem.
SavedMatch savedMatchFromJson(const QJsonObject& body);
/// @returns an empty message, or what went wrong.
Message writeMatchFile(const QString& path, const SavedMatch& saved);
/// @throws FormatError
SavedMatch readMatchFile(const QString& path);
SavedMatch readMatchData(const QByteArray& data);

} // namespace club::crib
