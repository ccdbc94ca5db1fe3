// SPDX-License-Identifier: GPL-3.0-or-later
#include "svg_art.h"

#include <QHash>
#include <QSvgRenderer>

#include <map>
#include <memory>

namespace club::app {

namespace {
std::map<QString, std::unique_ptr<QSvgRenderer>>& renderers() {
    static std::map<QString, std::unique_ptr<QSvgRenderer>> made;
    return made;
}

QHash<QString, int>& loads() {
    static QHash<QString, int> counted;
    return counted;
}
} // namespace

QSvgRenderer& svgArt(const QString& resourcePath) {
    std::unique_ptr<QSvgRenderer>& renderer = renderers()[resourcePath];
    if (!renderer) {
        renderer = std::make_unique<QSvgRenderer>(resourcePath);
        ++loads()[resourcePath];
    }
    return *renderer;
}

int svgArtLoads(const QString& resourcePath) {
    return loads().value(resourcePath);
}

} // namespace club::app
