// SPDX-License-Identifier: GPL-3.0-or-later
// A message for a person, kept as its untranslated English source text and
// its arguments. The engine links Qt Core only and never translates; the app
// words a Message in the player's language (QCoreApplication::translate in
// the context MessageContext), the engine tool prints english().
#pragma once

#include <QString>
#include <QStringList>
#include <memory>

namespace club {

/// The translation context of every engine message. Sources are marked
/// QT_TRANSLATE_NOOP("club::FormatError", ...) (QT_TRANSLATE_N_NOOP when a
/// count fills %n) so lupdate finds them in engine/.
inline constexpr char MessageContext[] = "club::FormatError";

class Message {
public:
    /// Turns a marked source text (and a count for %n, or -1) into words.
    using Translate = QString (*)(const char* source, int count);

    Message() = default;
    /// @param source a whole sentence with placeholders %1, %2 ...
    explicit Message(const char* source, QStringList args = {});
    /// A sentence whose %n is a count, so each language picks its plural form.
    static Message counted(const char* source, int count, QStringList args = {});
    /// Text already in its final English form (the engine tool's own
    /// messages, which are never shown in the app).
    static Message verbatim(const QString& text);

    /// A whole sentence that fills the placeholder after the last argument,
    /// e.g. "field \"setup\": %1" around the diagram's own problem.
    Message withCause(const Message& cause) const;
    /// This message with one more argument after the others.
    Message withArg(const QString& arg) const;

    bool isEmpty() const { return !source_ && args_.isEmpty(); }
    const char* source() const { return source_; }
    int count() const { return count_; }
    const QStringList& args() const { return args_; }

    /// The message worded by `translate`, placeholders filled in.
    QString text(Translate translate) const;
    /// The untranslated English text.
    QString english() const;

private:
    const char* source_ = nullptr;
    int count_ = -1;
    QStringList args_;
    std::shared_ptr<const Message> cause_;
};

} // namespace club
