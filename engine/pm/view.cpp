#include "view.h"

#include <algorithm>

namespace club::pm {

std::vector<int> View::unseenValues() const {
    std::vector<bool> seen(game_.deckSize(), false);
    for (CardId c : hand())
        seen[c] = true;
    for (CardId c : played())
        seen[c] = true;
    std::vector<int> values;
    for (int id = 0; id < game_.deckSize(); ++id)
        if (!seen[id]) values.push_back(game_.card(CardId(id)).value);
    std::sort(values.begin(), values.end());
    return values;
}

} // namespace club::pm
