// SPDX-License-Identifier: GPL-3.0-or-later
#include "rubber.h"

#include <algorithm>

namespace club::pm {

Message RubberConfig::problemMessage() const {
    const int n = int(seats.size());
    if (n < MinPlayers || n > MaxPlayers)
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "P.M. is for 2 to 8 players, not %1"),
                       {QString::number(n)});
    if (games < 1 || games > Rubber::GamesPerRubber)
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "a rubber has 1 to 5 games"));
    if (sections && n < 7)
        return Message(QT_TRANSLATE_NOOP("club::FormatError",
                                         "playing in two sections is for 7 or 8 players"));
    for (const SeatConfig& s : seats)
        if (s.colour < 0 || s.colour >= MaxPlayers)
            return Message(
                QT_TRANSLATE_NOOP("club::FormatError", "player colours are numbered 0 to 7"));
    if (int(pack.values.size()) != PackSize)
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "the pack is not complete"));
    return {};
}

Rubber::Rubber(RubberConfig config) : config_(std::move(config)), rng_(config_.seed) {
    for (int s = 0; s < sectionCount(); ++s)
        cuts_.push_back(cutForDealer(config_.pack, int(sectionSeats(s).size()), rng_));
    dealGame(0, 0);
}

std::vector<int> Rubber::sectionSeats(int section) const {
    return sectionSeats(players(), config_.sections, section);
}

std::vector<int> Rubber::sectionSeats(int players, bool sections, int section) {
    // PM-21: four and four, or four and three.
    std::vector<int> seats;
    const int first = sections && section == 1 ? 4 : 0;
    const int last = sections && section == 0 ? 4 : players;
    for (int s = first; s < last; ++s)
        seats.push_back(s);
    return seats;
}

void Rubber::dealGame(int number, int section) {
    GameRecord record;
    record.number = number;
    record.section = section;
    record.seats = sectionSeats(section);
    const int size = int(record.seats.size());
    records_.push_back(std::move(record));
    finalScores_.emplace_back();
    onTable_ = records_.size() - 1;
    GameRecord& rec = records_.back();
    rec.dealer = dealerByRule();
    rec.seed = rng_.split();
    current_ = Game::deal(config_.pack, size, rec.dealer, rec.seed, config_.options);
    rec.deal = current_.dealt();
}

int Rubber::dealerByRule() const {
    const GameRecord& rec = currentRecord();
    const int size = int(rec.seats.size());
    if (rec.number == 0) return cuts_[rec.section].dealer;
    // The deal passes left (PM-20) from this section's last game, which a
    // saved deal may have given another dealer than the cut's.
    const GameRecord& last = records_[onTable_ - std::size_t(sectionCount())];
    return (last.dealer + 1) % size;
}

void Rubber::redeal(int dealer, const Deal& deal) {
    GameRecord& rec = records_[onTable_];
    rec.dealer = dealer;
    rec.deal = deal;
    current_ = rec.replay(config_.pack, config_.options);
}

bool Rubber::isOver() const {
    // Games after the one on the table are over (returnTo()).
    return current_.isOver() && int(records_.size()) == gameCount() * sectionCount();
}

Change Rubber::play(const Move& move) {
    const Change change = current_.apply(move);
    records_[onTable_].moves.push_back(move);
    if (current_.isOver()) {
        auto& scores = finalScores_[onTable_];
        for (int s = 0; s < current_.players(); ++s)
            scores.push_back(current_.score(s));
    }
    return change;
}

void Rubber::startNextGame() {
    const int played = int(records_.size());
    dealGame(played / sectionCount(), played % sectionCount());
}

void Rubber::returnTo(std::size_t index) {
    onTable_ = index;
    current_ = records_[index].replay(config_.pack, config_.options);
}

void Rubber::takeBack(int count) {
    GameRecord& record = records_.back();
    record.moves.resize(record.moves.size() - std::size_t(count));
    current_ = record.replay(config_.pack, config_.options);
    finalScores_.back().clear();
}

std::optional<int> Rubber::score(int number, int seat) const {
    for (std::size_t r = 0; r < records_.size(); ++r) {
        const GameRecord& rec = records_[r];
        if (rec.number != number || finalScores_[r].empty()) continue;
        const auto it = std::find(rec.seats.begin(), rec.seats.end(), seat);
        if (it != rec.seats.end()) return finalScores_[r][std::size_t(it - rec.seats.begin())];
    }
    return std::nullopt;
}

int Rubber::total(int seat) const {
    int sum = 0;
    for (int g = 0; g < GamesPerRubber; ++g)
        sum += score(g, seat).value_or(0);
    return sum;
}

std::vector<int> Rubber::leaders() const {
    std::vector<int> best;
    int bestTotal = 0;
    for (int s = 0; s < players(); ++s) {
        const int t = total(s);
        if (best.empty() || t > bestTotal) {
            best = {s};
            bestTotal = t;
        } else if (t == bestTotal) {
            best.push_back(s);
        }
    }
    return best;
}

bool Rubber::setSeatOnPhone(int seat, bool phone) {
    if (seat < 0 || seat >= players()) return false;
    SeatConfig& s = config_.seats[std::size_t(seat)];
    if (!s.isPerson()) return false; // only a person holds a phone
    s.phone = phone;
    return true;
}

} // namespace club::pm
