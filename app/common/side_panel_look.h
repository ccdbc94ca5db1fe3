// SPDX-License-Identifier: GPL-3.0-or-later
// The look every game's side panel shares: card stock with ink on it, the
// game's name at the head, and word-wrapped lines of text below.
#pragma once

#include <QString>

#include <utility>

class QLabel;
class QPushButton;
class QVBoxLayout;
class QWidget;

namespace club::app {

/// Card stock behind the panel, ink for its text.
void useCardStock(QWidget* panel);
/// A word-wrapped label in the title face at `points`, added to `layout`
/// (whose widget owns it).
QLabel* addPanelTitle(QVBoxLayout* layout, const QString& text, int points);
/// A word-wrapped label in the text face at `points`, added to `layout`.
QLabel* addPanelText(QVBoxLayout* layout, int points);
/// Two buttons side by side in a row (Undo and Redo, Claim and Pass),
/// added to `layout` (whose widget owns them); their words are the panel's.
std::pair<QPushButton*, QPushButton*> addButtonPair(QVBoxLayout* layout);
/// Shows `text` in a panel's note: in ink for what the game tells (a hint,
/// a lost throw), in red for a correction of the player's click.
void showPanelNote(QLabel* note, const QString& text, bool correction);
/// Whether the note shows a correction (in red).
bool panelNoteIsCorrection(const QLabel* note);

} // namespace club::app
