// SPDX-License-Identifier: GPL-3.0-or-later
// The Patchesi computer players (PLAYERS.md): every kind plays legal moves
// to the end of a game; the Expert's choice is a function of the State and
// the seed alone (its budget is work, not time, and it never sees the die's
// stream); its rollouts' others play as its settings say (issue 28), and so do
// the others' replies in its search.
#include "core/random.h"
#include "pat/dice.h"
#include "pat/evaluate.h"
#include "pat/game.h"
#include "pat/players.h"
#include "pat/table.h"
#include "pat_test_util.h"

using namespace pat_test;

namespace {

// A game between heuristic players, stopped at its n-th choice among two
// or more moves (the throws after a six included, PAT-5).
State positionAtChoice(Kind kind, std::uint64_t seed, int n) {
    State s(rulesOf(kind, 4, 4), 0);
    club::Random rng(seed);
    HeuristicPlayer h;
    int choices = 0;
    while (!s.isOver()) {
        if (s.phase() != Phase::Choose) {
            s.throwDie(rng.between(1, 6));
            continue;
        }
        if (s.legalCount() > 1 && choices++ == n) return s;
        s.choose(h.choose(s, rng));
    }
    return s;
}

// The rollout as PLAYERS.md tells it, written out plainly: the Expert takes
// the move after which its utility is best, each of the others plays the
// heuristic rule in `byRule` sixths of his moves (a die digit decides, none
// drawn when always) and otherwise any legal move.
float rolloutAsDocumented(State t, int me, std::uint8_t playing, int horizon, int byRule, Dice& d) {
    HeuristicPlayer rule;
    club::Random unused(0);
    for (int thrown = 0; !t.isOver() && thrown < horizon;) {
        if (t.phase() != Phase::Choose) {
            t.throwDie(d.die());
            ++thrown;
            continue;
        }
        int pick = 0;
        if (t.legalCount() > 1) {
            if (t.toMove() == me) {
                float best = -1e30f;
                for (int i = 0; i < t.legalCount(); ++i) {
                    State u = t;
                    u.choose(i);
                    const float v = utilities(u.position(), playing)[std::size_t(me)];
                    if (v > best) best = v, pick = i;
                }
            } else if (byRule == 6 || (byRule > 0 && d.below(6) < byRule)) {
                pick = rule.choose(t, unused);
            } else {
                pick = d.below(unsigned(t.legalCount()));
            }
        }
        t.choose(pick);
    }
    if (t.finishedCount() > 0) return t.finished(0) == me ? 500.f : -500.f;
    return utilities(t.position(), playing)[std::size_t(me)];
}

// The Expert's search as PLAYERS.md tells it, written out plainly, with the
// others replying by the heuristic rule order (othersInSearch Rule): after
// its move `depth` throws, each the mean of the six faces; at its own choices
// the best for it, at the others' the one move the rule picks.
using Values = std::array<float, Colours>;

Values searchWithRuleReplies(const State& s, int me, std::uint8_t playing, int depth);

Values replyOrBest(const State& s, int me, std::uint8_t playing, int depth) {
    if (s.toMove() != me) {
        HeuristicPlayer rule;
        club::Random unused(0);
        State t = s;
        t.choose(s.legalCount() > 1 ? rule.choose(s, unused) : 0);
        return searchWithRuleReplies(t, me, playing, depth);
    }
    Values best{};
    float bestValue = -1e30f;
    for (int i = 0; i < s.legalCount(); ++i) {
        State t = s;
        t.choose(i);
        const Values v = searchWithRuleReplies(t, me, playing, depth);
        if (v[std::size_t(me)] > bestValue) best = v, bestValue = v[std::size_t(me)];
    }
    return best;
}

Values searchWithRuleReplies(const State& s, int me, std::uint8_t playing, int depth) {
    if (depth <= 0 || s.isOver()) return utilities(s.position(), playing);
    Values sum{};
    for (int face = 1; face <= 6; ++face) {
        State t = s;
        t.throwDie(face);
        const Values v = t.phase() == Phase::Choose
                             ? replyOrBest(t, me, playing, depth - 1)
                             : searchWithRuleReplies(t, me, playing, depth - 1);
        for (int c = 0; c < Colours; ++c)
            sum[std::size_t(c)] += v[std::size_t(c)];
    }
    for (float& x : sum)
        x /= 6;
    return sum;
}

std::uint8_t stillPlaying(const State& s) {
    std::uint8_t mask = s.rules().inPlay;
    for (int i = 0; i < s.finishedCount(); ++i)
        mask &= std::uint8_t(~(1u << s.finished(i)));
    return mask | std::uint8_t(1u << s.toMove());
}

} // namespace

class TestPatPlayers : public QObject {
    Q_OBJECT
private slots:
    void everyKindPlaysLegallyToTheEnd_data();
    void everyKindPlaysLegallyToTheEnd();
    void expertSameSeedSameChoice();
    void expertSeesOnlyItsState();
    void rolloutOthersPlayAsTheSettingsSay_data();
    void rolloutOthersPlayAsTheSettingsSay();
    void searchOthersReplyAsTheSettingsSay_data();
    void searchOthersReplyAsTheSettingsSay();
};

void TestPatPlayers::everyKindPlaysLegallyToTheEnd_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("partner");
    for (const std::string& k : playerKinds()) {
        const QString kind = QString::fromStdString(k);
        QTest::newRow(qPrintable("PAT-1 single game, " + kind)) << kind << false;
        QTest::newRow(qPrintable("PAT-P1 partner game, " + kind)) << kind << true;
    }
}

void TestPatPlayers::everyKindPlaysLegallyToTheEnd() {
    QFETCH(QString, kind);
    QFETCH(bool, partner);
    const auto player = makePlayer(kind.toStdString());
    QVERIFY(player);
    QCOMPARE(QString::fromStdString(player->kind()), kind);
    State s(rulesOf(partner ? Kind::Partner : Kind::Single, 4, 4), 0);
    club::Random rng(28);
    for (long throws = 0; !s.isOver();) {
        QVERIFY2(throws < 20000, "a game that does not end");
        if (s.phase() != Phase::Choose) {
            s.throwDie(rng.between(1, 6));
            ++throws;
            continue;
        }
        const int pick = player->choose(s, rng);
        QVERIFY(pick >= 0 && pick < s.legalCount());
        s.choose(pick);
    }
}

void TestPatPlayers::expertSameSeedSameChoice() {
    // The budget is work, not time: the same State and seed give the same
    // move, from a fresh player or one that has chosen before.
    ExpertPlayer a, b;
    for (int n = 0; n < 40; n += 3) {
        const State s = positionAtChoice(n % 2 ? Kind::Partner : Kind::Single, 5, n);
        QVERIFY(s.phase() == Phase::Choose);
        club::Random r1(100 + n), r2(100 + n), r3(100 + n);
        const int first = a.choose(s, r1);
        QCOMPARE(a.choose(s, r2), first);
        QCOMPARE(b.choose(s, r3), first);
    }
}

void TestPatPlayers::expertSeesOnlyItsState() {
    // At the table the Expert is handed the State and a seed (ComputerTurn);
    // a State rebuilt from the throws and moves alone, with no die's stream
    // behind it, gets the same move. Two games from different seeds agree
    // wherever their States do: nothing of the stream reaches the choice.
    Game game(Setup::standard(), 77);
    HeuristicPlayer h;
    club::Random rng(3);
    std::vector<Event> events;
    int compared = 0;
    while (!game.isOver() && compared < 15) {
        if (game.state().phase() != Phase::Choose) {
            game.throwDie();
            continue;
        }
        const State& s = game.state();
        if (s.legalCount() > 1) {
            // Rebuild the State from the record without the Game.
            State rebuilt(s.rules(), game.setup().seats.front().colour);
            for (const Event& e : game.events()) {
                if (e.isThrow)
                    rebuilt.throwDie(e.value);
                else
                    rebuilt.choose(rebuilt.indexOf(e.value));
            }
            QCOMPARE(rebuilt.position().progress, s.position().progress);
            const ComputerTurn turn{"expert", s, 1000u + std::uint64_t(compared)};
            ExpertPlayer expert;
            club::Random same(1000u + std::uint64_t(compared));
            const int counter =
                int(rebuilt.legal()[std::size_t(expert.choose(rebuilt, same))].counter);
            QCOMPARE(turn.choose(), counter);
            ++compared;
        }
        game.play(int(s.legal()[std::size_t(h.choose(s, rng))].counter));
    }
    QCOMPARE(compared, 15);
}

void TestPatPlayers::rolloutOthersPlayAsTheSettingsSay_data() {
    QTest::addColumn<int>("byRule");
    QTest::newRow("issue 28: always the heuristic rule (the Expert's setting)") << 6;
    QTest::newRow("half by rule, half any legal move") << 3;
    QTest::newRow("any legal move (the Expert before issue 28)") << 0;
}

void TestPatPlayers::rolloutOthersPlayAsTheSettingsSay() {
    QFETCH(int, byRule);
    ExpertSettings settings;
    settings.othersByRule = byRule;
    settings.horizon = 40; // long enough for captures and sixes (PAT-5, PAT-7)
    for (int n = 0; n < 30; n += 2) {
        const Kind kind = Kind::Single;
        State s = positionAtChoice(kind, 9, n);
        const int me = s.toMove();
        s.choose(0);
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            Dice d1(seed * 7919), d2(seed * 7919);
            const float got = expertRollout(s, me, s.rules().inPlay, settings, d1);
            const float want = rolloutAsDocumented(s, me, s.rules().inPlay, 40, byRule, d2);
            QCOMPARE(got, want);
        }
    }
}

void TestPatPlayers::searchOthersReplyAsTheSettingsSay_data() {
    QTest::addColumn<int>("depth");
    QTest::newRow("two throws") << 2;
    QTest::newRow("three throws") << 3;
}

void TestPatPlayers::searchOthersReplyAsTheSettingsSay() {
    // With the others replying by rule in the search and no rollouts, the
    // Expert's move is the one the plain search above likes best (its
    // tie-break drawn as the Expert draws it: one number for the rollouts'
    // dice, then one a distinct move). The mean over the others' moves (the
    // default) chooses otherwise in a few of these positions.
    QFETCH(int, depth);
    ExpertSettings settings;
    settings.othersInSearch = ExpertSettings::Reply::Rule;
    settings.depth = depth;
    settings.rollouts = 0;
    int differsFromMean = 0;
    int compared = 0;
    for (int n = 0; n < 400; n += 5) {
        const State s = positionAtChoice(n % 2 ? Kind::Partner : Kind::Single, 21, n);
        if (s.isOver()) continue;
        QVERIFY(s.phase() == Phase::Choose && s.legalCount() > 1);
        ++compared;
        const int me = s.toMove();
        club::Random ties(500 + n);
        ties.next();
        int want = 0;
        float bestValue = -1e30f;
        for (int i = 0; i < s.legalCount(); ++i) {
            bool seen = false;
            for (int j = 0; j < i; ++j)
                seen |= s.legal()[j].from == s.legal()[i].from;
            if (seen) continue;
            State t = s;
            t.choose(i);
            float v = searchWithRuleReplies(t, me, stillPlaying(s), depth)[std::size_t(me)];
            v += float(ties.unit()) * 1e-3f;
            if (v > bestValue) want = i, bestValue = v;
        }
        ExpertPlayer byRule(settings);
        club::Random r1(500 + n);
        QCOMPARE(byRule.choose(s, r1), want);
        ExpertSettings mean = settings;
        mean.othersInSearch = ExpertSettings::Reply::Mean;
        ExpertPlayer byMean(mean);
        club::Random r2(500 + n);
        differsFromMean += byMean.choose(s, r2) != want;
    }
    QCOMPARE(compared, 80);
    QVERIFY(differsFromMean > 0); // 4 of the 80 at either depth
}

QTEST_GUILESS_MAIN(TestPatPlayers)
#include "tst_pat_players.moc"
