// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include "core/game_table.h"

#include "core/format_error.h"

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
    Match m = saved.replay(); // may throw: nothing is touched before this
    setup_ = saved.setup;
    seed_ = saved.seed;
    seats_ = std::move(saved.seats);
    record_ = std::move(saved.moves);
    current_ = saved.current;
    match_ = std::move(m);
    ++revision_;
    emit positionReset();
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
}

bool Table::isComputerToAct() const {
    const int seat = match_.toAct();
    if (match_.phase() == Phase::GameOver) return false; // the people decide to play on
    return seat >= 0 && !seats_[std::size_t(seat)].isPerson();
}

bool Table::play(const Move& move) {
    if (!match_.isLegal(move)) return false;
    record_.resize(std::size_t(current_));
    record_.push_back(move);
    ++current_;
    ++revision_;
    announce(match_.apply(move));
    return true;
}

bool Table::playComputer(Random& rng) {
    if (!isComputerToAct()) return false;
    const std::optional<Level> level = levelOf(seats_[std::size_t(match_.toAct())]);
    return level && play(match_.computerMove(*level, rng));
}

bool Table::canUndo() const {
    return current_ > 0;
}

bool Table::undo() {
    if (!canUndo()) return false;
    bool anyPerson = false;
    for (const Seat& s : seats_)
        anyPerson = anyPerson || s.isPerson();
    // Replay to each earlier point until a person is to decide there.
    int target = current_ - 1;
    SavedMatch s = saved();
    for (; target > 0 && anyPerson; --target) {
        s.current = target;
        const Match m = s.replay();
        if (m.toAct() >= 0 && seats_[std::size_t(m.toAct())].isPerson()) break;
    }
    s.current = target;
    install(std::move(s));
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
