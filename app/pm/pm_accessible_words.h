// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader says about the P.M. table's cells (the boards, their
// places, the hand and the card container): whole sentences, in the rule
// sheet's terms. Only public facts and the owner's own cards reach here.
#pragma once

#include "engine/pm/move.h"
#include "engine/pm/rules.h"

#include <QString>
#include <vector>

namespace club::app::pmaccwords {

/// "Ada's board (Orange, dot)": the colour always with the men's mark.
QString boardName(const QString& owner, int colour);
/// Where the four men stand, and the score so far (PM-18).
QString menAndScore(const pm::Men& men, int score);
QString cardsInHand(int count);
QString toPlay();
QString nextToPlay();
QString dealer();

/// "Ada's board, 17" (or "the stars", "25").
QString placeName(const QString& owner, int place);
/// Whose men stand on `place`: "Empty.", "One of Ada's men stands here." ...
QString placeOccupants(const QString& owner, int count, int place);
/// What the selected card's option `move` does at the place where it is
/// ringed (where the man lands, or for a bust the man who goes).
QString optionHere(const pm::Move& move);
QString chosenOption();

QString handName(const QString& owner);
/// The hand of `count` cards face up to its owner, in play or waiting.
QString handFaceUp(int count, bool play);
/// A hand shown as backs: how many cards, never which.
QString handFaceDown(int count);
/// What a card makes with the top card and where it may move a man
/// (PM-5 to PM-14): `options` are its legal moves this turn.
QString cardUse(bool hasTop, int top, int value, const std::vector<pm::Move>& options);
QString cardWaiting();

QString containerName();
/// The top card (public, PM-E5) and how many cards lie face down.
QString containerContents(bool hasTop, int top, int setAside);

} // namespace club::app::pmaccwords
