// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of P.M. as shown in the app (F1), with RULES.md's [R]
// reconstructions marked, and the rhyme.
#pragma once

#include <QString>

namespace club::app {

QString pmRulesHtml();

} // namespace club::app
