// SPDX-License-Identifier: GPL-3.0-or-later
// The opening page: the four games as box lids on the baize, P.M. first.
#pragma once

#include "game_catalogue.h"

#include <QAbstractButton>
#include <QWidget>

class QScrollArea;

namespace club::app {

/// One game's box lid: a cream card with double rules, clickable and
/// focusable (Enter or Space chooses it).
class GameTile : public QAbstractButton {
    Q_OBJECT
public:
    GameTile(const GameInfo& info, QWidget* parent = nullptr);
    const GameInfo& info() const { return info_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// How tall the game's drawing is on the lid at its size now (0: none).
    qreal drawingHeight() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    GameInfo info_;
};

class GameChooser : public QWidget {
    Q_OBJECT
public:
    explicit GameChooser(QWidget* parent = nullptr);

    /// The button to the Club Book page, under the lids.
    QAbstractButton* bookButton() const { return book_; }

signals:
    void gameChosen(const QString& id);
    /// "The Club's Book": the players' records, standings and head to head.
    void bookChosen();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    friend class GameTile;
    /// The arrow keys move between the lids as they lie, two by two.
    bool stepFocus(GameTile* from, int key);

    QScrollArea* scroll_;
    QList<GameTile*> tiles_;
    QAbstractButton* book_ = nullptr;
};

} // namespace club::app
