// SPDX-License-Identifier: GPL-3.0-or-later
// The hall as it stands this round: a card for each numbered table, in a
// grid that fills the width, with the table's number large, who sits there
// in seat order, its sitting when there are fewer sets than tables, and a
// tick once its result is in. A card is a button: click it, or move with the
// arrow keys and press Enter, to enter that table's result.
#pragma once

#include "engine/party/night_types.h"

#include <QAbstractButton>
#include <QScrollArea>

#include <optional>

class QButtonGroup;
class QGridLayout;

namespace club::party {
class NightState;
}

namespace club::app {

class PartyTableCard : public QAbstractButton {
    Q_OBJECT
public:
    struct Seat {
        QString name;
        QString score; ///< drive: the score entered; empty before
        bool winner = false;
    };
    PartyTableCard(int number, QWidget* parent);

    int number() const { return number_; }
    /// @param sitting 0 when every table plays at once
    void setContent(QList<Seat> seats, int sitting, bool done, bool knockout);
    bool isDone() const { return done_; }
    const QList<Seat>& seats() const { return seats_; }

    QSize sizeHint() const override;

signals:
    /// Arrow keys: the view moves the choice.
    void stepRequested(int key);
    /// Enter on the card: go to its result.
    void activated();

protected:
    void paintEvent(QPaintEvent*) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void describe();

    int number_;
    QList<Seat> seats_;
    int sitting_ = 0;
    bool done_ = false;
    bool knockout_ = false;
};

class PartyTablesView : public QScrollArea {
    Q_OBJECT
public:
    explicit PartyTablesView(QWidget* parent = nullptr);

    /// Shows the current round of `night` (or nothing before a draw).
    void showRound(const party::NightState& night);
    /// Chooses the table numbered `number` (no signal if it is chosen already).
    void select(int number);
    int selected() const { return selected_; }
    PartyTableCard* card(int number) const;
    QList<PartyTableCard*> cards() const { return cards_; }
    /// The height that shows every card at the present width.
    int neededHeight() const;

signals:
    void tableSelected(int number);
    /// Enter or a double click on a card: its result is to be typed.
    void tableActivated(int number);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void reflow();
    void step(PartyTableCard* from, int key);

    QWidget* content_;
    QGridLayout* grid_;
    QButtonGroup* group_;
    QList<PartyTableCard*> cards_;
    int columns_ = 0;
    int selected_ = 0;
};

} // namespace club::app
