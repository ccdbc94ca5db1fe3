// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the party night page from the real program, for the README
// and packaging/screenshots. Not a test: run by hand,
//   party_screenshots OUTDIR [WIDTHxHEIGHT]
#include "engine/party/night.h"
#include "engine/party/pm_score.h"
#include "main_window.h"
#include "party/party_new_night_dialog.h"
#include "party/party_page.h"
#include "party/party_tables_view.h"
#include "screenshot_setup.h"

#include <QApplication>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTest>

using namespace club;

namespace {
const QStringList members{
    "Ada Ashworth", "Bertie Bray",  "Cissie Cole", "Dan Dawlish", "Edie East",     "Fred Farrow",
    "Gwen Gilbey",  "Harry Hollis", "Ivy Ingram",  "Jack Jessop", "Kitty Kemble",  "Len Lacey",
    "May Marchant", "Ned Nuttall",  "Olive Orme",  "Percy Pring", "Queenie Quill", "Reg Rudd",
    "Sal Sewell",   "Tom Tandy",    "Una Upton",   "Vic Venning", "Win Whitely",   "Alf Yardley"};

int score(int i) {
    static const int s[] = {95, 61, -20, 12, 150, 37, 88, 124, 45, 170, 23, 76, -5, 200, 0};
    int v = s[i % 15];
    return party::isPossiblePmScore(v) ? v : 50;
}
} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const std::optional<screenshots::Setup> setup = screenshots::setUp();
    if (!setup) return 2;
    const QString out = setup->outDir;
    const QSize size = setup->size;
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    {
        app::PartyNewNightDialog dialog;
        dialog.namesEdit()->setPlainText(members.mid(0, 13).join(QLatin1Char('\n')));
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(QStringLiteral("%1/party-new-night.png").arg(out));
    }
    app::MainWindow window(false);
    window.resize(size);
    window.show();
    auto* page = window.page<app::PartyPage>();

    // A drive of 24 in a hall with five sets: round 2 under way.
    party::Setup drive;
    drive.title = QStringLiteral("Croydon Hospital Drive");
    for (const QString& name : members)
        drive.entrants.push_back({{name}});
    drive.options.rounds = 6;
    drive.options.sets = 5;
    drive.seed = 1935;
    page->drawNight(drive);
    window.openGame(QStringLiteral("party-night"));
    int n = 0;
    for (int round = 0; round < 1; ++round)
        for (int t : page->night()->state().openTables()) {
            std::vector<int> s;
            for (std::size_t k = 0;
                 k < page->night()->state().rounds().back().tables[std::size_t(t - 1)].seats.size();
                 ++k)
                s.push_back(score(n++));
            page->night()->enterScores(t, s);
        }
    for (int t : {1, 3}) {
        std::vector<int> s;
        for (int k = 0; k < 4; ++k)
            s.push_back(score(n++));
        page->night()->enterScores(t, s);
    }
    page->chooseTable(2);
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/party-drive-%2.png").arg(out, tag));

    // A knockout of 11 pairs: round 2 under way, the bracket drawn.
    party::Setup knockout;
    knockout.format = party::Format::Knockout;
    knockout.title = QStringLiteral("Patchesi Evening");
    for (int i = 0; i + 1 < 24 && knockout.entrants.size() < 11; i += 2)
        knockout.entrants.push_back(
            {{members[i].section(' ', 0, 0), members[i + 1].section(' ', 0, 0)}});
    knockout.seed = 1883;
    page->drawNight(knockout);
    for (int i = 0; i < 7; ++i) {
        const auto open = page->night()->state().openTables();
        if (open.empty()) break;
        const party::Table* t =
            page->night()->state().table(page->night()->state().currentRound(), open.front());
        page->night()->enterWinner(open.front(), t->seats[std::size_t(i % 2)]);
    }
    page->lowerTabs()->setCurrentIndex(1);
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/party-knockout-%2.png").arg(out, tag));
    return 0;
}
