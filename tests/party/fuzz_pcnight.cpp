// SPDX-License-Identifier: GPL-3.0-or-later
// A .pcnight party-night file (engine/party/SAVE-FORMAT.md) as a player
// might pick it.
#include "core/format_error.h"
#include "fuzz_util.h"
#include "party/night_file.h"

#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    std::optional<party::NightState> night;
    try {
        night.emplace(party::nightFromData(fuzz::bytes(data, size)));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0; // refused with a message: fine
    }
    const QJsonObject saved = party::nightToJson(*night);
    std::optional<party::NightState> again;
    try {
        again.emplace(
            party::nightFromData(fuzz::saveBytes(saved, "party-night", party::NightSaveVersion)));
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a night the loader accepted does not load after saving");
    }
    if (party::nightToJson(*again) != saved || !(again->setup() == night->setup()) ||
        again->rounds() != night->rounds() || again->log() != night->log() ||
        again->isOver() != night->isOver() || again->totals() != night->totals() ||
        again->stillIn() != night->stillIn())
        fuzz::finding("the night changed in a save and load");
    // What the night sheet shows of a loaded night must work too.
    night->standings();
    night->plannedRounds();
    while (night->canUndo())
        night->undo();
    return 0;
}
