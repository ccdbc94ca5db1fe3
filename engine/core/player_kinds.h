// SPDX-License-Identifier: GPL-3.0-or-later
// A game's computer players, made by name from one table: the engine tool,
// the save files and the new-game dialogs use the same names. Every game
// lists its kinds once in a PlayerKinds (levels first, then the reference
// players), so no game chooses a player through an if-chain of names.
#pragma once

#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace club {

template <class Player> class PlayerKinds {
public:
    struct Kind {
        std::string name;
        std::function<std::unique_ptr<Player>()> make;
    };

    PlayerKinds(std::initializer_list<Kind> kinds) : kinds_(kinds) {}

    /// A new player of the kind called `name`, or nullptr for a name the game does not know.
    std::unique_ptr<Player> make(const std::string& name) const {
        for (const Kind& k : kinds_)
            if (k.name == name) return k.make();
        return nullptr;
    }
    bool has(const std::string& name) const {
        for (const Kind& k : kinds_)
            if (k.name == name) return true;
        return false;
    }
    /// Every name, in the table's order.
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const Kind& k : kinds_)
            out.push_back(k.name);
        return out;
    }

private:
    std::vector<Kind> kinds_;
};

} // namespace club
