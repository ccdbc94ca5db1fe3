// SPDX-License-Identifier: GPL-3.0-or-later
// What a game's page is called in the window's menus, title bar and file
// dialogs. A page sets its words once, in its constructor (GamePage::
// setWords()); the translated ones are functions so that they follow the
// language the player chooses while the program runs, and each is written
// with the page's own tr() so that its translation context stays the page's.
#pragma once

#include <QString>

#include <functional>

namespace club::app {

struct PageWords {
    /// The game's id, as in the catalogue and in the "game" field of its saves.
    QString gameId;
    /// The game's save extension, without the dot.
    QString saveExtension;
    using Text = std::function<QString()>;
    Text saveName;      ///< the name Save As offers, without extension: "P.M. rubber"
    Text title;         ///< the window title while the page shows, e.g. "P.M."
    Text fileFilter;    ///< for the file dialogs: "<Kind> (*.<extension>)"
    Text newGameText;   ///< the menu text of New, e.g. "&New Rubber of P.M.…"
    Text rulesMenuText; ///< "&Rules of P.M."
    Text rulesTitle;    ///< the rules dialog's title, "Rules of P.M."
    Text rulesHtml;     ///< the rules themselves
};

} // namespace club::app
