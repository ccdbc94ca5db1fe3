// SPDX-License-Identifier: GPL-3.0-or-later
// The pack definition (PM-E3) is data, so that a player holding an original
// pack can correct it: resources/pm-pack.json, built into the engine, or any
// file of the same form. See PACK-FORMAT in engine/pm/FORMATS.md.
#pragma once

#include "card.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <vector>

namespace club::pm {

struct Pack {
    QString name;
    std::vector<std::int8_t> values; ///< one entry per card, 44 in a valid pack
    int blanks = 0;                  ///< spare BLANK cards: part of the set, never dealt

    int minusCount() const;

    /// The built-in pack of RULES.md PM-E3.
    static const Pack& standard();

    /// @throws FormatError naming what is wrong.
    static Pack fromJson(const QByteArray& data);
    static Pack fromJsonObject(const QJsonObject& obj);
    QJsonObject toJsonObject() const;
    static Pack fromFile(const QString& path);
    QByteArray toJson() const;
};

inline constexpr int PackSize = 44;
/// With two packs a hand of eleven must hold a PLUS card for the lead (PM-5).
inline constexpr int MaxMinusCards = 5;

} // namespace club::pm
