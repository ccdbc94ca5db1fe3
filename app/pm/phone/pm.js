// SPDX-License-Identifier: GPL-3.0-or-later
// P.M.'s part of the phone page (issue 26): the card on top, every seat's
// men on a track (0 the stars, 25 home) with its name, the scores, and this
// seat's hand: choose a card, then the man (where he would land, busts and
// forced moves said in words), then Play. The view is engine/pm/PHONE-VIEW.md.
(function () {
  'use strict';

  /// A score as the printed sheet has it: a true minus sign, not a hyphen.
  function signed(value) {
    return value < 0 ? '\u2212' + (-value) : String(value);
  }

  function cardName(ui, value) {
    return value < 0 ? ui.t('minusCard', -value) : ui.t('plusCard', value);
  }

  /// A card's face: the sign and the number, MINUS in red (the words say it too).
  function cardFace(ui, card) {
    return [ui.el('span', {'aria-hidden': 'true'},
                  (card.value < 0 ? '\u2212' : '+') + Math.abs(card.value))];
  }

  function cardSpan(ui, card, small) {
    var span = ui.el('span', {class: 'card' + (small ? ' small' : '') + (card.value < 0 ? ' red' : ''),
                              role: 'img', 'aria-label': cardName(ui, card.value)});
    cardFace(ui, card).forEach(function (n) { span.appendChild(n); });
    return span;
  }

  function placeWord(ui, place) {
    if (place === 0) return ui.t('stars');
    if (place === 25) return ui.t('home');
    return String(place);
  }

  /// What a choice does, in words.
  function moveWords(ui, c) {
    if (c.man === null || c.man === undefined)
      return c.forced === 'no-man' ? ui.t('forcedNoMan') : ui.t('movesNone');
    if (c.bust && c.from === 0) return ui.t('starBusts');
    if (c.bust) return ui.t('manBusts', c.from);
    if (c.from === 0) return ui.t('manEnters', c.to);
    if (c.to === 0) return ui.t('manToStars', c.from);
    return ui.t('manMoves', c.from, c.to);
  }

  function amountWords(ui, amount) {
    if (amount > 0) return ui.t('movesForward', amount);
    if (amount < 0) return ui.t('movesBack', -amount);
    return ui.t('movesNone');
  }

  /// Where place p (0 the stars, 25 home) lies across a lane, in percent.
  /// The stars and home have each a shaded end of their own, so that a man
  /// on 1 or 2 stands clear of the men still on the stars (it was drawn in
  /// among them) and one on 24 clear of those home.
  function placeLeft(place) {
    if (place === 0) return 4;
    if (place === 25) return 97;
    return 18 + (place - 1) * 66 / 23;
  }

  /// One seat's men on a lane of 26 places, with the places as words too.
  function trackRow(ui, view, seat, ghost) {
    var rows = [];
    rows.push(ui.el('div', {class: 'who'}, ui.seatLabel(seat)));
    var lane = ui.el('div', {class: 'lane', 'aria-hidden': 'true'});
    var men = seat.men || [];
    // Men on the same place (the stars, home) stand side by side.
    var seen = {};
    men.forEach(function (place, i) {
      var shift = (seen[place] || 0);
      seen[place] = shift + 1;
      lane.appendChild(ui.el('span', {
        class: 'man c' + (Number(seat.colour) % 8),
        style: 'left:calc(' + placeLeft(place) + '% + ' +
               (shift * 0.3 * (place === 25 ? -1 : 1)) + 'rem)'
      }, String(i + 1)));
    });
    if (ghost) {
      var to = ghost.bust ? 0 : ghost.to;
      lane.appendChild(ui.el('span', {
        class: 'man ghost' + (ghost.bust ? ' bust' : ''),
        style: 'left:' + placeLeft(to) + '%'
      }, String(ghost.man + 1)));
    }
    rows.push(lane);
    rows.push(ui.el('div', {class: 'places'},
      men.map(function (p) { return placeWord(ui, p); }).join(' \u00b7 ')));
    return rows;
  }

  function renderBoard(view, ui, chosen) {
    var board = ui.board;
    var dealer = ui.seatOf(view.dealer);
    board.appendChild(ui.el('div', {class: 'facts'},
      ui.el('span', null, ui.t('gameOf', view.gameNumber, view.gameCount)),
      dealer ? ui.el('span', null, ui.tParts('dealer', ui.seatLabel(dealer))) : null));

    board.appendChild(ui.el('h3', null, ui.t('menHead')));
    var track = ui.el('div', {class: 'track'});
    (view.seats || []).forEach(function (s) {
      if (!s.inGame) return;
      var ghost = chosen && s.seat === view.seat && chosen.man !== null ? chosen : null;
      trackRow(ui, view, s, ghost).forEach(function (n) { track.appendChild(n); });
    });
    board.appendChild(track);

    var table = ui.el('table', {class: 'scores'},
      ui.el('thead', null, ui.el('tr', null,
        ui.el('th', {scope: 'col'}, ui.t('seat')), ui.el('th', {scope: 'col'}, ui.t('cards')),
        ui.el('th', {scope: 'col'}, ui.t('thisGame')), ui.el('th', {scope: 'col'}, ui.t('rubber')))));
    var body = ui.el('tbody');
    (view.seats || []).forEach(function (s) {
      var cls = (s.seat === view.seat ? 'me ' : '') + (s.seat === view.toMove ? 'to-move' : '');
      body.appendChild(ui.el('tr', {class: cls},
        ui.el('td', null, ui.seatLabel(s)),
        ui.el('td', null, s.inGame ? String(s.cards) : ''),
        ui.el('td', null, s.inGame ? signed(s.score) : ui.t('sitsOut')),
        ui.el('td', null, signed(s.total))));
    });
    table.appendChild(body);
    board.appendChild(ui.el('h3', null, ui.t('score')));
    board.appendChild(table);
  }

  function render(view, ui) {
    var choices = view.choices || [];
    var plays = choices.filter(function (c) { return c.kind === 'play'; });
    var state = ui.state;
    var myTurn = view.phase === 'your-turn' && plays.length > 0 && !ui.pending;

    // A hint chooses its card and man.
    if (state.hint && state.card === undefined) {
      plays.forEach(function (c) {
        if (c.id === state.hint) { state.card = c.card.id; state.choice = c.id; }
      });
    }
    var ways = plays.filter(function (c) { return c.card.id === state.card; });
    if (ways.length === 1) state.choice = ways[0].id;
    var chosen = null;
    ways.forEach(function (c) { if (c.id === state.choice) chosen = c; });

    renderBoard(view, ui, chosen);
    ui.situation.appendChild(ui.el('h3', null, ui.t('topCard')));
    ui.situation.appendChild(view.top ? cardSpan(ui, view.top, true)
                                      : ui.el('p', {class: 'note'}, ui.t('noTop')));

    var hand = ui.hand;
    if (!view.inGame) {
      hand.appendChild(ui.el('p', {class: 'note'}, ui.t('youSitOut')));
    }
    var cards = ui.el('div', {class: 'cards'});
    (view.hand || []).forEach(function (card) {
      var playable = myTurn && plays.some(function (c) { return c.card.id === card.id; });
      var button = ui.el('button', {
        type: 'button',
        class: 'card' + (card.value < 0 ? ' red' : '') + (myTurn ? '' : ' idle') +
               (state.card === card.id ? ' selected' : '') +
               (state.hint && ways.length && state.card === card.id && chosen &&
                chosen.id === state.hint ? ' hinted' : ''),
        'aria-label': cardName(ui, card.value),
        'aria-pressed': playable ? String(state.card === card.id) : null,
        'data-part': playable ? 'card' : null,
        disabled: !playable,
        onclick: function () {
          state.card = card.id;
          state.choice = undefined;
          ui.rerender();
        }
      });
      cardFace(ui, card).forEach(function (n) { button.appendChild(n); });
      cards.appendChild(button);
    });
    hand.appendChild(cards);

    if (myTurn) {
      if (state.card === undefined) {
        hand.appendChild(ui.el('p', {class: 'prompt'}, ui.t('chooseCard')));
      } else if (ways.length) {
        hand.appendChild(ui.el('p', {class: 'prompt'}, amountWords(ui, ways[0].amount)));
        if (ways[0].forced === 'all-bust')
          hand.appendChild(ui.el('p', {class: 'note'}, ui.t('forcedAllBust')));
        if (ways.length > 1) hand.appendChild(ui.el('p', {class: 'note'}, ui.t('chooseMan')));
        var moves = ui.el('div', {class: 'moves'});
        ways.forEach(function (c) {
          var pressed = c.id === state.choice;
          moves.appendChild(ui.el('button', {
            type: 'button',
            class: (c.bust ? 'bust' : '') + (pressed ? ' selected' : '') +
                   (c.id === state.hint ? ' hinted' : ''),
            'aria-pressed': String(pressed),
            'data-part': 'man',
            onclick: function () { state.choice = c.id; ui.rerender(); }
          }, c.man === null ? '' : ui.el('span', {class: 'seat-mark c' + (Number(view.colour) % 8),
                                                  'aria-hidden': 'true'}),
             ' ', ui.el('span', {class: 'to'}, moveWords(ui, c))));
        });
        hand.appendChild(moves);
      }
      hand.appendChild(ui.el('div', {class: 'actions'},
        ui.confirmButton(ui.t('play'), chosen ? chosen.id : null)));
    }

    var next = choices.filter(function (c) { return c.kind === 'next-game'; });
    if (next.length)
      hand.appendChild(ui.el('div', {class: 'actions'},
        ui.choiceButton(next[0].id, ui.t('nextGame'), {class: 'primary confirm'})));
  }

  window.PlayersClubGames = window.PlayersClubGames || {};
  window.PlayersClubGames.pm = {render: render};
})();
