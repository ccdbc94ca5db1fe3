// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players (PLAYERS.md): what each level lays away to the crib and
// which card it plays. A player is given only a view of what its seat has
// seen: its own cards, the cards played, the starter once turned, its own
// discards; never another hand or the rest of the pack.
#pragma once

#include "card.h"
#include "discard.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace club {
class Random;
}

namespace club::crib {

enum class Level { Random, Greedy, Habit, Beginner, Standard, Expert };

/// The level's name in the kinds' table: "beginner", "random", ...
std::string levelName(Level level);
std::optional<Level> parseLevel(const std::string& name);
/// Every kind's name, levels first: "beginner", "standard", "expert", then
/// the reference players "random", "greedy" and "habit".
std::vector<std::string> playerKinds();
/// Levels offered to people (the others are reference players for tests).
inline constexpr Level PlayerLevels[] = {Level::Beginner, Level::Standard, Level::Expert};

struct DiscardView {
    Hand hand;            ///< the five or six cards dealt
    int discards = 2;     ///< how many to lay away (CR-2 to CR-6)
    bool ownCrib = false; ///< the crib is his or his partner's
    /// Each side's score (empty when not known, as to the engine tool asked
    /// without it), his side, and the game (61 or 121).
    std::vector<int> scores;
    int side = 0;
    int game = 121;
};

struct PlayView {
    Hand hand;                    ///< cards still held
    std::vector<Card> countCards; ///< the current count, in order
    std::vector<Card> played;     ///< every card played this deal, in order
    Hand kept;                    ///< his own four after the discard, if known
    Hand discards;                ///< his own discards, if known
    Card starter = NoCard;        ///< the starter, if known
    int players = 2;              ///< hands in the play
    int me = 0;                   ///< his place in the order of play (0: pone)
    std::vector<int> sides;       ///< side of each player in order of play
    std::vector<int> left;        ///< cards still held by each player in order
    std::vector<bool> saidGo;     ///< who has said go on this count
    int lastPlayer = -1;          ///< who played the last card of the count
    /// Each side's score as the play stands (empty when not known, as to
    /// the engine tool asked without it), and the game (61 or 121).
    std::vector<int> scores;
    int game = 121;
};

/// The cards to lay away (discards of them). Never empty.
Hand chooseDiscard(Level level, const DiscardView& view, Random& rng);
/// The card to play, or nullopt when he cannot play (go).
std::optional<Card> choosePlay(Level level, const PlayView& view, Random& rng);

/// A computer player of the kinds' table (core/player_kinds.h): the
/// discards and plays of its level.
class Player {
public:
    explicit Player(Level level) : level_(level) {}
    Level level() const { return level_; }
    Hand discard(const DiscardView& view, Random& rng) const {
        return chooseDiscard(level_, view, rng);
    }
    std::optional<Card> play(const PlayView& view, Random& rng) const {
        return choosePlay(level_, view, rng);
    }

private:
    Level level_;
};

/// A player of the kind called `name`, or nullptr for a name the game does not know.
std::unique_ptr<Player> makePlayer(const std::string& name);

/// The expert's search over the unseen cards (expert_play.cpp).
std::optional<Card> expertPlay(const PlayView& view, Random& rng);

/// A card the expert weighs in the play, and what his search found of it.
struct PlayChoice {
    Card card = NoCard;
    /// Points expected from this card to the end of the play, his side's
    /// less the others' (with more than two sides, less their average).
    double net = 0;
    /// The weighed share of the other hands he thinks possible in which the
    /// next to play, an opponent, holds a card that scores on this one.
    double answered = 0;
    /// Two hands with the end of the game in sight: his chance of winning
    /// the game after this card, as the search reckons it; else -1.
    double win = -1;
};
/// One card of each rank he may play, his choice (expertPlay's) first and
/// the rest best first; empty when he must say go. With one rank to play
/// there is nothing to weigh, and net and answered are 0.
std::vector<PlayChoice> expertPlayChoices(const PlayView& view, Random& rng);
/// The expert's reckoning of every discard (expertDiscards()), his choice
/// first. Near the end of a two-hand game (either side within 40 points of
/// it, the scores known) each carries his chance of winning the game with
/// the four kept (`win`), and he lays away for the best chance.
std::vector<DiscardOption> expertDiscardChoices(const DiscardView& view);
/// Either side within a deal's reach of the game: the Expert plays to the
/// board (two hands).
bool endInSight(const std::vector<int>& scores, int game);
/// Every card not in `view` (other hands, crib, the rest of the pack).
CardSet unseenCards(const PlayView& view);

} // namespace club::crib
