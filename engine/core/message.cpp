// SPDX-License-Identifier: GPL-3.0-or-later
#include "message.h"

namespace club {

namespace {

QString untranslated(const char* source, int count) {
    QString s = QString::fromUtf8(source);
    if (count >= 0) s.replace(QLatin1String("%n"), QString::number(count));
    return s;
}

// One pass, so an argument holding "%1" is never substituted again.
QString fill(const QString& pattern, const QStringList& args) {
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            const int index = pattern.at(i + 1).digitValue();
            if (index >= 1 && index <= args.size()) {
                out += args.at(index - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

Message::Message(const char* source, QStringList args) : source_(source), args_(std::move(args)) {}

Message Message::counted(const char* source, int count, QStringList args) {
    Message m(source, std::move(args));
    m.count_ = count;
    return m;
}

Message Message::verbatim(const QString& text) {
    Message m;
    m.args_ = QStringList{text};
    return m;
}

Message Message::withCause(const Message& cause) const {
    Message m = *this;
    m.cause_ = std::make_shared<const Message>(cause);
    return m;
}

Message Message::withArg(const QString& arg) const {
    Message m = *this;
    m.args_ << arg;
    return m;
}

QString Message::text(Translate translate) const {
    if (!source_) return args_.value(0);
    QStringList all = args_;
    if (cause_) all << cause_->text(translate);
    return fill(translate(source_, count_), all);
}

QString Message::english() const {
    return text(&untranslated);
}

} // namespace club
