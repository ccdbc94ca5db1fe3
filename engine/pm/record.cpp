// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

#include "core/format_error.h"

namespace club::pm {

Game GameRecord::replay(const Pack& pack, const Options& options, int count) const {
    Game game = Game::fromDeal(pack, int(seats.size()), dealer, deal, options);
    const int n = count < 0 ? int(moves.size()) : count;
    for (int i = 0; i < n; ++i) {
        if (game.isOver() || !game.isLegal(moves[i]))
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "move %1 of game %2 is not legal where it stands"),
                        {QString::number(i + 1), QString::number(number + 1)}));
        game.apply(moves[i]);
    }
    return game;
}

} // namespace club::pm
