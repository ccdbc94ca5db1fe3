// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players (PLAYERS.md). Every one sees only what a person at the
// table sees: the board, whose turn it is and the throws; never the die's
// stream. choose() picks one of the legal moves of the pending throw.
// Kinds are made by name from one table (makePlayer), so the tool, the
// simulations and the table agree on the names.
#pragma once

#include "state.h"

#include <memory>
#include <string>
#include <vector>

namespace club {
class Random;
}

namespace club::pat {

class Dice;

class Player {
public:
    virtual ~Player() = default;
    virtual std::string kind() const = 0;
    /// @pre s.phase() == Phase::Choose; @returns an index into s.legal()
    virtual int choose(const State& s, Random& rng) = 0;
};

/// A computer player by kind, or nullptr for an unknown kind.
std::unique_ptr<Player> makePlayer(const std::string& kind);
/// Every kind makePlayer() knows, levels first: beginner, standard, expert,
/// then the reference players random and heuristic.
std::vector<std::string> playerKinds();
bool isPlayerKind(const std::string& kind);

/// Any legal move, uniformly at random.
class RandomPlayer : public Player {
public:
    std::string kind() const override { return "random"; }
    int choose(const State& s, Random& rng) override;
};

/// A fixed rule order (PLAYERS.md): capture, HOME, enter, make a barrier,
/// run a threatened counter to safety, else move the rearmost.
class HeuristicPlayer : public Player {
public:
    std::string kind() const override { return "heuristic"; }
    int choose(const State& s, Random& rng) override;
};

/// The heuristic player, who one time in three plays any move at all.
class BeginnerPlayer : public Player {
public:
    std::string kind() const override { return "beginner"; }
    int choose(const State& s, Random& rng) override;
};

/// Looks one move ahead: the move after which the evaluation is best.
class StandardPlayer : public Player {
public:
    std::string kind() const override { return "standard"; }
    int choose(const State& s, Random& rng) override;
};

/// How the Expert searches (PLAYERS.md). Its budget is work, not time: the
/// same State and seed give the same choice on any machine, loaded or not.
struct ExpertSettings {
    int depth = 2;     ///< throws searched after its move (expectimax)
    int rollouts = 64; ///< short games from each distinct move
    int horizon = 12;  ///< throws in each
    /// A move's value: this much the rollouts' mean, the rest the search's.
    float rolloutWeight = 0.5f;
    /// In how many sixths of their moves the others in the rollouts play the
    /// heuristic player's rule order (capture first, ...); the rest are any
    /// legal move. 0: all any legal move (the Expert before issue 28).
    int othersByRule = 6;
    /// How the others reply at their choices in the search (not the
    /// rollouts): Mean, the mean over all their legal moves (today's Expert);
    /// Rule, the one move of the heuristic player's rule order, as in the
    /// rollouts, so that their choices cost nothing and the search can go
    /// deeper.
    enum class Reply { Mean, Rule };
    Reply othersInSearch = Reply::Mean;
};

/// Expectimax over the die: its move for the throw in hand, then `depth`
/// more throws, each a chance node over the six faces; its own later
/// choices are the best for it, the others' are averaged over their legal
/// moves (or are the heuristic rule's one move: othersInSearch); the
/// evaluation (evaluate.h) judges the leaves. Each candidate's value mixes
/// that with the mean of `rollouts` short games from its own dice (the same
/// dice for every candidate) of `horizon` throws in which it plays the move
/// the evaluation likes best and the others play by rule or at random
/// (othersByRule), judged by the evaluation at their end (or won or lost).
class ExpertPlayer : public Player {
public:
    ExpertPlayer() = default;
    explicit ExpertPlayer(const ExpertSettings& settings) : settings_(settings) {}
    std::string kind() const override { return "expert"; }
    int choose(const State& s, Random& rng) override;
    /// Leaves evaluated by the last choose().
    long lastLeaves() const { return leaves_; }
    const ExpertSettings& settings() const { return settings_; }

private:
    ExpertSettings settings_;
    long leaves_ = 0;
};

/// One rollout of the Expert's (`me`, who has just moved in `t`): played on
/// for settings.horizon throws from `d`, as ExpertPlayer describes. @returns
/// its utility at the end, or +-500 when someone came HOME first meanwhile.
/// Public so that a test can hold the others to the rule they are said to
/// play.
float expertRollout(State t, int me, std::uint8_t playing, const ExpertSettings& settings, Dice& d);

} // namespace club::pat
