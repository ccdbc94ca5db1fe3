// SPDX-License-Identifier: GPL-3.0-or-later
// A .patchesi save file (engine/pat/SAVE-FORMAT.md) as a player might pick it.
#include "core/format_error.h"
#include "fuzz_util.h"
#include "pat/game.h"

#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    std::optional<pat::Game> game;
    try {
        game.emplace(pat::Game::fromData(fuzz::bytes(data, size)));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0; // refused with a message: fine
    }
    const QJsonObject saved = game->toJson();
    std::optional<pat::Game> again;
    try {
        again.emplace(
            pat::Game::fromData(fuzz::saveBytes(saved, "patchesi", pat::Game::SaveVersion)));
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a game the loader accepted does not load after saving");
    }
    if (again->toJson() != saved || !(again->setup() == game->setup()) ||
        again->events() != game->events() || again->current() != game->current() ||
        !(again->position() == game->position()) ||
        again->state().phase() != game->state().phase() ||
        again->seatToMove() != game->seatToMove() || again->nextThrow() != game->nextThrow())
        fuzz::finding("the game changed in a save and load");
    // What the table does with a loaded game must work too: redo to the end
    // and undo to the start.
    while (game->canRedo())
        game->redo();
    while (game->canUndo())
        game->undo();
    return 0;
}
