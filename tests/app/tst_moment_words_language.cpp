// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: the words of the moment follow a change of language at once,
// not at the next event. The cribbage caption under the table (and a
// score's caption that keeps the line before it as its small line), King's
// Men's note of the lots drawn and of a move refused, Patchesi's note of
// who begins, and the P.M. hand as screen readers hear it: each is said,
// the language is switched to French, and each must read as the French
// catalogue says, then as it was once English is back.
#include "common/sprite_sheet.h"
#include "crib/crib_cut_screen.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "crib/crib_words.h"
#include "engine/crib/table.h"
#include "engine/pm/table.h"
#include "km/km_page.h"
#include "km/km_side_panel.h"
#include "km/km_words.h"
#include "language.h"
#include "pat/pat_page.h"
#include "pat/pat_side_panel.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_view.h"
#include "test_settings.h"

#include <QGraphicsItem>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QTranslator>

using namespace club;

namespace {

void switchTo(const char* code) {
    app::installTranslations(app::localeForLanguage(QLatin1String(code)));
    QTest::qWait(20); // the words are said again once the switch is done
}

} // namespace

class TestMomentWordsLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        club::test::useClearTestSettings();
        switchTo("en");
        QVERIFY(fr_.load(QStringLiteral(":/players-club/i18n/players-club_fr.qm")));
    }
    void cleanup() { switchTo("en"); }

    void cribCaptionFollowsTheLanguage() {
        crib::Table table;
        const std::vector<crib::Seat> seats{
            {QStringLiteral("Ann"), 0, QStringLiteral("person")},
            {QStringLiteral("Mr Suckling"), 1, QStringLiteral("expert")}};
        QVERIFY(table.newMatch(crib::Setup{}, seats, 7));
        app::SpriteSheet sheet(QStringLiteral(":/players-club/crib.svg"));
        app::CribScene scene(&sheet, &table);
        int changed = 0;
        connect(&scene, &app::CribScene::changed, this, [&] { ++changed; });

        crib::Event play;
        play.kind = crib::Event::Play;
        play.seat = 1;
        play.card = table.match().hand(1).front();
        play.count = 5;
        scene.present(play, 0);
        const QString english = scene.caption();
        QVERIFY(english.startsWith(QStringLiteral("Mr Suckling plays the ")));

        changed = 0;
        switchTo("fr");
        const QString frPlay =
            fr_.translate("club::app::CribScene", "%1 plays %2.")
                .arg(QStringLiteral("Mr Suckling"), app::cribwords::theCard(play.card));
        QVERIFY(!frPlay.isEmpty() && frPlay != english);
        // A card in a French sentence takes its article, elided before a
        // vowel ("Jouez Dame de trèfle" was said without one).
        QCOMPARE(app::cribwords::theCard(crib::makeCard(11, 2)), QStringLiteral("la Dame de cœur"));
        QCOMPARE(app::cribwords::theCard(crib::makeCard(0, 3)), QStringLiteral("l’As de pique"));
        QCOMPARE(app::cribwords::capitalised(
                     fr_.translate("club::app::CribPage",
                                   "%1 cannot be played: it would take the count past 31.")
                         .arg(app::cribwords::theCard(crib::makeCard(4, 0)))),
                 QStringLiteral("Impossible de jouer le Cinq de trèfle : le compte "
                                "dépasserait 31."));
        QCOMPARE(scene.caption(), frPlay);
        // And so it is drawn under the table.
        bool drawn = false;
        for (QGraphicsItem* item : scene.items())
            if (auto* t = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                drawn = drawn || (t->isVisible() && t->text() == frPlay);
        QVERIFY2(drawn, "the caption drawn reads in French");
        QVERIFY2(changed > 0, "the screen reader is told the table's words changed");

        // A score said large keeps what led to it as its small line: that
        // line too is said again, not kept as the words it had.
        switchTo("en");
        crib::Event heels;
        heels.kind = crib::Event::Score;
        heels.reason = crib::ScoreReason::HisHeels;
        heels.side = 1;
        heels.seat = 1;
        heels.from = 0;
        heels.to = 2;
        scene.present(heels, 0);
        QCOMPARE(scene.caption(), QStringLiteral("Two for his heels. \u2014 ") + english);
        switchTo("fr");
        QCOMPARE(scene.caption(), fr_.translate("CribWords", "Two for his heels.") +
                                      QStringLiteral(" \u2014 ") + frPlay);
        switchTo("en");
        QCOMPARE(scene.caption(), QStringLiteral("Two for his heels. \u2014 ") + english);
    }

    // The page's reply to a choice refused stays until the table moves on;
    // it too is said again.
    void cribReplyFollowsTheLanguage() {
        app::CribPage page;
        page.setPace(0, 0);
        const std::vector<crib::Seat> seats{
            {QStringLiteral("Ann"), 0, QStringLiteral("person")},
            {QStringLiteral("Mr Suckling"), 1, QStringLiteral("expert")}};
        QVERIFY(page.startMatch(crib::Setup{}, seats, 3));
        page.cutScreen()->dealButton()->click();
        for (int i = 0; i < 200 && !(page.isSettled() &&
                                     page.table()->match().phase() == crib::Phase::Discard);
             ++i)
            if (!page.showNextNow()) QTest::qWait(10);
        QCOMPARE(page.table()->match().phase(), crib::Phase::Discard);
        QVERIFY(!page.layAway()); // nothing chosen
        const QString english = QStringLiteral("Choose the cards to lay away first.");
        QVERIFY2(page.panel()->promptLabel()->text().contains(english),
                 qPrintable(page.panel()->promptLabel()->text()));
        switchTo("fr");
        const QString french =
            fr_.translate("club::app::CribPage", "Choose the cards to lay away first.");
        QVERIFY(!french.isEmpty() && french != english);
        QVERIFY2(page.panel()->promptLabel()->text().contains(french),
                 qPrintable(page.panel()->promptLabel()->text()));
        switchTo("en");
        QVERIFY(page.panel()->promptLabel()->text().contains(english));
    }

    void kingsMenNoteFollowsTheLanguage() {
        app::KmPage page;
        page.startGame(km::Seats{}, 11);
        const QString english = page.panel()->noteText();
        QVERIFY(english.startsWith(QStringLiteral("Lots drawn: ")));
        switchTo("fr");
        const QString expected =
            fr_.translate("club::app::KmPage", "Lots drawn: %1 moves first.")
                .arg(app::kmwords::seatName(page.table()->seats(), page.table()->game().first()));
        QVERIFY(expected != english);
        QCOMPARE(page.panel()->noteText(), expected);
        switchTo("en");
        QCOMPARE(page.panel()->noteText(), english);
    }

    void patchesiNoteFollowsTheLanguage() {
        app::PatPage page;
        page.setPace(0, 0);
        pat::Setup setup = pat::Setup::standard(pat::Kind::Single, 2);
        setup.seats[0].name = QStringLiteral("Ann");
        setup.seats[1].name = QStringLiteral("Basil");
        QCOMPARE(page.startGame(setup, 5), QString());
        // The throws for who begins, thrown by themselves; then Ann or Basil waits.
        QTRY_VERIFY(page.table()->phase() != pat::Phase::Opening);
        QTest::qWait(50);
        const QString english = page.panel()->note();
        const QRegularExpression said(
            QStringLiteral("^For who begins: (.*)\\. (Ann|Basil) begins\\.$"));
        const QRegularExpressionMatch m = said.match(english);
        QVERIFY2(m.hasMatch(), qPrintable(english));
        // The French the catalogue gives for the same throws.
        // After a long wait for a five, only the last round is named.
        QString listed = m.captured(1);
        const QString earlier = QStringLiteral("\u2026 ");
        const bool cut = listed.startsWith(earlier);
        if (cut) listed.remove(0, earlier.size());
        QStringList throws;
        const QRegularExpression one(QStringLiteral("^(Ann|Basil) threw (\\d)$"));
        for (const QString& t : listed.split(QStringLiteral(", "))) {
            const QRegularExpressionMatch n = one.match(t);
            QVERIFY2(n.hasMatch(), qPrintable(t));
            throws << fr_.translate("club::app::PatPage", "%1 threw %2")
                          .arg(n.captured(1), n.captured(2));
        }
        const QString expected =
            fr_.translate("club::app::PatPage", "For who begins: %1. %2 begins.")
                .arg((cut ? earlier : QString()) + throws.join(QStringLiteral(", ")),
                     m.captured(2));
        switchTo("fr");
        QVERIFY(expected != english);
        QCOMPARE(page.panel()->note(), expected);
        switchTo("en");
        QCOMPARE(page.panel()->note(), english);
    }

    // PM-16: the hand its owner may see, as screen readers hear it.
    void pmHandDescriptionFollowsTheLanguage() {
        app::PmPage page;
        QVERIFY(dealAdaAndBasil(page));
        QTest::qWait(50);
        page.scene()->showHand(0, app::PmScene::HandMode::Watch);
        auto* view = page.findChild<app::PmView*>();
        QVERIFY(view);
        const QString english = view->accessibleDescription();
        QVERIFY2(english.startsWith(QStringLiteral("Ada's hand: ")), qPrintable(english));
        switchTo("fr");
        const QString prefix = fr_.translate("club::app::PmScene", "%1's hand: %2")
                                   .arg(QStringLiteral("Ada"), QString());
        QVERIFY(!prefix.isEmpty() && !english.startsWith(prefix));
        QVERIFY2(view->accessibleDescription().startsWith(prefix),
                 qPrintable(view->accessibleDescription()));
        switchTo("en");
        QCOMPARE(view->accessibleDescription(), english);
    }

    // The tooltips on the cards and the landing places are said again too
    // (a card's own name, "PLUS 6", is the same in every language).
    void pmTooltipsFollowTheLanguage() {
        app::PmPage page;
        QVERIFY(dealAdaAndBasil(page));
        QTRY_VERIFY(!page.table()->isComputerToMove());
        QTRY_COMPARE(page.scene()->handMode(), app::PmScene::HandMode::Play);
        for (int i = 0; i < page.scene()->handSize(); ++i) {
            page.scene()->selectCard(i);
            if (!page.scene()->options().empty()) break;
        }
        QVERIFY(!page.scene()->options().empty());
        const auto tooltips = [&] {
            QStringList said;
            for (QGraphicsItem* item : page.scene()->items())
                if (!item->toolTip().isEmpty() &&
                    !QRegularExpression(QStringLiteral("^(PLUS|MINUS) \\d+$"))
                         .match(item->toolTip())
                         .hasMatch())
                    said << item->toolTip();
            return said;
        };
        const QStringList english = tooltips();
        QVERIFY(!english.isEmpty()); // the landing places explain themselves
        switchTo("fr");
        const QStringList french = tooltips();
        QCOMPARE(french.size(), english.size());
        for (const QString& said : english)
            QVERIFY2(!french.contains(said), qPrintable(said));
        switchTo("en");
        QCOMPARE(tooltips(), english);
    }

private:
    /// A P.M. rubber of Ada (a person) against a computer, dealt.
    static bool dealAdaAndBasil(app::PmPage& page) {
        page.setPace(0);
        pm::RubberConfig config;
        config.seats.push_back({QStringLiteral("Ada"), 0, QStringLiteral("person")});
        config.seats.push_back({QStringLiteral("Basil"), 1, QStringLiteral("greedy")});
        config.seed = 6;
        if (!page.startRubber(config).isEmpty()) return false;
        page.cutScreen()->dealButton()->click();
        return true;
    }

    QTranslator fr_;
};

QTEST_MAIN(TestMomentWordsLanguage)
#include "tst_moment_words_language.moc"
