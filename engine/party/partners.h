// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing partners for a Patchesi knockout (PAT-T1: "the partners should
// first be drawn for, if possible each pair consisting of a lady and
// gentleman"). The pairs drawn become the night's entrants; the order of
// play is drawn afterwards as for any night.
#pragma once

#include "night_types.h"

#include <QStringList>

namespace club::party {

/// Each lady drawn with a gentleman: both lists in an order drawn from
/// `seed`, the first of each together, and so on. Lists of equal length,
/// 2..32 each. @throws FormatError if the lengths differ or are out of range.
std::vector<Entrant> drawPartners(const QStringList& ladies, const QStringList& gentlemen,
                                  std::uint64_t seed);
/// Partners drawn from one list of an even number (4..64) of people.
/// @throws FormatError for an odd or out-of-range number.
std::vector<Entrant> drawPartners(const QStringList& people, std::uint64_t seed);

} // namespace club::party
