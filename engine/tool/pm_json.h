// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the P.M. values the protocol shares between commands:
// a board of four men, the house-rule options, card values.
#pragma once

#include "pm/game.h"

#include <QJsonArray>
#include <QJsonObject>

namespace club::tool::pm {

/// A card's signed value: PLUS +1..+24, MINUS -1..-24, never 0.
inline constexpr int MaxCardNumber = 24;

/// Four places 0..25 in field `key`, no two men on one number below 25
/// (PM-10). @throws FormatError
club::pm::Men readMen(const QJsonObject& request, const char* key);
/// A signed card value in field `key`; null gives `nullValue` when allowed.
/// @throws FormatError
int readCardValue(const QJsonObject& request, const char* key, bool nullAllowed, int nullValue = 0);
/// The optional "options" object; unknown names are refused so a typo in a
/// house rule is not silently ignored. @throws FormatError
club::pm::Options readOptions(const QJsonObject& request);
/// The optional "seed": a whole number or a decimal string, default 0.
std::uint64_t readSeed(const QJsonObject& request);

QJsonArray menJson(const club::pm::Men& men);
QJsonObject optionsJson(const club::pm::Options& options);
/// A board place, or null for "no man" (-1).
QJsonValue placeOrNull(int place);

} // namespace club::tool::pm
