// SPDX-License-Identifier: GPL-3.0-or-later
// What the table asks now. The engine announces a move's events at once and
// is ahead of the table while the page shows them one by one, so the prompt
// is worked out afresh from what is on show whenever that changes: nothing
// while events wait to be shown, then who decides and what (the count as
// the table shows it), never the words of a turn gone by. A person is asked
// once his turn is laid out, and until he has taken it.
#include "common/computer_turns.h"
#include "common/pass_screen.h"
#include "crib_board_item.h"
#include "crib_page.h"
#include "crib_scene.h"
#include "crib_words.h"
#include "phones/phone_hosting.h"

#include <QPushButton>
#include <QTimer>

namespace club::app {

using crib::Phase;
using Ask = CribSidePanel::Ask;

bool CribPage::personTurnShown(int seat) const {
    return seat >= 0 && pass_->isHidden() && scene_->handSeat() == seat &&
           scene_->handMode() == CribScene::HandMode::Play;
}

CribPage::TurnPrompt CribPage::promptNow() const {
    if (!hasGame()) return {};
    if (waitingCut_) return {}; // the cut screen says who deals; its Deal button goes on
    if (waitingContinue_) {
        if (queue_.empty() || queue_.front().kind != crib::Event::Show)
            return {tr("The hands are counted."), Ask::Continue};
        const QString owner = cribwords::seatName(table_->seats(), lastShow_.seat);
        return {
            (lastShow_.crib ? tr("%1's crib is counted.") : tr("%1's hand is counted.")).arg(owner),
            Ask::Continue};
    }
    if (!queue_.empty()) return {}; // the engine is ahead of the table: nobody is asked yet
    const crib::Match& m = table_->match();
    const int seat = m.toAct();
    const QString name = cribwords::seatName(table_->seats(), seat);
    if (m.phase() == Phase::GameOver) {
        QString result = m.results().empty() ? QString()
                                             : cribwords::resultWords(m.results().back(), m.setup(),
                                                                      table_->seats());
        if (m.isOver()) return {result + QLatin1Char(' ') + tr("The match is over."), Ask::Nothing};
        if (isReplay()) return {result, Ask::Nothing}; // no game follows in a replay
        if (peopleSeated() == 0 && watching_) {
            // Computers only: the match plays on until the person stops it.
            result += QLatin1Char(' ') + tr("The next game starts in a moment.");
            return {result, Ask::Nothing};
        }
        return {result, Ask::NextGame};
    }
    if (isReplay()) return {}; // a replay asks nobody, and nobody thinks in it
    if (table_->isComputerToAct()) return {tr("%1 is thinking\u2026").arg(name), Ask::Nothing};
    if (isPhoneSeat(seat)) return {phoneWaitWords(seat), Ask::Nothing};
    if (!pass_->isHidden()) return {tr("Pass to %1.").arg(name), Ask::Nothing};
    if (!personTurnShown(seat)) return {}; // his turn is not laid out yet
    const bool hint = isSettled();
    switch (m.phase()) {
    case Phase::Discard: {
        const int n = m.discardView(seat).discards;
        const bool own = m.setup().sideOf(seat) == m.setup().sideOf(scene_->shown().dealer());
        // One card is "it", never "them": a sentence of its own, not a plural form.
        const QString text =
            n == 1 ? (own ? tr("%1, choose one card for your own crib, then lay it away.")
                          : tr("%1, choose one card for the dealer's crib, then lay it away."))
            : own  ? tr("%1, choose %n card(s) for your own crib, then lay them away.", "", n)
                   : tr("%1, choose %n card(s) for the dealer's crib, then lay them away.", "", n);
        return {text.arg(name), Ask::Discard, hint};
    }
    case Phase::Play:
        return {tr("%1 to play. The count is %2.").arg(name).arg(scene_->count()), Ask::Play, hint};
    case Phase::Count:
        return {(m.showingCrib() ? tr("%1, count your crib: how many?")
                                 : tr("%1, count your hand: how many?"))
                    .arg(name),
                Ask::Count};
    case Phase::Muggins:
        return {tr("%1, the count missed points. Call muggins and take them?").arg(name),
                Ask::Muggins};
    case Phase::GameOver:
        break;
    }
    return {};
}

QString CribPage::undoRefusal() const {
    if (!hasGame() || canUndo()) return {};
    if (peopleSeated() == 0)
        return tr("Undo takes back a person's choice; the computers alone would only play "
                  "the same again.");
    if (!isSettled()) return tr("Undo waits until the table has shown what was played.");
    const crib::Match& m = table_->match();
    if (table_->undoCrossesGameEnd())
        return tr("A game won stands, with its result in the club's book: Undo takes back "
                  "nothing from before its end.");
    bool chose = false;
    for (const crib::MoveSight& s : m.sights())
        chose = chose || (s.actor >= 0 && table_->seats()[std::size_t(s.actor)].isPerson());
    if (!chose) return tr("There is no choice of yours to take back yet.");
    if (isPhoneSeat(table_->undoSeat()))
        return tr("The last choice was made on %1's phone: the screen does not take it back.")
            .arg(cribwords::seatName(table_->seats(), table_->undoSeat()));
    return tr("Your last choice cannot be taken back: since then the table has shown you "
              "cards you did not know when you made it.");
}

QString CribPage::continueWords() const {
    if (queue_.empty() || queue_.front().kind != crib::Event::Show)
        return tr("&Continue: the next deal");
    return queue_.front().crib ? tr("&Continue: the crib") : tr("&Continue: the next hand");
}

void CribPage::refuseCard(crib::Card card) {
    const crib::Match& m = table_->match();
    if (!hasGame() || !isSettled() || m.phase() != Phase::Play) return;
    // The engine refuses a card of the hand to play for one reason only: CR-10.
    reply_ = [card] {
        return cribwords::capitalised(tr("%1 cannot be played: it would take the count past 31.")
                                          .arg(cribwords::theCard(card)));
    };
    refreshPanel();
    emit statusMessage(reply_());
}

void CribPage::refreshPanel() {
    std::vector<int> pegs;
    for (int side = 0; side < table_->match().sides(); ++side)
        pegs.push_back(scene_->board()->front(side));
    panel_->setPhoneStates(phones_->seatStateWords());
    panel_->refresh(scene_->shown(), pegs);
    panel_->setEnabled(hasGame());
    panel_->undoButton()->setEnabled(canUndo());
    const QString refusal = undoRefusal();
    panel_->undoButton()->setToolTip(refusal.isEmpty() ? tr("Take back your last choice")
                                                       : refusal);
    // Nothing to stop once a match of a set length is over.
    panel_->stopButton()->setVisible(hasGame() && !isReplay() && peopleSeated() == 0 && watching_ &&
                                     !table_->match().isOver());
    panel_->phonesButton()->setVisible(hasGame() && hasPhoneSeat());
    hideInReplay({panel_->undoButton(), panel_->newMatchButton(), panel_->hintButton(),
                  panel_->phonesButton()});
    const TurnPrompt prompt = promptNow();
    if (panel_->asking() != prompt.ask || prompt.ask == Ask::Continue)
        panel_->ask(prompt.ask, prompt.ask == Ask::Continue ? continueWords() : QString());
    const QString reply = reply_ ? reply_() : QString();
    panel_->setPrompt(reply.isEmpty()         ? prompt.text
                      : prompt.text.isEmpty() ? reply
                                              : prompt.text + QLatin1Char('\n') + reply);
    hintAction_->setEnabled(prompt.hint);
    panel_->hintButton()->setEnabled(prompt.hint);
    if (prompt.text != statusSaid_) {
        statusSaid_ = prompt.text;
        emit statusMessage(prompt.text); // an empty one clears a turn gone by
    }
    const crib::Match& m = table_->match();
    if (panel_->asking() == Ask::Discard && m.phase() == Phase::Discard && m.toAct() >= 0)
        panel_->discardButton()->setEnabled(int(scene_->selectedCards().size()) ==
                                            m.discardView(m.toAct()).discards);
}

} // namespace club::app
