// SPDX-License-Identifier: GPL-3.0-or-later
// P.M.'s hint says what the search found in a player's words (issue 28):
// over many positions of 2, 4 and 8 players, no reason shows a percentage
// of the Expert's internal trials, and a best-chances reason says how often
// the move came first in the deals tried ("most of the deals") and names the
// player the search found hardest to beat, as the search's tallies say.
#include "engine/core/random.h"
#include "engine/pm/hint.h"
#include "engine/pm/pack.h"
#include "engine/pm/playout.h"
#include "engine/pm/view.h"
#include "pm/pm_hint_words.h"

#include <QRegularExpression>
#include <QTest>

using namespace club;

namespace {

const QStringList names{"Alice", "Bertie", "Clara", "Dennis", "Edith", "Frank", "Gwen", "Hugh"};

QString nameOf(int seat) {
    return names.value(seat);
}

/// The words a share of first place must be said in.
QString shareWords(pm::HintReason::Share share) {
    using Share = pm::HintReason::Share;
    switch (share) {
    case Share::Most:
        return QStringLiteral("most of the deals");
    case Share::AboutHalf:
        return QStringLiteral("about half of the deals");
    case Share::Some:
        return QStringLiteral("some of the deals");
    case Share::Few:
        break;
    }
    return QStringLiteral("few of the deals");
}

} // namespace

class TestPmHintWords : public QObject {
    Q_OBJECT
private slots:
    void reasonsInWords() {
        const QRegularExpression percentage(QStringLiteral("\\d\\s*(%|per ?cent)"));
        const QRegularExpression jargon(QStringLiteral("greedy|random|heuristic|PM-\\d"),
                                        QRegularExpression::CaseInsensitiveOption);
        pm::ExpertSettings settings;
        settings.work = 6000; // the words, not the strength, are under test
        int searched = 0;
        int rivalsNamed = 0;
        for (int players : {2, 4, 8}) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                pm::Game g = pm::Game::deal(pm::Pack::standard(), players, int(seed) % players,
                                            1000 * std::uint64_t(players) + seed);
                club::Random play(seed);
                // A position some turns in, reached by greedy play.
                const int turns = int(seed * 7) % (9 * players);
                for (int t = 0; t < turns && !g.isOver(); ++t)
                    g.play(pm::greedyMove(g, play));
                if (g.isOver()) continue;
                const pm::SeatView view(g, g.toMove());
                club::Random rng(seed);
                const pm::Hint hint = pm::hint(view, rng, settings);
                const QString text = app::pmwords::hintReason(hint.reason, nameOf);
                const QByteArray where = QStringLiteral("%1 players, seed %2: %3")
                                             .arg(players)
                                             .arg(seed)
                                             .arg(text)
                                             .toUtf8();
                if (qEnvironmentVariableIsSet("PM_HINT_WORDS_PRINT"))
                    qInfo("%s", where.constData());
                QVERIFY2(!text.isEmpty(), where.constData());
                QVERIFY2(!text.contains(QLatin1Char('%')), where.constData());
                QVERIFY2(!percentage.match(text).hasMatch(), where.constData());
                QVERIFY2(!jargon.match(text).hasMatch(), where.constData());
                if (hint.reason.kind == pm::HintReason::Kind::LeavesTop)
                    QVERIFY2(text.contains(nameOf(hint.reason.seat)), where.constData());
                using Kind = pm::HintReason::Kind;
                const Kind kind = hint.reason.kind;
                // Landing on 25, the least loss and the card left on top
                // speak for themselves; every other reason says what the
                // search found.
                if (kind == Kind::LandsHome || kind == Kind::LeastLoss || kind == Kind::LeavesTop)
                    continue;
                ++searched;
                // The claim is the search's: the same deals, the same tallies.
                club::Random again(seed);
                const pm::ScoredMove best = pm::searchMoves(view, again, settings).front();
                QCOMPARE(best.move, hint.move);
                QCOMPARE(hint.reason.rival, best.rival);
                QCOMPARE(hint.reason.share, pm::shareOf(best.winRate));
                if (best.rival < 0) {
                    QCOMPARE(best.winRate, 1.0);
                    QVERIFY2(text.contains(QLatin1String("every deal tried")), where.constData());
                    continue;
                }
                QVERIFY(best.rival != view.seat());
                QVERIFY2(text.contains(shareWords(hint.reason.share)), where.constData());
                QVERIFY2(text.contains(nameOf(best.rival)), where.constData());
                for (int s = 0; s < players; ++s)
                    if (s != best.rival && s != view.seat())
                        QVERIFY2(!text.contains(nameOf(s)), where.constData());
                ++rivalsNamed;
            }
        }
        // The sweep must meet the reason it is about.
        QVERIFY2(searched >= 30, QByteArray::number(searched).constData());
        QVERIFY2(rivalsNamed >= 30, QByteArray::number(rivalsNamed).constData());
    }
};

QTEST_GUILESS_MAIN(TestPmHintWords)
#include "tst_pm_hint_words.moc"
