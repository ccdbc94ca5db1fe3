// The computer player of King's Men thinking off the GUI thread: it works on
// a copy of the Position with QtConcurrent and reports the move chosen with
// the table revision it was asked about, so the page can drop an answer to a
// position that was undone or abandoned meanwhile.
#pragma once

#include "engine/km/move.h"
#include "engine/km/player.h"
#include "engine/km/position.h"

#include <QObject>

#include <array>
#include <cstdint>
#include <memory>

namespace club::app {

class KmComputer : public QObject {
    Q_OBJECT
public:
    explicit KmComputer(QObject* parent = nullptr);
    /// Waits for any thinking still under way (at most about a second).
    ~KmComputer() override;

    /// Starts choosing a move for the side to move in `position`.
    void think(const km::Position& position, km::Level level, quint64 revision, std::uint64_t seed);
    /// How many answers are still to come (stale ones included).
    int pending() const { return pending_; }

signals:
    void moveChosen(const club::km::Move& move, quint64 revision);

private:
    /// One player per level, reused while no thread holds it (the Expert's
    /// transposition table is large and worth keeping between moves).
    std::array<std::shared_ptr<km::Player>, 3> players_;
    int pending_ = 0;
};

} // namespace club::app
