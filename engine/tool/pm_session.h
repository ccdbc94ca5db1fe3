// SPDX-License-Identifier: GPL-3.0-or-later
// The one P.M. game a client may play through the tool (pm.new, pm.state,
// pm.legal, pm.play, pm.setmen). The tool holds the whole game, hidden
// hands included; the client decides what to show to whom.
#pragma once

#include "pm/game.h"

#include <QJsonObject>
#include <optional>

namespace club::tool::pm {

struct Session {
    std::optional<club::pm::Game> game;
    std::uint64_t seed = 0;

    /// @throws FormatError when no game has been dealt yet.
    club::pm::Game& current();
};

/// The full state reply of pm.state (also the reply of pm.new, pm.setmen).
QJsonObject stateJson(const Session& session);

} // namespace club::tool::pm
