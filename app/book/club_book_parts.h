// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's parts that come from libraries of their own: the
// member's charts (Qt Charts, member_charts.h) under the member's card, and
// the members dialog (members_dialog.h) behind the page's "Members…".
#pragma once

#include "book_location.h"

#include <functional>

namespace club::app {

class ClubBookPage;

/// Puts the charts under `page`'s member card, on the book the page reads,
/// and opens the members dialog on the book at `location()` from its
/// button; the page reads the book again after a change of members, and
/// `membersChanged` is called.
void addClubBookParts(ClubBookPage* page, std::function<book::BookLocation()> location,
                      std::function<void()> membersChanged = {});

} // namespace club::app
