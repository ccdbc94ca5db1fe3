#include "record.h"

#include "core/format_error.h"

namespace club::pm {

Game GameRecord::replay(const Pack& pack, const Options& options, int count) const {
    Game game = Game::deal(pack, int(seats.size()), dealer, seed, options);
    const int n = count < 0 ? int(moves.size()) : count;
    for (int i = 0; i < n; ++i) {
        if (game.isOver() || !game.isLegal(moves[i]))
            throw FormatError("move " + std::to_string(i + 1) + " of game " +
                              std::to_string(number + 1) + " is not legal where it stands");
        game.apply(moves[i]);
    }
    return game;
}

} // namespace club::pm
