// SPDX-License-Identifier: GPL-3.0-or-later
// How a party night runs, with its house rules, for Help (HTML).
#pragma once

#include <QString>

namespace club::app {

QString partyRulesHtml();

} // namespace club::app
