// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's messages (load errors and the like) in the player's language.
// The engine keeps each one as an untranslated source text and arguments
// (engine/core/message.h); here it is translated in the context
// club::FormatError and its arguments are filled in.
#pragma once

#include "core/message.h"

#include <QString>

namespace club::app {

QString wordMessage(const Message& message);
/// An engine message shown by itself, as a sentence: a capital first and a
/// full stop last (the engine's texts are written to follow "cannot
/// open: ", in lower case).
QString wordSentence(const Message& message);

} // namespace club::app
