// SPDX-License-Identifier: GPL-3.0-or-later
#include "card.h"

#include <cctype>

namespace club::crib {

namespace {
constexpr const char* RankNames[13] = {"A", "2", "3",  "4", "5", "6", "7",
                                       "8", "9", "10", "J", "Q", "K"};
constexpr char SuitNames[4] = {'C', 'D', 'H', 'S'};
} // namespace

std::string cardName(Card c) {
    if (c >= PackSize) return "?";
    return std::string(RankNames[rankOf(c)]) + SuitNames[suitOf(c)];
}

std::optional<Card> parseCard(std::string_view text) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    std::string rank;
    for (char ch : text.substr(0, text.size() - 1))
        rank += char(std::toupper((unsigned char)ch));
    if (rank == "T") rank = "10";
    const char suit = char(std::toupper((unsigned char)text.back()));
    int r = -1, s = -1;
    for (int i = 0; i < 13; ++i)
        if (rank == RankNames[i]) r = i;
    for (int i = 0; i < 4; ++i)
        if (suit == SuitNames[i]) s = i;
    if (r < 0 || s < 0) return std::nullopt;
    return makeCard(r, s);
}

} // namespace club::crib
