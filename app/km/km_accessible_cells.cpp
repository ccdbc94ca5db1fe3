// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_accessible_cells.h"

#include "engine/km/notation.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "km_accessible_words.h"
#include "km_scene.h"

#include <QLocale>

#include <array>

namespace club::app {

namespace {

// Cell i is either a row of the board (square NoSquare, `row` its 0-based
// number) or a playable square; rows come top first, as drawn.
struct Slot {
    int row;
    int square;
};

const QList<Slot>& cellLayout() {
    static const QList<Slot> list = [] {
        QList<Slot> out;
        for (int row = km::BoardSize - 1; row >= 0; --row) {
            out.append({row, km::NoSquare});
            for (int column = 0; column < km::BoardSize; ++column)
                if (km::zoneAt(column, row) != km::Zone::Off)
                    out.append({row, km::squareAt(column, row)});
        }
        return out;
    }();
    return list;
}

QString nameOf(int square) {
    return QString::fromStdString(km::squareName(square));
}

// What a square's description needs to know, worked out once per build.
struct Situation {
    const km::Position* position = nullptr;
    bool interactive = false;
    int selected = km::NoSquare;
    QList<int> movable;           ///< the mover's tokens with a step or jump
    QList<km::Move> fromSelected; ///< the selected token's steps and jumps
    QList<int> lodges;            ///< Lodges open to the captured token
    int held = km::NoSquare;      ///< where the captured token waits
    int lastFrom = km::NoSquare, lastTo = km::NoSquare;
    unsigned rowChoice = ~0u;
};

Situation situationOf(const KmScene* scene) {
    Situation s;
    const km::Game& game = scene->table()->game();
    s.position = &game.position();
    s.interactive = scene->isInteractive();
    s.selected = scene->selected();
    s.lodges = scene->lodgeChoices();
    s.held = scene->heldSquare();
    s.rowChoice = scene->rowChoice();
    const km::Phase phase = s.position->phase();
    if (s.interactive && (phase == km::Phase::Move || phase == km::Phase::ExtraMove))
        for (const km::Move& m : game.legalMoves()) {
            if (m.kind != km::MoveKind::Step && m.kind != km::MoveKind::Jump) continue;
            if (!s.movable.contains(m.from)) s.movable.append(m.from);
            if (m.from == s.selected) s.fromSelected.append(m);
        }
    // The last step or jump, as the board marks it.
    for (int i = game.current() - 1; i >= 0; --i) {
        const km::Move& m = game.moves()[std::size_t(i)];
        if (m.kind != km::MoveKind::Step && m.kind != km::MoveKind::Jump) continue;
        s.lastFrom = m.from;
        s.lastTo = m.to;
        break;
    }
    return s;
}

// The rows formed this move (KM-6) that pass through `square`.
QStringList rowSentences(const Situation& s, int square) {
    QStringList out;
    const km::Position& p = *s.position;
    if (p.phase() != km::Phase::ClearRows) return out;
    for (int i = 0; i < p.rowCount(); ++i) {
        const km::Row& row = p.row(i);
        int at = -1;
        for (int k = 0, sq = row.start; k < row.length && sq != km::NoSquare;
             ++k, sq = km::neighbour(sq, row.direction))
            if (sq == square) at = k;
        if (at < 0) continue;
        const QString name = QString::fromStdString(km::rowName(row));
        if (at == 0 || at == row.length - 1)
            out << KmSquareWords::rowEnd(name);
        else if (s.interactive && p.rowCount() > 1)
            out << KmSquareWords::rowMiddle(name, s.rowChoice & (1u << i));
        else
            out << KmSquareWords::rowMiddlePending(name);
    }
    return out;
}

QString describe(const Situation& s, int square) {
    const km::Position& p = *s.position;
    QStringList sentences{KmSquareWords::standing(square, p.at(square))};
    if (square == s.held) sentences << KmSquareWords::heldToken(p.capturedSide());
    if (square == s.selected && s.interactive)
        sentences << KmSquareWords::selected();
    else if (s.movable.contains(square))
        sentences << KmSquareWords::canMove();
    for (const km::Move& m : s.fromSelected)
        if (m.to == square)
            sentences << (m.kind == km::MoveKind::Jump
                              ? KmSquareWords::jumpHere(nameOf(km::jumpedSquare(m)))
                              : KmSquareWords::stepHere());
    if (s.lodges.contains(square)) sentences << KmSquareWords::lodgeOpen();
    sentences << rowSentences(s, square);
    if (square == s.lastFrom) sentences << KmSquareWords::lastMoveFrom();
    if (square == s.lastTo) sentences << KmSquareWords::lastMoveTo();
    return sentences.join(QLatin1Char(' '));
}

QString describeRow(const km::Position& p, int row) {
    std::array<QStringList, 2> squares;
    for (int column = 0; column < km::BoardSize; ++column) {
        if (km::zoneAt(column, row) == km::Zone::Off) continue;
        const int sq = km::squareAt(column, row);
        if (p.at(sq) == km::Cell::A) squares[0] << nameOf(sq);
        if (p.at(sq) == km::Cell::B) squares[1] << nameOf(sq);
    }
    QStringList sentences;
    for (int side = 0; side < 2; ++side)
        if (!squares[std::size_t(side)].isEmpty())
            sentences << KmSquareWords::rowTokens(km::Side(side), squares[std::size_t(side)]);
    return sentences.isEmpty() ? KmSquareWords::rowEmpty() : sentences.join(QLatin1Char(' '));
}

} // namespace

KmAccessibleCells::KmAccessibleCells(KmScene* scene) : scene_(scene) {}

int KmAccessibleCells::cellOfSquare(int square) {
    static const std::array<int, km::SquareCount> index = [] {
        std::array<int, km::SquareCount> out;
        out.fill(-1);
        const QList<Slot>& list = cellLayout();
        for (int i = 0; i < list.size(); ++i)
            if (list[i].square != km::NoSquare) out[std::size_t(list[i].square)] = i;
        return out;
    }();
    return square >= 0 && square < km::SquareCount ? index[std::size_t(square)] : -1;
}

int KmAccessibleCells::squareOfCell(int index) {
    return index >= 0 && index < cellLayout().size() ? cellLayout()[index].square : km::NoSquare;
}

QString KmAccessibleCells::describeSquare(int square) const {
    const int index = cellOfSquare(square);
    return index < 0 ? QString() : accessibleCells()[index].description;
}

KmAccessibleCells::Key KmAccessibleCells::currentKey() const {
    Key key;
    key.revision = scene_->table()->revision();
    key.selected = scene_->selected();
    key.cursor = scene_->cursor();
    key.cursorShown = scene_->isCursorShown();
    key.interactive = scene_->isInteractive();
    key.animating = scene_->isAnimating();
    key.rowChoice = scene_->rowChoice();
    key.language = QLocale().name();
    return key;
}

QList<AccessibleCell> KmAccessibleCells::accessibleCells() const {
    return cache_.cells(currentKey(), [this] { return build(); });
}

QList<AccessibleCell> KmAccessibleCells::build() const {
    const Situation situation = situationOf(scene_);
    const bool cursorShown = scene_->isCursorShown();
    QList<AccessibleCell> cells;
    int rowCell = -1;
    for (const Slot& slot : cellLayout()) {
        AccessibleCell cell;
        if (slot.square == km::NoSquare) {
            rowCell = int(cells.size());
            cell.name = KmSquareWords::boardRow(slot.row + 1);
            cell.description = describeRow(*situation.position, slot.row);
            cell.role = QAccessible::Row;
            cells.append(cell);
            continue;
        }
        cell.name = nameOf(slot.square);
        cell.description = describe(situation, slot.square);
        cell.sceneRect = scene_->squareRect(slot.square);
        cell.parent = rowCell;
        cell.focused = cursorShown && slot.square == scene_->cursor();
        cell.selected = slot.square == situation.selected;
        cell.pressable = scene_->isSquarePressable(slot.square);
        AccessibleCell& row = cells[rowCell];
        row.sceneRect =
            row.sceneRect.isNull() ? cell.sceneRect : row.sceneRect.united(cell.sceneRect);
        cells.append(cell);
    }
    return cells;
}

void KmAccessibleCells::pressAccessibleCell(int index) {
    const int square = squareOfCell(index);
    if (square != km::NoSquare) scene_->clickSquare(square);
}

} // namespace club::app
