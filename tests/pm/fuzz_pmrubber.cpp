// SPDX-License-Identifier: GPL-3.0-or-later
// A .pmrubber save file (engine/pm/SAVE-FORMAT.md) as a player might pick it.
#include "core/format_error.h"
#include "fuzz_util.h"
#include "pm/rubber_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace club;
    std::unique_ptr<pm::Rubber> rubber;
    try {
        rubber = pm::rubberFromData(fuzz::bytes(data, size));
    } catch (const FormatError& e) {
        fuzz::checkRefusal(e);
        return 0; // refused with a message: fine
    }
    const QJsonObject saved = pm::rubberToJson(*rubber);
    std::unique_ptr<pm::Rubber> again;
    try {
        again = pm::rubberFromData(fuzz::saveBytes(saved, "pm", pm::RubberFormatVersion));
    } catch (const FormatError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        fuzz::finding("a rubber the loader accepted does not load after saving");
    }
    if (pm::rubberToJson(*again) != saved) fuzz::finding("the rubber changed in a save and load");
    return 0;
}
