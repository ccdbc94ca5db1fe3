// SPDX-License-Identifier: GPL-3.0-or-later
// The phone page's words (issue 26), translated like every other string of
// the program (context club::app::PhoneWords) and sent to the page as one
// JSON object, key to text, in the program's language: the page holds no
// text of its own, so the .ts files stay the one place of translations.
#pragma once

#include <QByteArray>

namespace club::app {

/// {"key": "text", ...} in the program's current language, UTF-8, plus
/// "lang": the language's BCP 47 name (e.g. "fr") for the page's <html lang>.
QByteArray phoneWordsJson();

} // namespace club::app
