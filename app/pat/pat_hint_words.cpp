// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_hint_words.h"

#include "pat_words.h"

#include <QCoreApplication>

namespace club::app::patwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PatHintWords {
    Q_DECLARE_TR_FUNCTIONS(PatHintWords)
};

// Whose counter: the player's name, or the colour of a seat not at the table.
QString ownerName(const pat::Setup& setup, int colour) {
    const int seat = setup.seatOf(colour);
    return seat >= 0 ? plainName(setup, seat) : colourName(colour);
}
} // namespace

QString hintText(const pat::Setup& setup, const pat::HintReason& reason) {
    using Kind = pat::HintReason::Kind;
    using Safety = pat::HintReason::Safety;
    switch (reason.kind) {
    case Kind::OnlyMove:
        return PatHintWords::tr("Only this move is possible with this throw.");
    case Kind::Takes:
        return PatHintWords::tr("The Expert would take %1's counter: it goes back to its "
                                "triangle and needs a 5 to come out again.")
            .arg(ownerName(setup, reason.colour));
    case Kind::ReachesHome:
        return PatHintWords::tr("The Expert would bring this counter HOME, where nothing can "
                                "touch it.");
    case Kind::Enters:
        return PatHintWords::tr("The Expert would enter a counter: with more counters out, fewer "
                                "throws are lost.");
    case Kind::RunsToSafety:
        switch (reason.safety) {
        case Safety::Star:
            return PatHintWords::tr("The Expert would move this counter out of reach of %1's "
                                    "counters, onto a Star, where no counter is taken.")
                .arg(ownerName(setup, reason.colour));
        case Safety::HomeColumn:
            return PatHintWords::tr("The Expert would move this counter out of reach of %1's "
                                    "counters, into your home column, where nobody else goes.")
                .arg(ownerName(setup, reason.colour));
        case Safety::Barrier:
        case Safety::None:
            return PatHintWords::tr("The Expert would move this counter out of reach of %1's "
                                    "counters, onto your own, where the two make a barrier.")
                .arg(ownerName(setup, reason.colour));
        }
        break;
    case Kind::MakesBarrier:
        return PatHintWords::tr("The Expert would join your own counter: two together make a "
                                "barrier that nobody may pass or take.");
    case Kind::LeastExposed:
        return PatHintWords::tr("The Expert would play this move: of all your moves, it leaves "
                                "your counters least within reach of the others' next throws.");
    case Kind::BestAhead:
        break;
    }
    return PatHintWords::tr("The Expert would play this move: looking over the next throws and "
                            "playing each move on, it found this one keeps you best placed in "
                            "the race.");
}

} // namespace club::app::patwords
