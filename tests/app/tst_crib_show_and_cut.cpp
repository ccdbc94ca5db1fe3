// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25 at the cribbage table: the cut for deal on its own screen until
// a person says Deal (CR-1, as P.M. shows its cut); a computer's show waits
// for Continue at any pace, and Return presses Continue; a forced play's
// hint says so; a greyed Undo says why; a game of 61 says nothing of skunks
// (CR-24 has none there).
#include "crib/crib_cut_screen.h"
#include "crib/crib_hint.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_words.h"
#include "engine/core/random.h"
#include "engine/crib/player.h"
#include "engine/crib/score.h"
#include "engine/crib/table.h"

#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace club;
using crib::Event;
using crib::Phase;

namespace {
crib::Seat person(const QString& name) {
    return {name, 0, QStringLiteral("person")};
}
crib::Seat computer(const QString& name, crib::Level level) {
    return {name, 1, QString::fromStdString(crib::levelName(level))};
}
const QString Ann = QStringLiteral("Ann");
const QString Bob = QStringLiteral("Mr Suckling");
} // namespace

class TestCribShowAndCut : public QObject {
    Q_OBJECT

    std::unique_ptr<app::CribPage> page_;
    std::vector<Event> announced_;

    crib::Table* table() const { return page_->table(); }

    void open(int stepMs) {
        page_ = std::make_unique<app::CribPage>();
        page_->resize(1024, 768);
        page_->show();
        QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
        page_->setPace(stepMs, 0);
        announced_.clear();
        connect(table(), &crib::Table::happened, this,
                [this](const Event& e) { announced_.push_back(e); });
    }

    /// The event the table shows next, if the engine has announced it.
    const Event* nextToShow() const {
        const std::size_t shown = announced_.size() - std::size_t(page_->eventsToShow());
        return shown < announced_.size() ? &announced_[shown] : nullptr;
    }

    void personActs() {
        const crib::Match& m = table()->match();
        app::CribScene* scene = page_->scene();
        if (m.phase() == Phase::Discard) {
            const crib::Hand best = app::bestDiscard(m, m.toAct());
            for (int k = 0; k < int(scene->hand().size()); ++k)
                if (std::count(best.begin(), best.end(), scene->hand()[std::size_t(k)]))
                    scene->pressCard(k);
            page_->layAway();
        } else if (m.phase() == Phase::Play) {
            for (int k = 0; k < int(scene->hand().size()); ++k)
                if (scene->isPlayable(k)) {
                    scene->pressCard(k);
                    break;
                }
        }
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { page_.reset(); }

    // CR-1: the cut is laid out, every card under its cutter's name, and
    // the first deal waits for Deal (Return on it); nothing is dealt before.
    void cutWaitsForDeal() {
        open(100);
        QVERIFY(page_->startMatch(crib::Setup{3, 121, crib::Board::ThreeTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard),
                                   computer(QStringLiteral("Cy"), crib::Level::Beginner)},
                                  31));
        app::CribCutScreen* cut = page_->cutScreen();
        QVERIFY(cut->isVisible());
        const int dealer = table()->match().dealer();
        const QString said = cut->announcement();
        for (const QString& name : {Ann, Bob, QStringLiteral("Cy")})
            QVERIFY2(said.contains(name + QStringLiteral(" cuts the ")), qPrintable(said));
        QVERIFY2(said.contains(table()->seats()[std::size_t(dealer)].name +
                               QStringLiteral(" cuts the lowest card and deals first")),
                 qPrintable(said));
        QTest::qWait(600); // several paces: the cut stays
        QVERIFY(cut->isVisible());
        QVERIFY(page_->scene()->hand().empty());
        QVERIFY(!page_->isSettled());
        QTest::keyClick(cut->dealButton(), Qt::Key_Return);
        QVERIFY(cut->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 20000);
        QVERIFY(!page_->scene()->hand().empty());
    }

    // With computers alone the cut is shown for its pause and the match goes on.
    void computersCutAndGoOn() {
        open(20);
        QVERIFY(page_->startMatch(
            crib::Setup{2, 121, crib::Board::TwoTrack, false},
            {computer(Ann, crib::Level::Standard), computer(Bob, crib::Level::Standard)}, 8));
        QVERIFY(page_->cutScreen()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(page_->cutScreen()->isHidden(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(table()->match().record().size() > 2, 10000);
    }

    // A computer's hand or crib stays on the table, its count said, until
    // the person presses Continue, at the quickest pace too; Return on the
    // focused Continue presses it.
    void computersShowWaitsForContinue() {
        open(1);
        QVERIFY(page_->startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 12));
        QTest::keyClick(page_->cutScreen()->dealButton(), Qt::Key_Return);
        int beforeAShow = 0, deals = 0;
        for (int i = 0; i < 40000 && deals < 3; ++i) {
            QPushButton* go = page_->panel()->continueButton();
            if (go->isVisible()) {
                const Event* next = nextToShow();
                QVERIFY(next);
                if (next->kind == Event::Show) {
                    ++beforeAShow;
                    // The show on the table is Bob's, and it is counted in words.
                    QVERIFY2(page_->panel()->promptLabel()->text().startsWith(Bob),
                             qPrintable(page_->panel()->promptLabel()->text()));
                    QCOMPARE(page_->scene()->showCards().size(), std::size_t(4));
                } else {
                    QCOMPARE(next->kind, Event::Deal);
                    ++deals;
                }
                QTest::qWait(30); // the table does not go on by itself
                QVERIFY(go->isVisible());
                QCOMPARE(page_->focusWidget(), go);
                QTest::keyClick(go, Qt::Key_Return);
                QVERIFY2(!go->isVisible() || nextToShow() != next, "Return did nothing");
                continue;
            }
            if (page_->isSettled() && table()->match().phase() != Phase::GameOver) {
                personActs();
                continue;
            }
            QTest::qWait(1);
        }
        QCOMPARE(deals, 3);
        // Bob's hand or crib was followed by another show in every deal.
        QVERIFY2(beforeAShow >= 3, qPrintable(QString::number(beforeAShow)));
    }

    // With muggins (CR-15) the person counts his own hand: once he has said
    // his count, his hand is laid out with it at once. It was held behind
    // Continue, the panel back on the computer's hand he had seen before he
    // was asked ("Mr Suckling's hand is counted").
    void aPersonsOwnCountIsNotHeldBehindContinue() {
        open(1);
        QVERIFY(page_->startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, true},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 12));
        QTest::keyClick(page_->cutScreen()->dealButton(), Qt::Key_Return);
        int ownCounts = 0;
        bool answered = false;
        for (int i = 0; i < 40000 && ownCounts < 3; ++i) {
            QPushButton* go = page_->panel()->continueButton();
            if (go->isVisible()) {
                const Event* next = nextToShow();
                QVERIFY(next);
                QVERIFY2(!(answered && next->kind == Event::Show && next->seat == 0),
                         qPrintable(QStringLiteral("Ann's own count waits behind Continue: ") +
                                    page_->panel()->promptLabel()->text()));
                QTest::keyClick(go, Qt::Key_Return);
                continue;
            }
            const crib::Match& m = table()->match();
            if (answered && page_->eventsToShow() == 0) answered = false;
            if (!page_->isSettled() || m.phase() == Phase::GameOver) {
                QTest::qWait(1);
                continue;
            }
            if (m.phase() == Phase::Count && m.toAct() == 0 && !m.showingCrib()) {
                const crib::Hand& cards = m.kept(0);
                page_->panel()->countBox()->setValue(crib::countShow(
                    std::span<const crib::Card, 4>(cards.data(), 4), m.starter(), false));
                page_->panel()->countButton()->click();
                answered = true;
                ++ownCounts;
                continue;
            }
            if (m.phase() == Phase::Count) {
                const crib::Hand& cards = m.showingCrib() ? m.crib() : m.kept(m.toAct());
                page_->panel()->countBox()->setValue(crib::countShow(
                    std::span<const crib::Card, 4>(cards.data(), 4), m.starter(), m.showingCrib()));
                page_->panel()->countButton()->click();
                continue;
            }
            if (m.phase() == Phase::Muggins) {
                page_->panel()->passButton()->click();
                continue;
            }
            personActs();
        }
        QCOMPARE(ownCounts, 3);
    }

    // A match saved while a show waited for Continue (the next deal already
    // in the record) opens on that show, waiting for Continue again: it
    // opened on the next deal with the pegs moved and the count unseen.
    void aShowSavedOnTheTableOpensOnTheShow() {
        open(1);
        QVERIFY(page_->startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 12));
        QTest::keyClick(page_->cutScreen()->dealButton(), Qt::Key_Return);
        QPushButton* go = page_->panel()->continueButton();
        bool beforeADeal = false;
        for (int i = 0; i < 40000 && !beforeADeal; ++i) {
            if (go->isVisible()) {
                beforeADeal = nextToShow() && nextToShow()->kind == Event::Deal;
                if (!beforeADeal) QTest::keyClick(go, Qt::Key_Return);
            } else if (page_->isSettled()) {
                personActs();
            } else {
                QTest::qWait(1);
            }
        }
        QVERIFY(beforeADeal);
        const std::size_t shown = page_->scene()->showCards().size();
        QVERIFY(shown > 0);
        const int deal = table()->match().dealNumber(), current = table()->current();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("show.cribbage"));
        QVERIFY(table()->trySave(path).isEmpty());

        open(1);
        QCOMPARE(page_->openFile(path), QString());
        go = page_->panel()->continueButton();
        // The move is shown again as it was played: a computer's show in it
        // waits for Continue as before, then the last show for the deal.
        for (int shows = 0;; ++shows) {
            QTRY_VERIFY_WITH_TIMEOUT(go->isVisible(), 10000);
            QVERIFY(nextToShow());
            if (nextToShow()->kind == Event::Deal) break;
            QCOMPARE(nextToShow()->kind, Event::Show);
            QVERIFY(shows < 3);
            QTest::keyClick(go, Qt::Key_Return);
        }
        QCOMPARE(page_->scene()->showCards().size(), shown);
        QCOMPARE(table()->match().dealNumber(), deal);
        QCOMPARE(table()->current(), current);
        QTest::keyClick(go, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 10000);
        QCOMPARE(int(page_->scene()->hand().size()), 6); // the next deal, in Ann's hand
    }

    // A game's end is said large on the table, as a count is, with its
    // score beneath: it was one small line under the starter.
    void theGameEndIsSaidLarge() {
        open(1);
        QVERIFY(page_->startMatch(crib::Setup{2, 61, crib::Board::TwoTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 12));
        QTest::keyClick(page_->cutScreen()->dealButton(), Qt::Key_Return);
        QPushButton* go = page_->panel()->continueButton();
        for (int i = 0; i < 100000 && table()->match().phase() != Phase::GameOver; ++i) {
            if (go->isVisible())
                QTest::keyClick(go, Qt::Key_Return);
            else if (page_->isSettled())
                personActs();
            else
                QTest::qWait(1);
        }
        QCOMPARE(table()->match().phase(), Phase::GameOver);
        QTRY_VERIFY_WITH_TIMEOUT(page_->isSettled(), 20000);
        const crib::GameResult& r = table()->match().results().back();
        const QString winner = table()->seats()[std::size_t(r.winner)].name;
        QCOMPARE(page_->scene()->saidWords(), winner + QStringLiteral(" wins the game."));
        QVERIFY2(page_->scene()->saidSmallWords().startsWith(QStringLiteral("Game to ") + winner +
                                                             QStringLiteral(", 61 to ")),
                 qPrintable(page_->scene()->saidSmallWords()));
        // Enter, the key that went on through the shows, does not deal the
        // next game at once: Next game takes the keys after a moment.
        QPushButton* next = page_->panel()->nextGameButton();
        QVERIFY(next->isVisible());
        QVERIFY(page_->focusWidget() != next);
        QTest::keyClick(page_->focusWidget(), Qt::Key_Return);
        QCOMPARE(table()->match().phase(), Phase::GameOver);
        QTRY_COMPARE_WITH_TIMEOUT(page_->focusWidget(), next, 5000);
        QTest::keyClick(next, Qt::Key_Return);
        QCOMPARE(table()->match().gameNumber(), 2);
    }

    // A forced play: the hint says the card is the only one that can go.
    void forcedPlayHint() {
        int forced = 0, free = 0;
        for (std::uint64_t seed = 1; seed < 60 && (forced < 3 || free < 3); ++seed) {
            crib::Match m(crib::Setup{2, 121, crib::Board::TwoTrack, false}, seed);
            Random rng(seed);
            while (m.phase() != Phase::GameOver && m.dealNumber() < 3) {
                if (m.phase() == Phase::Play) {
                    const app::PlayHint hint = app::playHint(m, m.toAct());
                    const bool only = m.legalMoves().size() == 1;
                    QCOMPARE(hint.reason.contains(QStringLiteral("the only card")), only);
                    if (only) {
                        ++forced;
                        QCOMPARE(hint.card, m.legalMoves().front().cards.front());
                    } else {
                        ++free;
                    }
                }
                m.apply(m.computerMove(crib::Level::Standard, rng));
            }
        }
        QVERIFY(forced >= 3);
        QVERIFY(free >= 3);
    }

    // Issue 28: the play hint says what the Expert's search found: the card
    // he plays, and against the next best (or a card that would peg now) how
    // often the other could score on it, or how much better off it leaves
    // the player by the end of the play.
    void playHintSaysWhatTheSearchFound() {
        int answered = 0, betterOff = 0, declined = 0;
        for (std::uint64_t seed = 1; seed < 80 && (answered < 3 || betterOff < 3 || declined < 1);
             ++seed) {
            crib::Match m(crib::Setup{2, 121, crib::Board::TwoTrack, false}, seed);
            Random rng(seed);
            while (m.phase() != Phase::GameOver && m.dealNumber() < 3) {
                if (m.phase() == Phase::Play && m.legalMoves().size() > 1) {
                    const int seat = m.toAct();
                    const app::PlayHint hint = app::playHint(m, seat);
                    Random same(0x41A7);
                    const auto choices = crib::expertPlayChoices(m.playView(seat), same);
                    QCOMPARE(hint.card, choices.front().card);
                    QVERIFY2(!hint.reason.contains(QLatin1Char('%')), qPrintable(hint.reason));
                    const auto names = [&](crib::Card c) {
                        return hint.reason.contains(app::cribwords::cardName(c));
                    };
                    if (hint.reason.contains(QStringLiteral("can score on it"))) {
                        ++answered;
                        const int next = int(std::lround(choices[1].answered * 10));
                        QVERIFY(names(choices[1].card));
                        QVERIFY2(
                            hint.reason.contains(QStringLiteral("about %1 in 10 could").arg(next)),
                            qPrintable(hint.reason));
                    } else if (hint.reason.contains(QStringLiteral("the next best"))) {
                        ++betterOff;
                        QVERIFY(names(choices[1].card));
                        const double gain = choices[0].net - choices[1].net;
                        QVERIFY2(
                            hint.reason.contains(QStringLiteral("about %1 points")
                                                     .arg(std::round(gain * 10) / 10, 0, 'f', 1)),
                            qPrintable(hint.reason));
                    } else if (hint.reason.contains(QStringLiteral("would peg"))) {
                        ++declined;
                        QVERIFY(
                            std::any_of(choices.begin() + 1, choices.end(),
                                        [&](const crib::PlayChoice& c) { return names(c.card); }));
                    }
                }
                m.apply(m.computerMove(crib::Level::Standard, rng));
            }
        }
        QVERIFY(answered >= 3);
        QVERIFY(betterOff >= 3);
        QVERIFY(declined >= 1);
    }

    // Issue 28: near the end of a two-hand game the hint plays for the
    // game (CR-18): a card that pegs out says it wins the game; a card
    // chosen for a better chance of winning says how good a chance, against
    // the next best card's.
    void playHintNearTheEndPlaysForTheGame() {
        int pegsOut = 0, chances = 0;
        for (std::uint64_t seed = 1; seed < 120 && (pegsOut < 2 || chances < 2); ++seed) {
            crib::Match m(crib::Setup{2, 121, crib::Board::TwoTrack, false}, seed);
            Random rng(seed);
            while (m.phase() != Phase::GameOver) {
                if (m.phase() == Phase::Play && m.legalMoves().size() > 1) {
                    const int seat = m.toAct();
                    Random same(0x41A7);
                    const auto choices = crib::expertPlayChoices(m.playView(seat), same);
                    const app::PlayHint hint = app::playHint(m, seat);
                    QCOMPARE(hint.card, choices.front().card);
                    if (hint.reason.contains(QStringLiteral("wins the game"))) {
                        ++pegsOut;
                        QVERIFY(choices.front().win > 0.999);
                        crib::Match after = m;
                        crib::Move play;
                        play.kind = crib::Move::Play;
                        play.cards = {hint.card};
                        after.apply(play);
                        QCOMPARE(after.phase(), Phase::GameOver);
                        QCOMPARE(after.results().back().winner, seat);
                    } else if (hint.reason.contains(QStringLiteral("chances in 10"))) {
                        ++chances;
                        QVERIFY(choices.front().win >= 0);
                        QVERIFY2(
                            hint.reason.contains(QStringLiteral("about %1 chances in 10")
                                                     .arg(std::lround(choices.front().win * 10))),
                            qPrintable(hint.reason));
                    } else {
                        QVERIFY2(!hint.reason.contains(QStringLiteral("game")),
                                 qPrintable(hint.reason));
                    }
                }
                m.apply(m.computerMove(crib::Level::Standard, rng));
            }
        }
        QVERIFY2(pegsOut >= 2, qPrintable(QString::number(pegsOut)));
        QVERIFY2(chances >= 2, qPrintable(QString::number(chances)));
    }

    // Issue 28: near the end of a two-hand game the discard hint adds each
    // choice's chance of winning, the best chance first, and the phone's
    // reason says so when the choice is not the one worth most points.
    void discardHintNearTheEndShowsTheChanceOfWinning() {
        int nearTheEnd = 0, forTheGame = 0;
        for (std::uint64_t seed = 1; seed < 200 && (nearTheEnd < 3 || forTheGame < 1); ++seed) {
            crib::Match m(crib::Setup{2, 121, crib::Board::TwoTrack, false}, seed);
            Random rng(seed);
            while (m.phase() != Phase::GameOver) {
                if (m.phase() == Phase::Discard) {
                    const int seat = m.toAct();
                    const auto choices = crib::expertDiscardChoices(m.discardView(seat));
                    const QString html = app::discardHintHtml(m, seat);
                    const app::PhoneHint phone = app::phoneHintFor(m, seat);
                    QCOMPARE(app::bestDiscard(m, seat), choices.front().discard);
                    QCOMPARE(phone.move.cards, choices.front().discard);
                    const bool nearEnd = choices.front().win >= 0;
                    QCOMPARE(html.contains(QStringLiteral("To win")), nearEnd);
                    if (nearEnd) {
                        ++nearTheEnd;
                        QVERIFY2(html.contains(QStringLiteral("%1%").arg(
                                     std::lround(choices.front().win * 100))),
                                 qPrintable(html));
                    }
                    const auto most = std::max_element(
                        choices.begin(), choices.end(),
                        [](const auto& a, const auto& b) { return a.total() < b.total(); });
                    const bool differs = nearEnd && most->total() > choices.front().total() + 1e-9;
                    QCOMPARE(phone.reason.contains(QStringLiteral("chances in 10")), differs);
                    if (differs) {
                        ++forTheGame;
                        QVERIFY2(phone.reason.contains(app::cribwords::cardList(most->discard)),
                                 qPrintable(phone.reason));
                    }
                }
                m.apply(m.computerMove(crib::Level::Standard, rng));
            }
        }
        QVERIFY2(nearTheEnd >= 3, qPrintable(QString::number(nearTheEnd)));
        QVERIFY2(forTheGame >= 1, qPrintable(QString::number(forTheGame)));
    }

    // A greyed Undo says why, in a player's words.
    void greyedUndoSaysWhy() {
        open(0);
        QVERIFY(page_->startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 5));
        QTRY_VERIFY(page_->isSettled());
        QPushButton* undo = page_->panel()->undoButton();
        QVERIFY(!undo->isEnabled());
        QCOMPARE(undo->toolTip(), QStringLiteral("There is no choice of yours to take back yet."));
        personActs(); // the discard: the starter is turned after it
        QTRY_VERIFY(page_->isSettled() || page_->panel()->continueButton()->isVisible());
        QVERIFY(!undo->isEnabled());
        QVERIFY2(undo->toolTip().contains(QStringLiteral("cannot be taken back")),
                 qPrintable(undo->toolTip()));

        open(0);
        QVERIFY(page_->startMatch(
            crib::Setup{2, 121, crib::Board::TwoTrack, false},
            {computer(Ann, crib::Level::Standard), computer(Bob, crib::Level::Standard)}, 5));
        QVERIFY(!page_->panel()->undoButton()->isEnabled());
        QVERIFY2(page_->panel()->undoButton()->toolTip().contains(QStringLiteral("computers")),
                 qPrintable(page_->panel()->undoButton()->toolTip()));
    }

    // Six hands: a long count (twelve cards) closes up; its cards never
    // cover the count's figure.
    void longCountLeavesTheFigure() {
        open(0);
        QVERIFY(page_->startMatch(crib::Setup{6, 121, crib::Board::FourTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard),
                                   computer(QStringLiteral("Cy"), crib::Level::Standard),
                                   computer(QStringLiteral("Di"), crib::Level::Standard),
                                   computer(QStringLiteral("Ed"), crib::Level::Standard),
                                   computer(QStringLiteral("Flo"), crib::Level::Standard)},
                                  3));
        app::CribScene* scene = page_->scene();
        int count = 0;
        for (int rank = 0; rank < 3; ++rank)
            for (int suit = 0; suit < 4; ++suit) {
                Event play;
                play.kind = Event::Play;
                play.seat = (rank * 4 + suit) % 6;
                play.card = crib::makeCard(rank, suit);
                count += crib::valueOf(play.card);
                play.count = count;
                scene->present(play, 0);
            }
        QCOMPARE(scene->count(), 24);
        const QRectF figure = scene->countFigureRect();
        QVERIFY(!figure.isEmpty());
        const std::vector<QRectF> cards = scene->countCardRects();
        QCOMPARE(cards.size(), std::size_t(12));
        for (const QRectF& card : cards)
            QVERIFY2(!card.intersects(figure), "a card of the count covers its figure");
    }

    // The point for the go names who pegs it: after "Cy: go. Di: go." with
    // six hands, the log said only "One for the go."
    void goPointNamesWhoPegsIt() {
        const std::vector<crib::Seat> seats{person(Ann), computer(Bob, crib::Level::Standard),
                                            computer(QStringLiteral("Cy"), crib::Level::Standard)};
        Event go;
        go.kind = Event::Score;
        go.reason = crib::ScoreReason::LastCard;
        go.seat = 2;
        go.count = 27;
        go.points = 1;
        QCOMPARE(app::cribwords::eventWords(go, crib::Setup{3, 121, crib::Board::ThreeTrack, false},
                                            seats),
                 QStringLiteral("Cy: one for the go."));
    }

    // With muggins (CR-15) a count said too high pegs only what is there
    // ([R]); the words say so (the line told the true count alone, as if
    // the count said had been taken).
    void anOvercountIsSaidAsSuch() {
        const crib::Setup setup{2, 121, crib::Board::TwoTrack, true};
        crib::Match m(setup, 9);
        Random rng(9);
        std::vector<Event> events;
        for (int i = 0; i < 400 && m.phase() != Phase::Count; ++i) {
            const std::vector<Event> out = m.apply(m.computerMove(crib::Level::Beginner, rng));
            events.insert(events.end(), out.begin(), out.end());
        }
        QCOMPARE(m.phase(), Phase::Count);
        const int seat = m.toAct();
        const crib::Hand& cards = m.showingCrib() ? m.crib() : m.kept(seat);
        const int worth = crib::countShow(std::span<const crib::Card, 4>(cards.data(), 4),
                                          m.starter(), m.showingCrib());
        QVERIFY(worth < 29);
        const std::vector<Event> out = m.apply({crib::Move::Count, {}, 29});
        const auto show = std::find_if(out.begin(), out.end(),
                                       [](const Event& e) { return e.kind == Event::Show; });
        QVERIFY(show != out.end());
        const std::vector<crib::Seat> seats{person(Ann), person(QStringLiteral("Bob"))};
        const QString words = app::cribwords::eventWords(*show, setup, seats);
        QVERIFY2(words.endsWith(app::cribwords::seatName(seats, seat) +
                                QStringLiteral(" said 29: only what is there is pegged.")),
                 qPrintable(words));
        // A count said right is told as before.
        Event right = *show;
        right.count = right.points;
        QVERIFY(!app::cribwords::eventWords(right, setup, seats).contains(QStringLiteral("said")));
    }

    void panelSaysSkunksOnlyAt121_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<bool>("skunks");
        QTest::newRow("CR-24 121: skunks") << 121 << true;
        QTest::newRow("CR-24, CR-18 61: no skunk") << 61 << false;
    }

    // The panel's tallies name skunks only in a game that has them.
    void panelSaysSkunksOnlyAt121() {
        QFETCH(int, game);
        QFETCH(bool, skunks);
        open(0);
        QVERIFY(page_->startMatch(crib::Setup{2, game, crib::Board::TwoTrack, false},
                                  {person(Ann), computer(Bob, crib::Level::Standard)}, 5));
        const QString figures = page_->panel()->scoresLabel()->text();
        QVERIFY2(figures.contains(QStringLiteral("Corners")), qPrintable(figures));
        QCOMPARE(figures.contains(QStringLiteral("skunk")), skunks);
    }
};

QTEST_MAIN(TestCribShowAndCut)
#include "tst_crib_show_and_cut.moc"
