// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_accessible_cells.h"

#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_accessible_words.h"
#include "pm_board_item.h"
#include "pm_scene.h"
#include "pm_words.h"

#include <algorithm>

namespace club::app {

namespace {

QString sentences(const QStringList& parts) {
    return parts.join(QLatin1Char(' '));
}

/// Where the scene rings an option: where the man lands, or for a bust
/// the man who would go.
int ringedPlace(const pm::Move& m) {
    return m.bust ? m.from : m.to;
}

/// The box of a place on the board (board coordinates): the number and the
/// spot beside it, measured from the spots so it follows the artwork.
QRectF placeRect(const PmBoardItem* b, int place) {
    const QPointF p1 = b->placeCentre(1, 0);
    const qreal dx = b->placeCentre(2, 0).x() - p1.x(); // one column
    const qreal dy = b->placeCentre(7, 0).y() - p1.y(); // one row
    if (place == pm::Stars) {
        const QPointF first = b->placeCentre(pm::Stars, 0);
        const QPointF last = b->placeCentre(pm::Stars, pm::MenPerPlayer - 1);
        return QRectF(QPointF(first.x() - dx * 0.4, first.y() - dy * 0.35),
                      QPointF(last.x() + dx * 0.4, last.y() + dy * 0.35));
    }
    if (place == pm::Home) {
        // 25 stands alone in a larger box, its spot at the right.
        const QPointF c = (b->placeCentre(pm::Home, 1) + b->placeCentre(pm::Home, 2)) / 2;
        return QRectF(c.x() - dx * 1.95, c.y() - dy * 0.83, dx * 2.5, dy * 1.48);
    }
    // The number stands left of its spot.
    const QPointF c = b->placeCentre(place, 0);
    return QRectF(c.x() - dx * 0.9, c.y() - dy * 0.45, dx, dy * 0.9);
}

} // namespace

PmAccessibleCells::PmAccessibleCells(PmScene* scene, QObject* parent)
    : QObject(parent), scene_(scene) {
    pm::Table* table = scene->table();
    auto changed = [this] { invalidate(); };
    // A turn (or a reset) is over once these are sent: say so once.
    auto moved = [this] {
        invalidate();
        emit cellsChanged();
    };
    connect(table, &pm::Table::rubberStarted, this, changed);
    connect(table, &pm::Table::gameStarted, this, changed);
    connect(table, &pm::Table::cardPlayed, this, changed);
    connect(table, &pm::Table::manMoved, this, changed);
    connect(table, &pm::Table::manBust, this, changed);
    connect(table, &pm::Table::noManMoved, this, changed);
    connect(table, &pm::Table::scoresChanged, this, changed);
    connect(table, &pm::Table::positionReset, this, moved);
    connect(table, &pm::Table::turnChanged, this, moved);
    connect(table, &pm::Table::gameOver, this, moved);
    connect(scene, &PmScene::layoutChanged, this, changed);
    connect(scene, &PmScene::handDescribed, this, [this] {
        onOption_ = false;
        invalidate();
        emit cellsChanged(); // a hand was shown or hidden
    });
    connect(scene, &PmScene::cardSelected, this, [this] {
        onOption_ = false;
        invalidate();
        if (QAccessible::isActive()) emit focusMoved(focusedCell()); // else none listens
    });
    connect(scene, &PmScene::optionFocused, this, [this] {
        onOption_ = true;
        invalidate();
        if (QAccessible::isActive()) emit focusMoved(focusedCell());
    });
}

QList<AccessibleCell> PmAccessibleCells::accessibleCells() const {
    if (!scene_) return {};
    if (dirty_) rebuild();
    return cells_;
}

int PmAccessibleCells::focusedCell() const {
    const QList<AccessibleCell> cells = accessibleCells();
    for (int i = 0; i < cells.size(); ++i)
        if (cells[i].focused) return i;
    return -1;
}

QList<int> PmAccessibleCells::optionsAt(int place) const {
    QList<int> here;
    const auto& options = scene_->options();
    for (int k = 0; k < int(options.size()); ++k)
        if (options[std::size_t(k)].movesMan() && ringedPlace(options[std::size_t(k)]) == place)
            here << k;
    return here;
}

void PmAccessibleCells::pressAccessibleCell(int index) {
    if (!scene_) return;
    if (dirty_) rebuild();
    if (index < 0 || index >= targets_.size() || !cells_[index].pressable) return;
    const Target target = targets_[index];
    if (target.kind == Target::Card) {
        scene_->pressCard(target.card);
    } else if (target.kind == Target::Place && target.own) {
        const QList<int> here = optionsAt(target.place);
        if (here.isEmpty()) return;
        // Two men sent back to the stars land on one place: the chosen one first.
        scene_->playOption(here.contains(scene_->focusedOption()) ? scene_->focusedOption()
                                                                  : here.front());
    }
}

void PmAccessibleCells::rebuild() const {
    cells_.clear();
    targets_.clear();
    const pm::Table* table = scene_->table();
    if (table->hasRubber()) {
        const int players = int(table->rubber().currentRecord().seats.size());
        for (int i = 0; i < players; ++i)
            addBoard(i);
        addHand();
        addContainer();
    }
    dirty_ = false;
}

void PmAccessibleCells::addBoard(int gameSeat) const {
    const pm::Table* table = scene_->table();
    const pm::Game& g = table->game();
    const int seat = table->rubber().currentRecord().seats[std::size_t(gameSeat)];
    const PmBoardItem* b = scene_->board(seat);
    if (!b) return;
    const auto& config = table->rubber().config().seats[std::size_t(seat)];
    const pm::Men& men = g.men(gameSeat);

    QStringList about{pmaccwords::menAndScore(men, g.score(gameSeat)),
                      pmaccwords::cardsInHand(int(g.hand(gameSeat).size()))};
    if (!g.isOver() && g.toMove() == gameSeat) about << pmaccwords::toPlay();
    if (!g.isOver() && (g.toMove() + 1) % g.players() == gameSeat)
        about << pmaccwords::nextToPlay();
    if (g.dealer() == gameSeat) about << pmaccwords::dealer();
    const int boardIndex = int(cells_.size());
    AccessibleCell board;
    board.name = pmaccwords::boardName(config.name, config.colour);
    board.description = sentences(about);
    board.role = QAccessible::Grouping;
    board.sceneRect = b->sceneBoundingRect();
    cells_ << board;
    targets_ << Target{Target::Board};

    // The selected card's options are on the board of the hand's owner.
    const bool own = scene_->handMode() == PmScene::HandMode::Play && scene_->handSeat() == seat;
    for (int place = pm::Stars; place <= pm::Home; ++place) {
        const int count = int(std::count(men.begin(), men.end(), place));
        QStringList here{pmaccwords::placeOccupants(config.name, count, place)};
        AccessibleCell cell;
        const QList<int> options = own ? optionsAt(place) : QList<int>{};
        for (int k : options) {
            here << pmaccwords::optionHere(scene_->options()[std::size_t(k)]);
            if (k == scene_->focusedOption()) {
                here << pmaccwords::chosenOption();
                cell.focused = onOption_;
            }
        }
        cell.name = pmaccwords::placeName(config.name, place);
        cell.description = sentences(here);
        cell.sceneRect = b->mapRectToScene(placeRect(b, place));
        cell.parent = boardIndex;
        cell.pressable = !options.isEmpty();
        cells_ << cell;
        targets_ << Target{Target::Place, place, -1, own};
    }
}

void PmAccessibleCells::addHand() const {
    const PmScene::HandMode mode = scene_->handMode();
    const int seat = scene_->handSeat();
    // No hand on the table (a pass screen, another person's turn): no cell.
    if (mode == PmScene::HandMode::Hidden || seat < 0) return;
    const pm::Table* table = scene_->table();
    const QString owner = table->rubber().config().seats[std::size_t(seat)].name;
    const int n = scene_->handSize();
    AccessibleCell hand;
    hand.name = pmaccwords::handName(owner);
    hand.sceneRect = scene_->handArea();
    if (mode == PmScene::HandMode::Backs) {
        // Backs only: how many cards, and no child that could name one (PM-16).
        hand.role = QAccessible::Grouping;
        hand.description = pmaccwords::handFaceDown(n);
        cells_ << hand;
        targets_ << Target{Target::Hand};
        return;
    }
    const bool play = mode == PmScene::HandMode::Play;
    hand.role = QAccessible::List;
    hand.description = pmaccwords::handFaceUp(n, play);
    const int handIndex = int(cells_.size());
    cells_ << hand;
    targets_ << Target{Target::Hand};

    const pm::Game& g = table->game();
    const auto& seats = table->rubber().currentRecord().seats;
    const bool toMove = !g.isOver() && seats[std::size_t(g.toMove())] == seat;
    const pm::MoveList legal = play && toMove ? g.legalMoves() : pm::MoveList{};
    const pm::SeatView view = table->viewFor(seat); // the owner's own cards only
    const int selected = scene_->selectedCard();
    const auto& options = scene_->options();
    const bool optionHasFocus =
        onOption_ && !options.empty() && options[std::size_t(scene_->focusedOption())].movesMan();
    for (int i = 0; i < n; ++i) {
        const pm::CardId id = scene_->handCard(i);
        const int value = view.card(id).value;
        std::vector<pm::Move> uses;
        for (const pm::Move& m : legal)
            if (m.card == id) uses.push_back(m);
        AccessibleCell card;
        card.name = pmwords::cardName(value);
        card.description = play ? pmaccwords::cardUse(g.hasTop(), g.topValue(), value, uses)
                                : pmaccwords::cardWaiting();
        card.role = QAccessible::ListItem;
        card.sceneRect = scene_->handCardRect(i);
        card.parent = handIndex;
        card.selected = i == selected;
        card.focused = play && i == selected && !optionHasFocus;
        card.pressable = play;
        cells_ << card;
        targets_ << Target{Target::Card, -1, i};
    }
}

void PmAccessibleCells::addContainer() const {
    const pm::Game& g = scene_->table()->game();
    AccessibleCell container;
    container.name = pmaccwords::containerName();
    container.description =
        pmaccwords::containerContents(g.hasTop(), g.topValue(), int(g.setAside().size()));
    container.role = QAccessible::StaticText;
    container.sceneRect = scene_->containerRect();
    cells_ << container;
    targets_ << Target{Target::Container};
}

} // namespace club::app
