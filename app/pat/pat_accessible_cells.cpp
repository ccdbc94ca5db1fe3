// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_accessible_cells.h"

#include "engine/pat/table.h"
#include "pat_scene.h"
#include "pat_square_words.h"
#include "pat_words.h"

#include <QCoreApplication>
#include <QLocale>

namespace club::app {

namespace {
struct PatSquareWords {
    Q_DECLARE_TR_FUNCTIONS(PatSquareWords)
};
} // namespace

PatAccessibleCells::PatAccessibleCells(PatScene* scene) : scene_(scene) {}

QString PatAccessibleCells::placeName(int place) const {
    const pat::Table* table = scene_->table();
    const QString words = patwords::placeWords(
        table->setup().kind, patwords::viewerColour(table->setup(), table->seatToMove()), place);
    // A name starts with a capital, as the cell's title.
    return words.left(1).toUpper() + words.mid(1);
}

QString PatAccessibleCells::standing(int place) const {
    const auto on = scene_->countersOn(place);
    if (on.isEmpty()) return PatSquareWords::tr("Empty.");
    QStringList parts;
    for (int c = 0; c < pat::Colours; ++c) {
        int n = 0;
        for (const auto& p : on)
            n += p.first == c;
        if (n == 0) continue;
        parts << PatSquareWords::tr("%n %1 counter(s) (marked with a %2)", nullptr, n)
                     .arg(patwords::colourName(c), patwords::markName(c));
    }
    QString text = PatSquareWords::tr("%1.").arg(parts.join(PatSquareWords::tr(" and ")));
    if (scene_->isBarrier(place)) text += QLatin1Char(' ') + PatSquareWords::tr("A barrier.");
    return text;
}

PatAccessibleCells::Key PatAccessibleCells::currentKey() const {
    Key key;
    key.revision = scene_->table()->revision();
    key.selected = scene_->selected();
    key.interactive = scene_->isInteractive();
    key.animating = scene_->isAnimating();
    key.language = QLocale().name();
    return key;
}

QList<AccessibleCell> PatAccessibleCells::accessibleCells() const {
    return cache_.cells(currentKey(), [this] { return build(); });
}

QList<AccessibleCell> PatAccessibleCells::build() const {
    QList<AccessibleCell> cells;
    const auto& choices = scene_->choices();
    const int selected = scene_->selected();
    for (int place = 0; place < PatScene::PlaceCount; ++place) {
        AccessibleCell cell;
        cell.name = placeName(place);
        cell.sceneRect = scene_->placeRect(place);
        QStringList sentences{standing(place)};
        if (scene_->isStar(place))
            sentences << PatSquareWords::tr("A Star: no counter is taken here.");
        for (int i = 0; i < choices.size(); ++i) {
            const PatScene::Choice& c = choices[i];
            if (c.fromPlace == place) {
                sentences << PatSquareWords::tr(
                                 "Your counter here can move to %1; press to move it.")
                                 .arg(placeName(c.toPlace));
                cell.pressable = true;
                cell.focused = cell.focused || i == selected;
                cell.selected = cell.selected || i == selected;
            }
            if (c.toPlace == place) {
                QString what = PatSquareWords::tr("A counter of yours can land here.");
                if (c.captures)
                    what = PatSquareWords::tr("A counter of yours can land here and take the %1 "
                                              "counter.")
                               .arg(patwords::colourName(c.capturedColour));
                else if (c.onStarBeside)
                    what =
                        PatSquareWords::tr("A counter of yours can land here and share the Star, "
                                           "safe.");
                else if (c.makesBarrier)
                    what =
                        PatSquareWords::tr("A counter of yours can land here and make a barrier.");
                sentences << what;
                cell.pressable = true;
            }
        }
        cell.description = sentences.join(QLatin1Char(' '));
        cells.append(cell);
    }
    return cells;
}

void PatAccessibleCells::pressAccessibleCell(int index) {
    scene_->clickPlace(index);
}

} // namespace club::app
