// SPDX-License-Identifier: GPL-3.0-or-later
// P.M. table benchmark (not a test: it prints figures). Run with nice:
//   QT_QPA_PLATFORM=offscreen nice pm_bench [repeats]
// 1. Start-up, measured in process: from the process's start (read from
//    /proc/self/stat, so dynamic loading counts) and from main() to the
//    first paint of the real MainWindow, fonts and artwork included.
// 2. Redraw of the 8-player table at 1920x1080: the view's viewport
//    repainted synchronously many times (sprites come from the pixmap
//    cache, as in play); mean, median and worst in ms.
#include "engine/pm/table.h"
#include "fonts.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPushButton>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <unistd.h>

using namespace club;

namespace {

/// Milliseconds since this process started (Linux), or -1 where unknown.
double msSinceProcessStart() {
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly)) return -1;
    const QByteArray s = stat.readAll();
    // Fields after the command name (which may hold spaces) start at ") ".
    const QList<QByteArray> f = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = f.value(19).toDouble(); // field 22: starttime
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

/// Records when a widget is first painted.
class FirstPaint : public QObject {
public:
    explicit FirstPaint(const QElapsedTimer& clock) : clock_(clock) {}
    qint64 ms = -1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && ms < 0) ms = clock_.elapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& clock_;
};

} // namespace

int main(int argc, char* argv[]) {
    const double beforeMain = msSinceProcessStart();
    QElapsedTimer clock;
    clock.start();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("players-club-bench"));
    app::loadEmbeddedFonts();
    const int repeats = argc > 1 ? qMax(1, atoi(argv[1])) : 300;

    // 1. Start-up: the window as the program opens it, to its first paint.
    FirstPaint first(clock);
    double startupMs = 0;
    {
        app::MainWindow window(false);
        window.installEventFilter(&first);
        window.show();
        while (first.ms < 0 && clock.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        startupMs = double(first.ms);
    }
    std::printf("start-up, main() to first paint of the main window: %.1f ms\n", startupMs);
    if (beforeMain >= 0)
        std::printf("start-up, process start to first paint (10 ms clock): %.0f ms\n",
                    beforeMain + startupMs);
    std::printf("  target: under 1000 ms\n");

    // 2. Redraw of the 8-player table at 1920x1080, part-way through a game.
    app::MainWindow window(false);
    window.resize(1920, 1080);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return 1;
    app::PmPage* page = window.page<club::app::PmPage>();
    page->setPace(0, 0);
    pm::RubberConfig config;
    for (int i = 0; i < 8; ++i)
        config.seats.push_back({QStringLiteral("Player %1").arg(i + 1), i,
                                i == 0 ? QStringLiteral("person") : QStringLiteral("greedy")});
    config.seed = 8;
    page->startRubber(config);
    window.openGame(QStringLiteral("pm"));
    page->cutScreen()->dealButton()->click();
    pm::Table* table = page->table();
    for (int turn = 0; turn < 20 && !table->game().isOver(); ++turn) {
        if (table->isComputerToMove())
            table->playComputerTurn();
        else
            table->play(table->game().legalMoves()[0]);
    }
    while (table->isComputerToMove())
        table->playComputerTurn();
    QTest::qWait(100);
    page->scene()->moveSelection(1);
    auto* view = page->findChild<app::PmView*>();
    QWidget* viewport = view->viewport();
    std::printf("8-player table, view %dx%d (window 1920x1080, device pixel ratio %.2f)\n",
                viewport->width(), viewport->height(), viewport->devicePixelRatioF());

    QElapsedTimer t;
    // Wall-clock time, and this thread's processor time, which a machine
    // shared with other work disturbs much less.
    auto cpuMs = [] {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
    };
    std::vector<double> ms, cpu;
    for (int i = 0; i < repeats; ++i) {
        const double c0 = cpuMs();
        t.restart();
        viewport->repaint();
        ms.push_back(t.nsecsElapsed() / 1e6);
        cpu.push_back(cpuMs() - c0);
    }
    auto report = [repeats](const char* what, std::vector<double>& v) {
        double sum = 0;
        for (double x : v)
            sum += x;
        std::sort(v.begin(), v.end());
        std::printf("redraw %s, %d repaints: mean %.2f ms, median %.2f ms, worst %.2f ms\n", what,
                    repeats, sum / repeats, v[v.size() / 2], v.back());
    };
    report("wall clock", ms);
    report("thread CPU", cpu);
    std::printf("  target: under 16 ms\n");
    return 0;
}
