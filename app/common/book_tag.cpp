// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_tag.h"

#include "core/bounded_file.h"
#include "core/json_text.h"
#include "core/save_file.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QUuid>

#include <utility>

namespace club::app {

namespace {
const QString tagKey = QStringLiteral("book");
const int maxIdLength = 100;
} // namespace

BookTag BookTag::begin() {
    BookTag tag;
    tag.id_ = QUuid::createUuid().toString(QUuid::WithoutBraces);
    tag.started_ = QDateTime::currentDateTimeUtc();
    tag.partStarted_ = tag.started_;
    tag.since_.start();
    return tag;
}

BookTag BookTag::readFrom(const QString& path) {
    QByteArray data;
    try {
        data =
            readBoundedFile(path, MaxSaveFileBytes, Message::verbatim(QStringLiteral("too large")));
    } catch (const FormatError&) {
        return begin();
    }
    QJsonParseError error{};
    const QJsonObject field = json::parse(data, &error).object().value(tagKey).toObject();
    BookTag tag = begin();
    const QString id = field.value(QStringLiteral("id")).toString();
    if (id.isEmpty() || id.size() > maxIdLength) {
        // Saved before games had ids: the file's bytes name the game.
        tag.id_ =
            QStringLiteral("file-") +
            QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha1).toHex());
        return tag;
    }
    tag.id_ = id;
    const auto time = [&](const char* key, const QDateTime& fallback) {
        const QDateTime value =
            QDateTime::fromString(field.value(QLatin1String(key)).toString(), Qt::ISODateWithMs);
        return value.isValid() ? value : fallback;
    };
    tag.started_ = time("started", tag.started_);
    tag.partStarted_ = time("partStarted", tag.started_);
    tag.secondsBefore_ = qMax<qint64>(0, field.value(QStringLiteral("seconds")).toInteger());
    tag.partSecondsBefore_ = qBound<qint64>(
        0, field.value(QStringLiteral("partSeconds")).toInteger(), tag.secondsBefore_);
    tag.betweenParts_ = field.value(QStringLiteral("betweenParts")).toBool();
    return tag;
}

qint64 BookTag::seconds() const {
    return secondsBefore_ + (since_.isValid() ? since_.elapsed() / 1000 : 0);
}

BookTag::Part BookTag::endPart() {
    const Part part{partStarted_, seconds() - partSecondsBefore_};
    partStarted_ = QDateTime::currentDateTimeUtc();
    partSecondsBefore_ = seconds();
    betweenParts_ = true;
    return part;
}

void BookTag::beginPart() {
    if (!std::exchange(betweenParts_, false)) return;
    partStarted_ = QDateTime::currentDateTimeUtc();
    partSecondsBefore_ = seconds();
}

QJsonObject BookTag::json() const {
    return {{QStringLiteral("id"), id_},
            {QStringLiteral("started"), started_.toString(Qt::ISODateWithMs)},
            {QStringLiteral("seconds"), seconds()},
            {QStringLiteral("partStarted"), partStarted_.toString(Qt::ISODateWithMs)},
            {QStringLiteral("partSeconds"), partSecondsBefore_},
            {QStringLiteral("betweenParts"), betweenParts_}};
}

} // namespace club::app
