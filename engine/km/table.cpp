// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include "core/computer_turn.h"
#include "core/game_table.h"
#include "core/random.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/save_file.h"
#include "core/seat.h"
#include "rules.h"

#include <QJsonArray>

#include <algorithm>

namespace club::km {

namespace {
QJsonArray seatsJson(const Seats& seats) {
    QJsonArray out;
    for (const Seat& seat : seats.seat)
        out.append(seatJson(seat, seat.colour));
    return out;
}

/// The file's seats; files written before seats were saved have none.
/// The players and their names are read: the sides' colours are the board's.
std::optional<Seats> seatsFromJson(const QJsonObject& body) {
    if (!body.contains(QStringLiteral("seats"))) return std::nullopt;
    const QJsonArray array = json::array(body, "seats", 2, 2);
    Seats seats;
    for (int i = 0; i < 2; ++i) {
        const QJsonObject o = json::elementObject(
            array, i, Message(QT_TRANSLATE_NOOP("club::FormatError", "seat %1 must be an object")));
        const Seat read = seatFromJson(o, i, 40, [](const QString& kind) {
            return parseLevel(kind.toStdString()).has_value();
        });
        seats.seat[std::size_t(i)].player = read.player;
        seats.setName(Side(i), read.name);
    }
    return seats;
}

struct SavedGame {
    Game game;
    std::optional<Seats> seats;
};

SavedGame savedGameFrom(const QJsonObject& body) {
    return {Game::fromJson(body), seatsFromJson(body)};
}
} // namespace

Table::Table(QObject* parent) : QObject(parent) {}

void Table::newGame(const Seats& seats, std::uint64_t seed) {
    seats_ = seats;
    install(Game::byLot(seed));
}

Message Table::tryLoad(const QString& path) {
    try {
        SavedGame saved = guardLoad(
            [&] { return savedGameFrom(readSaveFile(path, Game::FileId, Game::SaveVersion)); });
        if (saved.seats) seats_ = *saved.seats; // who played stays with the game
        install(std::move(saved.game));
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::check(const QString& path) {
    try {
        guardLoad(
            [&] { return savedGameFrom(readSaveFile(path, Game::FileId, Game::SaveVersion)); });
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::tryLoadData(const QByteArray& data) {
    try {
        SavedGame saved = guardLoad(
            [&] { return savedGameFrom(parseSaveData(data, Game::FileId, Game::SaveVersion)); });
        if (saved.seats) seats_ = *saved.seats; // who played stays with the game
        install(std::move(saved.game));
        return {};
    } catch (const FormatError& e) {
        return e.message();
    }
}

Message Table::trySave(const QString& path) const {
    QJsonObject body = game_.toJson();
    body.insert(QStringLiteral("seats"), seatsJson(seats_));
    return writeSave(path, Game::FileId, Game::SaveVersion, body);
}

void Table::setSeats(const Seats& seats) {
    if (seats == seats_) return;
    seats_ = seats;
    ++revision_; // a computer may now sit where a person did, or the reverse
    announce();
}

void Table::install(Game game) {
    game_ = std::move(game);
    ++revision_;
    emit positionReset();
    announce();
}

// After a reset: whose turn it is, or how the game ended.
void Table::announce() {
    if (game_.isOver())
        emit gameOver(game_.outcome());
    else
        emit turnChanged(position().toMove());
}

bool Table::isComputerToMove() const {
    return !game_.isOver() && seats_.isComputer(position().toMove());
}

bool Table::play(const Move& move) {
    if (!game_.legalMoves().contains(move)) return false;
    const Change change = game_.play(move);
    ++revision_;
    emit moveMade(change, QString::fromStdString(game_.notation(game_.current() - 1)));
    // A third repetition ends the game without the position knowing (KM-8).
    if (game_.isOver())
        emit gameOver(game_.outcome());
    else if (change.turnEnds)
        emit turnChanged(position().toMove());
    return true;
}

bool Table::playComputer(Player& player, Random& rng) {
    if (!isComputerToMove()) return false;
    return play(player.choose(position(), rng));
}

Move ComputerTurn::choose() const {
    Random rng(seed);
    return player->choose(position, rng);
}

static_assert(club::ComputerTurn<ComputerTurn>);

ComputerTurn Table::computerTurn(std::uint64_t seed) {
    const Level level = *seats_.level(position().toMove());
    std::shared_ptr<Player>& cached = players_[std::size_t(level)];
    // A player still held by a stale turn must not be shared: make another.
    if (!cached || cached.use_count() > 1) cached = makePlayer(level);
    return {cached, position(), seed};
}

bool Table::undo() {
    return canUndo() && goTo(game_.current() - 1);
}

bool Table::redo() {
    return canRedo() && goTo(game_.current() + 1);
}

std::vector<bool> Table::computerChoosesAt() const {
    const int size = int(game_.moves().size());
    std::vector<bool> computerAt(std::size_t(size + 1), false);
    Position p = game_.startPosition();
    for (int i = 0; i <= size; ++i) {
        computerAt[std::size_t(i)] = !p.isOver() && seats_.isComputer(p.toMove());
        if (i < size) apply(p, game_.moves()[std::size_t(i)]);
    }
    return computerAt;
}

int Table::stepTarget(int direction) const {
    const int size = int(game_.moves().size());
    const std::vector<bool> computerAt = computerChoosesAt();
    int ply = std::clamp(game_.current() + direction, 0, size);
    while (ply > 0 && ply < size && computerAt[std::size_t(ply)])
        ply += direction;
    return ply;
}

bool Table::goTo(int ply) {
    if (ply < 0 || ply > int(game_.moves().size()) || ply == game_.current()) return false;
    game_.goTo(ply);
    ++revision_;
    emit positionReset();
    announce();
    return true;
}

} // namespace club::km

// The shared shape of a game's table (engine/core/game_table.h).
static_assert(club::GameTable<club::km::Table>);
