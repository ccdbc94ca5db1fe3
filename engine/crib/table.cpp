// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include "core/computer_turn.h"
#include "core/game_table.h"

#include "core/format_error.h"
#include "core/random.h"

#include <algorithm>

namespace club::crib {

Table::Table(QObject* parent) : QObject(parent) {
    seats_.resize(2);
    seats_[1].colour = 1;
    seats_[1].player = QString::fromStdString(levelName(Level::Expert));
}

bool Table::newMatch(const Setup& setup, const std::vector<Seat>& seats, std::uint64_t seed) {
    if (!setup.problem().empty() || int(seats.size()) != setup.hands) return false;
    SavedMatch s;
    s.setup = setup;
    s.seed = seed;
    s.seats = seats;
    install(std::move(s));
    announce(match_.openingEvents());
    return true;
}

SavedMatch Table::saved() const {
    SavedMatch s;
    s.setup = setup_;
    s.seed = seed_;
    s.seats = seats_;
    s.moves = record_;
    s.current = current_;
    return s;
}

void Table::install(SavedMatch saved) {
    // may throw: nothing is touched before this
    SavedMatch whole = saved;
    whole.current = int(whole.moves.size());
    const Match all = whole.replay(); // the redo list was seen too
    Match m = saved.current == whole.current ? all : saved.replay();
    setup_ = saved.setup;
    seed_ = saved.seed;
    seats_ = std::move(saved.seats);
    record_ = std::move(saved.moves);
    sights_ = all.sights();
    seenTo_.assign(std::size_t(setup_.hands), 0);
    for (int i = 0; i < int(sights_.size()); ++i)
        noteSight(i);
    current_ = saved.current;
    match_ = std::move(m);
    ++revision_;
    emit positionReset();
    emit seatsChanged();
}

void Table::noteSight(int index) {
    for (int seat = 0; seat < int(seenTo_.size()); ++seat)
        if (sights_[std::size_t(index)].revealed & (1u << seat))
            seenTo_[std::size_t(seat)] = std::max(seenTo_[std::size_t(seat)], index + 1);
}

Message Table::check(const QString& path) {
    try {
        readMatchFile(path);
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::tryLoad(const QString& path) {
    try {
        install(readMatchFile(path));
    } catch (const FormatError& e) {
        return e.message();
    }
    emit turnChanged(match_.toAct(), match_.phase());
    return {};
}

Message Table::tryLoadData(const QByteArray& data) {
    try {
        install(readMatchData(data));
    } catch (const FormatError& e) {
        return e.message();
    }
    emit turnChanged(match_.toAct(), match_.phase());
    return {};
}

Message Table::trySave(const QString& path) const {
    return writeMatchFile(path, saved());
}

void Table::setSeats(const std::vector<Seat>& seats) {
    if (int(seats.size()) != match_.seats()) return;
    seats_ = seats;
    ++revision_;
    emit seatsChanged();
}

bool Table::setSeatOnPhone(int seat, bool phone) {
    if (seat < 0 || seat >= int(seats_.size())) return false;
    Seat& s = seats_[std::size_t(seat)];
    if (!s.isPerson() || s.phone == phone) return false;
    // The revision stays: a computer thinking meanwhile still plays its
    // answer, and a phone's choice is refused once the seat is not a phone's.
    s.phone = phone;
    emit seatsChanged();
    return true;
}

bool Table::isComputerToAct() const {
    const int seat = match_.toAct();
    if (match_.phase() == Phase::GameOver) return false; // the people decide to play on
    return seat >= 0 && !seats_[std::size_t(seat)].isPerson();
}

bool Table::play(const Move& move) {
    if (!match_.isLegal(move)) return false;
    record_.resize(std::size_t(current_));
    sights_.resize(std::size_t(current_));
    record_.push_back(move);
    const std::vector<Event> events = match_.apply(move);
    sights_.push_back(match_.sights().back());
    noteSight(current_);
    ++current_;
    ++revision_;
    announce(events);
    return true;
}

bool Table::playComputer(Random& rng) {
    if (!isComputerToAct()) return false;
    const std::optional<Level> level = levelOf(seats_[std::size_t(match_.toAct())]);
    return level && play(match_.computerMove(*level, rng));
}

Move ComputerTurn::choose() const {
    Random rng(seed);
    return match.computerMove(level, rng);
}

static_assert(club::ComputerTurn<ComputerTurn>);

std::optional<ComputerTurn> Table::computerTurn(std::uint64_t seed) const {
    if (!isComputerToAct()) return std::nullopt;
    const std::optional<Level> level = levelOf(seats_[std::size_t(match_.toAct())]);
    if (!level) return std::nullopt;
    return ComputerTurn{match_, *level, seed};
}

int Table::undoTarget() const {
    int target = current_ - 1;
    if (!hasPerson()) return target;
    for (; target > 0; --target) {
        const int actor = sights_[std::size_t(target)].actor;
        if (actor >= 0 && seats_[std::size_t(actor)].isPerson()) break;
    }
    return target;
}

int Table::undoSeat() const {
    return current_ > 0 ? sights_[std::size_t(undoTarget())].actor : -1;
}

bool Table::canUndo() const {
    if (current_ <= 0) return false;
    // A won game stands: its result is in the club's book, as in every
    // game. Undo reopened a finished match (and could take back the win).
    if (undoCrossesGameEnd()) return false;
    const int target = undoTarget();
    // A choice made on a phone is its holder's: the screen does not take it back.
    const int actor = sights_[std::size_t(target)].actor;
    if (actor >= 0 && seats_[std::size_t(actor)].isPerson() && seats_[std::size_t(actor)].phone)
        return false;
    // With people seated, undo takes back a person's choice: none made yet, nothing to undo.
    if (hasPerson() && (actor < 0 || !seats_[std::size_t(actor)].isPerson())) return false;
    for (int seat = 0; seat < int(seats_.size()); ++seat)
        if (seats_[std::size_t(seat)].isPerson() && seenTo_[std::size_t(seat)] > target)
            return false; // he would choose again knowing what came after
    return true;
}

bool Table::undoCrossesGameEnd() const {
    if (current_ <= 0) return false;
    if (match_.phase() == Phase::GameOver) return true;
    for (int i = undoTarget(); i < current_; ++i)
        if (sights_[std::size_t(i)].actor < 0) return true; // a NextGame: a game won before it
    return false;
}

bool Table::undo() {
    if (!canUndo()) return false;
    SavedMatch s = saved();
    s.current = undoTarget();
    match_ = s.replay(); // the record replayed before: it cannot throw
    current_ = s.current;
    ++revision_;
    emit positionReset();
    emit turnChanged(match_.toAct(), match_.phase());
    return true;
}

bool Table::redo() {
    if (!canRedo()) return false;
    // The mirror of undo: the person's decision and the computers' answers
    // after it, up to the next decision of a person (with no person seated,
    // one decision).
    std::vector<Event> events;
    do {
        const Move m = record_[std::size_t(current_)];
        ++current_;
        const std::vector<Event> more = match_.apply(m);
        events.insert(events.end(), more.begin(), more.end());
    } while (canRedo() && isComputerToAct() && hasPerson());
    ++revision_;
    announce(events);
    return true;
}

bool Table::goTo(int move) {
    if (move < 0 || move > int(record_.size()) || move == current_) return false;
    SavedMatch s = saved();
    s.current = move;
    match_ = s.replay(); // the record replayed before: it cannot throw
    current_ = move;
    ++revision_;
    emit positionReset();
    emit turnChanged(match_.toAct(), match_.phase());
    return true;
}

bool Table::lastMoveEndedADeal() const {
    if (current_ <= 0) return false;
    const Move& last = record_[std::size_t(current_ - 1)];
    if (last.kind == Move::NextGame) return false; // it begins a game, it ends none
    SavedMatch s = saved();
    s.current = current_ - 1;
    Match before = s.replay(); // the record replayed before: it cannot throw
    const std::vector<Event> events = before.apply(last);
    return std::any_of(events.begin(), events.end(), [](const Event& e) {
        return e.kind == Event::Deal || e.kind == Event::GameOver;
    });
}

bool Table::showLastMoveAgain() {
    if (current_ <= 0) return false;
    SavedMatch s = saved();
    s.current = current_ - 1;
    match_ = s.replay(); // the record replayed before: it cannot throw
    current_ = s.current;
    emit positionReset(); // the table as it stood before the move...
    const std::vector<Event> events = match_.apply(record_[std::size_t(current_)]);
    ++current_;
    ++revision_;
    announce(events); // ...and the move played on it, as it was first announced
    return true;
}

std::vector<Event> Table::eventsOfTheDeal() const {
    Match m(setup_, seed_);
    std::vector<Event> events;
    const auto told = [&events](const std::vector<Event>& more) {
        for (const Event& e : more) {
            if (e.kind == Event::Deal) events.clear(); // a new deal's talk
            events.push_back(e);
        }
    };
    told(m.openingEvents()); // the cut, and the first deal
    for (int i = 0; i < current_; ++i)
        told(m.apply(record_[std::size_t(i)]));
    return events;
}

bool Table::hasPerson() const {
    for (const Seat& s : seats_)
        if (s.isPerson()) return true;
    return false;
}

void Table::announce(const std::vector<Event>& events) {
    for (const Event& e : events) {
        emit happened(e);
        switch (e.kind) {
        case Event::CutForDeal:
            emit cutForDeal(e.cards, e.seat);
            break;
        case Event::Deal:
            emit dealt(e.seat, e.count);
            break;
        case Event::Discard:
            emit discarded(e.seat, int(e.cards.size()));
            break;
        case Event::Starter:
            emit starterTurned(e.card);
            break;
        case Event::Play:
            emit cardPlayed(e.seat, e.card, e.count);
            break;
        case Event::Go:
            emit saidGo(e.seat);
            break;
        case Event::CountReset:
            emit countReset();
            break;
        case Event::Show:
            emit shown(e);
            break;
        case Event::Score:
            emit scored(e);
            break;
        case Event::Corner:
            emit cornerWon(e.side, e.count);
            break;
        case Event::GameOver:
            emit gameOver(match_.results().back());
            break;
        }
    }
    emit turnChanged(match_.toAct(), match_.phase());
}

} // namespace club::crib

// The shared shape of a game's table (engine/core/game_table.h).
static_assert(club::GameTable<club::crib::Table>);
