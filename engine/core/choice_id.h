// SPDX-License-Identifier: GPL-3.0-or-later
// The id of one choice a seat's view lists (PHONE-PROTOCOL.md): the table's
// revision when the view was built, then the move in the game's own terms,
// "<revision>/<move>". A phone sends the id back; a table that has changed
// since (a move, a take-back, a new game) no longer has that revision, so an
// old id is refused as stale instead of meaning something else.
#pragma once

#include "message.h"

#include <QString>

#include <cstdint>
#include <optional>

namespace club {

struct ChoiceId {
    std::uint64_t revision = 0;
    QString move; ///< the game's own words for the move, e.g. "c12f5"

    QString text() const;
    /// Reads "<revision>/<move>"; nullopt for anything else.
    static std::optional<ChoiceId> parse(const QString& text);
};

/// Why a choice id is refused, for the phone.
Message malformedChoiceMessage();
Message staleChoiceMessage();
Message unknownChoiceMessage();

} // namespace club
