// SPDX-License-Identifier: GPL-3.0-or-later
// A P.M. pack file (engine/pm/PACK-FORMAT.md), which a player may supply.
#include "core/format_error.h"
#include "fuzz_util.h"
#include "pm/pack.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    pm::Pack pack;
    try {
        pack = pm::Pack::fromJson(fuzz::bytes(data, size));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0;
    }
    pm::Pack again;
    try {
        again = pm::Pack::fromJson(pack.toJson());
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a pack the loader accepted does not load after saving");
    }
    if (again.values != pack.values || again.name != pack.name || again.blanks != pack.blanks)
        fuzz::finding("the pack changed in a save and load");
    return 0;
}
