// SPDX-License-Identifier: GPL-3.0-or-later
// A knockout's bracket drawn as a tree: one column per round, each table a
// box with its two pairs (the winners ticked), lines joining the tables
// whose winners meet, and the bye where a pair has one. Rounds not yet
// seated are drawn ahead from the bracket's shape (party::projectBracket),
// with the winners known so far filled in. The boxes are as wide as the
// names need, and the whole is drawn smaller (to three quarters) rather than
// scroll sideways when the room is narrow, as on a 1024x768 screen.
#pragma once

#include <QPolygonF>
#include <QWidget>

#include <vector>

namespace club::party {
class NightState;
}

namespace club::app {

class PartyBracketView : public QWidget {
    Q_OBJECT
public:
    explicit PartyBracketView(QWidget* parent = nullptr);

    void showNight(const party::NightState& night);

    /// One box of the tree, as drawn (public for tests).
    struct Box {
        int round = 0;
        int table = 0; ///< 0 for a bye
        QString lines[2];
        int winnerLine = -1; ///< 0 or 1 when the result is in
        QRectF rect;
        std::vector<int> from;     ///< indices of the boxes feeding this one
        std::vector<int> fromLine; ///< for each of `from`, the line (0 or 1) it leads into
    };
    /// A line from a box to the line of the box its winner goes on to.
    struct Lead {
        int from = 0, to = 0; ///< box indices
        QPolygonF path;       ///< out of `from`, an elbow, into the line it feeds
    };
    const std::vector<Box>& boxes() const { return boxes_; }
    const std::vector<Lead>& leads() const { return leads_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    /// How much smaller than its full size the tree is drawn at this width.
    qreal scaleAt(int width) const;

    /// The least the tree is drawn at before the room scrolls instead.
    static constexpr qreal MinimumScale = 0.75;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void layoutBoxes();
    qreal widestLine() const;

    std::vector<Box> boxes_;
    std::vector<Lead> leads_;
    QStringList roundTitles_;
    QString champions_;
    QSize size_;     ///< the tree at full size
    qreal boxW_ = 0; ///< the boxes' width, from the names
};

} // namespace club::app
