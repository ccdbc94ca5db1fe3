// SPDX-License-Identifier: GPL-3.0-or-later
// Words that follow the language chosen while the program runs (issue 25):
// a widget, a scene or a page hands over what sets its words, and it runs
// now and again whenever the language changes (the View > Language menu
// swaps the translators, and Qt sends QEvent::LanguageChange). Nothing else
// is rebuilt: the game on the table, its hint and its screens stay as they
// were, and only their words are said again.
#pragma once

#include <QObject>

#include <functional>

namespace club::app {

/// Runs `retranslate` now, and after every change of language for as long
/// as `owner` lives. A switch of language installs and removes several
/// catalogues; `retranslate` runs once, after the last.
void followLanguage(QObject* owner, std::function<void()> retranslate);

} // namespace club::app
