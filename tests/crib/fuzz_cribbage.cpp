// SPDX-License-Identifier: GPL-3.0-or-later
// A .cribbage save file (engine/crib/SAVE-FORMAT.md) as a player might pick it.
#include "core/format_error.h"
#include "crib/match_file.h"
#include "fuzz_util.h"

#include <optional>

namespace {
bool sameMatch(const club::crib::Match& a, const club::crib::Match& b) {
    return a.record() == b.record() && a.phase() == b.phase() && a.toAct() == b.toAct() &&
           a.scores() == b.scores() && a.gameNumber() == b.gameNumber() &&
           a.dealNumber() == b.dealNumber() && a.dealer() == b.dealer() &&
           a.starter() == b.starter() && a.legalMoves() == b.legalMoves();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    std::optional<crib::SavedMatch> saved;
    std::optional<crib::Match> match;
    try {
        saved.emplace(crib::readMatchData(fuzz::bytes(data, size)));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0; // refused with a message: fine
    }
    try {
        match.emplace(saved->replay()); // what the table does with it
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a match the loader accepted does not replay");
    }
    const QJsonObject json = crib::savedMatchJson(*saved);
    std::optional<crib::SavedMatch> again;
    try {
        again.emplace(crib::readMatchData(fuzz::saveBytes(json, "cribbage", crib::SaveVersion)));
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a match the loader accepted does not load after saving");
    }
    if (crib::savedMatchJson(*again) != json || !(again->setup == saved->setup) ||
        again->seed != saved->seed || again->seats != saved->seats ||
        again->moves != saved->moves || again->current != saved->current ||
        !sameMatch(again->replay(), *match))
        fuzz::finding("the match changed in a save and load");
    return 0;
}
