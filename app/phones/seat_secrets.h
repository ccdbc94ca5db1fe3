// SPDX-License-Identifier: GPL-3.0-or-later
// A phone seat's secret (the k= of its link): 128 bits from the system's
// random source as 32 lowercase hex digits, and a comparison that takes the
// same time wherever the first wrong digit is, so a guesser on the network
// learns nothing from how fast a wrong secret is refused.
#pragma once

#include <QByteArray>

namespace club::app {

/// A new secret: 32 lowercase hex digits.
QByteArray newSeatSecret();

/// Whether `given` is `secret`, in a time that depends on their lengths only.
bool sameSecret(const QByteArray& secret, const QByteArray& given);

} // namespace club::app
