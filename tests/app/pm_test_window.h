// SPDX-License-Identifier: GPL-3.0-or-later
// A P.M. rubber opened in a fresh main window for a GUI test: dealt, with
// the computers waiting for the test to play them.
#pragma once

#include "engine/pm/rubber.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"

#include <QPushButton>
#include <QTest>

namespace club::test {

/// Replaces `window` by a new one at `size` showing the rubber `config`,
/// its first game dealt; `page` is its P.M. page.
inline void openPmRubber(app::MainWindow*& window, app::PmPage*& page,
                         const pm::RubberConfig& config, QSize size = {1024, 768},
                         int settleMs = 50) {
    delete window;
    window = new app::MainWindow(false);
    window->resize(size);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    page = window->page<app::PmPage>();
    page->setPace(0, 600000); // computers wait: the test plays them
    QVERIFY(page->startRubber(config).isEmpty());
    window->openGame(QStringLiteral("pm"));
    page->cutScreen()->dealButton()->click();
    QTest::qWait(settleMs);
}

} // namespace club::test
