// SPDX-License-Identifier: GPL-3.0-or-later
#include "partners.h"

#include "core/format_error.h"
#include "core/random.h"

#include <numeric>

namespace club::party {

namespace {
// The partner draw has its own stream, so it never repeats the table draw.
constexpr std::uint64_t PartnerStream = 0xA0761D6478BD642Full;

QStringList shuffled(QStringList names, Random& rng) {
    std::vector<int> order(std::size_t(names.size()));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(std::span<int>(order));
    QStringList out;
    for (int i : order)
        out << names[i];
    return out;
}
} // namespace

std::vector<Entrant> drawPartners(const QStringList& ladies, const QStringList& gentlemen,
                                  std::uint64_t seed) {
    if (ladies.size() != gentlemen.size() || ladies.size() < MinKnockoutPairs ||
        ladies.size() > MaxKnockoutPairs)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP(
                        "club::FormatError",
                        "drawing partners needs as many ladies as gentlemen, %1 to %2 of each"),
                    {QString::number(MinKnockoutPairs), QString::number(MaxKnockoutPairs)}));
    Random rng(seed ^ PartnerStream);
    const QStringList l = shuffled(ladies, rng), g = shuffled(gentlemen, rng);
    std::vector<Entrant> pairs;
    for (int i = 0; i < l.size(); ++i)
        pairs.push_back(Entrant{{l[i], g[i]}});
    return pairs;
}

std::vector<Entrant> drawPartners(const QStringList& people, std::uint64_t seed) {
    if (people.size() % 2 != 0 || people.size() < 2 * MinKnockoutPairs ||
        people.size() > 2 * MaxKnockoutPairs)
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "drawing partners needs an even number of "
                                                   "people, %1 to %2"),
            {QString::number(2 * MinKnockoutPairs), QString::number(2 * MaxKnockoutPairs)}));
    Random rng(seed ^ PartnerStream);
    const QStringList drawn = shuffled(people, rng);
    std::vector<Entrant> pairs;
    for (int i = 0; i + 1 < drawn.size(); i += 2)
        pairs.push_back(Entrant{{drawn[i], drawn[i + 1]}});
    return pairs;
}

} // namespace club::party
