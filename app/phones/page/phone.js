// SPDX-License-Identifier: GPL-3.0-or-later
// The phone page's game-agnostic part (issue 26): the seat's link, the
// WebSocket with reconnect and repeated acts, the words, the phases, the
// hint, hiding the hand and errors. Each game's part (/games/<game>.js)
// registers window.PlayersClubGames[game] = {render(view, ui)} and draws the
// board and the hand with the helpers of `ui` below. The wire is
// engine/core/PHONE-PROTOCOL.md; the view's fields are each game's
// PHONE-VIEW.md. A game draws into ui.situation what bears on the choice
// now (shown even while the hand is hidden), into ui.hand the seat's cards
// and choices, and into ui.board the rest of the table.
//
// The scripting contract (issue 26), for tests and outside scripts:
// - <body data-phase>: joining (until the first view is drawn), your-turn,
//   waiting (also once the turn's choice is taken, before the next view), or
//   game-over (the view's game-over or rubber-over); once the
//   page gives up its seat, data-stopped="moved", "revoked" or "no-link";
//   data-revision: the table's revision of the view drawn.
// - Every choice the player can make now is an enabled <button data-choice>.
//   One made at one tap has data-choice="ID" (ID: the view's choice id). One
//   made of parts (a P.M. card then a man; the cards laid away; a cribbage
//   card to play) has its parts as <button data-part data-choice="part:…">
//   and one <button data-confirm>, enabled only once the parts make a choice
//   of the view, when it carries data-choice="ID". Nothing else has
//   data-choice. Clicking enabled [data-choice] buttons at random, and
//   [data-confirm] once it is enabled, plays any game.
(function () {
  'use strict';

  window.PlayersClubGames = window.PlayersClubGames || {};

  var words = {};
  var link = null;          // {seat, secret}
  var socket = null;
  var stopped = false;      // moved or revoked: no more reconnecting
  var retryDelay = 1000;    // the capped back-off: 1 s doubling to 15 s
  var retryTimer = null, countdownTimer = null, pingTimer = null, probeTimer = null;
  var retryAt = 0;
  var view = null;
  var lastPhase = 'joining';
  var pending = null;       // the act not yet answered: {actionId, choice, resent, revision}
  var answered = null;      // the revision whose choice the table took: no turn left in it
  var loadingWords = null;  // the language whose words are being fetched
  var actCount = 0;
  var hint = null;          // {choice, reason, revision}
  var handHidden = false;
  var gameState = {};       // a game's selection, kept until the view's revision changes
  var loadingGame = null;

  function $(id) { return document.getElementById(id); }

  /// A word of words.json with %1, %2... filled in; the key when missing.
  function t(key) {
    var text = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : key;
    for (var i = arguments.length - 1; i >= 1; --i)
      text = text.split('%' + i).join(String(arguments[i]));
    return text;
  }

  /// The words of `key` as a list of parts, `%1` replaced by `node` (an
  /// element): a label and what it labels in the order the language puts them.
  function tParts(key, node) {
    var parts = t(key).split('%1');
    var out = [parts[0]];
    for (var i = 1; i < parts.length; ++i) out.push(node, parts[i]);
    return out;
  }

  /// Names as a list in the page's language: "A", "A and B", "A, B and C".
  function nameList(names) {
    if (names.length < 2) return names.join('');
    return t('andList', names.slice(0, -1).join(', '), names[names.length - 1]);
  }

  /// Who won the game (or the rubber) that has just ended, by the view's
  /// `winners`; this seat's name marked as its own.
  function resultWords(v) {
    var winners = v.winners || [];
    if (!winners.length) return t('gameOver');
    var names = winners.map(function (seat) {
      var s = seatOf(seat);
      var name = s ? s.name : String(seat);
      return seat === v.seat ? t('you', name) : name;
    });
    return t(v.phase === 'rubber-over' ? 'rubberGoesTo' : 'gameGoesTo', nameList(names));
  }

  /// An element: el('button', {class: 'x', 'data-choice': id}, child, 'text', ...)
  function el(tag, attrs) {
    var node = document.createElement(tag);
    if (attrs)
      Object.keys(attrs).forEach(function (name) {
        var value = attrs[name];
        if (value === null || value === undefined || value === false) return;
        if (name === 'onclick') node.addEventListener('click', value);
        else if (name === 'text') node.textContent = value;
        else node.setAttribute(name, value === true ? '' : String(value));
      });
    // The contract: a part (a card, a man) is a choice a script may
    // click, so it carries data-choice too ("part:card", "part:man").
    if (attrs && attrs['data-part'] && !node.hasAttribute('data-choice'))
      node.setAttribute('data-choice', 'part:' + attrs['data-part']);
    // Children: elements, text, or lists of them (tParts' words and element).
    var add = function (child) {
      if (child === null || child === undefined || child === false) return;
      if (Array.isArray(child)) return child.forEach(add);
      node.appendChild(typeof child === 'string' || typeof child === 'number'
        ? document.createTextNode(String(child)) : child);
    };
    for (var i = 2; i < arguments.length; ++i) add(arguments[i]);
    return node;
  }

  // ---- the link ---------------------------------------------------------

  function readLink() {
    var fragment = location.hash.replace(/^#/, '');
    if (fragment) {
      var params = {};
      fragment.split('&').forEach(function (part) {
        var eq = part.indexOf('=');
        if (eq > 0) params[part.slice(0, eq)] = decodeURIComponent(part.slice(eq + 1));
      });
      if (/^\d{1,2}$/.test(params.s || '') && /^[0-9a-f]{32}$/.test(params.k || '')) {
        try {
          sessionStorage.setItem('playersClubSeat',
            JSON.stringify({seat: Number(params.s), secret: params.k}));
        } catch (e) { /* private mode: the link lives in this page only */ }
        link = {seat: Number(params.s), secret: params.k};
      }
      // The secret leaves the address bar (and the history).
      history.replaceState(null, '', location.pathname + location.search);
    }
    if (!link) {
      try { link = JSON.parse(sessionStorage.getItem('playersClubSeat') || 'null'); }
      catch (e) { link = null; }
    }
    return link;
  }

  // ---- the connection ---------------------------------------------------

  function setConnection(text, state) {
    var c = $('connection');
    c.textContent = text;
    c.setAttribute('data-state', state);
    $('retry').hidden = state !== 'away';
  }

  function connect() {
    if (stopped || !link) return;
    clearTimeout(retryTimer); clearInterval(countdownTimer);
    retryTimer = countdownTimer = null;
    if (socket && (socket.readyState === WebSocket.OPEN ||
                   socket.readyState === WebSocket.CONNECTING)) return;
    setConnection(t('connecting'), 'connecting');
    var scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    var s = new WebSocket(scheme + location.host + '/socket');
    socket = s;
    // A handshake lost on the way (the Wi-Fi changing under it) is not
    // waited for: the browser's own limit is minutes.
    var opening = setTimeout(function () {
      if (s !== socket || s.readyState !== WebSocket.CONNECTING) return;
      socket = null;
      s.close();
      scheduleRetry();
    }, 8000);
    s.onopen = function () {
      clearTimeout(opening);
      if (s !== socket) return;
      retryDelay = 1000;
      setConnection(t('connected'), 'connected');
      send({type: 'join', seat: link.seat, secret: link.secret});
      // An act the last connection left unanswered goes again, once, with
      // its id: the table applies a repeated id once.
      if (pending && !pending.resent) {
        pending.resent = true;
        send({type: 'act', actionId: pending.actionId, choice: pending.choice});
      } else if (pending) {
        pending = null;
        render();
      }
      clearInterval(pingTimer);
      pingTimer = setInterval(function () { probe(10000); }, 25000);
    };
    s.onmessage = function (event) {
      if (s !== socket) return;
      clearTimeout(probeTimer);
      var message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      receive(message);
    };
    s.onclose = function () {
      if (s !== socket) return;
      socket = null;
      clearInterval(pingTimer); clearTimeout(probeTimer);
      if (!stopped) scheduleRetry();
    };
  }

  /// Asks the table for a word: a socket that stays silent `ms` is dead
  /// (a phone that slept or left the Wi-Fi keeps a socket that looks open
  /// for minutes) and is given up for a new one.
  function probe(ms) {
    var s = socket;
    if (!s || s.readyState !== WebSocket.OPEN) return;
    clearTimeout(probeTimer);
    probeTimer = setTimeout(function () {
      if (s !== socket) return;
      socket = null;
      clearInterval(pingTimer);
      try { s.close(); } catch (e) { /* already gone */ }
      reconnectNow();
    }, ms);
    send({type: 'ping'});
  }

  function scheduleRetry() {
    clearTimeout(retryTimer); clearInterval(countdownTimer);
    var delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, 15000);
    retryAt = Date.now() + delay;
    var tick = function () {
      setConnection(t('retryIn', Math.max(1, Math.ceil((retryAt - Date.now()) / 1000))),
                    'away');
    };
    tick();
    countdownTimer = setInterval(tick, 1000);
    retryTimer = setTimeout(connect, delay);
  }

  function reconnectNow() {
    if (stopped) return;
    retryDelay = 1000;
    if (socket && socket.readyState === WebSocket.OPEN) probe(3000);
    else connect();
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /// Makes the choice `choice` (a choice id of the view) with a fresh actionId.
  function act(choice) {
    if (pending) return;
    actCount += 1;
    pending = {actionId: 'a-' + Date.now().toString(36) + '-' + actCount, choice: choice,
               resent: false, revision: view ? view.revision : null};
    showError(''); // an old refusal is not about this choice
    send({type: 'act', actionId: pending.actionId, choice: choice});
    render();
  }

  /// The page gives up its seat: `why` is moved, revoked or no-link.
  function stop(why, text, canTakeBack) {
    stopped = true;
    clearTimeout(retryTimer); clearInterval(countdownTimer); clearInterval(pingTimer);
    clearTimeout(probeTimer);
    if (socket) { var s = socket; socket = null; s.close(); }
    pending = null;
    $('stopped-text').textContent = text;
    $('take-back').hidden = !canTakeBack;
    $('stopped').hidden = false;
    $('main').hidden = true;
    // Nothing to choose here any more; scripts read why.
    document.body.setAttribute('data-phase', 'waiting');
    document.body.setAttribute('data-stopped', why);
    $('banner').textContent = '';
    setConnection('', 'stopped');
  }

  function receive(message) {
    switch (message.type) {
    case 'view':
      if (!message.view || typeof message.view !== 'object') return;
      if (!view || view.revision !== message.view.revision) {
        gameState = {};
        if (hint && hint.revision !== message.view.revision) hint = null;
      }
      view = message.view;
      followLanguage(view.language);
      render();
      break;
    case 'ack':
      // The choice is played: the view it was made in is no turn any more,
      // though the table may show the move before it sends the next view.
      if (pending && pending.actionId === message.actionId) {
        answered = pending.revision;
        pending = null;
        render();
      }
      break;
    case 'error':
      if (pending && (!message.actionId || pending.actionId === message.actionId)) {
        pending = null;
        render();
      }
      showError(message.message || '');
      break;
    case 'hint':
      if (view && message.choice) {
        hint = {choice: String(message.choice), reason: String(message.reason || ''),
                revision: view.revision};
        gameState = {hint: hint.choice};
        render();
      }
      break;
    case 'moved':
      stop('moved', t('moved'), true);
      break;
    case 'revoked':
      try { sessionStorage.removeItem('playersClubSeat'); } catch (e) { /* nothing kept */ }
      // Why the link stopped working, where the table says (a wrong or
      // old link says nothing more).
      var reasons = {'new-game': 'revokedNewGame', 'to-screen': 'revokedToScreen',
                     'new-link': 'revokedNewLink'};
      var why = Object.prototype.hasOwnProperty.call(reasons, message.why) ? message.why : '';
      stop('revoked', t(why ? reasons[why] : 'revoked'), false);
      break;
    default:
      break; // pong, and whatever a newer table says that this page does not know
    }
  }

  /// The table's language changed (View > Language there): the page's
  /// words are fetched again in it, and the page drawn in them.
  function followLanguage(language) {
    if (!language || language === words.lang || language === loadingWords) return;
    loadingWords = language;
    var request = new XMLHttpRequest();
    request.open('GET', '/words.json');
    request.onload = function () {
      loadingWords = null;
      try { words = JSON.parse(request.responseText) || words; } catch (e) { /* keep them */ }
      render();
    };
    request.onerror = function () { loadingWords = null; };
    request.send();
  }

  function showError(text) {
    $('error-text').textContent = text;
    $('error').hidden = !text;
  }

  // ---- drawing ----------------------------------------------------------

  function pagePhase(v) {
    if (!v) return 'joining';
    if (v.phase === 'your-turn') return v.revision === answered ? 'waiting' : 'your-turn';
    if (v.phase === 'game-over' || v.phase === 'rubber-over') return 'game-over';
    return 'waiting';
  }

  function seatOf(seat) {
    var seats = (view && view.seats) || [];
    for (var i = 0; i < seats.length; ++i)
      if (seats[i].seat === seat) return seats[i];
    return null;
  }

  /// The colour mark and name of a seat: the colour never alone.
  function seatLabel(seat) {
    var s = typeof seat === 'object' ? seat : seatOf(seat);
    if (!s) return el('span', null, '');
    var isMe = view && s.seat === view.seat;
    return el('span', {class: 'seat-label'},
      el('span', {class: 'seat-mark c' + (Number(s.colour) % 8), 'aria-hidden': 'true'}),
      el('span', {class: 'seat-name'}, isMe ? t('you', s.name) : s.name));
  }

  /// A button that makes the choice `id` of the view at once.
  function choiceButton(id, label, attrs) {
    var a = attrs || {};
    a['data-choice'] = id;
    a.type = 'button';
    a.onclick = function () { act(id); };
    return el('button', a, label);
  }

  /// The button that sends a choice made of parts (cards, a man), enabled
  /// once the parts make a choice of the view (`id`, else null).
  function confirmButton(label, id, attrs) {
    var a = attrs || {};
    a['data-confirm'] = true;
    a.type = 'button';
    a.class = (a.class ? a.class + ' ' : '') + 'primary confirm';
    if (id) {
      a['data-choice'] = id;
      a.onclick = function () { act(id); };
    } else {
      a.disabled = true;
    }
    return el('button', a, label);
  }

  function rerender() { render(); }

  function render() {
    var phase = pagePhase(view);
    document.title = t('title');
    if (words.lang) document.documentElement.lang = words.lang;
    $('hand-title').textContent = t('yourHand');
    $('hide').textContent = handHidden ? t('showHand') : t('hideHand');
    $('hide').setAttribute('aria-pressed', handHidden ? 'true' : 'false');
    $('hidden-cover').textContent = t('handHidden');
    $('hidden-cover').hidden = !handHidden;
    $('hand').hidden = handHidden;
    $('hint').textContent = t('hint');
    $('error-close').textContent = t('dismiss');
    $('take-back').textContent = t('takeBack');
    $('retry').textContent = t('retryNow');
    if (stopped) return;

    var board = $('board'), hand = $('hand'), situation = $('situation');
    if (!view) {
      document.body.setAttribute('data-phase', 'joining');
      $('seat-name').textContent = t('joining');
      if (!link) {
        $('seat-name').textContent = '';
        stop('no-link', t('noLink'), false);
      }
      return;
    }
    $('seat-name').textContent = view.name;
    $('seat-mark').className = 'seat-mark c' + (Number(view.colour) % 8);

    // The turn: a banner, and a buzz when it comes round.
    var banner = $('banner');
    // A refusal belongs to the turn it came in: a new turn starts clean.
    if (phase === 'your-turn' && lastPhase !== 'your-turn') showError('');
    if (phase === 'your-turn') {
      banner.textContent = t('yourTurn');
      banner.className = 'banner mine';
      // A browser buzzes only for a page the player has touched.
      var touched = !navigator.userActivation || navigator.userActivation.hasBeenActive;
      if (lastPhase !== 'your-turn' && navigator.vibrate && touched) {
        try { navigator.vibrate([180, 80, 180]); } catch (e) { /* not allowed here */ }
      }
    } else if (phase === 'game-over') {
      banner.textContent = resultWords(view);
      banner.className = 'banner over';
    } else if (view.phase === 'your-turn') { // the choice made, the table still to show it
      banner.textContent = t('played');
      banner.className = 'banner';
    } else if (view.screenFirst === true) {
      banner.textContent = t('screenFirst');
      banner.className = 'banner';
    } else {
      var toMove = view.toMove !== undefined ? view.toMove : view.toAct;
      var who = toMove === null || toMove === undefined ? null : seatOf(toMove);
      banner.textContent = who ? t('waitingFor', who.name) : '';
      banner.className = 'banner';
    }
    lastPhase = phase;

    var game = window.PlayersClubGames[view.game];
    if (!game) {
      loadGame(view.game);
      return;
    }
    board.textContent = '';
    hand.textContent = '';
    situation.textContent = '';
    var ui = {
      t: t, tParts: tParts, el: el, board: board, hand: hand, situation: situation, seatOf: seatOf, seatLabel: seatLabel,
      choiceButton: choiceButton, confirmButton: confirmButton, rerender: rerender,
      state: gameState, hint: hint && hint.revision === view.revision ? hint : null,
      pending: !!pending || (view.phase === 'your-turn' && phase !== 'your-turn')
    };
    game.render(view, ui);
    // The phase is said once the page shows it: a script waiting for
    // your-turn finds the choices drawn. The revision drawn tells a script
    // (the benchmark) that the table's answer has arrived.
    document.body.setAttribute('data-phase', phase);
    document.body.setAttribute('data-revision', String(view.revision));

    // The hint's choice is marked, with its reason.
    var reason = $('hint-reason');
    reason.hidden = !ui.hint;
    reason.textContent = ui.hint ? t('hintSays', ui.hint.reason) : '';
    if (ui.hint)
      document.querySelectorAll('[data-choice]').forEach(function (b) {
        if (b.getAttribute('data-choice') === ui.hint.choice) b.classList.add('hinted');
      });
    var choices = view.choices || [];
    $('hint').hidden = phase !== 'your-turn' || choices.length < 2 || view.hintOffered === false;
    // While an act is on its way, or once it is played, nothing else may be chosen.
    if (ui.pending) {
      document.querySelectorAll('#main button[data-choice], #main button[data-confirm]')
        .forEach(function (b) { b.disabled = true; });
    }
    if (pending) {
      setConnection(t('sending'), 'sending');
    } else if (socket && socket.readyState === WebSocket.OPEN) {
      setConnection(t('connected'), 'connected');
    }
  }

  function loadGame(game) {
    if (loadingGame === game) return;
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(String(game))) {
      showError(t('unknownGame'));
      return;
    }
    loadingGame = game;
    var script = el('script', {src: 'games/' + game + '.js'});
    script.onload = function () { loadingGame = null; render(); };
    script.onerror = function () { loadingGame = null; showError(t('unknownGame')); };
    document.head.appendChild(script);
  }

  // ---- start ------------------------------------------------------------

  function start() {
    $('error-close').addEventListener('click', function () { showError(''); });
    $('hide').addEventListener('click', function () { handHidden = !handHidden; render(); });
    $('hidden-cover').addEventListener('click', function () { handHidden = false; render(); });
    $('hint').addEventListener('click', function () { send({type: 'hint'}); });
    $('retry').addEventListener('click', reconnectNow);
    $('take-back').addEventListener('click', function () {
      stopped = false;
      document.body.removeAttribute('data-stopped');
      $('stopped').hidden = true;
      $('main').hidden = false;
      reconnectNow();
    });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') reconnectNow();
    });
    window.addEventListener('online', reconnectNow);
    // The seat's link opened again in this tab: hold the seat here.
    window.addEventListener('hashchange', function () {
      var before = link;
      link = null;
      if (!readLink()) { link = before; return; }
      stopped = false;
      document.body.removeAttribute('data-stopped');
      $('stopped').hidden = true;
      $('main').hidden = false;
      if (socket) { var s = socket; socket = null; s.close(); }
      reconnectNow();
    });
    readLink();
    render();
    connect();
  }

  var request = new XMLHttpRequest();
  request.open('GET', '/words.json');
  request.onload = function () {
    try { words = JSON.parse(request.responseText) || {}; } catch (e) { words = {}; }
    start();
  };
  request.onerror = start;
  request.send();
})();
