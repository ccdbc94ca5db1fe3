// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi hint in a player's words: the Expert's reason for the move
// it suggests (the move itself is shown as the board's selection and the
// panel's "Chosen: ..." line). One whole sentence per reason, so that each
// language words it its own way.
#pragma once

#include "engine/pat/hint.h"
#include "engine/pat/setup.h"

#include <QString>

namespace club::app::patwords {

/// "The Expert would take Green's counter: it goes back to its triangle."
QString hintText(const pat::Setup& setup, const pat::HintReason& reason);

} // namespace club::app::patwords
