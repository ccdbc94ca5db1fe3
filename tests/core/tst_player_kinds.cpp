// SPDX-License-Identifier: GPL-3.0-or-later
// The table every game makes its computer players from by name
// (core/player_kinds.h), and each game's kinds as the tool lists them.
#include "core/player_kinds.h"
#include "core/random.h"
#include "crib/player.h"
#include "km/player.h"
#include "pat/players.h"
#include "pm/player.h"

#include <QTest>

using namespace club;

namespace {
struct Toy {
    virtual ~Toy() = default;
    virtual int value() const = 0;
};
struct One : Toy {
    int value() const override { return 1; }
};
struct Two : Toy {
    int value() const override { return 2; }
};
} // namespace

class TestPlayerKinds : public QObject {
    Q_OBJECT
private slots:
    void makesByNameInTheTablesOrder() {
        const PlayerKinds<Toy> kinds{{"one", [] { return std::make_unique<One>(); }},
                                     {"two", [] { return std::make_unique<Two>(); }}};
        QCOMPARE(kinds.names(), (std::vector<std::string>{"one", "two"}));
        QCOMPARE(kinds.make("two")->value(), 2);
        QCOMPARE(kinds.make("one")->value(), 1);
        QVERIFY(kinds.make("three") == nullptr);
        QVERIFY(kinds.has("one"));
        QVERIFY(!kinds.has("person")); // a person is not a computer kind
    }

    // Every name a game lists makes a player of that kind.
    void everyGamesKindsMakeTheirPlayers() {
        for (const std::string& k : pm::playerKinds())
            QVERIFY2(pm::makePlayer(k) != nullptr, k.c_str());
        for (const std::string& k : pat::playerKinds())
            QVERIFY2(pat::makePlayer(k) != nullptr && pat::makePlayer(k)->kind() == k, k.c_str());
        const std::vector<std::string> km = km::playerKinds();
        QCOMPARE(km, (std::vector<std::string>{"random", "standard", "expert"}));
        for (const std::string& k : km) {
            const auto level = km::parseLevel(k);
            QVERIFY2(level && km::levelName(*level) == k, k.c_str());
            QCOMPARE(km::makePlayer(*level)->level(), *level);
        }
        QVERIFY(!km::parseLevel("greedy"));
    }

    // Cribbage's levels come from its table too, levels first (the ones
    // offered to people), each kind making a player of its own level.
    void cribbageKindsAreItsLevels() {
        const std::vector<std::string> kinds = crib::playerKinds();
        QCOMPARE(kinds, (std::vector<std::string>{"beginner", "standard", "expert", "random",
                                                  "greedy", "habit"}));
        for (std::size_t i = 0; i < std::size(crib::PlayerLevels); ++i)
            QCOMPARE(crib::parseLevel(kinds[i]), std::optional(crib::PlayerLevels[i]));
        const crib::DiscardView view{{crib::Card(0), crib::Card(13), crib::Card(4), crib::Card(17),
                                      crib::Card(30), crib::Card(51)},
                                     2,
                                     true};
        for (const std::string& k : kinds) {
            const auto level = crib::parseLevel(k);
            QVERIFY2(level && crib::levelName(*level) == k, k.c_str());
            const auto player = crib::makePlayer(k);
            QVERIFY2(player && player->level() == *level, k.c_str());
            Random a(5), b(5);
            QCOMPARE(player->discard(view, a), crib::chooseDiscard(*level, view, b));
        }
        QVERIFY(!crib::parseLevel("person"));
        QVERIFY(!crib::makePlayer("human"));
    }
};

QTEST_GUILESS_MAIN(TestPlayerKinds)
#include "tst_player_kinds.moc"
