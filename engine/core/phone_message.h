// SPDX-License-Identifier: GPL-3.0-or-later
// One message a phone sends to the table (PHONE-PROTOCOL.md): join a seat
// with its secret, act on a choice of the seat's view, ask for a hint, or
// ping. Read with
// tight limits before anything else looks at it, since it comes from the
// network: whatever is malformed gives a clear message and no value.
#pragma once

#include "message.h"

#include <QByteArray>
#include <QString>

namespace club {

struct PhoneMessage {
    enum class Kind { Invalid, Join, Act, Ping, Hint };

    /// The limits of PHONE-PROTOCOL.md.
    static constexpr int MaxBytes = 16 * 1024;
    static constexpr int MaxDepth = 4; ///< the message object counts 1
    static constexpr int MaxSeat = 15;
    static constexpr int SecretLength = 32; ///< 128 bits as lowercase hex
    static constexpr int MaxActionIdLength = 64;
    static constexpr int MaxChoiceLength = 200;

    Kind kind = Kind::Invalid;
    int seat = -1;    ///< Join
    QString secret;   ///< Join: 32 lowercase hex digits
    QString actionId; ///< Act: the phone's id for this action (a repeat is applied once)
    QString choice;   ///< Act: a choice id from the seat's view
    Message error;    ///< Invalid: what is wrong with the message

    bool isValid() const { return kind != Kind::Invalid; }
};

/// Reads one message as received (the text of one WebSocket frame).
/// Unknown fields are ignored (a newer page may send more); an unknown
/// "type" is refused.
PhoneMessage parsePhoneMessage(const QByteArray& text);

} // namespace club
