#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The phone page (issue 26) in headless Chromium at 390x844, against the fake
table server (fake_table_server.py, the wire of PHONES_PLAN.md) on 127.0.0.1:
joining, the phases, a P.M. card and man sent as one act, a cribbage lay-away
confirmed, the hint's mark, hiding the hand, reconnecting after the socket
drops (the unanswered act sent again with its actionId), moved and revoked.

Skips (exit 77, CTest's SKIP_RETURN_CODE here, with a message) when chromium, its driver or selenium is absent.
Screenshots go to $PHONE_SHOTS (default /tmp) as phone-page-*.png."""
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fake_table_server  # noqa: E402

SHOTS = os.environ.get('PHONE_SHOTS', '/tmp')


def skip(why):
    print('SKIP: ' + why)
    sys.exit(77)


try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    skip('python3-selenium is not installed')

CHROMIUM = shutil.which('chromium') or shutil.which('chromium-browser')
DRIVER = shutil.which('chromedriver') or ('/usr/bin/chromedriver'
                                          if os.path.exists('/usr/bin/chromedriver') else None)
if not CHROMIUM or not DRIVER:
    skip('chromium and chromium-driver are not installed')


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                '--window-size=390,844', '--force-device-scale-factor=1'):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    # A phone's viewport, exactly: 390x844 CSS pixels.
    driver.execute_cdp_cmd('Emulation.setDeviceMetricsOverride',
                           {'width': 390, 'height': 844, 'deviceScaleFactor': 1, 'mobile': True})
    return driver


def shot(driver, name):
    driver.execute_script('window.scrollTo(0, 0)')
    driver.save_screenshot(os.path.join(SHOTS, 'phone-page-%s.png' % name))


class Check:
    def __init__(self, driver):
        self.driver = driver
        self.failures = []

    def that(self, ok, what):
        print(('ok   ' if ok else 'FAIL ') + what)
        if not ok:
            self.failures.append(what)

    def wait(self, condition, what, timeout=8):
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.05).until(
                lambda d: condition())
            self.that(True, what)
            return True
        except Exception:
            self.that(False, what)
            return False

    def phase(self):
        return self.driver.find_element(By.TAG_NAME, 'body').get_attribute('data-phase')

    def enabled(self, selector):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]))"
            ".filter(function (b) { return !b.disabled && b.offsetParent !== null; }).length;",
            selector)

    def choices(self):
        """The view choice of every enabled, shown button (parts left out), in one call."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('button[data-choice]:not([data-part])'))"
            ".filter(function (b) { return !b.disabled && b.offsetParent !== null; })"
            ".map(function (b) { return b.getAttribute('data-choice'); });")

    def button(self, label):
        return self.driver.find_element(By.CSS_SELECTOR, 'button[aria-label="%s"]' % label)


def wait_until(condition, timeout=5):
    end = time.time() + timeout
    while time.time() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


def play_pm(driver, check):
    import pm_phone_script
    server = fake_table_server.FakeServer(pm_phone_script.Script()).start()
    table = server.table
    try:
        driver.get(server.url())
        check.wait(lambda: check.phase() == 'your-turn', 'P.M.: joined, and it is your turn')
        check.that('#' not in driver.current_url, 'the secret left the address bar')
        check.that(table.received[0] == {'type': 'join', 'seat': 0,
                                         'secret': pm_phone_script.SECRET},
                   'the first message is the join with the link\'s seat and secret')
        banner = driver.find_element(By.ID, 'banner').text
        check.that(banner == 'Your turn', 'a banner says "Your turn" (%r)' % banner)
        check.that(check.choices() == [], 'no choice before a card and a man are chosen')
        cards = driver.find_elements(By.CSS_SELECTOR, '#hand button.card')
        check.that([c.get_attribute('aria-label') for c in cards] ==
                   ['Plus 7', 'Minus 4', 'Plus 13', 'Plus 2', 'Minus 9'],
                   'every card of the hand is a button with its name')
        small = driver.execute_script(
            "return Array.from(document.querySelectorAll('button'))"
            ".filter(function (b) { var r = b.getBoundingClientRect();"
            " return b.offsetParent !== null && (r.width < 44 || r.height < 44); })"
            ".map(function (b) { return b.textContent; });")
        check.that(not small, 'every button is at least 44 px (%s)' % small)
        viewport = driver.find_element(By.CSS_SELECTOR, 'meta[name=viewport]')
        check.that('user-scalable' not in viewport.get_attribute('content'), 'zoom not blocked')
        names = driver.find_element(By.ID, 'board').text
        check.that(all(n in names for n in ('Ann (you)', 'Bob', 'Cleo', 'Dan')),
                   'the board names every seat')
        check.that('\u221246' in names and '-46' not in names,
                   'a score below nothing has a minus sign, as on the sheet (%r)' % names)
        # On every seat's track a man on the way stands clear of the men on
        # the stars and of those home (Bob's man on 2 was drawn in among his
        # men on the stars). Each lane's men are in the order of its places line.
        crowded = driver.execute_script(
            "var out = [];"
            "document.querySelectorAll('.lane').forEach(function (lane) {"
            "  var places = lane.nextElementSibling.textContent.split(' \u00b7 ');"
            "  var men = Array.from(lane.querySelectorAll('.man:not(.ghost)'));"
            "  men.forEach(function (a, i) { men.forEach(function (b, j) {"
            "    var end = places[i] === 'stars' || places[i] === 'home';"
            "    var onWay = places[j] !== 'stars' && places[j] !== 'home';"
            "    if (!end || !onWay) return;"
            "    var ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();"
            "    if (ra.right > rb.left && rb.right > ra.left)"
            "      out.push(places[i] + ' and ' + places[j]); }); });"
            "});"
            "return out;")
        check.that(not crowded, 'no man on the way drawn over the stars or home (%s)' % crowded)

        # The hint marks Plus 13 and the man on 5, and says why.
        driver.find_element(By.ID, 'hint').click()
        check.wait(lambda: check.enabled('button.hinted[data-choice="7/c22f5"]'),
                   'the hint marks the suggested choice')
        reason = driver.find_element(By.ID, 'hint-reason').text
        check.that('two short of home' in reason, 'the hint\'s reason is shown (%r)' % reason)
        check.that({'type': 'hint'} in table.received, 'the hint was asked with {"type":"hint"}')

        # Plus 13 on PLUS 5: 18, the man on 12 would bust.
        check.button('Plus 13').click()
        moves = driver.find_elements(By.CSS_SELECTOR, '.moves button')
        texts = [m.text for m in moves]
        check.that(len(moves) == 3 and any('busts' in t for t in texts) and
                   any('18' in t for t in texts) and any('23' in t for t in texts),
                   'the card\'s men are offered with where each lands, the bust said: %s' % texts)
        check.that(any('bust' in (m.get_attribute('class') or '') for m in moves),
                   'the bust is marked')
        # Now Plus 7 and the man on 12 (to 24): then Play.
        check.button('Plus 7').click()
        moves = driver.find_elements(By.CSS_SELECTOR, '.moves button')
        [m for m in moves if '24' in m.text][0].click()
        check.that(check.choices() == ['7/c3f12'],
                   'the one enabled choice is the card and man chosen (%s)' % check.choices())
        shot(driver, 'pm-turn')

        # The table refuses the act (it moved on meanwhile): the words are shown,
        # can be dismissed, and the choice can be made again.
        offered = table.script.current['choices']
        table.script.current['choices'] = []
        driver.find_element(By.CSS_SELECTOR, 'button[data-confirm][data-choice]').click()
        check.wait(lambda: driver.find_element(By.ID, 'error').is_displayed(),
                   'a refused act shows the table\'s words')
        check.that('not open to this seat' in driver.find_element(By.ID, 'error-text').text,
                   'the error says why')
        check.that(check.choices() == ['7/c3f12'], 'the choice is open again after a refusal')
        driver.find_element(By.ID, 'error-close').click()
        check.that(not driver.find_element(By.ID, 'error').is_displayed(),
                   'the error is dismissed')
        table.script.current['choices'] = offered
        driver.find_element(By.CSS_SELECTOR, 'button[data-confirm][data-choice]').click()
        check.wait(lambda: check.phase() == 'waiting', 'after Play the page waits')
        acts = table.acts()
        check.that(len(acts) == 2 and acts[1]['choice'] == '7/c3f12' and
                   acts[1]['actionId'] and acts[0]['actionId'] != acts[1]['actionId'],
                   'the choice 7/c3f12 sent again as a new act, with a fresh actionId')
        check.wait(lambda: 'Waiting for Bob' in driver.find_element(By.ID, 'banner').text,
                   'the banner says whom the table waits for')
        check.that(len(driver.find_elements(By.CSS_SELECTOR, '#hand button.card')) == 4,
                   'the card played has left the hand')

        # The phone sleeps: its socket looks open but is dead. Shown again,
        # the page asks the table for a word and, hearing none, reconnects.
        joins = table.joins
        table.freeze()
        driver.execute_script("document.dispatchEvent(new Event('visibilitychange'))")
        check.wait(lambda: table.joins > joins and check.phase() == 'waiting',
                   'shown again with a dead socket, the page reconnects within seconds')

        # Hide and show the hand.
        driver.find_element(By.ID, 'hide').click()
        check.that(not driver.find_element(By.ID, 'hand').is_displayed() and
                   driver.find_element(By.ID, 'hidden-cover').is_displayed(),
                   'Hide my hand hides the hand')
        driver.find_element(By.ID, 'hidden-cover').click()
        check.that(driver.find_element(By.ID, 'hand').is_displayed(),
                   'a tap on the cover shows it again')

        # A reload keeps the seat (the link is kept in sessionStorage).
        joins = table.joins
        driver.refresh()
        check.wait(lambda: table.joins > joins and check.phase() == 'waiting',
                   'a reload joins the seat again without the link in the address')
        check.that(table.received[-1] == {'type': 'join', 'seat': 0,
                                          'secret': pm_phone_script.SECRET},
                   'with the same seat and secret')

        # The game over: the phase and the next game.
        table.script.set_over()
        table.broadcast_view()
        check.wait(lambda: check.phase() == 'game-over', 'the game over is data-phase game-over')
        check.that(check.choices() == ['9/next'], 'the next game is a choice')
        banner = lambda: driver.find_element(By.ID, 'banner').text
        check.that(banner() == 'The game is over.',
                   'a game that is not the rubber\'s last names no winner (%r)' % banner())
        # The whole-game tapper (phone_game_browser.py) acts only on the
        # page's turn as it stands: a phase it read before the game ended
        # once made it tap the next game, and the laptop's game moved on.
        import phone_game_browser
        sent = len(table.received)
        check.that(driver.execute_script(phone_game_browser.ACT_ONCE, 0.9, 0.0) is False,
                   'the tapper leaves the next game alone at the game\'s end')
        time.sleep(0.3)
        check.that(len(table.received) == sent, 'and sends nothing')

        # The rubber over: the banner says who won it, Ann as herself.
        table.script.set_rubber_over([0, 3])
        table.broadcast_view()
        check.wait(lambda: banner() == 'The rubber goes to Ann (you) and Dan.',
                   'the rubber\'s end names its winners (%r)' % banner())
        shot(driver, 'pm-rubber-over')
    finally:
        server.shutdown()
        server.server_close()


def play_cribbage(driver, check):
    import crib_phone_script
    server = fake_table_server.FakeServer(crib_phone_script.Script()).start()
    table = server.table
    try:
        driver.get(server.url())
        check.wait(lambda: check.phase() == 'your-turn', 'cribbage: joined, your turn to lay away')
        confirm = lambda: driver.find_element(By.CSS_SELECTOR, 'button[data-confirm]')
        check.that(not confirm().is_enabled(), 'Lay away waits for two cards')
        check.button('Ace of Spades').click()
        check.that(not confirm().is_enabled() and check.choices() == [],
                   'one card is not yet a choice')
        check.button('King of Spades').click()
        check.that(check.choices() == ['3/lay:AS+KS'],
                   'two cards make the choice 3/lay:AS+KS (%s)' % check.choices())
        check.button('King of Spades').click()
        check.button('Ten of Hearts').click()
        check.that(check.choices() == ['3/lay:AS+10H'],
                   'a card taken back and another picked: 3/lay:AS+10H (%s)' % check.choices())
        shot(driver, 'cribbage-lay-away')

        # The socket drops with the act unanswered: it goes again, same id.
        table.drop_next_act = True
        joins = table.joins
        driver.find_element(By.CSS_SELECTOR, 'button[data-confirm][data-choice]').click()
        check.wait(lambda: table.joins > joins, 'the page reconnects by itself after a drop')
        check.wait(lambda: check.phase() == 'your-turn' and
                   driver.find_elements(By.CSS_SELECTOR, '#board .card'),
                   'the act reached the table after the reconnect: the play begins')
        acts = table.acts()
        check.that(len(acts) == 2 and acts[0] == acts[1] and acts[0]['choice'] == '3/lay:AS+10H',
                   'the unanswered act was sent again once with the same actionId')
        laid = [e.get_attribute('aria-label')
                for e in driver.find_elements(By.CSS_SELECTOR, '#hand span.card')]
        check.that(laid == ['Ace of Spades', 'Ten of Hearts'], 'the crib shows what you laid away')

        # The hint during the play, then a card played.
        driver.find_element(By.ID, 'hint').click()
        check.wait(lambda: check.enabled('button.hinted[data-choice="5/play:5H"]'),
                   'the hint picks the card to play and marks it')
        shot(driver, 'cribbage-play')
        # The table takes the card but shows it on the screen before it sends
        # the next view: the page's turn is over at once (it said "Your turn"
        # again, with live buttons, until the screen caught up).
        table.view_after_ack = False
        driver.find_element(By.CSS_SELECTOR, 'button[data-confirm][data-choice]').click()
        banner = lambda: driver.find_element(By.ID, 'banner').text
        check.wait(lambda: check.phase() == 'waiting' and
                   banner() == 'Played: the table is moving on\u2026',
                   'a choice taken: the page waits for the table (%r)' % banner())
        check.that(check.choices() == [] and not check.enabled('#hand button') and
                   not driver.find_element(By.ID, 'hint').is_displayed(),
                   'nothing is offered while the table catches up')
        table.view_after_ack = True
        table.broadcast_view()
        check.wait(lambda: check.phase() == 'waiting' and 'Waiting for Bob' in banner(),
                   'after the play the page waits for Bob')
        # A refusal said while waiting goes once the next turn comes.
        table.send_to_holder({'type': 'error', 'message': 'Wait until the cards are dealt.'})
        check.wait(lambda: driver.find_element(By.ID, 'error').is_displayed(),
                   'a refusal is shown')

        # The count with muggins: any number is a choice.
        table.script.set_count()
        table.broadcast_view()
        check.wait(lambda: len(check.choices()) == 30, 'the muggins count offers 0 to 29')
        check.that(not driver.find_element(By.ID, 'error').is_displayed(),
                   'the refusal went with the turn it came in')
        check.that(not driver.find_element(By.ID, 'hint').is_displayed(),
                   'no Hint at a count, where none is answered')
        shot(driver, 'cribbage-count')

        # The game over: who won it, and the dealer's label in its words.
        table.script.set_game_over()
        table.broadcast_view()
        banner = lambda: driver.find_element(By.ID, 'banner').text
        check.wait(lambda: banner() == 'The game goes to Bob.',
                   'the game\'s end names its winner (%r)' % banner())
        facts = ' '.join(driver.find_element(By.CSS_SELECTOR, '#board .facts').text.split())
        check.that('Dealer: Bob' in facts, 'the dealer is labelled "Dealer: Bob" (%r)' % facts)
        shot(driver, 'cribbage-game-over')
        table.script.set_count() # back to the count for what follows
        table.broadcast_view()
        check.wait(lambda: check.phase() == 'your-turn', 'the count again')
        # The screen has something to show everyone first (P.M.'s cut for
        # the deal): the page says so, with no hand and no choice.
        first_view = dict(table.script.view(), phase='waiting', hand=[], choices=[],
                          screenFirst=True)
        table.send_to_holder({'type': 'view', 'view': first_view})
        check.wait(lambda: banner() == "Waiting for the deal on the table's screen.",
                   'a view the screen shows first says so (%r)' % banner())
        check.that(check.choices() == [], 'and offers no choice')
        table.broadcast_view()
        check.wait(lambda: check.phase() == 'your-turn', 'the count once more')

        # The table's language changes: the page fetches its words again.
        german = dict(fake_table_server.english_words(), lang='de', yourTurn='Du bist dran')
        server.words_override = german
        table.send_to_holder({'type': 'view', 'view': dict(table.script.view(), language='de')})
        check.wait(lambda: banner() == 'Du bist dran',
                   'a view in another language brings the page\'s words in it (%r)' % banner())
        server.words_override = None

        # A second tab takes the seat: this page is told and stops.
        first = driver.current_window_handle
        driver.switch_to.new_window('tab')
        driver.get(server.url())
        check.wait(lambda: check.phase() == 'your-turn', 'a second tab holds the seat')
        driver.close()
        driver.switch_to.window(first)
        check.wait(lambda: 'moved to another device' in
                   driver.find_element(By.ID, 'stopped').text,
                   'the older page says the hand moved to another device')
        check.that(check.choices() == [] and
                   driver.find_element(By.TAG_NAME, 'body').get_attribute('data-stopped') ==
                   'moved', 'the moved page offers no choice (data-stopped="moved")')
        # The link revoked: the page says so and stops.
        joins = table.joins
        driver.get(server.url())
        check.wait(lambda: table.joins > joins and table.holder is not None,
                   'the link opened again takes the seat back')
        table.send_to_holder({'type': 'revoked', 'why': 'to-screen'}, then_close=True)
        check.wait(lambda: "played on the host's screen" in
                   driver.find_element(By.ID, 'stopped').text,
                   'a revoked link says why: the seat is played on the screen now')
        check.that(driver.find_element(By.TAG_NAME, 'body').get_attribute('data-stopped') ==
                   'revoked', 'data-stopped="revoked"')
        joins = table.joins
        time.sleep(1.5)
        check.that(table.joins == joins, 'a revoked page does not reconnect')
        # The revoked link was forgotten: a reload has no seat to ask for.
        driver.refresh()
        check.wait(lambda: driver.find_element(By.TAG_NAME, 'body').get_attribute(
            'data-stopped') == 'no-link', 'reloaded after a revoke, the page asks for a link')
        check.that('QR code' in driver.find_element(By.ID, 'stopped').text,
                   'and says where to find one')
    finally:
        server.shutdown()
        server.server_close()


def every_word_from_words_json(driver, check):
    """A made-up language where every word is ⟦bracketed⟧: once the names,
    numbers and card signs are taken out, nothing on the page may be left."""
    import crib_phone_script
    import pm_phone_script
    words = {k: '\u27e6' + v + '\u27e7' for k, v in fake_table_server.english_words().items()}
    words['lang'] = 'en'
    leftover_js = (
        "var text = document.body.innerText;"
        "Array.from(document.querySelectorAll('[aria-label]')).forEach(function (e) {"
        "  text += ' ' + e.getAttribute('aria-label'); });"
        "var inner = /\u27e6[^\u27e6\u27e7]*\u27e7/g;"
        "while (inner.test(text)) text = text.replace(inner, ' ');"
        "return text.replace(/\\b(Ann|Bob|Cleo|Dan)\\b/g, ' ').match(/[A-Za-z]{2,}/g) || [];")
    for module, pick in ((pm_phone_script, ['Plus 7']), (crib_phone_script, ['Ace of Spades'])):
        server = fake_table_server.FakeServer(module.Script(), words=words).start()
        try:
            driver.get(server.url())
            check.wait(lambda: check.phase() == 'your-turn', 'a made-up language: your turn')
            for label in pick:
                english = label.split(' ')
                name = words['plusCard'].replace('%1', english[1]) if english[0] == 'Plus' else \
                    words['suitS'].replace('%1', words['rankA'])
                driver.find_element(By.CSS_SELECTOR, 'button[aria-label="%s"]' % name).click()
            driver.find_element(By.ID, 'hide').click()
            driver.find_element(By.ID, 'hide').click()
            left = driver.execute_script(leftover_js)
            check.that(left == [], 'every word shown comes from words.json (left: %s)' % left)
        finally:
            server.shutdown()
            server.server_close()


RANDOM_STEP_JS = '''
var shown = function (b) { return !b.disabled && b.offsetParent !== null; };
var all = function (q) { return Array.from(document.querySelectorAll(q)).filter(shown); };
var confirm = all('button[data-confirm][data-choice]');
var parts = all('button[data-part], button[data-choice]:not([data-confirm])');
if (confirm.length && (Math.random() < 0.5 || !parts.length)) { confirm[0].click(); return 'confirm'; }
if (!parts.length) return null;
var b = parts[Math.floor(Math.random() * parts.length)];
b.click();
return b.getAttribute('data-choice') || b.getAttribute('data-part');
'''


def random_clicker(driver, check):
    """The scripting contract as an outside script reads it: clicking enabled
    [data-part] and [data-choice] buttons at random, and [data-confirm] once it
    carries a choice, gets every scripted turn played."""
    import crib_phone_script
    import pm_phone_script
    for module, turns in ((pm_phone_script, 1), (crib_phone_script, 2)):
        server = fake_table_server.FakeServer(module.Script()).start()
        try:
            driver.get(server.url())
            check.wait(lambda: check.phase() == 'your-turn', 'random clicks: your turn')
            for _ in range(80):
                if len(server.table.acts()) >= turns and check.phase() != 'your-turn':
                    break
                if check.phase() == 'your-turn':
                    driver.execute_script(RANDOM_STEP_JS)
                time.sleep(0.02)
            check.that(len(server.table.acts()) == turns and check.phase() == 'waiting',
                       'random clicks played %d turn(s): %s' %
                       (turns, [a['choice'] for a in server.table.acts()]))
        finally:
            server.shutdown()
            server.server_close()


def page_bytes():
    page = fake_table_server.PAGE
    names = [os.path.join(page, n) for n in sorted(os.listdir(page))]
    total = sum(os.path.getsize(n) for n in names)
    import glob
    games = glob.glob(os.path.join(fake_table_server.SOURCE, 'app', '*', 'phone', '*.js'))
    words = len(__import__('json').dumps(fake_table_server.english_words()).encode())
    fonts = sum(os.path.getsize(os.path.join(d, f)) for d, f in (
        (fake_table_server.FONT_DIRS[0], 'Century-Catalogue.ttf'),
        (fake_table_server.FONT_DIRS[1], 'LeagueSpartan-Bold.otf')))
    largest = max(os.path.getsize(g) for g in games)
    print('page bytes (index, css, js, words, the larger game part): %d; with fonts: %d'
          % (total + words + largest, total + words + largest + fonts))


def main():
    started = time.time()
    driver = browser()
    check = Check(driver)
    try:
        play_pm(driver, check)
        play_cribbage(driver, check)
        every_word_from_words_json(driver, check)
        random_clicker(driver, check)
        logs = [e for e in driver.get_log('browser') if e.get('level') == 'SEVERE'
                and 'favicon' not in e.get('message', '')]
        check.that(not logs, 'no script error in the console %s' % logs)
    finally:
        driver.quit()
    page_bytes()
    print('%.1f s' % (time.time() - started))
    if check.failures:
        print('%d FAILED' % len(check.failures))
        sys.exit(1)
    print('all passed')


if __name__ == '__main__':
    main()
