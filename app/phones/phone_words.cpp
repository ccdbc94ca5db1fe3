// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_words.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace club::app {

namespace {

struct PhoneWord {
    const char* key;
    const char* text;
};

// The page's words by key; the page shows the key's text as sent.
constexpr PhoneWord words[] = {
    {"yourTurn", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your turn")},
    {"waitingFor", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Waiting for %1")},
    {"joining", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Joining the table\u2026")},
};

} // namespace

QByteArray phoneWordsJson() {
    QJsonObject object;
    for (const PhoneWord& w : words)
        object.insert(QString::fromLatin1(w.key),
                      QCoreApplication::translate("club::app::PhoneWords", w.text));
    object.insert(QStringLiteral("lang"), QLocale().bcp47Name());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace club::app
