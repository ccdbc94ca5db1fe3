// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the Cribbage values the protocol shares between
// commands (PROTOCOL.md, "Cribbage commands"): cards ("10H", "AS"), hands,
// levels and the parts of a count.
#pragma once

#include "crib/card.h"
#include "crib/player.h"
#include "crib/score.h"

#include <QJsonArray>
#include <QJsonObject>

namespace club::tool::crib {

/// One card in field `key`. @throws FormatError
club::crib::Card readCard(const QJsonObject& request, const char* key);
/// An array of distinct cards in field `key`, `min`..`max` long.
/// @throws FormatError naming the bad or repeated card
club::crib::Hand readCards(const QJsonObject& request, const char* key, int min, int max);
/// `level` if present, else `fallback`. @throws FormatError
club::crib::Level readLevel(const QJsonObject& request, const char* key,
                            club::crib::Level fallback);
/// The optional "seed": a whole number or a decimal string, default 0.
std::uint64_t readSeed(const QJsonObject& request);

QJsonValue cardJson(club::crib::Card c);
QJsonArray cardsJson(std::span<const club::crib::Card> cards);
/// "fifteen", "pair", "pair_royal", "double_pair_royal", "run", "flush", "nobs".
QString partName(club::crib::PartKind kind);
/// {"kind","cards","points","say"} for each part, "say" the words of a
/// player counting aloud, with the running total ("fifteen two").
QJsonArray partsJson(const std::vector<club::crib::ScorePart>& parts);
QJsonObject pegScoreJson(const club::crib::PegScore& s);

} // namespace club::tool::crib
