// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a P.M. game and of a rubber in words: who won the game with
// what score, how the rubber stands, and who won it ("Alice and Dennis
// share the rubber"). Shown in the side panel and above the score sheet.
#pragma once

#include <QString>

namespace club::pm {
class Rubber;
struct GameRecord;
} // namespace club::pm

namespace club::app::pmwords {

/// "Clara wins game 2 with 63." for the current game once it is over,
/// with every player's score in it; empty while it is being played.
QString gameResult(const pm::Rubber& rubber);
/// "Rubber after 2 games: Alice 120, Bertie 95, ..." (highest first);
/// players who have not played yet get a dash.
QString rubberStanding(const pm::Rubber& rubber);
/// "Alice wins the rubber with 301." or "Alice and Dennis share the rubber
/// with 280." once the rubber is over; else empty.
QString rubberResult(const pm::Rubber& rubber);
/// "Section 1 played game 2 out of sight: Eve 63, Fred 40, ..." for a game
/// of a section of computers alone (PM-21), highest first.
QString asideResult(const pm::Rubber& rubber, const pm::GameRecord& record);

} // namespace club::app::pmwords
