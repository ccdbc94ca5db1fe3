// SPDX-License-Identifier: GPL-3.0-or-later
// Repairs to an embedded TrueType font, made in memory when it is loaded.
#pragma once

#include <QByteArray>
#include <QString>

namespace club::app {

/// Century Catalogue draws the acute accent, ) ] } > and \ as mirror images
/// of the grave, ( [ { < and /: glyphs made of one mirrored component, whose
/// outline therefore runs the wrong way round. Qt's synthetic bold thickens
/// an outline outwards, so it shrinks these away ("Célia" in bold read
/// "Celia"). Returns `font` with each such glyph made a plain outline that
/// runs the right way, or an empty array when `font` is not a TrueType font
/// this can read.
QByteArray withMirroredGlyphsUnfolded(const QByteArray& font);

/// `font` with its family and style names replaced: a modified font must
/// not keep a reserved name (the Open Font Licence). Empty when `font` has
/// no name table.
QByteArray withFamilyName(const QByteArray& font, const QString& family, const QString& style);

/// The embedded text face's file, under :/players-club/fonts.
inline constexpr char TextFaceFile[] = "Century-Catalogue.ttf";

/// The name the repaired text face goes by: the Open Font Licence keeps the
/// name Century Catalogue for the original.
QString repairedTextFamily();

/// The text face as a TrueType file: the embedded Century Catalogue with its
/// mirrored glyphs unfolded, named repairedTextFamily(). Text on the screen
/// and on the phones' page uses it. Empty when the build embedded no Century
/// Catalogue.
QByteArray repairedTextFace();

} // namespace club::app
