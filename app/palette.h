// SPDX-License-Identifier: GPL-3.0-or-later
// The printed colours of ARTWORK.md, in one place.
#pragma once

#include <QColor>
#include <array>

namespace club::app::colours {

inline const QColor cardStock{0xF2, 0xE8, 0xCF};
inline const QColor ink{0x1E, 0x1B, 0x18};
inline const QColor red{0xB3, 0x26, 0x1E};
inline const QColor baize{0x2E, 0x4A, 0x3A};
inline const QColor walnut{0x5C, 0x3A, 0x21};

/// The eight player colours (Okabe-Ito, muted); always paired with a mark.
inline const std::array<QColor, 8> players{QColor(0xD9, 0x8E, 0x04), QColor(0x4A, 0x9F, 0xD4),
                                           QColor(0x1B, 0x8A, 0x63), QColor(0xE3, 0xCF, 0x3A),
                                           QColor(0x1F, 0x5F, 0x99), QColor(0xC9, 0x54, 0x0F),
                                           QColor(0xB0, 0x6A, 0x96), QColor(0x22, 0x22, 0x22)};

/// The player colour of a seat's colour index (an index past the eight wraps round).
inline QColor player(int index) {
    return players[std::size_t(index) % players.size()];
}

} // namespace club::app::colours
