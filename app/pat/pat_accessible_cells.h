// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi board as assistive technology sees it: one cell per place a
// counter can stand on, in the scene's order (the 68 track squares from
// Red's entry Star, each colour's home column, HOME, the four triangles).
// Each says what stands there, whether it is a Star or a barrier, and what
// a press would do now; a press is a click (PatScene::clickPlace).
#pragma once

#include "common/accessible_cells.h"
#include "common/accessible_cells_cache.h"

#include <QList>
#include <QString>

namespace club::app {

class PatScene;

class PatAccessibleCells : public AccessibleCells {
public:
    explicit PatAccessibleCells(PatScene* scene);

    QList<AccessibleCell> accessibleCells() const override;
    void pressAccessibleCell(int index) override;

    /// The name of a place in the words of the person at the screen: "your
    /// entry Star", "two squares past Green's other Star", "HOME", ...
    QString placeName(int place) const;
    /// What stands on a place, in words.
    QString standing(int place) const;

private:
    struct Key {
        quint64 revision = 0;
        int selected = -1;
        bool interactive = false;
        bool animating = false;
        QString language;
        bool operator==(const Key&) const = default;
    };
    Key currentKey() const;
    QList<AccessibleCell> build() const;

    PatScene* scene_;
    AccessibleCellsCache<Key> cache_;
};

} // namespace club::app
