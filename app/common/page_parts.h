// SPDX-License-Identifier: GPL-3.0-or-later
// The parts a board game's page is made of, and the typed accessors the
// page's own files and the tests reach them by: the engine's table, the
// scene drawing it, the view showing the scene, the side panel, the sprite
// sheet the pictures come from and the computers' turns. Every game's page
// held these alike; a page derives from this beside TablePage and makes
// its parts in its constructor.
#pragma once

namespace club::app {

class ComputerTurns;
class SpriteSheet;

template <class Table, class Scene, class View, class Panel> class PageParts {
public:
    Table* table() const { return table_; }
    Scene* scene() const { return scene_; }
    View* view() const { return view_; }
    Panel* panel() const { return panel_; }

protected:
    PageParts() = default;
    ~PageParts() = default;
    PageParts(const PageParts&) = delete;
    PageParts& operator=(const PageParts&) = delete;

    SpriteSheet* sheet_ = nullptr;
    Table* table_ = nullptr;
    Scene* scene_ = nullptr;
    View* view_ = nullptr;
    Panel* panel_ = nullptr;
    ComputerTurns* computers_ = nullptr;
};

} // namespace club::app
