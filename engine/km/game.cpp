// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "core/format_error.h"
#include "core/printable.h"
#include "core/random.h"
#include "notation.h"
#include "rules.h"

#include <algorithm>

namespace club::km {

Game::Game(Side first, std::uint64_t seed)
    : first_(first), seed_(seed), start_(Position::start(first)), position_(start_) {
    turnKeys_[position_.key()] = 1;
}

Game Game::fromPosition(const Position& start, std::uint64_t seed) {
    Game g(start.toMove(), seed);
    g.start_ = start;
    g.goTo(0);
    return g;
}

Game Game::byLot(std::uint64_t seed) {
    Random rng(seed);
    return Game(rng.below(2) == 0 ? Side::A : Side::B, seed);
}

Outcome Game::outcome() const {
    if (repetition_) return Outcome::Draw;
    return position_.outcome();
}

MoveList Game::legalMoves() const {
    if (repetition_) return {};
    return km::legalMoves(position_);
}

// Applies `m` (known legal) and updates the repetition count (KM-8).
Change Game::record(const Move& m) {
    const Change change = apply(position_, m);
    ++current_;
    if (position_.phase() == Phase::Move) {
        repetition_ = ++turnKeys_[position_.key()] >= 3;
    }
    return change;
}

Change Game::play(const Move& m) {
    if (!legalMoves().contains(m))
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "that move is not legal here")));
    const std::string text = toNotation(position_, m);
    moves_.resize(std::size_t(current_));
    notation_.resize(std::size_t(current_));
    moves_.push_back(m);
    notation_.push_back(text);
    return record(m);
}

Change Game::play(const std::string& text) {
    if (repetition_)
        throw FormatError(Message(QT_TRANSLATE_NOOP("club::FormatError", "the game is over")));
    const auto m = parseMove(position_, text);
    if (!m)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "\"%1\" is not a legal move here"),
                    {quotable(QString::fromStdString(text), 40)}));
    return play(*m);
}

void Game::goTo(int ply) {
    ply = std::clamp(ply, 0, int(moves_.size()));
    position_ = start_;
    turnKeys_.clear();
    turnKeys_[position_.key()] = 1;
    current_ = 0;
    repetition_ = false;
    while (current_ < ply)
        record(moves_[std::size_t(current_)]);
}

} // namespace club::km
