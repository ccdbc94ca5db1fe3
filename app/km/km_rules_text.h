// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of King's Men as shown with F1, from the 1937 sheet and the
// club's rule book (RULES.md KM-B1 to KM-8), [R] marking its decisions.
#pragma once

#include <QString>

namespace club::app {

QString kmRulesHtml();

} // namespace club::app
