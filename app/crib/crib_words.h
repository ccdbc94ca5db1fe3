// SPDX-License-Identifier: GPL-3.0-or-later
// Cribbage said aloud: card names, the words of each score in play ("fifteen
// two", "a pair royal for six", "go", "thirty-one for two") and of the show
// part by part ("fifteen two, fifteen four and a pair is six"), and the names
// of seats and sides. Every word is translated; no rule id appears.
#pragma once

#include "engine/crib/match.h"
#include "engine/crib/match_file.h"

#include <QString>
#include <vector>

namespace club::app::cribwords {

/// "Five of Hearts".
QString cardName(crib::Card card);
/// "the Five of Hearts": one card named in a sentence, with the article its
/// rank takes in the language ("l’As de pique", "la Dame de cœur").
QString theCard(crib::Card card);
/// `sentence` with its first letter a capital: for a sentence that opens
/// with theCard().
QString capitalised(QString sentence);
/// "5♥": the short form for lists.
QString cardShort(crib::Card card);
QString cardList(const std::vector<crib::Card>& cards);
/// 0..31 as words: "nineteen".
QString numberWord(int n);

/// A seat's name as the match has it ("Seat 3" when blank).
QString seatName(const std::vector<crib::Seat>& seats, int seat);
/// A side's name: the seat's, or partners joined ("Ann and Basil").
QString sideName(const crib::Setup& setup, const std::vector<crib::Seat>& seats, int side);

/// What the last card pegged, as said at the table: "fifteen two",
/// "a pair royal for six", "thirty-one for two", "a run of four for four".
QString pegWords(const crib::PegScore& peg);
/// A show counted aloud: "fifteen two, fifteen four and a pair is six";
/// "nineteen" for a hand of nothing.
QString showWords(const std::vector<crib::ScorePart>& parts);
/// One event as the table hears it (an empty string for one that says
/// nothing, e.g. a deal's own cards). Never names a card laid away.
QString eventWords(const crib::Event& event, const crib::Setup& setup,
                   const std::vector<crib::Seat>& seats);
/// One event as a line of "At the table": its eventWords, each a sentence
/// (the play's pegs, bare words on the table, say who pegged them).
QString saidWords(const crib::Event& event, const crib::Setup& setup,
                  const std::vector<crib::Seat>& seats);
/// "Game to Ann, 121 to 87 — a lurch, two games" and the skunks.
QString resultWords(const crib::GameResult& result, const crib::Setup& setup,
                    const std::vector<crib::Seat>& seats);

} // namespace club::app::cribwords
