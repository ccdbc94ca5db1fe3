// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of Patchesi as shown with F1, from the Jaques sheet and the
// club's rule book, [R] marking the points it settles.
#pragma once

#include <QString>

namespace club::app {

QString patRulesHtml();

} // namespace club::app
