// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "core/random.h"
#include "evaluate.h"
#include "rules.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <span>
#include <vector>

namespace club::km {

namespace {
using Clock = std::chrono::steady_clock;

enum Bound : std::uint8_t { Exact, Lower, Upper };

struct Entry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    Move move;
    std::int8_t depth = -1;
    Bound bound = Exact;
};

constexpr int TableBits = 20; // 2^20 entries of 24 bytes: 24 MiB, allocated once

bool costsDepth(const Move& m) {
    return m.kind == MoveKind::Step || m.kind == MoveKind::Jump || m.kind == MoveKind::Pass;
}

// Win scores are stored relative to the node, so a transposition reached at
// another distance from the root still reports the right distance to the win.
int toTable(int score, int ply) {
    return score > WinThreshold ? score + ply : score < -WinThreshold ? score - ply : score;
}
int fromTable(int score, int ply) {
    return score > WinThreshold ? score - ply : score < -WinThreshold ? score + ply : score;
}
} // namespace

class Search {
public:
    explicit Search(const Budget& budget) : budget_(budget), table_(std::size_t(1) << TableBits) {}

    Move run(const Position& root, Random& rng, ExpertPlayer::Stats& stats);

private:
    int negamax(const Position& p, int depth, int alpha, int beta, int ply);
    void order(const Position& p, MoveList& moves, const Move& first) const;
    void tick();

    Budget budget_;
    std::vector<Entry> table_;
    int history_[2][SquareCount][SquareCount] = {};
    Clock::time_point deadline_;
    std::uint64_t nodes_ = 0;
    bool stop_ = false;
};

void Search::tick() {
    if (budget_.nodes && nodes_ >= budget_.nodes) stop_ = true;
    if ((nodes_ & 255) == 0 && Clock::now() >= deadline_) stop_ = true; // about every 1 ms
}

// Jumps first (they capture and earn a move), then clears of many rows, then
// steps by how often they caused cut-offs; the table's move before all.
void Search::order(const Position& p, MoveList& moves, const Move& first) const {
    int score[MaxMoves];
    const int side = index(p.toMove());
    for (int i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        int s = 0;
        if (m == first)
            s = 1 << 30;
        else if (m.kind == MoveKind::Jump)
            s = 1 << 28;
        else if (m.kind == MoveKind::Clear)
            s = std::popcount(unsigned(m.rows)) << 20;
        else if (m.kind == MoveKind::Step)
            s = history_[side][m.from][m.to];
        score[i] = s;
    }
    for (int i = 1; i < moves.size(); ++i) { // insertion sort, stable, descending
        const Move m = moves[i];
        const int s = score[i];
        int j = i;
        for (; j > 0 && score[j - 1] < s; --j) {
            moves[j] = moves[j - 1];
            score[j] = score[j - 1];
        }
        moves[j] = m;
        score[j] = s;
    }
}

int Search::negamax(const Position& p, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    tick();
    if (stop_) return 0;
    if (p.isOver()) {
        if (p.outcome() == Outcome::Draw) return 0;
        const bool moverWon = (p.outcome() == Outcome::WinA) == (p.toMove() == Side::A);
        return moverWon ? WinScore - ply : -(WinScore - ply);
    }
    const bool movement = p.phase() == Phase::Move || p.phase() == Phase::ExtraMove;
    if (depth <= 0 && movement) return evaluate(p, p.toMove());

    const std::uint64_t key = p.key();
    Entry& entry = table_[key & ((std::size_t(1) << TableBits) - 1)];
    Move ttMove{MoveKind::Pass, -2, -2, 0};
    if (entry.key == key) {
        ttMove = entry.move;
        if (entry.depth >= depth) {
            const int s = fromTable(entry.score, ply);
            if (entry.bound == Exact || (entry.bound == Lower && s >= beta) ||
                (entry.bound == Upper && s <= alpha))
                return s;
        }
    }

    MoveList moves = legalMoves(p);
    order(p, moves, ttMove);
    const int alphaIn = alpha;
    int best = -WinScore - 1;
    Move bestMove = moves[0];
    for (const Move& m : moves) {
        Position child = p;
        apply(child, m);
        const int nd = costsDepth(m) ? depth - 1 : depth;
        const int v = child.toMove() == p.toMove() ? negamax(child, nd, alpha, beta, ply + 1)
                                                   : -negamax(child, nd, -beta, -alpha, ply + 1);
        if (stop_) return 0;
        if (v > best) {
            best = v;
            bestMove = m;
        }
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
            if (m.kind == MoveKind::Step)
                history_[index(p.toMove())][m.from][m.to] += depth * depth;
            break;
        }
    }
    entry.key = key;
    entry.score = toTable(best, ply);
    entry.move = bestMove;
    entry.depth = std::int8_t(std::clamp(depth, 0, 127));
    entry.bound = best <= alphaIn ? Upper : best >= beta ? Lower : Exact;
    return best;
}

Move Search::run(const Position& root, Random& rng, ExpertPlayer::Stats& stats) {
    const auto started = Clock::now();
    deadline_ = started + std::chrono::milliseconds(budget_.milliseconds);
    nodes_ = 0;
    stop_ = false;
    stats = {};
    for (auto& bySide : history_)
        for (auto& row : bySide)
            for (int& h : row)
                h /= 8; // keep a little of what the last search learned

    MoveList moves = legalMoves(root);
    rng.shuffle(std::span<Move>(moves.begin(), moves.end())); // equal moves: vary the game
    Move best = moves[0];
    if (moves.size() == 1) return best;

    // Placing the captured token and clearing rows finish a turn whose step
    // or jump was just searched: its exact result is usually in the table.
    if (root.phase() == Phase::PlaceCaptured || root.phase() == Phase::ClearRows) {
        const Entry& e = table_[root.key() & ((std::size_t(1) << TableBits) - 1)];
        if (e.key == root.key() && e.bound == Exact && e.depth >= 2 && moves.contains(e.move))
            return e.move;
    }

    for (int depth = 1; depth <= budget_.maxDepth && !stop_; ++depth) {
        int alpha = -WinScore - 1;
        Move iterationBest = moves[0];
        int iterationScore = alpha;
        bool complete = true;
        for (const Move& m : moves) {
            Position child = root;
            apply(child, m);
            const int nd = costsDepth(m) ? depth - 1 : depth;
            const int v = child.toMove() == root.toMove()
                              ? negamax(child, nd, alpha, WinScore + 1, 1)
                              : -negamax(child, nd, -(WinScore + 1), -alpha, 1);
            if (stop_) {
                complete = false;
                break;
            }
            if (v > iterationScore) {
                iterationScore = v;
                iterationBest = m;
                alpha = v;
            }
        }
        // The previous best is searched first, so even a cut-short iteration
        // that found something better has compared it against that move.
        if (iterationScore > -WinScore - 1) {
            best = iterationBest;
            stats.score = iterationScore;
        }
        if (!complete) break;
        stats.depth = depth;
        std::stable_partition(moves.begin(), moves.end(), [&](const Move& m) { return m == best; });
        if (std::abs(iterationScore) > WinThreshold) break; // a forced result is known
    }
    stats.nodes = nodes_;
    stats.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
    return best;
}

ExpertPlayer::ExpertPlayer(const Budget& budget) : search_(std::make_unique<Search>(budget)) {}
ExpertPlayer::~ExpertPlayer() = default;

Move ExpertPlayer::choose(const Position& p, Random& rng) {
    return search_->run(p, rng, stats_);
}

} // namespace club::km
