// SPDX-License-Identifier: GPL-3.0-or-later
// The flow of a match on the page: the table's events are queued and shown
// one at a time at a pace a person can follow; once the queue is empty the
// page sees whose decision it is: a computer thinks off the GUI thread, a
// person gets his hand (after the pass screen when several people share the
// screen), or the game is over and the people may play on.
#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/pass_screen.h"
#include "crib_board_item.h"
#include "crib_cut_screen.h"
#include "crib_page.h"
#include "crib_phone_table.h"
#include "crib_scene.h"
#include "crib_side_panel.h"
#include "crib_view.h"
#include "crib_words.h"

#include <QAction>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace club::app {

using crib::Event;
using crib::Phase;

void CribPage::onHappened(const Event& event) {
    queue_.push_back(event);
    reply_ = nullptr; // the table moves on from the choice refused
    // The table announces a whole move's events in one go: take them up once
    // all are queued, so none is shown against a state it has not reached.
    if (!stepTimer_->isActive() && !waitingContinue_) stepTimer_->start(0);
    refreshPanel(); // the turn taken is no longer asked for
}

void CribPage::onReset() {
    queue_.clear();
    heldShow_ = Event{};
    stepTimer_->stop();
    computers_->stop();
    nextGameTimer_->stop();
    waitingContinue_ = false;
    waitingCut_ = false;
    cut_->hide();
    showSeen_ = false;
    lastShow_ = Event{};
    countedBy_ = -1;
    confirmed_ = -1;
    reply_ = nullptr;
    pass_->hide();
    scene_->showHand(-1, CribScene::HandMode::Hidden);
    scene_->syncFromTable();
    if (isReplay()) tellTheDealSoFar();
    refreshPanel();
}

bool CribPage::isShowCount(const Event& e) {
    return e.kind == Event::Score &&
           (e.reason == crib::ScoreReason::Hand || e.reason == crib::ScoreReason::Crib) &&
           !e.parts.empty();
}

bool CribPage::countFollows(const Event& e, const Event* next) {
    return e.kind == Event::Show && next && isShowCount(*next);
}

int CribPage::delayFor(const Event& e) const {
    int base = 0;
    switch (e.kind) {
    case Event::CutForDeal:
        base = 1400;
        break;
    case Event::Deal:
        base = 500;
        break;
    case Event::Discard:
        base = 250;
        break;
    case Event::Starter:
        base = 1000;
        break;
    case Event::Play:
        base = 850;
        break;
    case Event::Go:
        base = 750;
        break;
    case Event::CountReset:
        base = 650;
        break;
    case Event::Show:
        base = 2600;
        break;
    case Event::Score:
        base = isShowCount(e) ? 2400 // the count said and pegged: time to follow it
               : e.reason == crib::ScoreReason::Play && e.peg.points() == 0 ? 0
                                                                            : 800;
        break;
    case Event::Corner:
        base = 1000;
        break;
    case Event::GameOver:
        base = 600;
        break;
    }
    return base * stepMs_ / 700;
}

void CribPage::processQueue() {
    while (!queue_.empty()) {
        const Event e = queue_.front();
        // After the show, the cards stay on the table until a person has seen them.
        if (waitsBefore(e)) {
            waitingContinue_ = true;
            // The screen holds the show for its people: the phones' holders
            // go on meanwhile (a phone waited on the screen's Continue).
            phoneTable_->screenCaughtUp();
            refreshPanel(); // offers Continue
            panel_->continueButton()->setFocus(Qt::OtherFocusReason);
            emit actionsChanged();
            return;
        }
        queue_.pop_front();
        if (e.kind == Event::CutForDeal) {
            showCut(e);
            if (waitingCut_) return; // Deal on the cut screen goes on
            const int ms = delayFor(e);
            if (ms > 0) {
                stepTimer_->start(ms);
                return;
            }
            continue;
        }
        cut_->hide(); // the deal is on the table
        // A show whose count comes with the Score after it: the cards are
        // laid out first, and the count is said when the pegs move.
        const bool countFollows =
            CribPage::countFollows(e, queue_.empty() ? nullptr : &queue_.front());
        if (e.kind == Event::Show) {
            showSeen_ = true;
            lastShow_ = e;
            countedBy_ = -1;
        }
        if (e.kind == Event::Deal) showSeen_ = false;
        const int ms = countFollows ? 1300 * stepMs_ / 700 : delayFor(e);
        scene_->present(e, std::min(ms, 600), countFollows);
        if (e.kind == Event::Deal && scene_->handSeat() >= 0)
            scene_->showHand(scene_->handSeat(), scene_->handMode());
        say(e, countFollows);
        refreshPanel();
        if (ms > 0) {
            stepTimer_->start(ms);
            return;
        }
    }
    decide();
}

void CribPage::showCut(const Event& first) {
    // CR-1: every round of the cut (ties cut again) on the screen at once.
    std::vector<Event> rounds{first};
    while (!queue_.empty() && queue_.front().kind == Event::CutForDeal) {
        rounds.push_back(queue_.front());
        queue_.pop_front();
    }
    for (const Event& round : rounds) {
        scene_->present(round, 0, false);
        panel_->addSaid([round, setup = table_->match().setup(), seats = table_->seats()] {
            return cribwords::saidWords(round, setup, seats);
        });
    }
    cut_->showCut(rounds, table_->seats());
    // A person sees who deals and why before the cards come; at once (pace
    // 0, for tests) or with computers alone it stays its pause.
    // (Phones have no Deal button: with people on phones only, it keeps its pause.)
    waitingCut_ = screenPeopleSeated() > 0 && stepMs_ > 0;
    if (waitingCut_) phoneTable_->screenCaughtUp(); // the phones wait for Deal
    refreshPanel();
    emit actionsChanged();
}

void CribPage::onCutSeen() {
    if (!waitingCut_) return;
    waitingCut_ = false;
    processQueue();
}

bool CribPage::waitsBefore(const Event& next) const {
    // Continue is the screen's: with people on phones only, the shows keep
    // their pauses as with computers.
    if (!showSeen_ || screenPeopleSeated() == 0) return false;
    if (next.kind == Event::Deal) return true;
    // At any pace: a computer's or a phone's count is read and counted along
    // before the next hand covers it.
    if (next.kind != Event::Show || lastShow_.seat < 0) return false;
    // His own count, just said: he saw the show before it when he was asked.
    if (next.seat == countedBy_) return false;
    const crib::Seat& owner = table_->seats()[std::size_t(lastShow_.seat)];
    return !owner.isPerson() || owner.phone;
}

bool CribPage::isShowing() const {
    return !queue_.empty() || stepTimer_->isActive() || waitingCut_;
}

bool CribPage::showNextNow() {
    if (!stepTimer_->isActive()) return false;
    stepTimer_->stop();
    scene_->board()->finishMoves();
    processQueue();
    return true;
}

void CribPage::say(const Event& e, bool countFollows) {
    const crib::Match& m = table_->match();
    const crib::Setup& setup = m.setup();
    const std::vector<crib::Seat>& seats = table_->seats();
    if (e.kind == Event::Deal) {
        panel_->clearSaid(); // each deal's talk on its own: old cards are gone
        // A new game's first deal: how the last game went is still said (by
        // its number: a replay tells this deal after the game's end too).
        const int last = m.gameNumber() - 2;
        if (e.count == 1 && last >= 0 && last < int(m.results().size()))
            panel_->addSaid([r = m.results()[std::size_t(last)], setup, seats] {
                return cribwords::resultWords(r, setup, seats);
            });
        // Stop was asked for: it still holds, so it is still said.
        if (!isReplay() && peopleSeated() == 0 && !watching_)
            panel_->addSaid([] { return tr("The match stops at the end of this game."); });
    }
    if (countFollows) {
        heldShow_ = e; // said with its Score
        return;
    }
    if (isShowCount(e) && heldShow_.kind == Event::Show) {
        panel_->addSaid(
            [e = heldShow_, setup, seats] { return cribwords::saidWords(e, setup, seats); });
        heldShow_ = Event{};
    } else {
        panel_->addSaid([e, setup, seats] { return cribwords::saidWords(e, setup, seats); });
    }
    if (e.kind == Event::GameOver && !m.results().empty())
        panel_->addSaid([r = m.results().back(), setup, seats] {
            return cribwords::resultWords(r, setup, seats);
        });
}

void CribPage::tellTheDealSoFar() {
    panel_->clearSaid();
    heldShow_ = Event{};
    const std::vector<Event> events = table_->eventsOfTheDeal();
    for (std::size_t i = 0; i < events.size(); ++i)
        say(events[i], countFollows(events[i], i + 1 < events.size() ? &events[i + 1] : nullptr));
    heldShow_ = Event{};
}

int CribPage::peopleSeated() const {
    int n = 0;
    for (const crib::Seat& s : table_->seats())
        n += s.isPerson();
    return n;
}

int CribPage::screenPeopleSeated() const {
    int n = 0;
    for (const crib::Seat& s : table_->seats())
        n += s.isPerson() && !s.phone;
    return n;
}

int CribPage::onlyPerson() const {
    // A phone's holder looks at the screen: with one, nobody's hand lies
    // face up, and a phone's own never does.
    if (peopleSeated() != 1) return -1;
    for (int s = 0; s < int(table_->seats().size()); ++s)
        if (table_->seats()[std::size_t(s)].isPerson())
            return table_->seats()[std::size_t(s)].phone ? -1 : s;
    return -1;
}

bool CribPage::isSettled() const {
    return queue_.empty() && !stepTimer_->isActive() && !waitingContinue_ && !waitingCut_ &&
           !computers_->isBusy() && !scene_->isAnimating() && !table_->isComputerToAct();
}

void CribPage::decide() {
    if (!hasGame() || !queue_.empty() || waitingContinue_ || waitingCut_) return;
    // Where the hand face up may be any seat's, it is named under it: a
    // replay showed whoever acted where the player's own hand sits.
    scene_->setNamesTheHand(isReplay() || peopleSeated() > 1);
    phoneTable_->screenCaughtUp(); // the phones see what the screen now shows
    const crib::Match& m = table_->match();
    const int seat = m.toAct();
    nextGameAction_->setEnabled(false);
    panel_->setHint(QString());
    statusSaid_.clear(); // the turn is said in the status bar again
    if (m.phase() == Phase::GameOver) {
        scene_->showHand(onlyPerson(), CribScene::HandMode::Watch);
        nextGameAction_->setEnabled(!m.isOver()); // a match of a set length ends
        // Computers only: the match plays on, game after game, until the
        // person stops it or its last game is won.
        if (peopleSeated() == 0 && watching_ && !m.isOver())
            nextGameTimer_->start(betweenGamesMs());
        refreshPanel();
        if (panel_->asking() == CribSidePanel::Ask::NextGame) {
            // Not at once: a person going on through the shows with Enter
            // dealt the next game with the same key before the end was
            // read. The keys stay on the table a moment, then Enter deals.
            view_->setFocus(Qt::OtherFocusReason);
            QTimer::singleShot(NextGameFocusMs, this, [this] {
                const bool stillAsked = hasGame() && table_->match().phase() == Phase::GameOver &&
                                        panel_->asking() == CribSidePanel::Ask::NextGame;
                if (stillAsked && (!focusWidget() || focusWidget() == view_))
                    panel_->nextGameButton()->setFocus(Qt::OtherFocusReason);
            });
        }
        if (m.isOver())
            autosaver()->remove(); // a finished match is not offered again
        else
            autosaver()->writeNow(); // the match goes on: its tallies are worth keeping
        emit actionsChanged();
        return;
    }
    if (isReplay()) { // every hand may be seen now: the one to act is shown
        scene_->showHand(seat, CribScene::HandMode::Watch);
        refreshPanel();
        emit actionsChanged();
        return;
    }
    if (table_->isComputerToAct()) {
        // Several people: no hand is face up while a computer decides.
        scene_->showHand(onlyPerson(), CribScene::HandMode::Watch);
        refreshPanel(); // says who is thinking
        computers_->schedule();
        emit actionsChanged();
        return;
    }
    if (isPhoneSeat(seat)) {
        // Issue 26: the phone shows its hand; the table waits for it, no
        // hand face up (its holder sees the screen), and says whom for.
        confirmed_ = -1; // the next person at the screen is passed the cards again
        scene_->showHand(onlyPerson(), CribScene::HandMode::Watch);
        refreshPanel();
        emit actionsChanged();
        return;
    }
    // Several people in all (on phones too): a hand is shown after the pass screen.
    if (peopleSeated() > 1 && confirmed_ != seat) {
        passTheScreenTo(seat);
        refreshPanel();
        emit actionsChanged();
        return;
    }
    personTurn(seat);
}

void CribPage::passTheScreenTo(int seat) {
    confirmed_ = -1; // nobody has taken the screen yet
    scene_->showHand(-1, CribScene::HandMode::Hidden);
    pass_->showFor(cribwords::seatName(table_->seats(), seat));
}

void CribPage::personTurn(int seat) {
    const crib::Match& m = table_->match();
    scene_->showHand(seat, CribScene::HandMode::Play);
    if (m.phase() == Phase::Play) scene_->focusPlayable(); // Space plays at once
    if (m.phase() == Phase::Count) {
        panel_->countBox()->setValue(0);
        scene_->layOutForCount();
    }
    refreshPanel(); // the prompt and the choice of the moment
    if (m.phase() == Phase::Count) panel_->countBox()->setFocus(Qt::OtherFocusReason);
    if (m.phase() == Phase::Muggins) panel_->claimButton()->setFocus(Qt::OtherFocusReason);
    if ((m.phase() == Phase::Discard || m.phase() == Phase::Play) && isVisible())
        view_->setFocus(Qt::OtherFocusReason); // the keys work on the hand
    emit actionsChanged();
}

bool CribPage::nextGame() {
    nextGameTimer_->stop();
    if (isReplay() || !hasGame() || table_->match().phase() != Phase::GameOver ||
        table_->match().isOver() || pass_->isVisible())
        return false;
    if (!isSettled()) {
        // The last pegs still moving: the computers wait for them.
        if (peopleSeated() == 0 && watching_) nextGameTimer_->start(100);
        return false;
    }
    if (peopleSeated() == 0) watching_ = true; // the person asked for more
    // The show that won the game was seen, its result said: Next game is
    // the going on, the new deal does not wait for Continue as after a show.
    showSeen_ = false;
    nextGameAction_->setEnabled(false);
    panel_->ask(CribSidePanel::Ask::Nothing);
    table_->play({crib::Move::NextGame, {}, 0});
    autosaver()->schedule();
    return true;
}

void CribPage::stopWatching() {
    if (!watching_) return;
    watching_ = false;
    const bool between = nextGameTimer_->isActive();
    nextGameTimer_->stop();
    const auto said = [between] {
        return between ? tr("The match stops here.")
                       : tr("The match stops at the end of this game.");
    };
    panel_->addSaid(said);
    emit statusMessage(said());
    if (between) decide(); // offers Next game
    refreshPanel();
}

void CribPage::personPlays(const crib::Move& move) {
    if (!hasGame() || !isSettled() || pass_->isVisible()) return;
    if (!table_->match().isLegal(move)) {
        reply_ = [] { return tr("That is not allowed now."); };
        refreshPanel();
        return;
    }
    // Several people: the hand goes face down the moment its owner has acted;
    // one: it stays face up, taking no clicks until his next turn.
    if (peopleSeated() > 1)
        scene_->showHand(-1, CribScene::HandMode::Hidden);
    else
        scene_->showHand(scene_->handSeat(), CribScene::HandMode::Watch);
    if (move.kind == crib::Move::Count) countedBy_ = table_->match().toAct();
    table_->play(move);
    autosaver()->schedule();
}

} // namespace club::app
