// SPDX-License-Identifier: GPL-3.0-or-later
// Party nights through the organiser's page (issue 15), offscreen: a drive of
// 13 people and a knockout of 5 pairs drawn through the New Night dialog
// (its refusals shown in the dialog, which stays open), every result typed
// into the widgets and entered with Enter, the tables and standings shown
// checked against the engine's night and against the scores typed, a score
// no board can show refused with the night unchanged, undo, save and open,
// a corrupt file refused with the night kept, the autosave and resume, and
// the page's actions in the window (nothing live on the chooser).
#include "book/remembered_names.h"
#include "engine/party/night.h"
#include "engine/party/night_file.h"
#include "engine/party/pm_score.h"
#include "engine_message.h"
#include "fonts.h"
#include "main_window.h"
#include "party/party_bracket_view.h"
#include "party/party_new_night_dialog.h"
#include "party/party_page.h"
#include "party/party_result_panel.h"
#include "party/party_standings_view.h"
#include "party/party_tables_view.h"
#include "test_settings.h"

#include "test_language.h"
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <map>

using namespace club;
using app::PartyPage;

namespace {

QStringList people(int n) {
    static const char* first[] = {"Ann", "Bert", "Cissie", "Dan", "Edie", "Fred", "Gwen",  "Harry",
                                  "Ivy", "Jack", "Kitty",  "Len", "May",  "Ned",  "Olive", "Percy"};
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("%1 %2").arg(QLatin1String(first[i % 16])).arg(QChar('A' + i));
    return out;
}

/// Runs `act` on the New Night dialog once it is shown (page->newGame() is modal).
void onDialog(std::function<void(app::PartyNewNightDialog*)> act) {
    QTimer::singleShot(10, [act] {
        if (auto* d = qobject_cast<app::PartyNewNightDialog*>(QApplication::activeModalWidget()))
            act(d);
        else
            onDialog(act);
    });
}

QStringList cardNames(const app::PartyTableCard* card) {
    QStringList out;
    for (const auto& s : card->seats())
        out << s.name;
    return out;
}

QStringList engineNames(const party::NightState& night, const party::Table& t) {
    QStringList out;
    for (int e : t.seats)
        out << night.entrants()[std::size_t(e)].display();
    return out;
}

/// A possible P.M. score, varied by `i`.
int someScore(int i) {
    static const int tries[] = {95, 200, -20, 12, 61, 150, 37, -5, 88, 124, 0, 45, 170, 23, 76};
    for (int k = 0;; ++k) {
        const int v = tries[(i + k) % 15];
        if (party::isPossiblePmScore(v)) return v;
    }
}

} // namespace

class TestPartyPage : public QObject {
    Q_OBJECT

    std::unique_ptr<app::MainWindow> window_;
    PartyPage* page_ = nullptr;

    void openWindow() {
        window_ = std::make_unique<app::MainWindow>(false);
        window_->resize(1024, 768);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        page_ = window_->page<PartyPage>();
        QVERIFY(page_);
    }

    const party::NightState& night() const { return page_->night()->state(); }

    /// The cards on screen show the engine's current round.
    void checkTablesFollowEngine() {
        const party::Round& round = night().rounds().back();
        const auto cards = page_->tablesView()->cards();
        QCOMPARE(cards.size(), qsizetype(round.tables.size()));
        for (const party::Table& t : round.tables) {
            const app::PartyTableCard* card = page_->tablesView()->card(t.number);
            QVERIFY(card);
            QCOMPARE(cardNames(card), engineNames(night(), t));
            QCOMPARE(card->isDone(), t.result.has_value());
            QVERIFY(card->accessibleDescription().contains(cardNames(card).first()));
        }
    }

    /// The standings table shows the engine's standings, in order.
    void checkStandingsFollowEngine() {
        const std::vector<party::Standing> rows = night().standings();
        QTableWidget* table = page_->standingsView()->table();
        QCOMPARE(table->rowCount(), int(rows.size()));
        for (int i = 0; i < int(rows.size()); ++i) {
            const party::Standing& s = rows[std::size_t(i)];
            QCOMPARE(table->item(i, 0)->text(),
                     app::PartyStandingsView::placeText(s.place, s.shared));
            QCOMPARE(table->item(i, 1)->text(),
                     night().entrants()[std::size_t(s.entrant)].display());
        }
    }

    /// The panel's score inputs, in seat order, found as a person's screen
    /// reader finds them: by their names.
    QList<QWidget*> scoreInputs() const {
        QList<QWidget*> out;
        for (QWidget* w : page_->resultPanel()->findChildren<QWidget*>())
            if (w->isVisibleTo(page_->resultPanel()) &&
                w->accessibleName().startsWith(QStringLiteral("Score of ")))
                out << w;
        return out;
    }

    /// Types `text` into a score input, over what it held.
    static void typeInto(QWidget* box, const QString& text) {
        box->setFocus();
        QMetaObject::invokeMethod(box, "selectAll");
        QTest::keyClick(box, Qt::Key_Delete);
        QTest::keyClicks(box, text);
    }

    /// What a score input shows.
    static QString shown(const QWidget* box) { return box->property("text").toString().trimmed(); }

    /// Types each seat's score into the panel's boxes and presses Enter.
    void typeScores(int table, const std::vector<int>& scores) {
        page_->tablesView()->card(table)->click();
        QCOMPARE(page_->resultPanel()->table(), table);
        const QList<QWidget*> boxes = scoreInputs();
        QCOMPARE(boxes.size(), qsizetype(scores.size()));
        for (int i = 0; i < boxes.size(); ++i)
            typeInto(boxes[i], QString::number(scores[std::size_t(i)]));
        QTest::keyClick(boxes.last(), Qt::Key_Return);
    }

    /// What the panel says of a score that is not one, by the player's name.
    static QString notAScore(const QString& name, const QString& typed) {
        return QStringLiteral("%1's score, %2, is not one four men can make.").arg(name, typed);
    }

private slots:
    void initTestCase() {
        club::test::useClearTestSettings(QStringLiteral("players-club-party-tests"));
        QFile::remove(PartyPage::autosavePath());
    }

    void cleanup() {
        window_.reset();
        page_ = nullptr;
    }

    // The night is autosaved after every change through the shared
    // autosaver (the engine writes no file): the file follows each result
    // at once, a failed write is said in the status bar and loses nothing,
    // and the finished night's autosave is gone.
    void autosaveFollowsEveryResult() {
        openWindow();
        party::Setup setup;
        setup.format = party::Format::Drive;
        for (int i = 0; i < 8; ++i)
            setup.entrants.push_back({{QStringLiteral("Player %1").arg(i + 1)}});
        setup.options.rounds = 1;
        setup.seed = 12;
        QCOMPARE(page_->drawNight(setup), QString());
        const QString path = PartyPage::autosavePath();
        QVERIFY(party::loadNight(path).log().empty());
        QVERIFY(page_->night()->enterScores(2, {10, 20, 30, 40}).isEmpty());
        QCOMPARE(party::loadNight(path).log(), night().log()); // no wait: every result counts

        // The autosave cannot be written: said, and the night in memory is fine.
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkdir(path));
        QSignalSpy said(page_, &app::GamePage::statusMessage);
        QVERIFY(page_->night()->undo());
        bool told = false;
        for (const QList<QVariant>& args : said)
            told = told || args.at(0).toString().startsWith(
                               QStringLiteral("The night could not be saved by itself: "));
        QVERIFY(told);
        QVERIFY(night().log().empty());
        QVERIFY(QDir().rmdir(path));

        QVERIFY(page_->night()->enterScores(1, {10, 20, 30, 40}).isEmpty());
        QVERIFY(QFile::exists(path));
        QVERIFY(page_->night()->enterScores(2, {10, 20, 30, 40}).isEmpty());
        QVERIFY(night().isOver());
        QVERIFY(!QFile::exists(path)); // a finished night is not offered
    }

    void driveOfThirteenThroughTheDialog() {
        openWindow();
        // Too few names first: the engine's refusal in the dialog, which stays open.
        bool refusedSeen = false, drawn = false;
        onDialog([&](app::PartyNewNightDialog* d) {
            d->setSeed(1935);
            d->titleEdit()->setText(QStringLiteral("Croydon charity drive"));
            d->driveButton()->setChecked(true);
            d->namesEdit()->setPlainText(people(3).join(QLatin1Char('\n')));
            d->roundsBox()->setValue(3);
            QTest::keyClick(d, Qt::Key_Return); // Draw is the default button
            party::Setup bad;
            bad.entrants = {{{people(3)[0]}}, {{people(3)[1]}}, {{people(3)[2]}}};
            const QString expected = app::wordSentence(party::checkSetup(bad));
            QVERIFY(!expected.isEmpty());
            refusedSeen = d->isVisible() && d->problemLabel()->isVisible() &&
                          d->problemLabel()->text() == expected;
            d->namesEdit()->setPlainText(QStringLiteral("\n") + people(13).join(QLatin1Char('\n')) +
                                         QStringLiteral("\n\n"));
            QVERIFY(!d->problemLabel()->isVisible()); // editing clears it
            QTest::keyClick(d, Qt::Key_Return);
            drawn = !d->isVisible();
        });
        window_->openGame(QStringLiteral("party-night")); // a new night is asked for
        QVERIFY(refusedSeen);
        QVERIFY(drawn);
        QVERIFY(page_->hasGame());
        QVERIFY(page_->hasGameInProgress());
        QCOMPARE(night().setup().title, QStringLiteral("Croydon charity drive"));
        QCOMPARE(night().entrants().size(), std::size_t(13));
        QCOMPARE(night().plannedRounds(), 3);
        QCOMPARE(night().rounds().back().tables.size(), std::size_t(3)); // 5 + 4 + 4
        QCOMPARE(night().rounds().back().tables[0].seats.size(), std::size_t(5));
        checkTablesFollowEngine();
        QVERIFY(QFile::exists(PartyPage::autosavePath()));
        QVERIFY(!window_->findChild<QAction*>(QStringLiteral("undo"))->isEnabled());
        QVERIFY(window_->findChild<QAction*>(QStringLiteral("print"))->isEnabled());

        // A score no board can show: refused, said in the panel by the
        // player's name, nothing entered.
        const std::vector<int> slip{95, 199, -20, 12, 61};
        typeScores(1, slip);
        const party::Table& first = night().rounds().back().tables[0];
        QCOMPARE(page_->resultPanel()->note(),
                 notAScore(night().entrants()[std::size_t(first.seats[1])].display(),
                           QStringLiteral("199")));
        QVERIFY(night().log().empty());
        QVERIFY(!page_->tablesView()->card(1)->isDone());
        // An empty box: the panel asks for it, nothing entered.
        page_->tablesView()->card(2)->click();
        QTest::keyClick(scoreInputs().first(), Qt::Key_Return);
        const party::Table& second = night().rounds().back().tables[1];
        QVERIFY(page_->resultPanel()->note().contains(
            night().entrants()[std::size_t(second.seats[0])].display()));
        QVERIFY(night().log().empty());

        // Every round typed in; totals checked against the scores typed.
        std::map<QString, int> typedTotals;
        int n = 0;
        for (int round = 0; round < 3; ++round) {
            QCOMPARE(night().currentRound(), round);
            checkTablesFollowEngine();
            const party::Round r = night().rounds().back();
            for (const party::Table& t : r.tables) {
                std::vector<int> scores;
                for (std::size_t s = 0; s < t.seats.size(); ++s) {
                    scores.push_back(someScore(n++));
                    typedTotals[night().entrants()[std::size_t(t.seats[s])].display()] +=
                        scores.back();
                }
                typeScores(t.number, scores);
                const party::Table* entered = night().table(round, t.number);
                QVERIFY(entered && entered->result);
                QCOMPARE(entered->result->scores, scores);
                if (night().currentRound() == round && !night().isOver())
                    QVERIFY(page_->tablesView()->card(t.number)->isDone()); // its tick
            }
            checkStandingsFollowEngine();
        }
        QVERIFY(night().isOver());
        QVERIFY(!page_->hasGameInProgress());
        const std::vector<int> totals = night().totals();
        for (std::size_t e = 0; e < totals.size(); ++e)
            QCOMPARE(totals[e], typedTotals[night().entrants()[e].display()]);
        QTableWidget* table = page_->standingsView()->table();
        const std::vector<party::Standing> standings = night().standings(); // a copy, kept
        for (int i = 0; i < table->rowCount(); ++i) {
            const party::Standing& s = standings[std::size_t(i)];
            QCOMPARE(table->item(i, 2)->text().replace(QChar(0x2212), QLatin1Char('-')).toInt(),
                     typedTotals[table->item(i, 1)->text()]);
            QCOMPARE(table->item(i, 6)->text().isEmpty(), s.prize == 0);
        }
        QVERIFY(page_->standingsView()->prizesLabel()->text().contains(
            night().entrants()[std::size_t(night().standings()[0].entrant)].display()));
        QVERIFY(!QFile::exists(PartyPage::autosavePath())); // a finished night is not offered

        // Undo takes back the last result: the night goes on, its table loses its tick.
        const party::Entry last = night().log().back();
        const std::size_t entries = night().log().size();
        QVERIFY(window_->findChild<QAction*>(QStringLiteral("undo"))->isEnabled());
        window_->findChild<QAction*>(QStringLiteral("undo"))->trigger();
        QCOMPARE(night().log().size(), entries - 1);
        QVERIFY(!night().isOver());
        QVERIFY(!page_->tablesView()->card(last.table)->isDone());
        QCOMPARE(page_->resultPanel()->table(), last.table);
        checkTablesFollowEngine();
        checkStandingsFollowEngine();
        QVERIFY(QFile::exists(PartyPage::autosavePath()));

        // Save, then open in a fresh window: the same night.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("drive.pcnight"));
        QCOMPARE(page_->saveFile(path), QString());
        const party::Setup setup = night().setup();
        const std::vector<party::Entry> log = night().log();
        // A corrupt file: refused with a message, the night kept as it was.
        const QString bad = dir.filePath(QStringLiteral("bad.pcnight"));
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QFile good(path);
            QVERIFY(good.open(QIODevice::ReadOnly));
            f.write(good.readAll().left(120));
        }
        QVERIFY(!page_->openFile(bad).isEmpty());
        QCOMPARE(night().setup(), setup);
        QCOMPARE(night().log(), log);
        QCOMPARE(page_->currentPath(), path);
        checkTablesFollowEngine();

        cleanup();
        openWindow();
        QVERIFY(page_->hasAutosave()); // the unfinished night is offered
        QCOMPARE(page_->resume(), QString());
        QCOMPARE(night().setup(), setup);
        QCOMPARE(night().log(), log);
        cleanup();
        openWindow();
        window_->openPath(path);
        QCOMPARE(window_->currentGamePage(), page_);
        QCOMPARE(night().setup(), setup);
        QCOMPARE(night().log(), log);
        checkTablesFollowEngine();
        checkStandingsFollowEngine();
    }

    // Issue 23: a score is read as typed. A box that refused keys turned
    // 201 into 20 and -81 into nothing, unseen; anything that is not a
    // score is refused with the words a 199 gets, by the player's name.
    // Undo puts the scores taken back into the boxes, to be corrected.
    void scoresAreReadAsTyped() {
        openWindow();
        party::Setup setup;
        for (const QString& n : people(8))
            setup.entrants.push_back({{n}});
        setup.seed = 23;
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        page_->tablesView()->card(1)->click();
        const party::Table table = night().rounds().back().tables[0];
        const auto name = [&](int seat) {
            return night().entrants()[std::size_t(table.seats[std::size_t(seat)])].display();
        };
        const QList<QWidget*> boxes = scoreInputs();
        QCOMPARE(boxes.size(), 4);
        typeInto(boxes[0], QStringLiteral("201"));
        QCOMPARE(shown(boxes[0]), QStringLiteral("201")); // not 20
        typeInto(boxes[1], QStringLiteral("-81"));
        QCOMPARE(shown(boxes[1]), QStringLiteral("-81")); // not an empty box
        typeInto(boxes[2], QStringLiteral("12"));
        typeInto(boxes[3], QStringLiteral("61"));
        QTest::keyClick(boxes[3], Qt::Key_Return);
        QCOMPARE(page_->resultPanel()->note(), notAScore(name(0), QStringLiteral("201")));
        QVERIFY(night().log().empty());
        typeInto(boxes[0], QStringLiteral("95"));
        // PM-18: a total four men cannot make, or no number at all (too
        // many digits, a stray sign, a letter): the same plain words.
        for (const char* typed : {"-81", "199", "2000", "0095", "+95", "9-5", "--5", "1o", "x"}) {
            typeInto(boxes[1], QLatin1String(typed));
            QTest::keyClick(boxes[1], Qt::Key_Return);
            QCOMPARE(page_->resultPanel()->note(), notAScore(name(1), QLatin1String(typed)));
            QVERIFY(!page_->resultPanel()->note().contains(QStringLiteral("seat")));
            QVERIFY(night().log().empty());
        }
        typeInto(boxes[1], QStringLiteral("-20"));
        QTest::keyClick(boxes[1], Qt::Key_Return);
        QCOMPARE(night().log().size(), std::size_t(1));
        const std::vector<int> entered{95, -20, 12, 61};
        QCOMPARE(night().table(0, 1)->result->scores, entered);

        // Undo: the scores come back into the boxes, to be corrected.
        window_->findChild<QAction*>(QStringLiteral("undo"))->trigger();
        QVERIFY(night().log().empty());
        QCOMPARE(page_->resultPanel()->table(), 1);
        const QList<QWidget*> again = scoreInputs();
        QCOMPARE(again.size(), 4);
        for (int i = 0; i < 4; ++i) {
            QVERIFY(again[i]->isEnabled());
            QCOMPARE(shown(again[i]), QString::number(entered[std::size_t(i)]));
        }
        typeInto(again[3], QStringLiteral("88"));
        QTest::keyClick(again[3], Qt::Key_Return);
        const std::vector<int> corrected{95, -20, 12, 88};
        QCOMPARE(night().table(0, 1)->result->scores, corrected);
    }

    // Issue 23: "Name & Name" on the knockout's names label is shown as
    // typed, not as "Name _Name" (a single & marks a shortcut key).
    void pairsLabelShowsTheAmpersand() {
        app::PartyNewNightDialog d;
        d.knockoutButton()->setChecked(true);
        d.pairingBox()->setCurrentIndex(int(app::PartyNewNightDialog::Pairing::AsTyped));
        QLabel* label = nullptr;
        for (QLabel* l : d.findChildren<QLabel*>())
            if (l->buddy() == d.namesEdit()) label = l;
        QVERIFY(label);
        // What Qt shows: && is one &, a single & marks the next letter.
        QString seen;
        int marks = 0;
        const QString text = label->text();
        for (int i = 0; i < text.size(); ++i) {
            if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
                ++i;
                if (text[i] != QLatin1Char('&')) ++marks;
            }
            seen += text[i];
        }
        QCOMPARE(seen, QStringLiteral("Pairs, one a line as \"Name & Name\" (2 to 32):"));
        QCOMPARE(marks, 1); // P, the label's own key
        QCOMPARE(d.namesEdit()->accessibleName(), seen);
    }

    // Switched to a knockout, the dialog keeps room for every choice's whole
    // words (in French the knockout's own radio button was cut: the dialog
    // was fitted as Qt fits a window, to two thirds of the screen).
    void newNightDialogKeepsItsWordsWhole() {
        const club::test::TestLanguage translated(QStringLiteral("fr"));
        QVERIFY(translated.isLoaded());
        app::PartyNewNightDialog d;
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        d.knockoutButton()->setChecked(true);
        QCoreApplication::processEvents();
        for (const QRadioButton* b : {d.driveButton(), d.knockoutButton()})
            QVERIFY2(b->sizeHint().width() <= b->width(),
                     qPrintable(QStringLiteral("\"%1\" needs %2, has %3")
                                    .arg(b->text())
                                    .arg(b->sizeHint().width())
                                    .arg(b->width())));
    }

    void knockoutOfFivePairsThroughTheDialog() {
        openWindow();
        bool drawn = false;
        const QStringList names = people(10);
        onDialog([&](app::PartyNewNightDialog* d) {
            d->setSeed(7);
            d->knockoutButton()->setChecked(true);
            d->pairingBox()->setCurrentIndex(0);
            // A line that is not a pair: said in the dialog.
            d->namesEdit()->setPlainText(names[0]);
            QPushButton* draw = nullptr;
            for (QPushButton* b : d->findChildren<QPushButton*>())
                if (b->text().contains(QStringLiteral("Draw"))) draw = b;
            if (!draw) return;
            draw->click();
            if (!d->isVisible() || !d->problemLabel()->isVisible()) return;
            QStringList pairs;
            for (int i = 0; i < 10; i += 2)
                pairs << names[i] + QStringLiteral(" & ") + names[i + 1];
            d->namesEdit()->setPlainText(pairs.join(QLatin1Char('\n')));
            draw->click();
            drawn = !d->isVisible();
        });
        window_->openGame(QStringLiteral("party-night"));
        QVERIFY(drawn);
        window_->activateWindow(); // back from the dialog
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QCOMPARE(night().format(), party::Format::Knockout);
        QCOMPARE(night().entrants().size(), std::size_t(5));
        QCOMPARE(night().plannedRounds(), 3);
        QVERIFY(night().rounds().back().bye >= 0);
        checkTablesFollowEngine();
        // The bracket: three rounds drawn ahead, a bye box in the first.
        {
            const auto& boxes = page_->bracketView()->boxes();
            int byes = 0, rounds = 0;
            for (const auto& b : boxes) {
                rounds = std::max(rounds, b.round + 1);
                if (b.table == 0 && b.round == 0) {
                    ++byes;
                    QCOMPARE(b.lines[1],
                             night().entrants()[std::size_t(night().rounds()[0].bye)].display());
                }
            }
            QCOMPARE(rounds, 3);
            QCOMPARE(byes, 1);
            QVERIFY(page_->bracketView()->accessibleDescription().contains(
                night().entrants()[std::size_t(night().rounds()[0].tables[0].seats[0])].display()));
            // Issue 25: each table's lead ends on the line of the box it
            // feeds (not between the two), and the leads into different
            // boxes never run together on one upright.
            const auto& leads = page_->bracketView()->leads();
            QVERIFY(leads.size() >= 3);
            for (const auto& lead : leads) {
                const auto& to = boxes[std::size_t(lead.to)];
                const auto at = std::find(to.from.begin(), to.from.end(), lead.from);
                QVERIFY(at != to.from.end());
                const int line = to.fromLine[std::size_t(at - to.from.begin())];
                const qreal y = lead.path.last().y();
                QCOMPARE(lead.path.last().x(), to.rect.left());
                QVERIFY2(line == 0 ? y < to.rect.center().y() && y > to.rect.top()
                                   : y > to.rect.center().y() && y < to.rect.bottom(),
                         qPrintable(QStringLiteral("a lead into round %1 ends at %2")
                                        .arg(to.round + 1)
                                        .arg(y)));
            }
            for (const auto& a : leads)
                for (const auto& b : leads) {
                    if (a.to == b.to || a.path[1].x() != b.path[1].x()) continue;
                    const auto span = [](const auto& l) {
                        return std::pair<qreal, qreal>(qMin(l.path[1].y(), l.path[2].y()),
                                                       qMax(l.path[1].y(), l.path[2].y()));
                    };
                    QVERIFY2(span(a).second < span(b).first || span(b).second < span(a).first,
                             "two leads into different boxes share an upright");
                }
        }
        // No pair chosen: asked for, nothing entered.
        page_->tablesView()->card(1)->click();
        QTest::keyClick(page_->resultPanel()->recordButton(), Qt::Key_Return);
        QVERIFY(night().log().empty());
        // Every table: the second pair wins, chosen with the key 2, entered with Enter.
        while (!night().isOver()) {
            const int round = night().currentRound();
            const int table = night().openTables().front();
            const party::Table t = *night().table(round, table);
            page_->tablesView()->card(table)->setFocus();
            QTest::keyClick(page_->tablesView()->card(table), Qt::Key_Return); // to the entry
            QCOMPARE(page_->resultPanel()->table(), table);
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus && page_->resultPanel()->isAncestorOf(focus),
                     focus ? focus->metaObject()->className() : "no focus");
            QTest::keyClick(focus, Qt::Key_2);
            QVERIFY(page_->resultPanel()->winnerButtons()[1]->isChecked());
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            const party::Table* entered = night().table(round, table);
            QVERIFY(entered->result);
            QCOMPARE(entered->result->winner, t.seats[1]);
            checkTablesFollowEngine();
            checkStandingsFollowEngine();
            // The bracket shows the winner.
            bool shown = false;
            for (const auto& b : page_->bracketView()->boxes())
                if (b.round == round && b.table == table) shown = b.winnerLine == 1;
            QVERIFY(shown);
        }
        int firsts = 0, seconds = 0;
        for (const party::Standing& s : night().standings()) {
            firsts += s.prize == 1;
            seconds += s.prize == 2;
        }
        QCOMPARE(firsts, 1);
        QCOMPARE(seconds, 1);
        QCOMPARE(page_->lowerTabs()->currentIndex(), 1); // the bracket, finished
        // Undo reopens the final.
        page_->undo();
        QVERIFY(!night().isOver());
        QCOMPARE(night().openTables().size(), std::size_t(1));
    }

    // Issue 23: on a knockout table the first 1 or 2 chooses the pair at
    // once, wherever the focus is on the page: on the table's card just
    // clicked, on the entry, or where the last result left it.
    void knockoutKeysChooseThePairAtOnce() {
        openWindow();
        party::Setup setup;
        setup.format = party::Format::Knockout;
        const QStringList names = people(8);
        for (int i = 0; i < 8; i += 2)
            setup.entrants.push_back({{names[i], names[i + 1]}});
        setup.seed = 5;
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        const auto press = [&](Qt::Key key) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            QTest::keyClick(focus, key);
        };
        // Clicked with the mouse: the focus is on the card.
        QTest::mouseClick(page_->tablesView()->card(1), Qt::LeftButton);
        QCOMPARE(page_->resultPanel()->table(), 1);
        press(Qt::Key_2);
        QVERIFY(page_->resultPanel()->winnerButtons()[1]->isChecked());
        press(Qt::Key_1);
        QVERIFY(page_->resultPanel()->winnerButtons()[0]->isChecked());
        press(Qt::Key_Return);
        QVERIFY(night().table(0, 1)->result);
        // Where the result left the focus, for the next table.
        QCOMPARE(page_->resultPanel()->table(), 2);
        press(Qt::Key_2);
        QVERIFY(page_->resultPanel()->winnerButtons()[1]->isChecked());
    }

    // A knockout of eleven pairs fits beside the panel at 1024x768, four
    // rounds across with no sideways scroll bar (its boxes were 220 pixels
    // wide whatever the names, and the final was off the side); every name
    // still fits its box, ticked and bold as a winner's.
    void bracketFitsTheRoomAt1024x768() {
        openWindow();
        party::Setup setup;
        setup.format = party::Format::Knockout;
        const QStringList names = people(22);
        for (int i = 0; i < 22; i += 2)
            setup.entrants.push_back({{names[i], names[i + 1]}});
        setup.seed = 1883;
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        page_->lowerTabs()->setCurrentIndex(1);
        auto* scroll = qobject_cast<QScrollArea*>(page_->lowerTabs()->currentWidget());
        QVERIFY(scroll);
        QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        const app::PartyBracketView* bracket = page_->bracketView();
        int rounds = 0;
        qreal right = 0;
        for (const auto& b : bracket->boxes()) {
            rounds = std::max(rounds, b.round + 1);
            right = std::max(right, b.rect.right());
        }
        QCOMPARE(rounds, 4);
        const qreal scale = bracket->scaleAt(bracket->width());
        QVERIFY(scale >= app::PartyBracketView::MinimumScale);
        QVERIFY2(right * scale <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("the final ends at %1 of %2")
                                .arg(right * scale)
                                .arg(scroll->viewport()->width())));
        // Drawn whole: as high as the tree at this scale, scrolled if need be.
        QVERIFY(bracket->height() >= bracket->heightForWidth(bracket->width()));
        QFont bold = app::textFont(10);
        bold.setBold(true);
        const QFontMetricsF fm(bold);
        for (const auto& b : bracket->boxes())
            for (const QString& line : b.lines)
                QVERIFY2(fm.horizontalAdvance(QStringLiteral("\u2713 ") + line) <=
                             b.rect.width() - 16,
                         qPrintable(line));
    }

    // The standings fit beside the tables at the first window of a 1024x768
    // screen, in German, with no sideways scroll bar; a long name wraps and
    // its row grows (the name column kept 160 pixels and more, and the prize
    // column ran off the side).
    void standingsFitTheirRoom() {
        const club::test::TestLanguage translated(QStringLiteral("de"));
        QVERIFY(translated.isLoaded());
        openWindow();
        window_->resize(921, 691);
        party::Setup setup;
        setup.format = party::Format::Drive;
        for (int i = 0; i < 8; ++i)
            setup.entrants.push_back(
                {{i == 3 ? QStringLiteral("Margarethe von Hohenzollern-Sigmaringen")
                         : QStringLiteral("Spieler %1").arg(i + 1)}});
        setup.seed = 12;
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        QVERIFY(page_->night()->enterScores(1, {174, 169, -20, 130}).isEmpty());
        QCoreApplication::processEvents();
        QTableWidget* table = page_->standingsView()->table();
        QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
        const QFontMetrics fm(table->font());
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString name = table->item(r, 1)->text();
            const int needed = fm.boundingRect(QRect(0, 0, table->columnWidth(1) - 8, 100000),
                                               Qt::TextWordWrap, name)
                                   .height();
            QVERIFY2(table->rowHeight(r) >= needed,
                     qPrintable(QStringLiteral("%1: %2 high in a row of %3")
                                    .arg(name)
                                    .arg(needed)
                                    .arg(table->rowHeight(r))));
        }
    }

    // The gentlemen's list comes back under its new key, read from the old
    // one once, and follows a member renamed in the club's book as the
    // other list does.
    void rememberedGentlemenFollowARename() {
        QSettings().clear();
        {
            QSettings s;
            s.setValue("party/last-knockout", true);
            s.setValue("party/last-pairing",
                       int(app::PartyNewNightDialog::Pairing::LadiesAndGentlemen));
            s.setValue("party/last-names", "Ann\nCissie");
            s.setValue("party/last-second", "Bert\nDan"); // as an older version kept it
        }
        {
            app::PartyNewNightDialog d;
            QCOMPARE(d.secondNamesEdit()->toPlainText(), QStringLiteral("Bert\nDan"));
            d.accept();
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        {
            QSettings s;
            QVERIFY(!s.contains("party/last-second"));
            QCOMPARE(book::renameRememberedNames(s, "Dan", "Daniel"), 1);
            QCOMPARE(book::renameRememberedNames(s, "Ann", "Annie"), 1);
        }
        app::PartyNewNightDialog d;
        QCOMPARE(d.namesEdit()->toPlainText(), QStringLiteral("Annie\nCissie"));
        QCOMPARE(d.secondNamesEdit()->toPlainText(), QStringLiteral("Bert\nDaniel"));
        QSettings().clear();
    }

    // Pairs typed as such are counted as pairs: a line with one name is
    // not one (the count said "3 pairs" for three lines of any kind).
    void newNightCountsWholePairs() {
        app::PartyNewNightDialog d;
        d.knockoutButton()->setChecked(true);
        d.pairingBox()->setCurrentIndex(int(app::PartyNewNightDialog::Pairing::AsTyped));
        d.namesEdit()->setPlainText(QStringLiteral("Ann\nBert & Cissie\nDan & Edie\n"));
        QString said = d.countLabel()->text();
        QVERIFY2(said.startsWith(QStringLiteral("2 pairs.")) &&
                     said.contains(QStringLiteral("1 line")),
                 qPrintable(said));
        d.namesEdit()->setPlainText(QStringLiteral("Ann & Fred\nBert & Cissie\nDan & Edie\n"));
        said = d.countLabel()->text();
        QVERIFY2(said.startsWith(QStringLiteral("3 pairs.")) &&
                     !said.contains(QStringLiteral("line")) &&
                     said.contains(QStringLiteral("2 round")),
                 qPrintable(said));
    }

    void partnersDrawnInTheDialog() {
        app::PartyNewNightDialog d;
        d.setSeed(11);
        d.knockoutButton()->setChecked(true);
        d.pairingBox()->setCurrentIndex(int(app::PartyNewNightDialog::Pairing::LadiesAndGentlemen));
        QVERIFY(d.secondNamesEdit()->isVisibleTo(&d));
        QVERIFY(!d.roundsBox()->isVisibleTo(&d)); // drives only
        const QStringList ladies{"Ann", "Cissie", "Edie"}, gentlemen{"Bert", "Dan", "Fred"};
        d.namesEdit()->setPlainText(ladies.join(QLatin1Char('\n')));
        d.secondNamesEdit()->setPlainText(gentlemen.mid(0, 2).join(QLatin1Char('\n')));
        const QString problem = d.tryBuild(); // three ladies, two gentlemen
        QVERIFY(!problem.isEmpty());
        QVERIFY(d.problemLabel()->isVisibleTo(&d));
        // Said as a sentence, as the program's other messages are (the
        // engine's text begins in lower case, to follow "cannot open: ").
        QVERIFY2(problem.front().isUpper() && problem.endsWith(QLatin1Char('.')),
                 qPrintable(problem));
        QCOMPARE(d.problemLabel()->text(), problem);
        d.secondNamesEdit()->setPlainText(gentlemen.join(QLatin1Char('\n')));
        QCOMPARE(d.tryBuild(), QString());
        QCOMPARE(d.setup().entrants.size(), std::size_t(3));
        QStringList seenLadies, seenGentlemen;
        for (const party::Entrant& e : d.setup().entrants) {
            QCOMPARE(e.names.size(), 2);
            seenLadies << e.names[0];
            seenGentlemen << e.names[1];
        }
        seenLadies.sort();
        seenGentlemen.sort();
        QCOMPARE(seenLadies, ladies);
        QCOMPARE(seenGentlemen, gentlemen);
    }

    void printOffersTheSheetsThenThePreview() {
        openWindow();
        party::Setup setup;
        for (const QString& n : people(6))
            setup.entrants.push_back({{n}});
        QCOMPARE(page_->drawNight(setup), QString());
        window_->openGame(QStringLiteral("party-night"));
        QVERIFY(window_->findChild<QAction*>(QStringLiteral("print"))->isEnabled());
        QStringList seen;
        std::function<void()> answer = [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal) {
                QTimer::singleShot(20, answer);
                return;
            }
            seen << QString::fromLatin1(modal->metaObject()->className());
            if (seen.size() == 1) {
                // The chooser: every sheet that applies, ticked; no bracket for a drive.
                int boxes = 0;
                for (QCheckBox* b : modal->findChildren<QCheckBox*>()) {
                    QVERIFY(b->isChecked());
                    ++boxes;
                }
                seen << QString::number(boxes);
                static_cast<QDialog*>(modal)->accept();
                QTimer::singleShot(20, answer);
            } else {
                static_cast<QDialog*>(modal)->reject();
            }
        };
        QTimer::singleShot(20, answer);
        window_->findChild<QAction*>(QStringLiteral("print"))->trigger();
        QCOMPARE(seen.join(QLatin1Char(',')),
                 QStringLiteral("club::app::PartySheetsDialog,4,QPrintPreviewDialog"));
    }

    void nothingLiveOnTheChooser() {
        openWindow();
        party::Setup setup;
        for (const QString& n : people(8))
            setup.entrants.push_back({{n}});
        setup.seed = 3;
        QCOMPARE(page_->drawNight(setup), QString());
        QVERIFY(page_->night()->enterScores(1, {95, 200, -20, 12}).isEmpty());
        const QString choose = QStringLiteral("Choose a game to play.");
        QCOMPARE(window_->statusBar()->currentMessage(), choose);
        window_->openGame(QStringLiteral("party-night"));
        // The chooser's invitation does not stay under the night.
        QVERIFY(window_->statusBar()->currentMessage() != choose);
        QAction* undo = window_->findChild<QAction*>(QStringLiteral("undo"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), page_->undoText());
        QVERIFY(window_->findChild<QAction*>(QStringLiteral("print"))->isEnabled());
        QCOMPARE(page_->gameMenuActions().size(), 1);
        QVERIFY(page_->gameMenuActions().first()->isVisible());
        // On the chooser nothing of the night is live, and Ctrl+Z takes nothing back.
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->text() == QLatin1String("&Choose a Game")) a->trigger();
        QCOMPARE(window_->currentGamePage(), nullptr);
        QCOMPARE(window_->statusBar()->currentMessage(), choose); // and is back with it
        for (const char* name : {"save", "print", "undo"})
            QVERIFY2(!window_->findChild<QAction*>(QLatin1String(name))->isEnabled(), name);
        QVERIFY(!page_->gameMenuActions().first()->isVisible());
        QTest::keySequence(window_.get(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(night().log().size(), std::size_t(1));
    }
};

QTEST_MAIN(TestPartyPage)
#include "tst_party_page.moc"
