// SPDX-License-Identifier: GPL-3.0-or-later
// What the cribbage page says follows the table as it is shown, not the
// engine ahead of it (issue #23). A person plays an Expert with muggins on,
// event by event (the page's pause cut short at each step), through a whole
// deal, into the next and into a new match; the panel, the status bar and
// Hint are written down at every step. Then: the prompt of each moment of a
// deal (a data row each), the figures never ahead of the pegs, the card
// chosen by default playable and a dimmed one explained, and Enter in the
// count box saying the count.
#include "crib/crib_board_item.h"
#include "crib/crib_cut_screen.h"
#include "crib/crib_hint.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_view.h"
#include "crib/crib_words.h"
#include "engine/crib/table.h"
#include "test_settings.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>

using namespace club;
using app::CribScene;
using app::CribSidePanel;
using crib::Event;
using crib::Phase;
using Ask = CribSidePanel::Ask;

namespace {
const QString Ann = QStringLiteral("Ann");
const QString Expert = QStringLiteral("Mr Suckling");

crib::Seat person(const QString& name) {
    return {name, 0, QStringLiteral("person")};
}
crib::Seat computer(const QString& name, crib::Level level) {
    return {name, 1, QString::fromStdString(crib::levelName(level))};
}

/// The page as a person sees it at one step.
struct Snap {
    int match = 1;
    std::vector<Event> shown;  ///< the events of this match the table has shown
    std::optional<Event> next; ///< the event announced after them, not shown yet
    int waiting = 0;           ///< events announced, not shown yet
    bool showing = false;      ///< an event in its pause, or more waiting
    bool settled = false;
    Phase phase = Phase::Discard; ///< the engine's
    int toAct = -1;               ///< the engine's
    QString prompt, status, heading, figures, caption;
    Ask ask = Ask::Nothing;
    bool hint = false, hintButton = false;
    int count = 0;      ///< the count the table shows
    int countCards = 0; ///< the values of the cards on the count, added
    int handSeat = -1;
    CribScene::HandMode mode = CribScene::HandMode::Hidden;
    crib::Hand showCards;
    std::vector<int> pegs;

    const Event* last() const { return shown.empty() ? nullptr : &shown.back(); }
    bool lastIs(Event::Kind kind) const { return last() && last()->kind == kind; }
    /// The last deal shown (its dealer and number), or null.
    const Event* deal() const {
        for (auto it = shown.rbegin(); it != shown.rend(); ++it)
            if (it->kind == Event::Deal) return &*it;
        return nullptr;
    }
    QString key() const {
        return QStringList{QString::number(shown.size()),
                           QString::number(waiting),
                           QString::number(showing),
                           prompt,
                           status,
                           heading,
                           figures,
                           caption,
                           QString::number(int(ask) * 4 + hint * 2 + settled),
                           QString::number(handSeat * 8 + int(mode))}
            .join(QLatin1Char('|'));
    }
};

std::vector<Snap> recorded;

QString describe(const Snap& s) {
    return QStringLiteral("step: shown %1 (last %2), waiting %3, prompt '%4', status '%5', "
                          "heading '%6', hint %7")
        .arg(s.shown.size())
        .arg(s.last() ? int(s.last()->kind) : -1)
        .arg(s.waiting)
        .arg(s.prompt, s.status, s.heading)
        .arg(s.hint);
}

bool isHandCount(const Event& e) {
    return e.kind == Event::Score && e.reason == crib::ScoreReason::Hand && !e.parts.empty();
}

/// The high hand each side has had said aloud so far (CR-25): a hand's
/// count is said with its show, or with the pegs that follow it.
std::vector<int> highHandsSaid(const Snap& s, const crib::Setup& setup) {
    const std::vector<Event>& shown = s.shown;
    std::vector<int> high(std::size_t(setup.sides()), 0);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const Event& e = shown[i];
        if (e.kind == Event::Show && !e.crib) {
            const bool countFollows =
                i + 1 < shown.size() ? isHandCount(shown[i + 1]) : s.next && isHandCount(*s.next);
            if (!countFollows) {
                int& h = high[std::size_t(setup.sideOf(e.seat))];
                h = std::max(h, e.points);
            }
        }
        if (isHandCount(e)) {
            int& h = high[std::size_t(e.side)];
            h = std::max(h, crib::totalOf(e.parts));
        }
    }
    return high;
}
} // namespace

class TestCribTurnPrompt : public QObject {
    Q_OBJECT

    std::unique_ptr<app::CribPage> page_;
    QString status_; ///< the status bar: the page's last message (an empty one clears it)
    std::vector<Event> announced_; ///< this match's events as the engine announced them
    int match_ = 1;

    crib::Table* table() const { return page_->table(); }

    void open() {
        page_ = std::make_unique<app::CribPage>();
        page_->resize(1024, 768);
        page_->show();
        QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
        status_.clear();
        connect(page_.get(), &app::GamePage::statusMessage, this,
                [this](const QString& m) { status_ = m; });
        connect(table(), &crib::Table::happened, this,
                [this](const Event& e) { announced_.push_back(e); });
    }

    void startMatch(const crib::Setup& setup, const std::vector<crib::Seat>& seats,
                    std::uint64_t seed) {
        announced_.clear();
        QVERIFY(page_->startMatch(setup, seats, seed));
    }

    Snap snap() const {
        Snap s;
        s.match = match_;
        const std::size_t shown = announced_.size() - std::size_t(page_->eventsToShow());
        s.shown.assign(announced_.begin(), announced_.begin() + std::ptrdiff_t(shown));
        if (shown < announced_.size()) s.next = announced_[shown];
        s.waiting = page_->eventsToShow();
        s.showing = page_->isShowing();
        s.settled = page_->isSettled();
        s.phase = table()->match().phase();
        s.toAct = table()->match().toAct();
        CribSidePanel* panel = page_->panel();
        s.prompt = panel->promptLabel()->text();
        s.status = status_;
        s.heading = panel->headingLabel()->text();
        s.figures = panel->scoresLabel()->text();
        s.caption = page_->scene()->caption();
        s.ask = panel->asking();
        s.hint = page_->hintAction()->isEnabled();
        s.hintButton = panel->hintButton()->isVisible() && panel->hintButton()->isEnabled();
        s.count = page_->scene()->count();
        for (const auto& [seat, card] : page_->scene()->countCards())
            s.countCards += crib::valueOf(card);
        s.handSeat = page_->scene()->handSeat();
        s.mode = page_->scene()->handMode();
        s.showCards = page_->scene()->showCards();
        for (int side = 0; side < table()->match().sides(); ++side)
            s.pegs.push_back(page_->scene()->board()->front(side));
        return s;
    }

    void record() {
        Snap s = snap();
        if (recorded.empty() || recorded.back().key() != s.key()) recorded.push_back(std::move(s));
    }

    /// The person's decision, as a player would take it.
    void personActs() {
        const crib::Match& m = table()->match();
        CribScene* scene = page_->scene();
        switch (m.phase()) {
        case Phase::Discard: {
            const crib::Hand best = app::bestDiscard(m, m.toAct());
            for (int k = 0; k < int(scene->hand().size()); ++k)
                if (std::count(best.begin(), best.end(), scene->hand()[std::size_t(k)]))
                    scene->pressCard(k);
            page_->layAway();
            break;
        }
        case Phase::Play:
            for (int k = 0; k < int(scene->hand().size()); ++k)
                if (scene->isPlayable(k)) {
                    scene->pressCard(k);
                    break;
                }
            break;
        case Phase::Count: {
            const crib::Hand& cards = m.showingCrib() ? m.crib() : m.kept(m.toAct());
            page_->panel()->countBox()->setValue(crib::countShow(
                std::span<const crib::Card, 4>(cards.data(), 4), m.starter(), m.showingCrib()));
            page_->panel()->countButton()->click();
            break;
        }
        case Phase::Muggins:
            page_->panel()->passButton()->click();
            break;
        case Phase::GameOver:
            break;
        }
    }

    /// Steps the table event by event, recording each step, until `done`.
    bool stepUntil(const std::function<bool()>& done) {
        for (int i = 0; i < 20000; ++i) {
            record();
            if (done()) return true;
            if (page_->showNextNow()) continue;
            if (!page_->cutScreen()->isHidden()) { // CR-1: the cut waits for Deal
                page_->cutScreen()->dealButton()->click();
                continue;
            }
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (page_->isSettled() && table()->match().phase() != Phase::GameOver) {
                personActs();
                continue;
            }
            QTest::qWait(2); // a computer thinks, or pegs move
        }
        return false;
    }

    const Snap* find(const std::function<bool(const Snap&)>& moment) const {
        for (const Snap& s : recorded)
            if (moment(s)) return &s;
        return nullptr;
    }

private slots:
    void initTestCase() {
        club::test::useTestSettings();
        // One pass through a whole deal and into the next, then a new match,
        // written down step by step for the tests below.
        open();
        page_->setPace(100000, 0); // each event stays until the test moves on
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, true},
                   {person(Ann), computer(Expert, crib::Level::Expert)}, 23);
        QVERIFY(stepUntil([this] {
            const crib::Match& m = table()->match();
            return m.dealNumber() == 2 && !page_->isShowing() && page_->isSettled();
        }));
        match_ = 2;
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, true},
                   {person(QStringLiteral("Dora")),
                    computer(QStringLiteral("Mrs Hale"), crib::Level::Standard)},
                   24);
        record();
        QVERIFY(stepUntil([this] { return !page_->isShowing(); }));
        page_.reset();
    }

    void cleanup() { page_.reset(); }

    // Issue 25: with three hands each lays one card away (CR-3), and the
    // prompt says "it", not "them"; with two hands, two cards and "them".
    void theLayingAwayPromptCountsItsCards() {
        for (const int hands : {3, 2}) {
            open();
            page_->setPace(0, 0);
            std::vector<crib::Seat> seats{person(Ann)};
            for (int i = 1; i < hands; ++i) {
                crib::Seat seat =
                    computer(QStringLiteral("Computer %1").arg(i), crib::Level::Standard);
                seat.colour = i; // each its own
                seats.push_back(seat);
            }
            startMatch(crib::Setup{hands, 121,
                                   hands == 3 ? crib::Board::ThreeTrack : crib::Board::TwoTrack,
                                   false},
                       seats, 7);
            // Shown up to the person's laying away (not recorded for the tests below).
            for (int i = 0;
                 i < 2000 && !(table()->match().phase() == Phase::Discard && !page_->isShowing() &&
                               page_->isSettled() && table()->match().toAct() == 0);
                 ++i)
                if (!page_->showNextNow()) {
                    if (page_->panel()->continueButton()->isVisible())
                        page_->panel()->continueButton()->click();
                    else
                        QTest::qWait(5);
                }
            const QString prompt = page_->panel()->promptLabel()->text();
            if (hands == 3)
                QVERIFY2(prompt.contains(QStringLiteral("choose one card")) &&
                             prompt.endsWith(QStringLiteral("then lay it away.")),
                         qPrintable(prompt));
            else
                QVERIFY2(prompt.contains(QStringLiteral("choose 2 card")) &&
                             prompt.endsWith(QStringLiteral("then lay them away.")),
                         qPrintable(prompt));
            page_.reset();
        }
    }

    // At every step: while events wait to be shown nobody is asked
    // anything; Hint only for a person's decision now; the count in the
    // prompt is the table's; the status bar says what the panel says; the
    // heading's deal and dealer are the last deal shown.
    void everyStepFollowsTheTable() {
        QVERIFY(recorded.size() > 40);
        const QRegularExpression toPlay(QStringLiteral("^(.+) to play\\. The count is (\\d+)\\.$"));
        const QRegularExpression heading(
            QStringLiteral("^Game (\\d+) of the match, deal (\\d+)\\. (.+) deals\\.$"));
        for (const Snap& s : recorded) {
            const QString at = describe(s);
            if (s.waiting > 0) {
                QVERIFY2(s.ask == Ask::Nothing || s.ask == Ask::Continue, qPrintable(at));
                QVERIFY2(s.prompt.isEmpty() || s.ask == Ask::Continue, qPrintable(at));
            }
            const bool personDecides = !s.showing && s.settled && s.toAct == 0 &&
                                       (s.phase == Phase::Discard || s.phase == Phase::Play);
            QVERIFY2(s.hint == personDecides, qPrintable(at));
            QVERIFY2(s.hintButton == personDecides, qPrintable(at));
            if (const auto m = toPlay.match(s.prompt); m.hasMatch()) {
                QVERIFY2(!s.showing && s.phase == Phase::Play && s.toAct == 0, qPrintable(at));
                QCOMPARE(m.captured(2).toInt(), s.count);
                QCOMPARE(s.count, s.countCards); // the cards on the table add up to it
            }
            if (!s.prompt.isEmpty() && s.ask != Ask::Continue)
                QVERIFY2(s.status == s.prompt, qPrintable(at));
            if (s.prompt.isEmpty())
                QVERIFY2(!s.status.contains(QStringLiteral(" to play.")) &&
                             !s.status.contains(QStringLiteral("count your")),
                         qPrintable(at));
            if (const Event* deal = s.deal()) {
                const auto h = heading.match(s.heading);
                QVERIFY2(h.hasMatch(), qPrintable(at));
                QCOMPARE(h.captured(2).toInt(), deal->count);
                const QString dealer = deal->seat == 0
                                           ? (s.match == 1 ? Ann : QStringLiteral("Dora"))
                                           : (s.match == 1 ? Expert : QStringLiteral("Mrs Hale"));
                QCOMPARE(h.captured(3), dealer);
            }
        }
    }

    // The panel's figures never run ahead of the pegs: the high hand moves
    // only as a hand's count is said (CR-25), the games and points only
    // with the game's end shown (CR-22, CR-23).
    void figuresNeverAheadOfThePegs() {
        const crib::Setup setup{2, 121, crib::Board::TwoTrack, true};
        const QRegularExpression tally(QStringLiteral(
            "Corners (\\d+), games (\\d+), points (\\d+), skunks (\\d+), high hand (\\d+)\\."));
        int checked = 0;
        for (const Snap& s : recorded) {
            if (s.match != 1) continue;
            const std::vector<int> high = highHandsSaid(s, setup);
            auto it = tally.globalMatch(s.figures);
            for (int side = 0; side < 2; ++side) {
                QVERIFY2(it.hasNext(), qPrintable(s.figures));
                const auto m = it.next();
                const QString at = s.figures + QLatin1Char(' ') + describe(s);
                QCOMPARE(m.captured(2).toInt(), 0); // no game is over in two deals
                QCOMPARE(m.captured(3).toInt(), 0);
                QVERIFY2(m.captured(5).toInt() == high[std::size_t(side)], qPrintable(at));
            }
            checked += high[0] + high[1] > 0;
        }
        QVERIFY(checked > 0); // a hand was counted: the test saw the high hand move
    }

    // Computers alone, muggins on, a game of 61 to its end: until its end is
    // shown no game is won and no points are carried on the panel, however
    // far ahead the engine is (CR-22, CR-23); then the panel has the game.
    void gameEndNotAheadOfThePegs() {
        const std::vector<Snap> deal = std::move(recorded);
        recorded.clear();
        const crib::Setup setup{2, 61, crib::Board::TwoTrack, true};
        open();
        page_->setPace(100000, 0);
        startMatch(setup,
                   {computer(Ann, crib::Level::Standard), computer(Expert, crib::Level::Beginner)},
                   61);
        page_->stopWatching(); // one game
        QVERIFY(stepUntil(
            [this] { return table()->match().phase() == Phase::GameOver && !page_->isShowing(); }));
        const std::vector<Snap> game = std::move(recorded);
        recorded = deal;
        // A game of 61 has no skunks (CR-24): its tallies name none.
        const QRegularExpression tally(
            QStringLiteral("Corners (\\d+), games (\\d+), points (\\d+), high hand (\\d+)\\."));
        const crib::GameResult& result = table()->match().results().back();
        bool endShown = false;
        for (const Snap& s : game) {
            endShown = endShown || std::any_of(s.shown.begin(), s.shown.end(), [](const Event& e) {
                           return e.kind == Event::GameOver;
                       });
            const std::vector<int> high = highHandsSaid(s, setup);
            auto it = tally.globalMatch(s.figures);
            for (int side = 0; side < 2; ++side) {
                QVERIFY2(it.hasNext(), qPrintable(s.figures));
                const auto m = it.next();
                const QString at = s.figures + QLatin1Char(' ') + describe(s);
                const int games = endShown && side == result.winner ? (result.lurch ? 2 : 1) : 0;
                const int points = endShown ? result.scores[std::size_t(side)] : 0;
                QVERIFY2(m.captured(2).toInt() == games, qPrintable(at));
                QVERIFY2(m.captured(3).toInt() == points, qPrintable(at));
                QVERIFY2(m.captured(4).toInt() == high[std::size_t(side)], qPrintable(at));
            }
        }
        QVERIFY(endShown);
    }

    void promptAtEachMoment_data() {
        QTest::addColumn<int>("moment");
        QTest::newRow("discard: Ann lays away (CR-2)") << 0;
        QTest::newRow("the starter turned (CR-8)") << 1;
        QTest::newRow("Ann to play on a count (CR-9)") << 2;
        QTest::newRow("Ann's card on the table, nothing asked (CR-9)") << 3;
        QTest::newRow("the Expert's turn to play (CR-9)") << 4;
        QTest::newRow("a go (CR-10)") << 5;
        QTest::newRow("the pone's hand shown (CR-16)") << 6;
        QTest::newRow("the dealer's hand shown (CR-16)") << 7;
        QTest::newRow("the crib shown (CR-7)") << 8;
        QTest::newRow("muggins: Ann counts her hand (CR-15)") << 9;
        QTest::newRow("muggins: the Expert counts (CR-15)") << 10;
        QTest::newRow("the hands counted, before the next deal (CR-16)") << 11;
        QTest::newRow("a new deal") << 12;
        QTest::newRow("a new match") << 13;
    }

    void promptAtEachMoment() {
        QFETCH(int, moment);
        const auto inMatch1 = [](const Snap& s) { return s.match == 1; };
        const Snap* s = nullptr;
        switch (moment) {
        case 0:
            s = find(
                [&](const Snap& x) { return inMatch1(x) && x.ask == Ask::Discard && x.settled; });
            QVERIFY(s);
            QCOMPARE(
                s->prompt,
                (s->deal()->seat == 0
                     ? app::CribPage::tr(
                           "%1, choose %n card(s) for your own crib, then lay them away.", "", 2)
                     : app::CribPage::tr(
                           "%1, choose %n card(s) for the dealer's crib, then lay them away.", "",
                           2))
                    .arg(Ann));
            QVERIFY(s->hint);
            QCOMPARE(s->status, s->prompt);
            break;
        case 1:
            s = find([&](const Snap& x) { return inMatch1(x) && x.lastIs(Event::Starter); });
            QVERIFY(s);
            QVERIFY(s->showing);
            QVERIFY(!s->prompt.startsWith(Ann)); // nothing is asked of her before the play
            QVERIFY(!s->hint);
            break;
        case 2:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.prompt.startsWith(QStringLiteral("Ann to play")) &&
                       x.count > 0;
            });
            QVERIFY(s);
            QCOMPARE(s->prompt, QStringLiteral("Ann to play. The count is %1.").arg(s->countCards));
            QCOMPARE(s->status, s->prompt);
            break;
        case 3:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.lastIs(Event::Play) && x.last()->seat == 0;
            });
            QVERIFY(s);
            // The turn gone by is said nowhere: the next, if any, is not hers.
            QVERIFY2(!s->prompt.startsWith(Ann), qPrintable(describe(*s)));
            QVERIFY2(!s->status.startsWith(Ann), qPrintable(describe(*s)));
            QVERIFY(!s->hint);
            break;
        case 4:
            s = find([&](const Snap& x) {
                return inMatch1(x) && !x.showing && x.phase == Phase::Play && x.toAct == 1;
            });
            QVERIFY(s);
            QCOMPARE(s->prompt, Expert + QStringLiteral(" is thinking\u2026"));
            QVERIFY(!s->hint);
            break;
        case 5:
            s = find([&](const Snap& x) { return inMatch1(x) && x.lastIs(Event::Go); });
            QVERIFY(s);
            QVERIFY(s->showing);
            QVERIFY(!s->hint); // the go is still on show
            QVERIFY(s->caption.startsWith(QStringLiteral("Go")));
            break;
        case 6:
        case 7:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.lastIs(Event::Show) && !x.last()->crib &&
                       (x.last()->seat == x.deal()->seat) == (moment == 7);
            });
            QVERIFY(s);
            // Not "count your hand", whoever's it was: it is being counted.
            QVERIFY2(!s->prompt.contains(QStringLiteral("count your")), qPrintable(describe(*s)));
            QVERIFY(s->ask != Ask::Count);
            QCOMPARE(s->showCards, s->last()->cards);
            break;
        case 8:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.lastIs(Event::Show) && x.last()->crib;
            });
            QVERIFY(s);
            QVERIFY2(!s->prompt.contains(QStringLiteral("count your")), qPrintable(describe(*s)));
            QVERIFY2(s->heading.contains(QStringLiteral("deal 1.")), qPrintable(s->heading));
            break;
        case 9:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.prompt.startsWith(QStringLiteral("Ann, count your"));
            });
            QVERIFY(s);
            QVERIFY(!s->showing);
            QCOMPARE(s->phase, Phase::Count);
            QCOMPARE(s->toAct, 0);
            QCOMPARE(s->ask, Ask::Count);
            QVERIFY(!s->hint);
            QCOMPARE(s->showCards.size(), std::size_t(4));
            QVERIFY(s->caption.contains(QStringLiteral("Ann's")));
            QVERIFY(s->caption.contains(QStringLiteral("to be counted")));
            break;
        case 10:
            s = find([&](const Snap& x) {
                return inMatch1(x) && !x.showing && x.phase == Phase::Count && x.toAct == 1;
            });
            QVERIFY(s);
            QCOMPARE(s->prompt, Expert + QStringLiteral(" is thinking\u2026"));
            QCOMPARE(s->ask, Ask::Nothing);
            break;
        case 11:
            // The last show's Continue, before the next deal (a computer's
            // hand waits for one of its own: issue 25).
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.ask == Ask::Continue && x.next &&
                       x.next->kind == Event::Deal;
            });
            QVERIFY(s);
            QCOMPARE(s->prompt, QStringLiteral("The hands are counted."));
            // The crib is counted in the deal it belongs to: the heading has not moved on.
            QVERIFY2(s->heading.contains(QStringLiteral("deal 1.")), qPrintable(s->heading));
            break;
        case 12:
            s = find([&](const Snap& x) {
                return inMatch1(x) && x.lastIs(Event::Deal) && x.last()->count == 2;
            });
            QVERIFY(s);
            QVERIFY2(s->heading.contains(QStringLiteral("deal 2.")), qPrintable(s->heading));
            QVERIFY2(s->prompt != QStringLiteral("The hands are counted.") &&
                         !s->prompt.contains(QStringLiteral("count your")),
                     qPrintable(describe(*s)));
            break;
        case 13:
            for (const Snap& x : recorded) {
                if (x.match != 2) continue;
                for (const QString& text : {x.prompt, x.status, x.heading, x.figures})
                    QVERIFY2(!text.contains(Ann) && !text.contains(Expert),
                             qPrintable(describe(x)));
                QVERIFY2(x.heading.startsWith(QStringLiteral("Game 1 of the match")),
                         qPrintable(x.heading));
                s = &x;
            }
            QVERIFY(s);
            break;
        }
    }

    // A person's turn in the play: the card chosen at first is one that can
    // be played, so Space plays at once; Space on a dimmed card says why it
    // cannot go (CR-10).
    void defaultCardIsPlayable() {
        open();
        page_->setPace(0, 0);
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                   {person(Ann), computer(Expert, crib::Level::Expert)}, 5);
        int turns = 0, withDimmed = 0;
        bool explained = false;
        for (int i = 0; i < 20000 && (withDimmed < 3 || !explained); ++i) {
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (!page_->isSettled()) {
                QTest::qWait(2);
                continue;
            }
            const crib::Match& m = table()->match();
            if (m.phase() == Phase::GameOver) { // the cases to see may take more than a game
                QVERIFY(page_->nextGame());
                continue;
            }
            if (m.phase() != Phase::Play) {
                personActs();
                continue;
            }
            CribScene* scene = page_->scene();
            ++turns;
            int dimmed = -1;
            for (int k = 0; k < int(scene->hand().size()); ++k)
                if (!scene->isPlayable(k)) dimmed = k;
            QVERIFY2(scene->isPlayable(scene->focusedCard()),
                     qPrintable(QStringLiteral("turn %1: the card chosen is dimmed").arg(turns)));
            page_->view()->setFocus();
            if (dimmed >= 0) {
                ++withDimmed;
                if (!explained) {
                    // Onto the dimmed card and Space: nothing is played, and why is said.
                    const std::size_t moves = m.record().size();
                    scene->focusCard(dimmed);
                    QTest::keyClick(page_->view(), Qt::Key_Space);
                    QCOMPARE(table()->match().record().size(), moves);
                    const QString why =
                        QStringLiteral("The %1 cannot be played: it would take the count past 31.")
                            .arg(app::cribwords::cardName(scene->hand()[std::size_t(dimmed)]));
                    QVERIFY2(page_->panel()->promptLabel()->text().contains(why),
                             qPrintable(page_->panel()->promptLabel()->text()));
                    QCOMPARE(status_, why);
                    explained = true;
                    for (int k = int(scene->hand().size()) - 1; k >= 0; --k)
                        if (scene->isPlayable(k)) scene->focusCard(k);
                }
            }
            const std::size_t moves = m.record().size();
            QTest::keyClick(page_->view(), Qt::Key_Space); // the card chosen: it goes
            QCOMPARE(table()->match().record().size(), moves + 1);
        }
        QVERIFY(withDimmed >= 3); // the case came up: a dimmed card in the hand
        QVERIFY(explained);
    }

    // Continue after a show, pressed from the keyboard: the keys go back to
    // the table (before, focus fell to the next thing on the panel, the list
    // of what was said, which then drew a focus frame round its first line).
    void continueGivesTheKeysBackToTheTable() {
        open();
        page_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(page_.get()));
        page_->setPace(0, 0);
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                   {person(Ann), computer(Expert, crib::Level::Expert)}, 5);
        int continued = 0;
        for (int i = 0; i < 20000 && continued < 3; ++i) {
            QPushButton* next = page_->panel()->continueButton();
            if (next->isVisible()) {
                QCOMPARE(QApplication::focusWidget(), next); // offered with the keys on it
                QTest::keyClick(next, Qt::Key_Space);
                QWidget* focus = QApplication::focusWidget();
                QVERIFY2(focus == page_->view() || focus == next,
                         qPrintable(focus ? focus->metaObject()->className() : "nothing"));
                QVERIFY(!page_->panel()->saidList()->hasFocus());
                ++continued;
                continue;
            }
            if (!page_->isSettled() || table()->match().phase() == Phase::GameOver) {
                QTest::qWait(2);
                continue;
            }
            personActs();
        }
        QCOMPARE(continued, 3);
    }

    // "At the table" reads as sentences: every line begins with a capital
    // and ends with a stop (a peg in the play was its bare words, "fifteen
    // two, a run of three for three \u2014 five in all", on a line of its own).
    void everyLineAtTheTableIsASentence() {
        open();
        page_->setPace(0, 0);
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, false},
                   {person(Ann), computer(Expert, crib::Level::Expert)}, 5);
        QSet<QString> lines; // each deal's talk starts afresh: gathered as it goes
        QVERIFY(stepUntil([&] {
            QListWidget* said = page_->panel()->saidList();
            for (int i = 0; i < said->count(); ++i)
                lines.insert(said->item(i)->text());
            return table()->match().dealNumber() == 4;
        }));
        QVERIFY(lines.size() > 30);
        bool pegged = false;
        for (const QString& line : lines) {
            QVERIFY2(!line.isEmpty() && line.front().isUpper(), qPrintable(line));
            QVERIFY2(QStringLiteral(".!?").contains(line.back()), qPrintable(line));
            pegged = pegged || line.contains(QLatin1String(" pegs: "));
        }
        QVERIFY(pegged); // the case came up
    }

    // Muggins: Enter in the count box says the count, as its button does (CR-15).
    void enterInTheCountBoxSaysTheCount() {
        open();
        page_->setPace(0, 0);
        startMatch(crib::Setup{2, 121, crib::Board::TwoTrack, true},
                   {person(Ann), computer(Expert, crib::Level::Standard)}, 11);
        for (int i = 0; i < 20000; ++i) {
            if (page_->panel()->continueButton()->isVisible()) {
                page_->panel()->continueButton()->click();
                continue;
            }
            if (!page_->isSettled()) {
                QTest::qWait(2);
                continue;
            }
            if (table()->match().phase() == Phase::Count) break;
            personActs();
        }
        const crib::Match& m = table()->match();
        QCOMPARE(m.phase(), Phase::Count);
        QCOMPARE(m.toAct(), 0);
        const crib::Hand& cards = m.showingCrib() ? m.crib() : m.kept(0);
        const int count = crib::countShow(std::span<const crib::Card, 4>(cards.data(), 4),
                                          m.starter(), m.showingCrib());
        QSpinBox* box = page_->panel()->countBox();
        const std::size_t moves = m.record().size();
        box->selectAll();
        QTest::keyClicks(box, QString::number(count));
        QTest::keyClick(box, Qt::Key_Return);
        const crib::Match& after = table()->match();
        QCOMPARE(after.record().size(), moves + 1);
        QCOMPARE(after.record().back(), (crib::Move{crib::Move::Count, {}, count}));
    }
};

QTEST_MAIN(TestCribTurnPrompt)
#include "tst_crib_turn_prompt.moc"
