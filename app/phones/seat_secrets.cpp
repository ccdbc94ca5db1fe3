// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_secrets.h"

#include <QRandomGenerator>

#include <array>

namespace club::app {

QByteArray newSeatSecret() {
    std::array<quint32, 4> bits{};
    QRandomGenerator::system()->fillRange(bits.data(), bits.size());
    QByteArray bytes;
    for (const quint32 word : bits)
        for (int shift = 24; shift >= 0; shift -= 8)
            bytes.append(char((word >> shift) & 0xff));
    return bytes.toHex();
}

bool sameSecret(const QByteArray& secret, const QByteArray& given) {
    if (secret.size() != given.size() || secret.isEmpty()) return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < secret.size(); ++i)
        difference |= static_cast<unsigned char>(secret[i] ^ given[i]);
    return difference == 0;
}

} // namespace club::app
