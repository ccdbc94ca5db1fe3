// SPDX-License-Identifier: GPL-3.0-or-later
// The one exception type the engine throws for bad outside input: a save
// file, a pack file or an engine-tool request. Its message names what is
// wrong in words a player can act on: what() is the English text (the engine
// tool prints it), message() keeps the source text and arguments so the app
// can show it translated.
#pragma once

#include "message.h"

#include <stdexcept>
#include <string>

namespace club {

class FormatError : public std::runtime_error {
public:
    /// A message marked for translation (see message.h).
    explicit FormatError(const Message& message)
        : std::runtime_error(message.english().toStdString()), message_(message) {}
    /// English text that is never translated (the engine tool's own errors).
    explicit FormatError(const std::string& what)
        : std::runtime_error(what), message_(Message::verbatim(QString::fromStdString(what))) {}

    const Message& message() const noexcept { return message_; }

private:
    Message message_;
};

} // namespace club
