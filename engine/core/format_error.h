// The one exception type the engine throws for bad outside input: a save
// file, a pack file or an engine-tool request. Its message names what is
// wrong in words a player can act on.
#pragma once

#include <stdexcept>
#include <string>

namespace club {

class FormatError : public std::runtime_error {
public:
    explicit FormatError(const std::string& what) : std::runtime_error(what) {}
};

} // namespace club
