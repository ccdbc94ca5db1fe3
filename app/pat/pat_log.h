// SPDX-License-Identifier: GPL-3.0-or-later
// What happened at the Patchesi table, as short lines in a player's words:
// every throw, move, capture and counter HOME, each with who did it, the
// squares named as a player names them (patwords::placeWords). One person
// against computers is "you" in every line, and the squares of that colour
// are "your"; with several people at the screen "you" would be anybody's, so
// every line names its player and no square is "your". It keeps the
// lines since the start of the last turn of the person to play, so a
// counter taken by a computer is always told; with no person to play, the
// last few lines. It listens to the table's signals alone; when the table
// is reset (a game opened, a move undone) it tells the record again.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace club::pat {
class Table;
struct MoveReport;
} // namespace club::pat

namespace club::app {

class PatLog : public QObject {
    Q_OBJECT
public:
    explicit PatLog(const pat::Table* table, QObject* parent = nullptr);

    /// The lines kept, oldest first; the last is the latest.
    QStringList lines() const;

signals:
    void changed();

private:
    struct Entry {
        std::function<QString()> say; ///< the line in the language shown
        int turn = 0;
    };
    /// Tells each change of `table` (the one shown, or a replay of its record).
    void listenTo(const pat::Table* table);
    /// The record up to the table's move told again (after a load or an undo).
    void retell();
    void add(std::function<QString()> say);
    void onTurn(int seat);
    void onMoved(const pat::MoveReport& r);
    QString name(int seat) const;
    /// Whether `seat` is the person the log speaks to as "you": the only
    /// person at a table of computers (patwords::viewerColour).
    bool isYou(int seat) const;
    QString place(int colour, int progress) const;

    const pat::Table* table_;
    QList<Entry> entries_;
    QList<int> turnSeats_;           ///< the seat of every turn so far, by turn number
    int lastThrow_ = 0;              ///< the throw the next move plays
    bool retelling_ = false;         ///< changed() once the record is told, not at every line
    bool turnToBeAnnounced_ = false; ///< the table is still to say the turn just told
};

} // namespace club::app
