// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_square_words.h"

#include "pat_scene.h"
#include "pat_words.h"

#include <QCoreApplication>

namespace club::app::patwords {

namespace {
struct PatSquareWords {
    Q_DECLARE_TR_FUNCTIONS(PatSquareWords)
};

// The landmarks a square is named from: each arm's two Stars and its A.
enum class Mark { Entry, OtherStar, End };

int mod68(int i) {
    return ((i % pat::LoopSquares) + pat::LoopSquares) % pat::LoopSquares;
}

/// +1 when the counters of this kind run up the loop's numbers, else -1.
int direction(pat::Kind kind) {
    const pat::Paths& paths = pat::Paths::standard();
    return mod68(paths.loopSquare(kind, 0, 1) - paths.loopSquare(kind, 0, 0)) == 1 ? 1 : -1;
}

int markSquare(pat::Kind kind, int colour, Mark mark) {
    const pat::ColourGeometry& g = pat::Geometry::standard().colours[std::size_t(colour)];
    const bool single = kind == pat::Kind::Single;
    switch (mark) {
    case Mark::Entry:
        return single ? g.rightStarIndex : g.leftStarIndex;
    case Mark::OtherStar:
        return single ? g.leftStarIndex : g.rightStarIndex;
    case Mark::End:
        break;
    }
    return g.aIndex;
}

/// A landmark itself (steps 0) or `steps` squares past it, said to the viewer
/// when it is his, else with its colour's name.
QString markWords(Mark mark, bool yours, int colour, int steps) {
    const QString who = colourName(colour);
    const QString n = numberWord(steps);
    switch (mark) {
    case Mark::Entry:
        if (yours)
            return steps == 0   ? PatSquareWords::tr("your entry Star")
                   : steps == 1 ? PatSquareWords::tr("one square past your entry Star")
                                : PatSquareWords::tr("%1 squares past your entry Star").arg(n);
        return steps == 0   ? PatSquareWords::tr("%1's entry Star").arg(who)
               : steps == 1 ? PatSquareWords::tr("one square past %1's entry Star").arg(who)
                            : PatSquareWords::tr("%2 squares past %1's entry Star").arg(who, n);
    case Mark::OtherStar:
        if (yours)
            return steps == 0   ? PatSquareWords::tr("your other Star")
                   : steps == 1 ? PatSquareWords::tr("one square past your other Star")
                                : PatSquareWords::tr("%1 squares past your other Star").arg(n);
        return steps == 0   ? PatSquareWords::tr("%1's other Star").arg(who)
               : steps == 1 ? PatSquareWords::tr("one square past %1's other Star").arg(who)
                            : PatSquareWords::tr("%2 squares past %1's other Star").arg(who, n);
    case Mark::End:
        break;
    }
    if (yours)
        return steps == 0   ? PatSquareWords::tr("the end of your arm")
               : steps == 1 ? PatSquareWords::tr("one square past the end of your arm")
                            : PatSquareWords::tr("%1 squares past the end of your arm").arg(n);
    return steps == 0   ? PatSquareWords::tr("the end of %1's arm").arg(who)
           : steps == 1 ? PatSquareWords::tr("one square past the end of %1's arm").arg(who)
                        : PatSquareWords::tr("%2 squares past the end of %1's arm").arg(who, n);
}

QString loopWords(pat::Kind kind, int viewer, int square) {
    if (viewer >= 0) {
        // The way in after one's last Star: counted down to the home column.
        const pat::Paths& paths = pat::Paths::standard();
        const int progress = paths.progressAt[int(kind)][viewer][square];
        const int lastStar =
            paths.progressAt[int(kind)][viewer][markSquare(kind, viewer, Mark::OtherStar)];
        if (progress > lastStar) {
            const int before = pat::FirstHomeColumn - progress;
            return before == 1 ? PatSquareWords::tr("one square before your home column")
                               : PatSquareWords::tr("%1 squares before your home column")
                                     .arg(numberWord(before));
        }
    }
    // Else the nearest landmark behind it, in the way the counters run.
    const int dir = direction(kind);
    int best = pat::LoopSquares, bestColour = 0;
    Mark bestMark = Mark::End;
    for (int colour = 0; colour < pat::Colours; ++colour)
        for (Mark mark : {Mark::Entry, Mark::OtherStar, Mark::End}) {
            const int steps = mod68((square - markSquare(kind, colour, mark)) * dir);
            if (steps < best) {
                best = steps;
                bestColour = colour;
                bestMark = mark;
            }
        }
    return markWords(bestMark, bestColour == viewer, bestColour, best);
}
} // namespace

QString numberWord(int n) {
    switch (n) {
    case 1:
        return PatSquareWords::tr("one");
    case 2:
        return PatSquareWords::tr("two");
    case 3:
        return PatSquareWords::tr("three");
    case 4:
        return PatSquareWords::tr("four");
    case 5:
        return PatSquareWords::tr("five");
    case 6:
        return PatSquareWords::tr("six");
    case 7:
        return PatSquareWords::tr("seven");
    }
    return QString::number(n);
}

int placeOfProgress(pat::Kind kind, int colour, int progress) {
    if (progress < 0) return PatScene::FirstTrianglePlace + colour;
    if (progress >= pat::Home) return PatScene::HomePlace;
    if (progress >= pat::FirstHomeColumn)
        return PatScene::FirstColumnPlace + colour * pat::HomeColumn + progress -
               pat::FirstHomeColumn;
    return pat::Paths::standard().loopSquare(kind, colour, progress);
}

QString placeWords(pat::Kind kind, int viewer, int place) {
    if (place >= 0 && place < PatScene::FirstColumnPlace) return loopWords(kind, viewer, place);
    if (place >= PatScene::FirstColumnPlace && place < PatScene::HomePlace) {
        const int colour = (place - PatScene::FirstColumnPlace) / pat::HomeColumn;
        const int toHome = pat::HomeColumn - (place - PatScene::FirstColumnPlace) % pat::HomeColumn;
        const QString n = numberWord(toHome);
        if (colour == viewer)
            return toHome == 1
                       ? PatSquareWords::tr("your home column, one square from HOME")
                       : PatSquareWords::tr("your home column, %1 squares from HOME").arg(n);
        return toHome == 1 ? PatSquareWords::tr("%1's home column, one square from HOME")
                                 .arg(colourName(colour))
                           : PatSquareWords::tr("%1's home column, %2 squares from HOME")
                                 .arg(colourName(colour), n);
    }
    if (place == PatScene::HomePlace) return PatSquareWords::tr("HOME");
    if (place >= PatScene::FirstTrianglePlace && place < PatScene::PlaceCount) {
        const int colour = place - PatScene::FirstTrianglePlace;
        return colour == viewer ? PatSquareWords::tr("your triangle")
                                : PatSquareWords::tr("%1's triangle").arg(colourName(colour));
    }
    return {};
}

} // namespace club::app::patwords
