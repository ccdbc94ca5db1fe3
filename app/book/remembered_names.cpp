// SPDX-License-Identifier: GPL-3.0-or-later
#include "remembered_names.h"

#include <QRegularExpression>
#include <QSettings>

namespace club::book {

int renameRememberedNames(QSettings& settings, const QString& from, const QString& to) {
    static const QRegularExpression seatName(QStringLiteral("(^|/)name\\d*$"));
    const QString wanted = from.trimmed();
    int changed = 0;
    for (const QString& key : settings.allKeys()) {
        if (!seatName.match(key).hasMatch()) continue;
        // A dialog keeps the name as typed: spaces around it are not the name.
        if (settings.value(key).toString().trimmed() != wanted) continue;
        settings.setValue(key, to.trimmed());
        ++changed;
    }
    return changed;
}

} // namespace club::book
