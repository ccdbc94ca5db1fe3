// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_move_log.h"

#include "engine/pm/rubber.h"
#include "pm_words.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmMoveLog {
    Q_DECLARE_TR_FUNCTIONS(PmMoveLog)
};
} // namespace

std::vector<PmLoggedTurn> currentGameTurns(const pm::Rubber& rubber) {
    const pm::GameRecord& record = rubber.currentRecord();
    pm::Game game = record.replay(rubber.config().pack, rubber.config().options, 0);
    std::vector<PmLoggedTurn> turns;
    turns.reserve(record.moves.size());
    for (const pm::Move& move : record.moves) {
        if (game.isOver() || !game.isLegal(move)) break; // a record never does this
        const pm::Change change = game.apply(move);
        turns.push_back({change, record.seats[std::size_t(change.seat)]});
    }
    return turns;
}

QString turnWords(const pm::Change& c) {
    using pmwords::cardName;
    const QString card = c.hadTop ? PmMoveLog::tr("%1 on %2 makes %3")
                                        .arg(cardName(c.cardValue), cardName(c.topValue))
                                        .arg(c.amount)
                                  : PmMoveLog::tr("%1 leads").arg(cardName(c.cardValue));
    QString what;
    if (c.man < 0)
        what = PmMoveLog::tr("no man moves");
    else if (c.bust && c.from == pm::Stars)
        what = PmMoveLog::tr("a man on the stars busts and stays there");
    else if (c.bust)
        what = PmMoveLog::tr("bust from %1 back to the stars").arg(c.from);
    else if (c.from == pm::Stars)
        what = PmMoveLog::tr("from the stars to %1").arg(c.to);
    else if (c.to == pm::Stars)
        what = PmMoveLog::tr("from %1 back to the stars").arg(c.from);
    else
        what = PmMoveLog::tr("from %1 to %2").arg(c.from).arg(c.to);
    return PmMoveLog::tr("%1: %2", "card played: what the man did").arg(card, what);
}

} // namespace club::app
