// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of Once Around Cribbage in plain words for the F1 window, with
// every decision the sheet leaves open marked [R].
#pragma once

#include <QString>

namespace club::app {

QString cribRulesHtml();

} // namespace club::app
