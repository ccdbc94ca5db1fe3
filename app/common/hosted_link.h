// SPDX-License-Identifier: GPL-3.0-or-later
// A hosted game's link to the page that asked for it (game_page.h), kept in
// the host's autosave (issue 23): a party night's table played in the
// program and stopped by a crash is resumed as that table's game, not as a
// game of its own. The link is one more field of the save, "hostedFor":
// {"asker": game id, "note": the asker's object}; every game's loader
// passes over fields it does not know, and only resume reads this one.
#pragma once

#include "core/message.h"

#include <QJsonObject>
#include <QString>

#include <functional>

namespace club::app {

struct HostedLink {
    QString asker;    ///< the asking page's game id; empty: no link
    QJsonObject note; ///< the asker's own words on the game
    bool isEmpty() const { return asker.isEmpty(); }
    /// The field's value: {"asker", "note"}.
    explicit operator QJsonObject() const;
};

/// Writes a game with `write` and the link beside it, as one file: the game
/// goes to a file of its own first, then both replace `path` at once, so a
/// crash leaves the old save or the new one, never the game without its link.
/// @returns an empty message, or what went wrong.
Message writeLinkedSave(const QString& path, const HostedLink& link,
                        const std::function<Message(const QString& path)>& write);

/// Writes a game with `write` and `fields` beside the game's own (the
/// book's tag, book_tag.h; a hosted game's link), as one file, as
/// writeLinkedSave() does.
Message writeSaveWithFields(const QString& path, const QJsonObject& fields,
                            const std::function<Message(const QString& path)>& write);

/// The name of the link's field in a save: "hostedFor".
QString hostedLinkField();

/// A save file as one object; empty when it cannot be read.
QJsonObject readSaveObject(const QString& path);

/// The link in a save written by writeLinkedSave(); empty when there is
/// none or the file cannot be read (its own loader says why).
HostedLink readHostedLink(const QString& path);

} // namespace club::app
