#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Phones' benchmark (issue 26), figures printed, not a timed test.

Starts the real program with `--new pm --seat Ann:phone --seat Bob:phone
--phone-address 127.0.0.1` (two phones: every move is a phone's), opens
both seats in headless Chromium at 390x844 and prints:
- the page's load time (navigation start to the load event) and the bytes
  it took (the page, its script, style, words and fonts, as sent);
- from a tap on a phone's Play button to the table's answer arriving back
  on that phone (the laptop has played the move and sent the new view: an
  upper bound of "tap to move shown on the laptop", which is drawn from the
  same signal), over the moves of one game: median, 95th percentile, max.

Usage: phone_bench.py PLAYERS_CLUB [--moves N]"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phone_game_browser import SKIP, browser, phase, read_links  # noqa: E402

# The tap, then the page's revision changing (its next view drawn).
TAP_AND_WAIT = """
const done = arguments[arguments.length - 1];
const enabled = sel => Array.from(document.querySelectorAll(sel)).filter(b => !b.disabled);
// A card, then a man, until Play carries a choice of the view.
for (const kind of ['card', 'man']) {
  if (enabled('button[data-confirm][data-choice]').length) break;
  const part = enabled('button[data-part="' + kind + '"]')[0];
  if (part) part.click();
}
const play = enabled('button[data-confirm][data-choice]')[0] ||
             enabled('button[data-choice]:not([data-part])')[0];
if (!play) { done(null); return; }
const before = document.body.dataset.revision;
const t0 = performance.now();
play.click();
const seen = new MutationObserver(() => {
  if (document.body.dataset.revision !== before) { seen.disconnect(); done(performance.now() - t0); }
});
seen.observe(document.body, {attributes: true});
setTimeout(() => { seen.disconnect(); done(-1); }, 5000);
"""


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    moves = 40
    if "--moves" in args:
        moves = int(args[args.index("--moves") + 1])
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        print("SKIP: chromium and chromium-driver are not installed", file=sys.stderr)
        return SKIP
    home = tempfile.mkdtemp(prefix="phone-bench-")
    env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen")
    program = subprocess.Popen([args[0], "--new", "pm", "--seat", "Ann:phone", "--seat", "Bob:phone",
                                "--phone-address", "127.0.0.1", "--phone-port", "0"],
                               env=env, stdout=subprocess.PIPE, text=True)
    drivers = []
    try:
        links = read_links(program, 2, time.time() + 60)
        loads, sizes = [], []
        for link in links:
            d = browser()
            d.set_script_timeout(10)
            d.get(link["url"])
            while phase(d) in ("", "joining"):
                time.sleep(0.05)
            timing = d.execute_script(
                "const n = performance.getEntriesByType('navigation')[0];"
                "const r = performance.getEntriesByType('resource');"
                "return {load: n.loadEventEnd - n.startTime,"
                " bytes: n.transferSize + r.reduce((s, e) => s + e.transferSize, 0),"
                " files: 1 + r.length};")
            loads.append(timing["load"])
            sizes.append((timing["bytes"], timing["files"]))
            drivers.append(d)
        for (load, (size, files)) in zip(loads, sizes):
            print("page load: %.0f ms, %d bytes in %d files (target: under 1 s, under 200 KB)"
                  % (load, size, files))
        taps = []
        deadline = time.time() + 240
        while len(taps) < moves and time.time() < deadline:
            mover = next((d for d in drivers if phase(d) == "your-turn"), None)
            if mover is None:
                if all(phase(d) == "game-over" for d in drivers):
                    break
                time.sleep(0.02)
                continue
            took = mover.execute_async_script(TAP_AND_WAIT)
            if os.environ.get("PHONE_BENCH_DEBUG"):
                print("tap:", took, file=sys.stderr, flush=True)
            if took is not None and took >= 0:
                taps.append(took)
        if not taps:
            print("no move was timed", file=sys.stderr)
            return 1
        taps.sort()
        p95 = taps[min(len(taps) - 1, int(round(0.95 * (len(taps) - 1))))]
        print("tap to the table's answer on the phone, %d moves: median %.1f ms, "
              "95th percentile %.1f ms, max %.1f ms (target: under 100 ms)"
              % (len(taps), statistics.median(taps), p95, taps[-1]))
        return 0
    finally:
        for d in drivers:
            try:
                d.quit()
            except Exception:
                pass
        program.terminate()
        try:
            program.wait(10)
        except subprocess.TimeoutExpired:
            program.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
