// SPDX-License-Identifier: GPL-3.0-or-later
// The side panel of the cribbage table: the match so far (game, deal, who
// deals; each side's score, how far it is from the game hole, and the Once
// Around tallies: corners, games, points, skunks, high hand), the words said
// at the table, and the person's choices of the moment: lay away to the
// crib, say a hand's count (muggins), claim muggins, go on to the next deal
// or game, ask for a hint. It shows what the page tells it; no rules here.
#pragma once

#include <functional>

#include "engine/crib/table.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace club::app {

class CribShownMatch;

class CribSidePanel : public QWidget {
    Q_OBJECT
public:
    /// The heading over the scores: which game of the match, which deal, who deals.
    static QString headingFor(const CribShownMatch& shown, int matchGames, const QString& dealer);
    CribSidePanel(crib::Table* table, QWidget* parent = nullptr);

    /// The match's figures as the table shows them: `shown` and each
    /// side's front peg (never the engine's, which runs ahead of the pegs).
    void refresh(const CribShownMatch& shown, const std::vector<int>& pegs);
    /// The page is `pageWidth` wide: on a large window the panel takes more
    /// of it, so that partners' names and the tallies need not wrap.
    void setRoom(int pageWidth);
    /// A line of the talk, kept as its makings: a change of language says
    /// the talk of the deal again in the new one.
    void addSaid(std::function<QString()> line);
    void clearSaid();
    void setPrompt(const QString& text);
    /// Issue 26: how each seat's phone stands ("phone away"), by seat, said
    /// under its side's scores at the next refresh(); empty for a seat not
    /// on a phone.
    void setPhoneStates(const QStringList& bySeat) { phoneStates_ = bySeat; }
    void setHint(const QString& html);

    /// Which of the person's choices is offered now.
    enum class Ask { Nothing, Discard, Play, Count, Muggins, Continue, NextGame };
    void ask(Ask what, const QString& continueText = QString());
    Ask asking() const { return asking_; }

    QPushButton* discardButton() const { return discard_; }
    QPushButton* countButton() const { return countSay_; }
    QSpinBox* countBox() const { return countBox_; }
    QPushButton* claimButton() const { return claim_; }
    QPushButton* passButton() const { return pass_; }
    QPushButton* continueButton() const { return continue_; }
    QPushButton* nextGameButton() const { return nextGame_; }
    /// Computers only: stops the match at the end of the game.
    QPushButton* stopButton() const { return stop_; }
    QPushButton* hintButton() const { return hint_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* newMatchButton() const { return newMatch_; }
    /// The Phones dialog (issue 26): shown while the match has a phone seat.
    QPushButton* phonesButton() const { return phones_; }
    QLabel* hintLabel() const { return hintText_; }
    QLabel* promptLabel() const { return prompt_; }
    QLabel* headingLabel() const { return heading_; }
    QListWidget* saidList() const { return said_; }
    QLabel* scoresLabel() const { return scores_; }

protected:
    void paintEvent(QPaintEvent* event) override;
    /// Enter in the count box says the count, as its button does.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The width for the page's room and the font (and its scroll area's).
    void applyWidth();

    crib::Table* table_;
    int pageWidth_ = 0;
    Ask asking_ = Ask::Nothing;
    QLabel* heading_;
    QLabel* scores_;
    QLabel* prompt_;
    QPushButton* discard_;
    QSpinBox* countBox_;
    QPushButton* countSay_;
    QPushButton* claim_;
    QPushButton* pass_;
    QPushButton* continue_;
    QPushButton* nextGame_;
    QPushButton* stop_;
    QPushButton* hint_;
    QLabel* hintText_;
    QListWidget* said_;
    QPushButton* undo_;
    QPushButton* newMatch_;
    QPushButton* phones_;
    QList<std::function<QString()>> saidWords_; ///< the makings of said_'s lines
    QStringList phoneStates_;
};

} // namespace club::app
