// SPDX-License-Identifier: GPL-3.0-or-later
// What the Patchesi page tells the players as the table announces a
// throw, a move, a turn or the end, and the preview of the chosen move.
#include "pat_page.h"

#include "common/computer_turns.h"
#include "pat_scene.h"
#include "pat_side_panel.h"
#include "pat_square_words.h"
#include "pat_words.h"

#include <algorithm>

namespace club::app {

void PatPage::onThrown(int seat, int value, bool opening) {
    autosave();
    if (opening) {
        openingThrows_.append({seat, value});
        sayNote([this, throws = openingThrows_] {
            return tr("For who begins: %1.").arg(openingThrowsWords(throws));
        });
    } else if (!openingThrows_.isEmpty() || table_->throwsThisTurn().size() <= 1) {
        panel_->setNote(QString());
    }
    if (!opening && value == 6 && table_->phase() != pat::Phase::Over)
        emit statusMessage(sixText(seat));
    refresh();
    // A person with a choice: the status bar no longer says to throw.
    if (!opening && value != 6 && table_->phase() == pat::Phase::Choose &&
        !table_->isComputerToMove())
        emit statusMessage(panel_->turnText());
    emit actionsChanged();
}

QString PatPage::sixText(int seat) const {
    const pat::State& s = table_->state();
    if (s.phase() == pat::Phase::Choose && s.pendingIsThirdSix())
        return tr("%1 threw a third six running: it counts twelve, then the counter nearest HOME "
                  "goes back to the triangle.")
            .arg(name(seat));
    // A lost six leaves the turn in Phase::Throw, or ends it.
    const int left = table_->seatToMove() == seat ? s.throwsLeft() : 0;
    if (left == 0) return tr("%1 threw a six: it counts twelve.").arg(name(seat));
    return tr("%1 threw a six: it counts twelve, and %n more throw(s) follow.", nullptr, left)
        .arg(name(seat));
}

QString PatPage::openingThrowsWords(const QList<std::pair<int, int>>& throws) const {
    // The last round only: waiting for a five can take twenty throws, and
    // the log keeps every one.
    const qsizetype shown = qMin(throws.size(), qsizetype(table_->setup().seats.size()));
    QStringList said;
    for (qsizetype i = throws.size() - shown; i < throws.size(); ++i)
        said << tr("%1 threw %2").arg(name(throws[i].first)).arg(throws[i].second);
    const QString words = said.join(QStringLiteral(", "));
    return shown < throws.size() ? QStringLiteral("\u2026 ") + words : words;
}

void PatPage::sayNote(std::function<QString()> words) {
    noteWords_ = std::move(words);
    shownNote_ = noteWords_ ? noteWords_() : QString();
    panel_->setNote(shownNote_);
}

void PatPage::onThrowLost(int seat, int value, int returnedCounter) {
    sayNote([this, seat, value, returnedCounter] {
        return returnedCounter >= 0
                   ? tr("%1 threw a third six that no counter can use: the throw is lost and the "
                        "counter nearest HOME goes back to the triangle.")
                         .arg(name(seat))
                   : tr("%1 threw %2: no counter can move, so the throw is lost.")
                         .arg(name(seat))
                         .arg(value);
    });
    emit statusMessage(shownNote_);
}

void PatPage::onMoved(const pat::MoveReport& r) {
    autosave();
    sayNote([this, r] {
        QStringList notes;
        if (r.capturedColour >= 0)
            notes << tr("%1 takes a %2 counter: it goes back to its triangle.")
                         .arg(name(r.seat), patwords::colourName(r.capturedColour));
        if (r.returnedCounter >= 0)
            notes << tr("Third six: %1's counter nearest HOME goes back to the triangle.")
                         .arg(name(r.seat));
        if (r.to == pat::Home) notes << tr("%1 brings a counter HOME.").arg(name(r.seat));
        return notes.join(QLatin1Char(' '));
    });
    refresh();
    emit actionsChanged();
}

void PatPage::onTurnChanged(int seat) {
    refresh();
    if (!hasGame() || seat < 0) return;
    const pat::Seat& s = table_->setup().seats[std::size_t(seat)];
    if (table_->phase() == pat::Phase::Throw)
        emit statusMessage(s.isPerson() ? tr("%1 to throw.").arg(name(seat))
                                        : tr("%1 throws\u2026").arg(name(seat)));
    if (!scene_->isAnimating()) advance();
}

void PatPage::onGameOver() {
    computers_->stop();
    if (fastForward_) setFastForward(false);
    refresh();
    if (!hasGame()) return;
    emit statusMessage(panel_->turnText());
    if (hostedTag() != 0) {
        HostedResult result;
        const int side = table_->state().winningSide();
        for (int seat = 0; seat < int(table_->setup().seats.size()); ++seat)
            if (pat::sideOf(table_->setup().seats[std::size_t(seat)].colour) == side)
                result.winners << hostedSeat(table_->setup(), seat);
        std::sort(result.winners.begin(), result.winners.end());
        // The result is with its asker before the autosave goes: a crash
        // between the two resumes the game rather than losing its result.
        emit hostedGameOver(endHosted(), result);
    }
    writeAutosave(); // removes it: a finished game is not offered again
    emit actionsChanged();
}

QString PatPage::chosenMoveText(const pat::Setup& setup, int colour, bool fromTriangle,
                                int fromPlace, int toPlace) {
    const auto words = [&](int place) { return patwords::placeWords(setup.kind, colour, place); };
    if (fromTriangle)
        return tr("Chosen: a counter from your triangle enters on %1.").arg(words(toPlace));
    if (toPlace == PatScene::HomePlace)
        return tr("Chosen: the counter on %1 goes HOME.").arg(words(fromPlace));
    return tr("Chosen: the counter on %1 goes to %2.").arg(words(fromPlace), words(toPlace));
}

void PatPage::updatePreview() {
    const auto& choices = scene_->choices();
    const int i = scene_->selected();
    if (i < 0 || i >= choices.size()) {
        panel_->setPreview(QString());
        return;
    }
    const PatScene::Choice& c = choices[i];
    // Said to the person choosing: "your entry Star", "Green's other Star".
    const pat::Setup& setup = table_->setup();
    const int colour = setup.seats[std::size_t(table_->seatToMove())].colour;
    QString text =
        chosenMoveText(setup, colour, c.move.from == pat::Triangle, c.fromPlace, c.toPlace);
    if (c.captures)
        text += QLatin1Char(' ') +
                tr("It takes the %1 counter there.").arg(patwords::colourName(c.capturedColour));
    else if (c.onStarBeside)
        text += QLatin1Char(' ') + tr("The Star is safe: it shares the square, nobody is taken.");
    else if (c.makesBarrier)
        text += QLatin1Char(' ') + tr("It makes a barrier with your counter there.");
    if (c.returnedCounter >= 0)
        text += QLatin1Char(' ') +
                tr("This is the third six: afterwards your counter nearest HOME goes back.");
    if (choices.size() > 1)
        text += QLatin1Char(' ') +
                tr("(%n choice(s); arrows or Tab for another.)", nullptr, int(choices.size()));
    panel_->setPreview(text);
}

} // namespace club::app
