// SPDX-License-Identifier: GPL-3.0-or-later
// A rubber's record stepped through for a replay (the club's book): the
// rubber as it stood at any move of the games replayed, made again from
// the record by dealing each game its kept deal and playing its moves.
// Nothing is dealt from the seed and no game is played aside: only what was
// played. A game of the rubber starts from the rubber as it stood before
// it, its earlier games played out.
#pragma once

#include "rubber.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace club::pm {

class RubberReplay {
public:
    /// The games of `played` named by the book's `part` (book_result.h):
    /// one game, or every game in order for an empty part; nothing when
    /// the part names a game the record does not hold.
    static std::optional<RubberReplay> of(const Rubber& played, const QString& part);

    /// The moves of the games replayed, in all.
    int length() const;
    /// The rubber after `step` of those moves (0: the first game replayed
    /// as dealt). @pre 0 <= step <= length()
    std::unique_ptr<Rubber> at(int step) const;

private:
    RubberReplay(const Rubber& played, std::vector<std::size_t> records);

    std::shared_ptr<const Rubber> played_;
    std::vector<std::size_t> records_; ///< indexes of played_->records() replayed, in order
};

} // namespace club::pm
