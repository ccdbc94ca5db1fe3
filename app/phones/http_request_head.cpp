// SPDX-License-Identifier: GPL-3.0-or-later
#include "http_request_head.h"

namespace club::app {

namespace {

bool isTokenChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           QByteArray("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(const QByteArray& s) {
    if (s.isEmpty()) return false;
    for (const char c : s)
        if (!isTokenChar(c)) return false;
    return true;
}

/// A request target the server could mean: origin form, visible ASCII.
bool isTarget(const QByteArray& s) {
    if (!s.startsWith('/')) return false;
    for (const char c : s)
        if (c <= ' ' || c >= 0x7f) return false;
    return true;
}

bool readRequestLine(const QByteArray& line, HttpRequestHead& head) {
    const QList<QByteArray> parts = line.split(' ');
    if (parts.size() != 3) return false;
    head.method = parts[0];
    head.target = parts[1];
    head.version = parts[2];
    return isToken(head.method) && isTarget(head.target) &&
           (head.version == "HTTP/1.1" || head.version == "HTTP/1.0");
}

bool readField(const QByteArray& line, HttpRequestHead& head) {
    const int colon = line.indexOf(':');
    if (colon <= 0) return false;
    const QByteArray name = line.left(colon);
    if (!isToken(name)) return false; // no space before the colon, no folding
    const QByteArray value = line.mid(colon + 1).trimmed();
    for (const char c : value)
        if ((c < ' ' && c != '\t') || c == 0x7f) return false;
    head.fields.append({name.toLower(), value});
    return true;
}

} // namespace

QByteArray HttpRequestHead::field(const QByteArray& lowerName) const {
    for (const auto& [name, value] : fields)
        if (name == lowerName) return value;
    return {};
}

int HttpRequestHead::fieldCount(const QByteArray& lowerName) const {
    int n = 0;
    for (const auto& f : fields)
        n += f.first == lowerName;
    return n;
}

bool HttpRequestHead::fieldHasToken(const QByteArray& lowerName, const QByteArray& token) const {
    for (const auto& [name, value] : fields)
        if (name == lowerName)
            for (const QByteArray& part : value.split(','))
                if (part.trimmed().compare(token, Qt::CaseInsensitive) == 0) return true;
    return false;
}

QByteArray HttpRequestHead::path() const {
    const int query = target.indexOf('?');
    return query < 0 ? target : target.left(query);
}

HttpRequestHead readHttpRequestHead(const QByteArray& bytes) {
    HttpRequestHead head;
    const QByteArray start = bytes.left(HttpRequestHead::MaxBytes);
    const int end = start.indexOf("\r\n\r\n");
    if (end < 0 || end + 4 > HttpRequestHead::MaxBytes) {
        head.status = bytes.size() >= HttpRequestHead::MaxBytes
                          ? HttpRequestHead::Status::TooLong
                          : HttpRequestHead::Status::Incomplete;
        return head;
    }
    head.size = end + 4;
    const QList<QByteArray> lines = start.left(end).split('\n');
    bool ok = !lines.isEmpty();
    for (qsizetype i = 0; ok && i < lines.size(); ++i) {
        QByteArray line = lines[i];
        ok = line.endsWith('\r') || i == lines.size() - 1;
        line.chop(line.endsWith('\r') ? 1 : 0);
        ok = ok && !line.contains('\r') && !line.contains('\0');
        ok = ok && (i == 0 ? readRequestLine(line, head) : readField(line, head));
    }
    head.status = ok ? HttpRequestHead::Status::Complete : HttpRequestHead::Status::Malformed;
    return head;
}

} // namespace club::app
