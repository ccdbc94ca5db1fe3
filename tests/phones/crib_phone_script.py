# SPDX-License-Identifier: GPL-3.0-or-later
"""A scripted Once Around Cribbage table for the fake server: Ann's views,
written by hand after engine/crib/PHONE-VIEW.md. Two seats, Bob deals (his
crib); Ann lays away two of six (CR-6), then plays a card to the count, then
counts her hand with muggins on (CR-15)."""
import copy
import itertools

SECRET = 'fedcba9876543210fedcba9876543210'
GAME = 'cribbage'
HAND = ['AS', '5H', '5C', '10H', 'JD', 'KS']
VALUES = {'A': 1, 'J': 10, 'Q': 10, 'K': 10}


def value(card):
    rank = card[:-1]
    return VALUES.get(rank) or int(rank)


def base(revision, phase, step, to_act, hand, cards_held):
    return {
        'game': GAME, 'seat': 0, 'name': 'Ann', 'colour': 0, 'side': 0,
        'phase': phase, 'step': step, 'revision': revision, 'gameNumber': 1,
        'dealNumber': 1, 'target': 121, 'muggins': True, 'toAct': to_act, 'dealer': 1,
        'seats': [
            {'seat': 0, 'name': 'Ann', 'colour': 0, 'side': 0, 'cards': cards_held,
             'saidGo': False},
            {'seat': 1, 'name': 'Bob', 'colour': 4, 'side': 1, 'cards': cards_held,
             'saidGo': False},
        ],
        'sides': [{'side': 0, 'score': 14, 'rear': 9}, {'side': 1, 'score': 22, 'rear': 16}],
        'starter': None, 'count': 0, 'countCards': [], 'played': [], 'hand': list(hand),
        'laidAway': [], 'layAway': 0, 'show': None, 'choices': [],
        'hintOffered': phase == 'your-turn', 'language': 'en',
    }


def discard_view():
    v = base('3', 'your-turn', 'discard', 0, HAND, 6)
    v['layAway'] = 2
    v['choices'] = [{'id': '3/lay:%s+%s' % pair, 'kind': 'lay-away', 'cards': list(pair)}
                    for pair in itertools.combinations(HAND, 2)]
    return v


def play_view(kept, laid):
    """Bob has laid away too, the starter is turned, Bob led the 4D: Ann to play."""
    v = base('5', 'your-turn', 'play', 0, kept, 4)
    v['seats'][1]['cards'] = 3
    v.update({'starter': '6D', 'count': 4, 'countCards': ['4D'],
              'played': [{'seat': 1, 'card': '4D'}], 'laidAway': laid})
    v['choices'] = [{'id': '5/play:%s' % c, 'kind': 'play', 'card': c, 'count': 4 + value(c)}
                    for c in kept]
    return v


def waiting_view(kept, laid, card):
    v = base('6', 'waiting', 'play', 1, [c for c in kept if c != card], 3)
    v['seats'][1]['cards'] = 3
    v.update({'starter': '6D', 'count': 4 + value(card), 'countCards': ['4D', card],
              'played': [{'seat': 1, 'card': '4D'}, {'seat': 0, 'card': card}],
              'laidAway': laid})
    return v


def count_view(kept, laid):
    """The show: Ann counts her hand, with muggins any count 0..29 may be said."""
    v = base('9', 'your-turn', 'count', 0, [], 0)
    v.update({'hintOffered': False, 'starter': '6D', 'laidAway': laid,
              'show': {'seat': 0, 'crib': False, 'cards': kept}})
    v['choices'] = [{'id': '9/count:%d' % n, 'kind': 'count', 'points': n} for n in range(30)]
    return v


class Script:
    seat = 0
    secret = SECRET

    def __init__(self):
        self.current = discard_view()
        self.kept = self.laid = None

    def view(self):
        return copy.deepcopy(self.current)

    def act(self, choice):
        for c in self.current['choices']:
            if c['id'] != choice:
                continue
            if c['kind'] == 'lay-away':
                self.laid = c['cards']
                self.kept = [h for h in HAND if h not in self.laid]
                self.current = play_view(self.kept, self.laid)
            elif c['kind'] == 'play':
                self.current = waiting_view(self.kept, self.laid, c['card'])
            else:
                self.current = base('10', 'waiting', 'count', 1, [], 0)
            return None
        if isinstance(choice, str) and choice.split('/')[0] != self.current['revision']:
            return 'The table has moved on since that choice was offered.'
        return 'That choice is not open to this seat now.'

    def hint(self):
        step = self.current['step']
        if self.current['phase'] != 'your-turn':
            return None
        if step == 'discard':
            return ('3/lay:AS+KS', 'Keep the fives and the Jack and Ten: fifteens for your hand.')
        if step == 'play':
            return ('5/play:%s' % self.current['hand'][0], 'Keep the count away from 15.')
        return None

    def set_game_over(self):
        """Bob has pegged out: the game is his (CR-18)."""
        v = count_view(['5H', '5C', '10H', 'JD'], ['AS', 'KS'])
        v.update({'phase': 'game-over', 'step': 'game-over', 'revision': '8', 'toAct': None,
                  'show': None, 'winners': [1],
                  'choices': [{'id': '8/next', 'kind': 'next-game'}]})
        v['sides'] = [{'side': 0, 'score': 71, 'rear': 64}, {'side': 1, 'score': 121, 'rear': 115}]
        self.current = v

    def set_count(self):
        self.current = count_view(['5H', '5C', '10H', 'JD'], ['AS', 'KS'])
