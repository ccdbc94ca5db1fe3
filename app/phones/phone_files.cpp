// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_files.h"

#include "font_repair.h"
#include "phone_words.h"

#include <QFile>
#include <QFileInfo>

namespace club::app {

namespace {

const QByteArray repairedTextFaceFile = "Players-Club-Text.ttf";

/// One part of a path: letters, digits, '-', '_' and '.', not starting with
/// a '.' (so never "." or "..", nor a hidden file).
bool isPlainSegment(const QByteArray& s) {
    if (s.isEmpty() || s.startsWith('.')) return false;
    for (const char c : s) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
        if (!plain) return false;
    }
    return true;
}

/// `name` (no leading '/') as plain segments, at most `depth` of them.
bool isPlainPath(const QByteArray& name, int depth) {
    const QList<QByteArray> segments = name.split('/');
    if (segments.size() > depth) return false;
    for (const QByteArray& s : segments)
        if (!isPlainSegment(s)) return false;
    return true;
}

PhoneFile resourceFile(const QString& resource, const QByteArray& name) {
    PhoneFile file;
    if (!QFileInfo(resource).isFile()) return file;
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly)) return file;
    file.status = 200;
    file.body = f.readAll();
    file.contentType = phoneFileType(name);
    // The page changes with the program: a browser asks again each time.
    file.cacheControl = "no-cache";
    return file;
}

} // namespace

QByteArray phoneFileType(const QByteArray& name) {
    const QByteArray ext = name.mid(name.lastIndexOf('.') + 1).toLower();
    if (ext == "html") return "text/html; charset=utf-8";
    if (ext == "js" || ext == "mjs") return "text/javascript; charset=utf-8";
    if (ext == "css") return "text/css; charset=utf-8";
    if (ext == "json") return "application/json";
    if (ext == "webmanifest") return "application/manifest+json";
    if (ext == "svg") return "image/svg+xml";
    if (ext == "png") return "image/png";
    if (ext == "ico") return "image/x-icon";
    if (ext == "ttf") return "font/ttf";
    if (ext == "otf") return "font/otf";
    if (ext == "woff2") return "font/woff2";
    if (ext == "txt" || ext == "copyright") return "text/plain; charset=utf-8";
    return "application/octet-stream";
}

PhoneFile phoneFile(const QByteArray& path) {
    if (path == "/words.json") {
        PhoneFile words;
        words.status = 200;
        words.body = phoneWordsJson();
        words.contentType = phoneFileType(path);
        words.cacheControl = "no-store"; // the language may change at any time
        return words;
    }
    if (path == "/") return resourceFile(QStringLiteral(":/phone-page/index.html"), "index.html");
    if (!path.startsWith('/')) return {};
    const QByteArray name = path.mid(1);
    if (name.startsWith("fonts/")) {
        const QByteArray font = name.mid(6);
        if (!isPlainPath(font, 1)) return {};
        // The page's text face, repaired as on the screen: a browser's
        // synthetic bold shrinks the original's mirrored glyphs (font_repair.h).
        if (font == repairedTextFaceFile) {
            PhoneFile face;
            face.body = repairedTextFace();
            if (face.body.isEmpty()) return {};
            face.status = 200;
            face.contentType = phoneFileType(font);
            face.cacheControl = "no-cache";
            return face;
        }
        return resourceFile(QStringLiteral(":/players-club/fonts/") + QString::fromLatin1(font),
                            font);
    }
    if (!isPlainPath(name, 4)) return {};
    return resourceFile(QStringLiteral(":/phone-page/") + QString::fromLatin1(name), name);
}

} // namespace club::app
