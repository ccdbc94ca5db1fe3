#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end in a real browser (issue 26): the program started with
`--new GAME --seat NAME:KIND ... --phone-address 127.0.0.1`, headless
Chromium pages at 390x844 holding the phone seats, each clicking enabled
choices at random (the page's scripting contract: <body data-phase>,
<button data-choice>, <button data-confirm>) until every phone's page says
the game is over. One phone is frozen and thawed mid-turn, another reloads
mid-turn; both must finish.

Usage: phone_game_browser.py PLAYERS_CLUB GAME NAME:KIND ... [--screenshots DIR]
       phone_game_browser.py --urls URL ...   (phones only, for a table a test
       runs itself: it prints "phones joined" once every page is open)
Exit 0: the game finished on every phone; 77: Chromium or Selenium is
missing (CTest counts it as skipped); anything else: a failure, said on
stderr."""

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
TIMEOUT_S = int(os.environ.get("PHONE_E2E_TIMEOUT", "420"))


def fail(text):
    print("FAIL: " + text, file=sys.stderr)
    sys.exit(1)


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-extensions"):
        options.add_argument(arg)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2.0}})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def read_links(program, count, deadline):
    links = []
    while len(links) < count:
        if time.time() > deadline:
            fail("the program printed %d of %d phone links" % (len(links), count))
        line = program.stdout.readline()
        if not line:
            fail("the program ended before printing its links (exit %s)" % program.poll())
        line = line.strip()
        if not line.startswith("{"):
            continue
        link = json.loads(line)
        if not link.get("url", "").startswith("http://127.0.0.1:"):
            fail("a link not on the loopback: %r" % link)
        links.append(link)
    return links


def phase(driver):
    return driver.execute_script("return document.body ? document.body.dataset.phase : ''")


# In one script, so that no element goes stale between finding and clicking
# (the page draws itself again after every tap). Only on the phone's turn as
# the page says it now: the phase read before may be stale, and a page that
# has since reached the game's end offers every seat the next game, which a
# stale tap started (the laptop's game then stood at a new deal).
ACT_ONCE = """
if (!document.body || document.body.dataset.phase !== 'your-turn') return false;
const shown = sel => Array.from(document.querySelectorAll(sel))
    .filter(b => !b.disabled && b.offsetParent !== null);
const confirms = shown('button[data-confirm]');
if (confirms.length && arguments[0] < 0.7) { confirms[0].click(); return true; }
const choices = shown('button[data-choice]');
if (!choices.length) return false;
choices[Math.floor(arguments[1] * choices.length)].click();
return true;
"""


def act_once(driver, rng):
    """Clicks one enabled choice (or a confirm) at random: True if it did."""
    return bool(driver.execute_script(ACT_ONCE, rng.random(), rng.random()))


def play_until_over(drivers, rng, deadline, check_alive, shots=None, name=""):
    """Each phone's page clicks enabled choices at random until every page
    says the game is over; the first is frozen and thawed on its turn, the
    second reloaded on its turn (both must come back by themselves)."""
    frozen = reloaded = False
    shot_taken = False
    clicks = 0
    said = time.time()
    while True:
        if time.time() - said > 15:
            said = time.time()
            print("... phases %s after %d clicks" % ([phase(d) for d in drivers], clicks),
                  file=sys.stderr, flush=True)
        check_alive()
        if time.time() > deadline:
            fail("the game did not finish in time: phases %s" % [phase(d) for d in drivers])
        phases = [phase(d) for d in drivers]
        if all(p == "game-over" for p in phases):
            return clicks
        acted = False
        for i, d in enumerate(drivers):
            if phases[i] != "your-turn":
                continue
            if shots and not shot_taken:
                d.save_screenshot(os.path.join(shots, "phone-%s.png" % name))
                shot_taken = True
            if not frozen and i == 0:
                # Frozen and thawed mid-turn: its socket may drop; it
                # must come back by itself and finish.
                frozen = True
                d.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "frozen"})
                time.sleep(2)
                d.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "active"})
                continue
            if not reloaded and len(drivers) > 1 and i == 1:
                reloaded = True
                d.refresh()
                continue
            if act_once(d, rng):
                acted = True
                clicks += 1
        if not acted:
            time.sleep(0.1)


# True unless the program embeds Century Catalogue and the page's text face,
# which the program serves repaired for bold (app/fonts.h), did not load.
TEXT_FACE_LOADED = """
const done = arguments[arguments.length - 1];
Promise.all([fetch('/fonts/Century-Catalogue.ttf').then(r => r.ok, () => false),
             document.fonts.load('bold 17px "Players Club Text"', '\u00c9')])
  .then(([embedded, faces]) => done(!embedded || faces.length > 0), () => done(false));
"""


def open_phones(urls):
    drivers = []
    for url in urls:
        d = browser()
        drivers.append(d)
        d.get(url)
        if "#" in d.current_url and "k=" in d.current_url:
            fail("the page kept the secret in the address bar")
        if not d.execute_async_script(TEXT_FACE_LOADED):
            fail("the page's text face did not load from the program")
    return drivers


def quit_all(drivers):
    for d in drivers:
        try:
            d.quit()
        except Exception:
            pass


def missing_browser():
    """Why the browser test cannot run here, or ""."""
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        return "chromium and chromium-driver are not installed"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "python3-selenium is not installed"
    return ""


def play_links(urls):
    """--urls: phones for a table someone else runs (a test that plays the
    screen's people itself); it ends when every phone's game is over."""
    rng = random.Random(int(os.environ.get("PHONE_E2E_SEED", "26")))
    drivers = []
    try:
        drivers = open_phones(urls)
        print("phones joined", flush=True)
        clicks = play_until_over(drivers, rng, time.time() + TIMEOUT_S, lambda: None)
        print("the game finished on %d phones after %d taps" % (len(drivers), clicks))
        return 0
    finally:
        quit_all(drivers)


def main():
    args = sys.argv[1:]
    shots = None
    if "--screenshots" in args:
        i = args.index("--screenshots")
        shots = args[i + 1]
        del args[i:i + 2]
    why = missing_browser()
    if os.environ.get("PLAYERS_CLUB_QUICK_TESTS") and args[:1] != ["--urls"]:
        why = "a whole game in Chromium is left to the full run (not the sanitizers' quick one)"
    if why:
        print("SKIP: " + why, file=sys.stderr)
        return SKIP
    if args[:1] == ["--urls"] and len(args) > 1:
        return play_links(args[1:])
    if len(args) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    program_path, game, seats = args[0], args[1], args[2:]

    phones = sum(1 for s in seats if s.endswith(":phone"))
    home = tempfile.mkdtemp(prefix="phone-e2e-")
    env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen",
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
    # The laptop at its fastest pace (View > Pace > Fast), as a host in a
    # hurry would set it: the phones' game is what is tested.
    config = os.path.join(home, "config", "Players Club")
    os.makedirs(config)
    with open(os.path.join(config, "players-club.conf"), "w") as f:
        f.write("[%s]\npace=2\n" % game)
    command = [program_path, "--new", game]
    for s in seats:
        command += ["--seat", s]
    command += ["--phone-address", "127.0.0.1", "--phone-port", "0"]
    program = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    drivers = []
    rng = random.Random(int(os.environ.get("PHONE_E2E_SEED", "26")))

    def check_alive():
        if program.poll() is not None:
            fail("the program ended mid-game (exit %s)" % program.returncode)

    try:
        deadline = time.time() + TIMEOUT_S
        links = read_links(program, phones, deadline)
        drivers = open_phones([link["url"] for link in links])
        clicks = play_until_over(drivers, rng, deadline, check_alive, shots, game)
        print("the %s game finished on %d phones after %d taps" % (game, len(drivers), clicks))
        return 0
    finally:
        quit_all(drivers)
        program.terminate()
        try:
            program.wait(10)
        except subprocess.TimeoutExpired:
            program.kill()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
