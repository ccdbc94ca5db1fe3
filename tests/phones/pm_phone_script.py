# SPDX-License-Identifier: GPL-3.0-or-later
"""A scripted P.M. table for the fake server: Ann's views, written by hand after
engine/pm/PHONE-VIEW.md. Four seats; Ann (seat 0) to play, the top card
PLUS 5, her men on the stars, the stars, 5 and 12 (PM-6: every move is
top + card; PM-10: the man on 12 blocks a move onto 12; PM-12: 12 + 18 busts)."""
import copy

SECRET = '0123456789abcdef0123456789abcdef'
GAME = 'pm'


def card(i, v):
    return {'id': i, 'value': v}


def play(revision, c, amount, man=None, frm=None, to=None, bust=False, forced=None):
    move = 'c%d' % c['id'] + ('' if man is None else 'f%d' % frm)
    choice = {'id': '%s/%s' % (revision, move), 'kind': 'play', 'card': c,
              'amount': amount, 'forced': forced, 'man': man}
    if man is not None:
        choice.update({'from': frm, 'to': to, 'bust': bust})
    return choice


HAND = [card(3, 7), card(14, -4), card(22, 13), card(30, 2), card(41, -9)]


def seats(ann_men, ann_score, ann_cards):
    return [
        {'seat': 0, 'name': 'Ann', 'colour': 0, 'total': 0, 'inGame': True,
         'men': ann_men, 'score': ann_score, 'cards': ann_cards},
        {'seat': 1, 'name': 'Bob', 'colour': 1, 'total': 0, 'inGame': True,
         'men': [0, 0, 2, 25], 'score': 67, 'cards': 5},
        {'seat': 2, 'name': 'Cleo', 'colour': 5, 'total': 0, 'inGame': True,
         'men': [0, 0, 0, 14], 'score': -46, 'cards': 5},
        {'seat': 3, 'name': 'Dan', 'colour': 7, 'total': 0, 'inGame': True,
         'men': [7, 18, 21, 25], 'score': 96, 'cards': 4},
    ]


def turn_view():
    r = '7'
    c3, c14, c22, c30, c41 = HAND
    return {
        'game': GAME, 'seat': 0, 'name': 'Ann', 'colour': 0, 'phase': 'your-turn',
        'revision': r, 'gameNumber': 1, 'gameCount': 5, 'section': 0, 'toMove': 0,
        'dealer': 3, 'seats': seats([0, 0, 5, 12], -23, 5), 'inGame': True,
        'hand': copy.deepcopy(HAND),
        'played': [card(8, 3), card(17, 5)], 'top': card(17, 5),
        'choices': [
            play(r, c3, 12, 2, 5, 17), play(r, c3, 12, 3, 12, 24),
            play(r, c14, 1, 0, 0, 1), play(r, c14, 1, 2, 5, 6), play(r, c14, 1, 3, 12, 13),
            play(r, c22, 18, 0, 0, 18), play(r, c22, 18, 2, 5, 23),
            play(r, c22, 18, 3, 12, 0, bust=True),
            play(r, c30, 7, 0, 0, 7), play(r, c30, 7, 3, 12, 19),
            play(r, c41, -4, 2, 5, 1), play(r, c41, -4, 3, 12, 8),
        ],
    }


def after_view(played):
    """Ann has played `played` (a choice of turn_view): Bob to move."""
    men = [0, 0, 5, 12]
    if played['man'] is not None:
        men[played['man']] = played['to']
    score = sum(50 if m == 25 else -20 if m == 0 else m for m in men)
    hand = [c for c in HAND if c['id'] != played['card']['id']]
    return {
        'game': GAME, 'seat': 0, 'name': 'Ann', 'colour': 0, 'phase': 'waiting',
        'revision': '8', 'gameNumber': 1, 'gameCount': 5, 'section': 0, 'toMove': 1,
        'dealer': 3, 'seats': seats(men, score, 4), 'inGame': True, 'hand': hand,
        'played': [card(8, 3), card(17, 5), played['card']], 'top': played['card'],
        'choices': [],
    }


def over_view():
    """The game over, not the rubber's last: the next game is Ann's choice too."""
    v = after_view(turn_view()['choices'][0])
    v.update({'phase': 'game-over', 'toMove': None, 'revision': '9',
              'choices': [{'id': '9/next', 'kind': 'next-game'}]})
    return v


def rubber_over_view(winners):
    """The rubber's last game over: `winners` lead the rubber (PM-20)."""
    v = over_view()
    v.update({'phase': 'rubber-over', 'revision': '10', 'choices': [], 'winners': winners})
    return v


class Script:
    seat = 0
    secret = SECRET

    def __init__(self):
        self.current = turn_view()

    def view(self):
        return copy.deepcopy(self.current)

    def act(self, choice):
        for c in self.current['choices']:
            if c['id'] == choice:
                if c['kind'] == 'next-game':
                    self.current = turn_view()
                else:
                    self.current = after_view(c)
                return None
        if isinstance(choice, str) and choice.split('/')[0] != self.current['revision']:
            return 'The table has moved on since that choice was offered.'
        return 'That choice is not open to this seat now.'

    def hint(self):
        if self.current['phase'] != 'your-turn':
            return None
        return ('7/c22f5', 'The man on 5 goes to 23, two short of home.')

    def set_over(self):
        self.current = over_view()

    def set_rubber_over(self, winners):
        self.current = rubber_over_view(winners)
