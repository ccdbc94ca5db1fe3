// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15: a party night's table played in the program. "Play This Table
// Here" on the night's page plays the table's game on the game's own page
// (one game of P.M. for a drive, a partner game of Patchesi for a
// knockout), through the real main window; its end records the engine's
// scores or winning pair for that table and shows the night again. A game
// left before its end records nothing.
#include "common/pass_screen.h"
#include "engine/party/night.h"
#include "engine/pat/rules.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "party/party_page.h"
#include "party/party_result_panel.h"
#include "party/party_tables_view.h"
#include "pat/pat_page.h"
#include "pat/pat_scene.h"
#include "pat/pat_side_panel.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_side_panel.h"
#include "test_settings.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace club;
using app::PartyPage;

namespace {

party::Setup drive(int people, std::uint64_t seed) {
    party::Setup setup;
    setup.format = party::Format::Drive;
    for (int i = 0; i < people; ++i)
        setup.entrants.push_back({{QStringLiteral("Player %1").arg(QChar('A' + i))}});
    setup.options.rounds = 2;
    setup.seed = seed;
    return setup;
}

party::Setup knockout(int pairs, std::uint64_t seed) {
    party::Setup setup;
    setup.format = party::Format::Knockout;
    for (int i = 0; i < pairs; ++i)
        setup.entrants.push_back(
            {{QStringLiteral("Lady %1").arg(i + 1), QStringLiteral("Gent %1").arg(i + 1)}});
    setup.seed = seed;
    return setup;
}

} // namespace

class TestPartyHosted : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    PartyPage* page_ = nullptr;
    app::PmPage* pm_ = nullptr;
    app::PatPage* pat_ = nullptr;

    const party::NightState& night() const { return page_->night()->state(); }

    void openNight(const party::Setup& setup) {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        page_ = window_->page<PartyPage>();
        pm_ = window_->page<app::PmPage>();
        pat_ = window_->page<app::PatPage>();
        QVERIFY(page_ && pm_ && pat_);
        pm_->setPace(0, 0);
        pat_->setPace(0, 0);
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        QCOMPARE(window_->currentGamePage(), page_);
    }

    /// Chooses the table on the night's page and presses the new button.
    void playHere(int table) {
        page_->tablesView()->card(table)->click();
        QCOMPARE(page_->resultPanel()->table(), table);
        QPushButton* play = page_->resultPanel()->playButton();
        QVERIFY(play->isVisible());
        QVERIFY(play->isEnabled());
        QTest::mouseClick(play, Qt::LeftButton);
    }

    /// Game > Choose a Game, as a player leaves a game.
    void toChooser() {
        for (QAction* action : window_->findChildren<QAction*>())
            if (action->text() == QLatin1String("&Choose a Game")) return action->trigger();
        QFAIL("no Choose a Game");
    }

    QStringList names(const party::Table& table) const {
        QStringList out;
        for (int e : table.seats)
            out << night().entrants()[std::size_t(e)].names;
        return out;
    }

    /// Plays `count` legal moves (all of them with -1) on the P.M. page's
    /// table, chosen from the engine's legal moves by a fixed rule.
    void playPm(int count = -1) {
        for (int i = 0; i != count && !pm_->table()->game().isOver(); ++i) {
            const pm::MoveList moves = pm_->table()->game().legalMoves();
            QVERIFY(!moves.empty());
            QVERIFY(pm_->table()->play(moves[(i * 7) % moves.size()]));
        }
    }

    /// Throws and chooses for the Patchesi page's people until the end.
    void playPat() {
        for (int i = 0; i < 20000 && !pat_->table()->isOver(); ++i) {
            const auto ready = [this] {
                const pat::Table* t = pat_->table();
                return t->isOver() ||
                       (!pat_->scene()->isAnimating() &&
                        (t->phase() == pat::Phase::Throw || t->phase() == pat::Phase::Choose));
            };
            QVERIFY(QTest::qWaitFor(ready, 20000));
            if (pat_->table()->isOver()) break;
            if (pat_->table()->phase() == pat::Phase::Throw) {
                pat_->throwDie();
            } else {
                const QList<pat::Move> moves = pat_->table()->legalMoves();
                QVERIFY(!moves.isEmpty());
                pat_->playCounter(moves[i % moves.size()].counter);
            }
        }
        QVERIFY(pat_->table()->isOver());
    }

    /// Answers the window's "Abandon the Game?" once it is asked.
    static void answerAbandon(bool abandon) {
        QTimer::singleShot(10, [abandon] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return answerAbandon(abandon);
            box->button(abandon ? QMessageBox::Discard : QMessageBox::Cancel)->click();
        });
    }

private slots:
    void initTestCase() {
        club::test::useClearTestSettings(QStringLiteral("players-club-party-hosted-tests"));
    }

    void init() {
        for (const QString& path :
             {PartyPage::autosavePath(), app::PmPage::autosavePath(), app::PatPage::autosavePath()})
            QFile::remove(path);
    }

    void cleanup() {
        window_.reset();
        page_ = nullptr;
        pm_ = nullptr;
        pat_ = nullptr;
    }

    void driveTablePlayedHere() {
        party::Setup setup = drive(9, 41); // tables of 5 and 4
        setup.title = QStringLiteral("Whist Drive");
        openNight(setup);
        const party::Table table = night().rounds().back().tables[0];
        QCOMPARE(table.seats.size(), std::size_t(5));
        playHere(1);
        // One game of P.M. with the table's people, all persons, coloured
        // as the new-rubber dialog would.
        QCOMPARE(window_->currentGamePage(), pm_);
        QVERIFY(pm_->table()->hasRubber());
        const pm::RubberConfig& config = pm_->table()->rubber().config();
        QCOMPARE(config.games, 1);
        QCOMPARE(config.seats.size(), table.seats.size());
        for (std::size_t s = 0; s < config.seats.size(); ++s) {
            QCOMPARE(config.seats[s].name, names(table)[int(s)]);
            QCOMPARE(config.seats[s].colour, int(s));
            QVERIFY(config.seats[s].isPerson());
        }
        QVERIFY(pm_->cutScreen()->isVisible());
        pm_->cutScreen()->dealButton()->click();
        // Issue 25: the side panel names the night and the table, not a
        // rubber's game count; nothing of a rubber shows for one game.
        bool named = false;
        for (const QLabel* l : pm_->panel()->findChildren<QLabel*>())
            named =
                named || (l->isVisible() &&
                          l->text().startsWith(QStringLiteral("Whist Drive, round 1, table 1\n")));
        QVERIFY(named);
        auto* scores = pm_->panel()->findChild<QTableWidget*>();
        QVERIFY(scores->isColumnHidden(2)); // the rubber column
        QSignalSpy over(pm_, &app::GamePage::hostedGameOver);
        playPm();
        QCOMPARE(over.size(), 1);
        const pm::Rubber& rubber = pm_->table()->rubber();
        QVERIFY(rubber.isOver()); // one game, not a rubber of five
        std::vector<int> expected;
        for (int s = 0; s < rubber.players(); ++s)
            expected.push_back(rubber.score(0, s).value());
        // The game's end stays on screen: the final board, the winner and
        // the scores sent to the night, which has them already.
        QTest::qWait(20);
        QCOMPARE(window_->currentGamePage(), pm_);
        QVERIFY(night().table(0, 1)->result);
        const QString end = pm_->panel()->resultText();
        QVERIFY2(end.contains(QStringLiteral(" wins game 1 with ")) ||
                     end.contains(QStringLiteral(" share game 1 with ")),
                 qPrintable(end));
        QVERIFY2(end.contains(QStringLiteral("Sent to the night: %1 %2")
                                  .arg(names(table)[0],
                                       QString::number(expected[0]).replace('-', QChar(0x2212)))),
                 qPrintable(end));
        QVERIFY2(!end.contains(QStringLiteral("rubber")), qPrintable(end));
        // ... nor above it: one game is over, not a rubber.
        QCOMPARE(pm_->panel()->turnText(), QStringLiteral("The game is over."));
        QVERIFY(pm_->panel()->newRubberButton()->isHidden());
        QPushButton* back = pm_->panel()->backToNightButton();
        QVERIFY(back->isVisible());
        QTest::mouseClick(back, Qt::LeftButton);
        // Back on the night, the table's result is the engine's scores.
        QCOMPARE(window_->currentGamePage(), page_);
        const party::Table* done = night().table(0, 1);
        QVERIFY(done && done->result);
        QCOMPARE(done->result->scores, expected);
        QCOMPARE(done->result->source, party::Source::App);
        QCOMPARE(night().log().size(), std::size_t(1));
        QCOMPARE(page_->resultPanel()->table(), 1);
        for (int s = 0; s < int(expected.size()); ++s)
            QCOMPARE(page_->resultPanel()->scoreBoxes()[s]->property("text").toString().toInt(),
                     expected[std::size_t(s)]);
        QVERIFY(!page_->resultPanel()->playButton()->isEnabled()); // its result is in
        QVERIFY(!pm_->hasGameInProgress());
        QVERIFY(!QFile::exists(app::PmPage::autosavePath()));
    }

    // A P.M. save keeps names of at most 40 units: a longer name from the
    // night is cut between whole characters, never through an emoji or
    // between a letter and its accent.
    void longNamesCutBetweenWholeCharacters() {
        const QString a(39, QLatin1Char('A')), b(39, QLatin1Char('B'));
        party::Setup setup = drive(4, 7);
        setup.entrants[0].names = {a + QString::fromUtf8("\xF0\x9F\x8E\x89") + QStringLiteral("!")};
        setup.entrants[1].names = {b + QStringLiteral("e") + QChar(0x0301)};
        openNight(setup);
        playHere(1);
        QCOMPARE(window_->currentGamePage(), pm_);
        QStringList kept;
        for (const pm::SeatConfig& seat : pm_->table()->rubber().config().seats)
            kept << seat.name;
        QVERIFY2(kept.contains(a), qPrintable(kept.join(QLatin1Char('|'))));
        QVERIFY2(kept.contains(b), qPrintable(kept.join(QLatin1Char('|'))));
    }

    void knockoutTablePlayedHere() {
        openNight(knockout(4, 12));
        const party::Table table = night().rounds().back().tables[1];
        playHere(2);
        QCOMPARE(window_->currentGamePage(), pat_);
        const pat::Setup& setup = pat_->table()->setup();
        QCOMPARE(setup.kind, pat::Kind::Partner);
        QCOMPARE(setup.seats.size(), std::size_t(4));
        // The panel names the night's table, as P.M.'s does.
        QCOMPARE(pat_->panel()->occasion(), QStringLiteral("Party night, round 1, table 2"));
        bool shown = false;
        for (const QLabel* l : pat_->panel()->findChildren<QLabel*>())
            shown = shown || (l->text() == pat_->panel()->occasion() && !l->isHidden());
        QVERIFY(shown);
        // Each pair is one side, its partners opposite (PAT-P1).
        const QStringList people = names(table);
        for (const pat::Seat& seat : setup.seats) {
            QVERIFY(seat.isPerson());
            const int pair = int(people.indexOf(seat.name)) / 2;
            QVERIFY(people.contains(seat.name));
            const pat::Seat& partner =
                setup.seats[std::size_t(setup.seatOf(pat::partnerOf(seat.colour)))];
            QCOMPARE(int(people.indexOf(partner.name)) / 2, pair);
        }
        QSignalSpy over(pat_, &app::GamePage::hostedGameOver);
        playPat();
        QCOMPARE(over.size(), 1);
        const int side = pat_->table()->state().winningSide();
        QVERIFY(side == 0 || side == 1);
        QStringList winners;
        for (const pat::Seat& seat : setup.seats)
            if (pat::sideOf(seat.colour) == side) winners << seat.name;
        QCOMPARE(window_->currentGamePage(), page_);
        const party::Table* done = night().table(0, 2);
        QVERIFY(done && done->result);
        QCOMPARE(done->result->source, party::Source::App);
        QStringList recorded = night().entrants()[std::size_t(done->result->winner)].names;
        recorded.sort();
        winners.sort();
        QCOMPARE(recorded, winners);
        QCOMPARE(night().log().size(), std::size_t(1));
        QVERIFY(!night().table(0, 1)->result);
    }

    // A table's game left for the night (through the chooser) and come back
    // to still sends its result: leaving it dropped the result without a
    // word, while its page kept the table's name. The night's button for
    // that table goes back to the game instead of asking to abandon it.
    void aGameLeftAndComeBackToStillCounts() {
        openNight(drive(8, 5)); // two tables of 4
        playHere(1);
        QCOMPARE(window_->currentGamePage(), pm_);
        pm_->cutScreen()->dealButton()->click();
        playPm(5);
        toChooser();
        window_->openGame(QStringLiteral("party-night"));
        QCOMPARE(window_->currentGamePage(), page_);
        page_->tablesView()->card(1)->click();
        QCOMPARE(page_->resultPanel()->playButton()->text(),
                 QStringLiteral("Back to &This Table's Game"));
        page_->tablesView()->card(2)->click();
        QCOMPARE(page_->resultPanel()->playButton()->text(),
                 QStringLiteral("Play &This Table Here"));
        const quint64 revision = pm_->table()->revision();
        playHere(1); // no question: the game is there still
        QCOMPARE(window_->currentGamePage(), pm_);
        QCOMPARE(pm_->table()->revision(), revision);
        toChooser();
        window_->openGame(QStringLiteral("pm"));
        QCOMPARE(window_->currentGamePage(), pm_);
        playPm();
        QVERIFY(pm_->table()->rubber().isOver());
        QCOMPARE(window_->currentGamePage(), pm_); // the game's end, then back
        QVERIFY(pm_->panel()->backToNightButton()->isVisible());
        QCOMPARE(night().log().size(), std::size_t(1));
        QVERIFY(night().table(0, 1)->result);
    }

    // Another table asked for while this one's game is in progress, the
    // abandon question answered Cancel: nothing changes. The game kept its
    // table, and its end records the result there (the night had taken the
    // other table as the one played here and dropped the result).
    void anotherTableRefusedKeepsTheGameInProgress() {
        openNight(drive(8, 5)); // two tables of 4
        playHere(1);
        QCOMPARE(window_->currentGamePage(), pm_);
        pm_->cutScreen()->dealButton()->click();
        playPm(5);
        toChooser();
        window_->openGame(QStringLiteral("party-night"));
        const quint64 revision = pm_->table()->revision();
        answerAbandon(false);
        playHere(2);
        QCOMPARE(window_->currentGamePage(), page_); // kept: nothing changed
        QCOMPARE(pm_->table()->revision(), revision);
        QCOMPARE(page_->resultPanel()->playButton()->text(),
                 QStringLiteral("Play &This Table Here"));
        page_->tablesView()->card(1)->click();
        QCOMPARE(page_->resultPanel()->playButton()->text(),
                 QStringLiteral("Back to &This Table's Game"));
        playHere(1); // no question: the game is there still
        QCOMPARE(window_->currentGamePage(), pm_);
        QCOMPARE(pm_->table()->revision(), revision);
        playPm();
        QVERIFY(pm_->table()->rubber().isOver());
        QCOMPARE(night().log().size(), std::size_t(1));
        QVERIFY(night().table(0, 1)->result);
        QVERIFY(!night().table(0, 2)->result);
    }

    void abandonedGamesRecordNothing() {
        openNight(drive(8, 5)); // two tables of 4
        // A new game started over the hosted one: nothing.
        window_->openGame(QStringLiteral("party-night"));
        playHere(1);
        QCOMPARE(window_->currentGamePage(), pm_);
        pm::RubberConfig other = pm_->table()->rubber().config();
        other.games = 5;
        QCOMPARE(pm_->startRubber(other), QString());
        pm_->cutScreen()->dealButton()->click();
        playPm();
        QCOMPARE(window_->currentGamePage(), pm_);
        QVERIFY(night().log().empty());

        // The night saved itself and was opened again from that save while
        // the table played here: the same night, so the result counts.
        // The rubber on the P.M. page is in progress: the window asks first.
        window_->openGame(QStringLiteral("party-night"));
        const quint64 revision = pm_->table()->revision();
        answerAbandon(false);
        playHere(2);
        QCOMPARE(window_->currentGamePage(), page_); // kept: nothing changed
        QCOMPARE(pm_->table()->revision(), revision);
        answerAbandon(true);
        playHere(2);
        QCOMPARE(window_->currentGamePage(), pm_);
        QCOMPARE(page_->openFile(PartyPage::autosavePath()), QString());
        pm_->cutScreen()->dealButton()->click();
        playPm();
        QCOMPARE(night().log().size(), std::size_t(1));
        QCOMPARE(window_->currentGamePage(), pm_); // the game's end, then back
        QTest::mouseClick(pm_->panel()->backToNightButton(), Qt::LeftButton);
        QCOMPARE(window_->currentGamePage(), page_);
        QCOMPARE(page_->resultPanel()->table(), 2);
        QVERIFY(night().table(0, 2)->result);
        QVERIFY(!night().table(0, 1)->result);
    }
};

QTEST_MAIN(TestPartyHosted)
#include "tst_party_hosted.moc"
