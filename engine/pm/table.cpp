// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include "core/computer_turn.h"
#include "core/game_table.h"

#include "core/format_error.h"
#include "rubber_file.h"
#include "view.h"

#include <algorithm>

namespace club::pm {

Table::Table(QObject* parent) : QObject(parent) {}
Table::~Table() = default;

namespace {
Message unknownPlayer(const QString& name) {
    return Message(QT_TRANSLATE_NOOP("club::FormatError", "unknown computer player \"%1\""),
                   {name});
}
} // namespace

Message Table::tryNewRubber(const RubberConfig& config) {
    if (Message problem = config.problemMessage(); !problem.isEmpty()) return problem;
    for (const SeatConfig& s : config.seats)
        if (!s.isPerson() && !makePlayer(s.player.toStdString())) return unknownPlayer(s.player);
    installRubber(std::make_unique<Rubber>(config));
    return {};
}

Message Table::tryLoad(const QString& path) {
    try {
        installRubber(loadRubber(path)); // the file's players are checked as it is read
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::check(const QString& path) {
    try {
        loadRubber(path);
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::trySave(const QString& path) const {
    if (!rubber_)
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "there is no rubber to save"));
    return writeRubber(*rubber_, path);
}

bool Table::setSeatOnPhone(int seat, bool phone) {
    if (!rubber_ || seat < 0 || seat >= rubber_->players()) return false;
    if (rubber_->config().seats[std::size_t(seat)].phone == phone)
        return rubber_->config().seats[std::size_t(seat)].isPerson();
    if (!rubber_->setSeatOnPhone(seat, phone)) return false;
    emit seatOnPhoneChanged(seat, phone);
    return true;
}

void Table::showReplay(std::unique_ptr<Rubber> rubber) {
    installRubber(std::move(rubber), false);
}

void Table::installRubber(std::unique_ptr<Rubber> rubber, bool settleAside) {
    rubber_ = std::move(rubber);
    redo_.clear();
    ++revision_;
    rng_.reseed(rubber_->config().seed ^ 0x5eedc0ffeeULL);
    computers_.clear();
    for (const SeatConfig& s : rubber_->config().seats)
        computers_.push_back(s.isPerson() ? nullptr : makePlayer(s.player.toStdString()));
    if (settleAside && !game().isOver())
        playGamesAside(); // a file saved before this was played aside
    else if (settleAside)
        settleGamesAside();
    emit rubberStarted();
    emit positionReset();
    emit scoresChanged();
    announceGameStart();
}

void Table::announceGameStart() {
    const GameRecord& rec = rubber_->currentRecord();
    emit gameStarted(rec.number, rec.section, rec.seats[rec.dealer]);
    if (!game().isOver()) emit turnChanged(seatToMove());
}

bool Table::isComputerToMove() const {
    return rubber_ && !game().isOver() && computers_[seatToMove()] != nullptr;
}

SeatView Table::viewFor(int seat) const {
    const auto& seats = rubber_->currentRecord().seats;
    const auto it = std::find(seats.begin(), seats.end(), seat);
    return SeatView(game(), int(it - seats.begin()));
}

bool Table::play(const Move& move) {
    if (!rubber_ || game().isOver() || !game().isLegal(move)) return false;
    redo_.clear(); // a new line of play: what was taken back is gone
    const auto& seats = rubber_->currentRecord().seats;
    const Change ch = rubber_->play(move);
    ++revision_;
    const int seat = seats[ch.seat];
    emit cardPlayed(seat, ch.card, ch.cardValue, ch.amount);
    if (ch.man < 0)
        emit noManMoved(seat);
    else if (ch.bust)
        emit manBust(seat, ch.man, ch.from);
    else
        emit manMoved(seat, ch.man, ch.from, ch.to);
    if (ch.gameOver) {
        playSameNumberAside();
        const GameRecord& rec = rubber_->currentRecord();
        emit scoresChanged();
        emit gameOver(rec.number, rec.section);
        if (rubber_->isOver()) {
            const std::vector<int> leaders = rubber_->leaders(); // one vector, not two temporaries
            emit rubberOver(QList<int>(leaders.begin(), leaders.end()));
        }
    } else {
        emit turnChanged(seatToMove());
    }
    return true;
}

Move ComputerTurn::choose() const {
    const std::unique_ptr<Player> player = makePlayer(kind);
    Random rng(seed);
    return player->choose(SeatView(game, seat), rng);
}

static_assert(club::ComputerTurn<ComputerTurn>);

ComputerTurn Table::computerTurn() {
    ComputerTurn turn;
    turn.kind = computers_[seatToMove()]->kind();
    turn.game = game();
    turn.seat = game().toMove();
    turn.turnsPlayed = game().turnsPlayed();
    turn.seed = rng_.split();
    return turn;
}

bool Table::isCurrent(const ComputerTurn& turn) const {
    return rubber_ && !game().isOver() && game().toMove() == turn.seat &&
           game().turnsPlayed() == turn.turnsPlayed &&
           std::equal(game().pile().begin(), game().pile().end(), turn.game.pile().begin(),
                      turn.game.pile().end()) &&
           std::ranges::equal(game().hand(turn.seat), turn.game.hand(turn.seat));
}

bool Table::playComputerTurn() {
    if (!isComputerToMove()) return false;
    return play(computerTurn().choose());
}

bool Table::redo() {
    if (redo_.empty()) return false;
    const std::vector<Move> moves = std::move(redo_.back());
    redo_.pop_back();
    // Put back as a take-back is: in one step, the table redrawn after.
    for (const Move& move : moves) {
        if (game().isOver() || !game().isLegal(move)) break; // cannot happen: the game is the same
        rubber_->play(move);
    }
    if (game().isOver()) playSameNumberAside();
    ++revision_;
    emit positionReset();
    emit scoresChanged();
    if (game().isOver()) {
        const GameRecord& rec = rubber_->currentRecord();
        emit gameOver(rec.number, rec.section);
    } else {
        emit turnChanged(seatToMove());
    }
    return true;
}

bool Table::nextGame() {
    if (!rubber_ || !game().isOver() || rubber_->isOver()) return false;
    redo_.clear();
    rubber_->startNextGame();
    playGamesAside();
    ++revision_;
    emit positionReset();
    announceGameStart();
    if (game().isOver()) { // the rubber ended with a game played aside
        const GameRecord& rec = rubber_->currentRecord();
        emit scoresChanged();
        emit gameOver(rec.number, rec.section);
        const std::vector<int> leaders = rubber_->leaders();
        emit rubberOver(QList<int>(leaders.begin(), leaders.end()));
    }
    return true;
}

bool Table::playsAside(int section) const {
    if (!rubber_ || rubber_->sectionCount() < 2) return false;
    const auto hasPerson = [this](int s) {
        return std::ranges::any_of(rubber_->sectionSeats(s),
                                   [this](int seat) { return computers_[seat] == nullptr; });
    };
    if (hasPerson(section)) return false;
    for (int s = 0; s < rubber_->sectionCount(); ++s)
        if (hasPerson(s)) return true;
    return false; // computers alone everywhere: a show to watch
}

void Table::playSameNumberAside() {
    const std::size_t onTable = rubber_->records().size() - 1;
    const int number = rubber_->currentRecord().number;
    const int sections = rubber_->sectionCount();
    if (playsAside(rubber_->currentRecord().section)) return; // not the people's game
    for (int next = int(onTable) + 1; next < rubber_->gameCount() * sections &&
                                      next / sections == number && playsAside(next % sections);
         ++next) {
        rubber_->startNextGame();
        while (!game().isOver())
            rubber_->play(computerTurn().choose());
        emit gamePlayedAside(number, next % sections);
    }
    if (rubber_->records().size() - 1 != onTable) rubber_->returnTo(onTable);
}

void Table::settleGamesAside() {
    const auto& records = rubber_->records();
    if (!playsAside(rubber_->currentRecord().section)) {
        playSameNumberAside(); // a file saved as the people's game ended
        return;
    }
    // A file saved with the other section's game after the people's: the
    // people's game goes back on the table.
    const int number = rubber_->currentRecord().number;
    for (std::size_t r = records.size(); r-- > 0 && records[r].number == number;)
        if (!playsAside(records[r].section)) {
            rubber_->returnTo(r);
            return;
        }
}

void Table::playGamesAside() {
    while (playsAside(rubber_->currentRecord().section)) {
        while (!game().isOver())
            rubber_->play(computerTurn().choose());
        const GameRecord& rec = rubber_->currentRecord();
        emit gamePlayedAside(rec.number, rec.section);
        if (rubber_->isOver()) return;
        rubber_->startNextGame();
    }
}

std::pair<int, int> Table::nextDeal() const {
    int next = int(rubber_->records().size());
    const int sections = rubber_->sectionCount();
    while (playsAside(next % sections) && next + 1 < rubber_->gameCount() * sections)
        ++next;
    return {next / sections, next % sections};
}

bool Table::takeBack(int count) {
    if (!rubber_ || count < 1 || count > int(rubber_->currentRecord().moves.size())) return false;
    if (rubber_->hasGamesAfterCurrent()) return false; // the other section has played on
    const std::vector<Move>& moves = rubber_->currentRecord().moves;
    redo_.emplace_back(moves.end() - count, moves.end());
    rubber_->takeBack(count);
    ++revision_;
    emit positionReset();
    emit scoresChanged();
    emit turnChanged(seatToMove());
    return true;
}

} // namespace club::pm

namespace club::pm {

int Table::takeBackCountFor(int seat) const {
    if (!rubber_ || game().isOver()) return 0;
    const GameRecord& rec = rubber_->currentRecord();
    const int n = int(rec.seats.size());
    const int leader = (rec.dealer + 1) % n;
    // Only his own card, the last laid: any card after it came from a hand
    // hidden from him when he chose (PM-16), and he would choose again
    // knowing it.
    const int last = int(rec.moves.size()) - 1;
    return last >= 0 && rec.seats[(leader + last) % n] == seat ? 1 : 0;
}

bool Table::hasPlayedInGame(int seat) const {
    if (!rubber_) return false;
    const GameRecord& rec = rubber_->currentRecord();
    const int n = int(rec.seats.size());
    // His turn comes once in every n moves, the first at his place after
    // the dealer's left.
    for (int i = 0; i < int(rec.moves.size()) && i < n; ++i)
        if (rec.seats[std::size_t((rec.dealer + 1 + i) % n)] == seat) return true;
    return false;
}

} // namespace club::pm

// The shared shape of a game's table (engine/core/game_table.h).
static_assert(club::GameTable<club::pm::Table>);
