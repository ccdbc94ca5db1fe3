// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_formats.h"

#include <algorithm>

namespace club {

namespace {
std::vector<GameFormat>& formats() {
    static std::vector<GameFormat> list;
    return list;
}

template <class Key> const GameFormat* findBy(Key key) {
    const auto& list = formats();
    const auto it = std::find_if(list.begin(), list.end(), key);
    return it == list.end() ? nullptr : &*it;
}
} // namespace

void GameFormats::add(GameFormat format) {
    auto& list = formats();
    const auto same = [&](const GameFormat& f) { return f.id == format.id; };
    const auto it = std::find_if(list.begin(), list.end(), same);
    if (it != list.end())
        *it = std::move(format);
    else
        list.push_back(std::move(format));
}

const std::vector<GameFormat>& GameFormats::all() {
    return formats();
}

const GameFormat* GameFormats::find(const QString& id) {
    return findBy([&](const GameFormat& f) { return f.id == id; });
}

const GameFormat* GameFormats::forExtension(const QString& extension) {
    return findBy([&](const GameFormat& f) {
        return f.extension.compare(extension, Qt::CaseInsensitive) == 0;
    });
}

const GameFormat* GameFormats::forToolPrefix(const QString& prefix) {
    return findBy([&](const GameFormat& f) { return f.toolPrefix == prefix; });
}

} // namespace club
