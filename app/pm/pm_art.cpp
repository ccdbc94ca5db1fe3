#include "pm_art.h"

namespace club::app::pm_art {

QStringList allIds() {
    QStringList ids{board,          boardName,
                    container,      containerLarge,
                    containerSmall, cardHighlight,
                    spotHighlight,  spotBust,
                    turnMarker,     ring,
                    title,          back(false),
                    back(true),     QStringLiteral("pm-card-blank")};
    for (int i = 0; i < 4; ++i)
        ids << star(i);
    for (int p = 1; p <= 25; ++p)
        ids << spot(p);
    for (int c = 0; c < 8; ++c)
        ids << man(c);
    for (int v = 1; v <= 15; ++v)
        ids << cardFace(v) << cardFace(-v);
    return ids;
}

} // namespace club::app::pm_art
