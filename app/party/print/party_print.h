// SPDX-License-Identifier: GPL-3.0-or-later
// The party night on paper (issue 15): the sheets a club hall needs, painted
// page by page onto a printer (print preview) or a PDF writer, for a night
// drawn in the app or blank for a night run on paper.
#pragma once

#include "core/message.h"
#include "party/night_state.h"

#include <QFlags>
#include <QString>

class QPagedPaintDevice;
class QWidget;

namespace club::app {

enum class PartySheet {
    TableCards = 0x01, ///< one card per table: its number, who sits there each round
    TallyCards = 0x02, ///< one per entrant: each round's table and a line for its score
    DrawSheet = 0x04,  ///< the draw: every table of the current round and who sits where
    Bracket = 0x08,    ///< knockout: the tree, results so far
    Standings = 0x10,  ///< the standings with the prizes
};
Q_DECLARE_FLAGS(PartySheets, PartySheet)
Q_DECLARE_OPERATORS_FOR_FLAGS(PartySheets)

/// Every sheet (those that do not apply to a night's format are skipped).
inline constexpr PartySheets AllPartySheets{0x1f};

/// A night run on paper: what the blank sheets need to know beforehand.
struct BlankNight {
    party::Format format = party::Format::Drive;
    int entrants = 0; ///< people in a drive (4..64), pairs in a knockout (2..32)
    int rounds = party::Options{}.rounds; ///< drive only (1..MaxRounds)
    QString title;                        ///< the night's name; may be empty
};

/// The longest title blank sheets keep, in UTF-16 units.
inline constexpr int MaxBlankTitle = party::MaxNameLength * 2;
/// A title typed for blank sheets as they keep it: trimmed, and cut to
/// MaxBlankTitle between whole characters (never half an emoji, never a
/// letter without its accent).
QString blankNightTitle(const QString& typed);

/// Why blank sheets cannot be made for `night`, or an empty message.
Message checkBlankNight(const BlankNight& night);

/// Paints the chosen sheets of a drawn night onto `device`, starting on its
/// current page (a QPrinter from QPrintPreviewDialog::paintRequested, or a
/// QPdfWriter). Sheets that do not apply to the night's format are skipped.
/// @pre night.isStarted()
void paintPartySheets(QPagedPaintDevice& device, const party::NightState& night, PartySheets which);

/// Opens the print preview of the chosen sheets; `windowTitle` names its window.
/// Both print through the club's shared printer (common/sheet_print.h).
void previewPartySheets(QWidget* parent, const party::NightState& night, PartySheets which,
                        const QString& windowTitle);

/// Writes the chosen sheets to a PDF file. @returns an empty message, or the problem.
Message exportPartySheetsPdf(const party::NightState& night, PartySheets which,
                             const QString& path);

/// Blank sheets: a drive's table cards and numbered tally cards (card
/// numbers seat round 1 as the draw would), a knockout's table cards and
/// bracket with the pairs numbered in draw order. Draw sheet and standings
/// have nothing to show before the night and are skipped.
/// @pre checkBlankNight(night) is empty
void paintBlankPartySheets(QPagedPaintDevice& device, const BlankNight& night, PartySheets which);
Message exportBlankPartySheetsPdf(const BlankNight& night, PartySheets which, const QString& path);

/// Registers the command-line blank sheets (--party-sheets); called by
/// registerPartyGame().
void registerPartySheetCommands();

} // namespace club::app
