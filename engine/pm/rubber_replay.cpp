// SPDX-License-Identifier: GPL-3.0-or-later
#include "rubber_replay.h"

#include "book_result.h"

namespace club::pm {

namespace {

/// `played` after the first `moves` moves of its records()[index], the
/// games before it played out and none after it.
std::unique_ptr<Rubber> rubberAtMove(const Rubber& played, std::size_t index, std::size_t moves) {
    auto rubber = std::make_unique<Rubber>(played.config());
    for (std::size_t i = 0; i <= index; ++i) {
        const GameRecord& record = played.records()[i];
        if (i > 0) rubber->startNextGame();
        rubber->redeal(record.dealer, record.deal); // as dealt then, whatever the seed says now
        const std::size_t count = i < index ? record.moves.size() : moves;
        for (std::size_t move = 0; move < count; ++move)
            rubber->play(record.moves[move]);
    }
    return rubber;
}

} // namespace

RubberReplay::RubberReplay(const Rubber& played, std::vector<std::size_t> records)
    : played_(std::make_shared<const Rubber>(played)), records_(std::move(records)) {}

std::optional<RubberReplay> RubberReplay::of(const Rubber& played, const QString& part) {
    const auto& records = played.records();
    std::vector<std::size_t> replayed;
    if (part.isEmpty()) {
        for (std::size_t i = 0; i < records.size(); ++i)
            replayed.push_back(i);
        return RubberReplay(played, replayed);
    }
    const auto game = gameOfPart(part);
    if (!game) return std::nullopt;
    for (std::size_t i = 0; i < records.size(); ++i)
        if (records[i].number == game->first && records[i].section == game->second)
            return RubberReplay(played, {i});
    return std::nullopt;
}

int RubberReplay::length() const {
    std::size_t moves = 0;
    for (std::size_t index : records_)
        moves += played_->records()[index].moves.size();
    return int(moves);
}

std::unique_ptr<Rubber> RubberReplay::at(int step) const {
    std::size_t left = std::size_t(std::max(step, 0));
    for (std::size_t i = 0; i < records_.size(); ++i) {
        const std::size_t moves = played_->records()[records_[i]].moves.size();
        // A game's end is shown as that game's, not as the next one dealt.
        if (left <= moves || i + 1 == records_.size())
            return rubberAtMove(*played_, records_[i], std::min(left, moves));
        left -= moves;
    }
    return rubberAtMove(*played_, 0, 0); // no game at all: cannot be, a rubber deals its first
}

} // namespace club::pm
