// SPDX-License-Identifier: GPL-3.0-or-later
// A .kingsmen save file (engine/km/SAVE-FORMAT.md) as a player might pick it.
#include "core/format_error.h"
#include "fuzz_util.h"
#include "km/game.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    std::optional<km::Game> game;
    try {
        game.emplace(km::Game::fromData(fuzz::bytes(data, size)));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0; // refused with a message: fine
    }
    const QJsonObject saved = game->toJson();
    std::optional<km::Game> again;
    try {
        again.emplace(
            km::Game::fromData(fuzz::saveBytes(saved, "kings-men", km::Game::SaveVersion)));
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a game the loader accepted does not load after saving");
    }
    if (again->toJson() != saved || !(again->position() == game->position()) ||
        again->outcome() != game->outcome())
        fuzz::finding("the game changed in a save and load");
    return 0;
}
