// SPDX-License-Identifier: GPL-3.0-or-later
// The head of one HTTP request (its request line and header fields), as the
// phones' server reads it before it serves a file or hands the connection to
// the WebSocket server: only what the server needs, within a cap on its size,
// since it comes from the network.
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace club::app {

struct HttpRequestHead {
    /// The most a head may take, its blank line included.
    static constexpr int MaxBytes = 8 * 1024;

    enum class Status {
        Incomplete, ///< no blank line yet: wait for more
        Complete,
        TooLong,   ///< no blank line within MaxBytes
        Malformed, ///< not a request line and header fields
    };

    Status status = Status::Incomplete;
    int size = 0;                                ///< bytes of the head, its blank line included
    QByteArray method;                           ///< as sent, e.g. "GET"
    QByteArray target;                           ///< as sent, e.g. "/words.json?x=1"
    QByteArray version;                          ///< "HTTP/1.0" or "HTTP/1.1"
    QList<QPair<QByteArray, QByteArray>> fields; ///< names in lower case, values trimmed

    /// The value of field `lowerName` (empty when absent).
    QByteArray field(const QByteArray& lowerName) const;
    /// How many times the field was sent.
    int fieldCount(const QByteArray& lowerName) const;
    /// Whether the comma-separated field `lowerName` holds `token` (any case).
    bool fieldHasToken(const QByteArray& lowerName, const QByteArray& token) const;
    /// The target without its query.
    QByteArray path() const;
};

/// Reads the head at the start of `bytes` (what the connection has sent so
/// far); the bytes after it are left for whoever reads on.
HttpRequestHead readHttpRequestHead(const QByteArray& bytes);

} // namespace club::app
