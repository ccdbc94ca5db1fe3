// SPDX-License-Identifier: GPL-3.0-or-later
// The record of one King's Men game: who moved first and every choice made.
// The position is a function of the record: undo and redo replay it from
// the start (Pentobi's way), so there is no undo state to get wrong. The
// record also decides the repetition draw of KM-8, which needs the history.
#pragma once

#include "core/message.h"
#include "move.h"
#include "position.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace club::km {

class Game {
public:
    static constexpr int SaveVersion = 1;
    static inline const QString FileId = QStringLiteral("kings-men"); ///< saves' "game"
    static constexpr int MaxMoves = 100000; ///< longer records are refused on load

    explicit Game(Side first = Side::A, std::uint64_t seed = 0);
    /// KM-1: the first player drawn by lot from `seed`.
    static Game byLot(std::uint64_t seed);
    /// A game recorded from a set-up position (a diagram, diagram.h) instead
    /// of the KM-B2 start; its side to move is first(). @pre start.phase()
    /// is Move or Over
    static Game fromPosition(const Position& start, std::uint64_t seed = 0);
    /// Where the record starts: Position::start(first()) unless set up.
    const Position& startPosition() const { return start_; }
    bool isSetUp() const { return !(start_ == Position::start(first_)); }

    Side first() const { return first_; }
    std::uint64_t seed() const { return seed_; }
    const Position& position() const { return position_; }
    /// Moves played up to now; redo() replays the ones after it.
    int current() const { return current_; }
    /// Every move of the record, including those undone and not yet replaced.
    const std::vector<Move>& moves() const { return moves_; }
    /// The notation of move i of the record.
    const std::string& notation(int i) const { return notation_[std::size_t(i)]; }

    /// The outcome, counting a third repetition as a draw (KM-8).
    Outcome outcome() const;
    bool isOver() const { return outcome() != Outcome::None; }
    bool drawnByRepetition() const { return repetition_; }
    /// The choices now; empty once the game is over.
    MoveList legalMoves() const;

    /// Plays `m`, dropping any undone moves. @throws FormatError if illegal.
    Change play(const Move& m);
    /// Plays the move `text` names. @throws FormatError if it names no legal move.
    Change play(const std::string& text);

    bool canUndo() const { return current_ > 0; }
    bool canRedo() const { return current_ < int(moves_.size()); }
    void undo() { goTo(current_ - 1); }
    void redo() { goTo(current_ + 1); }
    /// Replays the first `ply` moves of the record. @pre 0 <= ply <= moves().size()
    void goTo(int ply);

    // Save files (SAVE-FORMAT.md), game id "kings-men".
    QJsonObject toJson() const;
    /// @throws FormatError naming what is wrong; never returns a half-read game.
    static Game fromJson(const QJsonObject& body);
    /// @returns an empty message on success, else what went wrong.
    Message trySave(const QString& path) const;
    /// trySave() with the problem in English.
    QString save(const QString& path) const { return trySave(path).english(); }
    /// @throws FormatError
    static Game load(const QString& path);
    /// @throws FormatError
    static Game fromData(const QByteArray& data);

private:
    Change record(const Move& m);

    Side first_;
    std::uint64_t seed_;
    Position start_;
    Position position_;
    std::vector<Move> moves_;
    std::vector<std::string> notation_;
    /// How often each position has stood at the start of a turn so far.
    std::unordered_map<std::uint64_t, int> turnKeys_;
    int current_ = 0;
    bool repetition_ = false;
};

} // namespace club::km
