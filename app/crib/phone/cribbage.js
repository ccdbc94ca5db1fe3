// SPDX-License-Identifier: GPL-3.0-or-later
// Once Around Cribbage's part of the phone page (issue 26): the starter, the
// count and its cards, the cards played this deal, a hand or crib laid out
// for its count, the scores, and this seat's hand: lay away (pick the cards,
// then confirm), play a card, count (with muggins: say the points), claim or
// pass, the next game. The view is engine/crib/PHONE-VIEW.md.
(function () {
  'use strict';

  var suits = {C: '\u2663', D: '\u2666', H: '\u2665', S: '\u2660'};

  function parse(card) {
    var text = String(card);
    return {rank: text.slice(0, -1), suit: text.slice(-1)};
  }

  function cardName(ui, card) {
    var c = parse(card);
    return ui.t('suit' + c.suit, ui.t('rank' + c.rank));
  }

  function cardFace(ui, card) {
    var c = parse(card);
    return [ui.el('span', {'aria-hidden': 'true'}, c.rank),
            ui.el('span', {class: 'suit', 'aria-hidden': 'true'}, suits[c.suit] || c.suit)];
  }

  function isRed(card) {
    var s = parse(card).suit;
    return s === 'D' || s === 'H';
  }

  function cardSpan(ui, card, small) {
    var span = ui.el('span', {class: 'card' + (small ? ' small' : '') + (isRed(card) ? ' red' : ''),
                              role: 'img', 'aria-label': cardName(ui, card)});
    cardFace(ui, card).forEach(function (n) { span.appendChild(n); });
    return span;
  }

  function cardRow(ui, cards, small) {
    var row = ui.el('div', {class: 'cards'});
    (cards || []).forEach(function (c) { row.appendChild(cardSpan(ui, c, small)); });
    return row;
  }

  function sameCards(a, b) {
    if (a.length !== b.length) return false;
    var x = a.slice().sort(), y = b.slice().sort();
    return x.every(function (c, i) { return c === y[i]; });
  }

  function renderBoard(view, ui) {
    var board = ui.board;
    var dealer = ui.seatOf(view.dealer);
    board.appendChild(ui.el('div', {class: 'facts'},
      ui.el('span', null, ui.t('gameDeal', view.gameNumber, view.dealNumber)),
      ui.el('span', null, ui.t('gameTo', view.target)),
      dealer ? ui.el('span', null, ui.tParts('dealer', ui.seatLabel(dealer))) : null));

    var played = view.played || [];
    if (played.length && view.step === 'play') {
      board.appendChild(ui.el('h3', null, ui.t('playedDeal')));
      var bySeat = ui.el('div', {class: 'track'});
      (view.seats || []).forEach(function (s) {
        var mine = played.filter(function (p) { return p.seat === s.seat; })
                         .map(function (p) { return p.card; });
        bySeat.appendChild(ui.el('div', {class: 'who'}, ui.seatLabel(s)));
        bySeat.appendChild(cardRow(ui, mine, true));
      });
      board.appendChild(bySeat);
    }

    var scores = {};
    (view.sides || []).forEach(function (s) { scores[s.side] = s.score; });
    var table = ui.el('table', {class: 'scores'},
      ui.el('thead', null, ui.el('tr', null,
        ui.el('th', {scope: 'col'}, ui.t('seat')), ui.el('th', {scope: 'col'}, ui.t('cards')),
        ui.el('th', {scope: 'col'}, ui.t('score')))));
    var body = ui.el('tbody');
    (view.seats || []).forEach(function (s) {
      var cls = (s.seat === view.seat ? 'me ' : '') + (s.seat === view.toAct ? 'to-move' : '');
      body.appendChild(ui.el('tr', {class: cls},
        ui.el('td', null, ui.seatLabel(s), s.saidGo ? ' \u2014 ' + ui.t('saidGo') : ''),
        ui.el('td', null, String(s.cards)),
        ui.el('td', null, scores[s.side] === undefined ? '' : String(scores[s.side]))));
    });
    table.appendChild(body);
    board.appendChild(ui.el('h3', null, ui.t('score')));
    board.appendChild(table);
  }

  function render(view, ui) {
    var choices = view.choices || [];
    var state = ui.state;
    var myTurn = view.phase === 'your-turn' && !ui.pending;
    var of = function (kind) { return choices.filter(function (c) { return c.kind === kind; }); };
    var lays = of('lay-away'), plays = of('play'), counts = of('count');
    if (!state.sel) state.sel = [];
    // A hint picks its cards.
    if (state.hint && !state.hinted) {
      state.hinted = true;
      choices.forEach(function (c) {
        if (c.id !== state.hint) return;
        if (c.kind === 'lay-away') state.sel = c.cards.slice();
        if (c.kind === 'play') state.sel = [c.card];
      });
    }

    renderBoard(view, ui);
    var situation = ui.situation;
    situation.appendChild(ui.el('h3', null, ui.t('starter')));
    situation.appendChild(view.starter ? cardSpan(ui, view.starter, true)
                                       : ui.el('span', {class: 'note'}, ui.t('notTurned')));
    if (view.step === 'play') {
      situation.appendChild(ui.el('h3', null, ui.t('countNow', view.count)));
      (view.countCards || []).forEach(function (c) { situation.appendChild(cardSpan(ui, c, true)); });
    }
    if (view.show) {
      var owner = ui.seatOf(view.show.seat);
      var name = owner ? owner.name : '';
      var shown = ui.el('div', {class: 'shown'}, ui.el('h3', null,
        view.show.crib ? ui.t('cribOf', name) : ui.t('handOf', name)));
      shown.appendChild(cardRow(ui, view.show.cards, false));
      if (view.show.said !== undefined && view.show.said !== null)
        shown.appendChild(ui.el('p', null, ui.t('counted', name, view.show.said)));
      situation.appendChild(shown);
    }

    var hand = ui.hand;
    var picking = myTurn && (lays.length > 0 || plays.length > 0);
    var need = lays.length ? view.layAway : 1;
    var pickable = function (card) {
      if (lays.length) return true;
      return plays.some(function (c) { return c.card === card; });
    };
    var cards = ui.el('div', {class: 'cards'});
    (view.hand || []).forEach(function (card) {
      var can = picking && pickable(card);
      var on = state.sel.indexOf(card) >= 0;
      var button = ui.el('button', {
        type: 'button',
        class: 'card' + (isRed(card) ? ' red' : '') + (on ? ' selected' : '') +
               (picking ? '' : ' idle'),
        'aria-label': cardName(ui, card),
        'aria-pressed': can ? String(on) : null,
        'data-part': can ? 'card' : null,
        disabled: !can,
        onclick: function () {
          if (on) state.sel = state.sel.filter(function (c) { return c !== card; });
          else state.sel = state.sel.concat([card]).slice(-need);
          ui.rerender();
        }
      });
      cardFace(ui, card).forEach(function (n) { button.appendChild(n); });
      cards.appendChild(button);
    });
    hand.appendChild(cards);


    var actions = ui.el('div', {class: 'actions'});
    if (myTurn && lays.length) {
      var dealer = ui.seatOf(view.dealer);
      hand.insertBefore(ui.el('p', {class: 'prompt'}, view.dealer === view.seat
        ? ui.t('yourCrib', view.layAway)
        : ui.t('layAwayTo', view.layAway, dealer ? dealer.name : '')), cards);
      var lay = null;
      lays.forEach(function (c) { if (sameCards(c.cards, state.sel)) lay = c.id; });
      actions.appendChild(ui.confirmButton(ui.t('layAway'), lay));
    } else if (myTurn && plays.length) {
      hand.insertBefore(ui.el('p', {class: 'prompt'}, ui.t('playACard')), cards);
      var play = null;
      plays.forEach(function (c) { if (state.sel.length === 1 && c.card === state.sel[0]) play = c; });
      actions.appendChild(ui.confirmButton(
        play ? ui.t('play') + ' \u2014 ' + ui.t('makes', play.count) : ui.t('play'),
        play ? play.id : null));
    }
    if (myTurn && counts.length) {
      var crib = view.show && view.show.crib;
      hand.appendChild(ui.el('p', {class: 'prompt'}, crib ? ui.t('countCrib') : ui.t('countHand')));
      if (counts.length > 1) hand.appendChild(ui.el('p', {class: 'note'}, ui.t('sayCount')));
      var numbers = ui.el('div', {class: counts.length > 1 ? 'numbers' : 'actions'});
      counts.forEach(function (c) {
        numbers.appendChild(ui.choiceButton(c.id, counts.length > 1 ? String(c.points)
                                                                    : ui.t('points', c.points), {
          'aria-label': ui.t('points', c.points),
          class: counts.length > 1 ? '' : 'primary confirm'
        }));
      });
      hand.appendChild(numbers);
    }
    of('claim').forEach(function (c) {
      actions.appendChild(ui.choiceButton(c.id, ui.t('claim'), {class: 'primary'}));
    });
    of('pass').forEach(function (c) { actions.appendChild(ui.choiceButton(c.id, ui.t('pass'))); });
    of('next-game').forEach(function (c) {
      actions.appendChild(ui.choiceButton(c.id, ui.t('nextGame'), {class: 'primary confirm'}));
    });
    if (actions.childNodes.length) hand.appendChild(actions);
    if (view.laidAway && view.laidAway.length) {
      hand.appendChild(ui.el('h3', null, ui.t('inCrib')));
      hand.appendChild(cardRow(ui, view.laidAway, true));
    }
  }

  window.PlayersClubGames = window.PlayersClubGames || {};
  window.PlayersClubGames.cribbage = {render: render};
})();
