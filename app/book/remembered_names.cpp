// SPDX-License-Identifier: GPL-3.0-or-later
#include "remembered_names.h"

#include <QRegularExpression>
#include <QSettings>

namespace club::book {

namespace {

// The list with `from` read as `to` wherever it is a whole name, on a line
// of its own or one of a pair; the other lines as they were.
QString renamedInList(const QString& list, const QString& from, const QString& to, int& changed) {
    QStringList lines = list.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        QStringList names = line.split(QLatin1Char('&'));
        bool here = false;
        for (QString& name : names)
            if (name.simplified() == from) {
                name = to;
                here = true;
                ++changed;
            }
        if (!here) continue;
        for (QString& name : names)
            name = name.simplified();
        line = names.join(QStringLiteral(" & "));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

int renameRememberedNames(QSettings& settings, const QString& from, const QString& to) {
    static const QRegularExpression seatName(QStringLiteral("(^|/)name\\d*$"));
    static const QRegularExpression nameList(QStringLiteral("(^|/)([^/]*-)?names$"));
    const QString wanted = from.trimmed();
    int changed = 0;
    for (const QString& key : settings.allKeys()) {
        if (nameList.match(key).hasMatch()) {
            const QString list = settings.value(key).toString();
            const QString renamed =
                renamedInList(list, from.simplified(), to.simplified(), changed);
            if (renamed != list) settings.setValue(key, renamed);
            continue;
        }
        if (!seatName.match(key).hasMatch()) continue;
        // A dialog keeps the name as typed: spaces around it are not the name.
        if (settings.value(key).toString().trimmed() != wanted) continue;
        settings.setValue(key, to.trimmed());
        ++changed;
    }
    return changed;
}

} // namespace club::book
