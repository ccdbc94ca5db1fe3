# SPDX-License-Identifier: GPL-3.0-or-later
"""The standard pack for resources/crib.svg: white cards in the family of
P.M.'s (rounded corners, thin double frame, period lettering), a suit pip per
suit, simple court emblems and one back design. Used by make_crib_svg.py."""
import math

from svgart import circle, group, line, linear, n, path, poly, rect, text

INK = "#1E1B18"
RED = "#B3261E"
CARD_W, CARD_H = 100, 140
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]

# Pips drawn in a 20 x 20 box centred on the origin.
HEART = ("M0,9.5 C-3,6 -10,1.5 -10,-3.8 C-10,-7.8 -6.6,-10 -3.8,-10 C-1.8,-10 -0.4,-8.8 0,-7 "
         "C0.4,-8.8 1.8,-10 3.8,-10 C6.6,-10 10,-7.8 10,-3.8 C10,1.5 3,6 0,9.5 Z")
DIAMOND = "M0,-10 Q3.5,-4.5 7.6,0 Q3.5,4.5 0,10 Q-3.5,4.5 -7.6,0 Q-3.5,-4.5 0,-10 Z"
SPADE = ("M0,-10 C3.5,-5.5 10,-2.5 10,2.6 C10,5.6 7.6,7.2 5.4,7.2 C3.6,7.2 2.2,6.2 1.3,4.8 "
         "C1.5,7.2 2.6,9 4.2,10 L-4.2,10 C-2.6,9 -1.5,7.2 -1.3,4.8 C-2.2,6.2 -3.6,7.2 -5.4,7.2 "
         "C-7.6,7.2 -10,5.6 -10,2.6 C-10,-2.5 -3.5,-5.5 0,-10 Z")
CLUB_STEM = "M-1.2,1.5 C-1.2,6 -2.6,8.6 -4.4,10 L4.4,10 C2.6,8.6 1.2,6 1.2,1.5 Z"


def suit_colour(s):
    return RED if s in "DH" else INK


def pip(s, x, y, size, flip=False):
    """A suit pip `size` units high centred on (x, y)."""
    k = size / 20
    t = f"translate({n(x)},{n(y)}) scale({k:.4f})" + (" rotate(180)" if flip else "")
    c = suit_colour(s)
    if s == "H":
        body = [path(HEART, fill=c)]
    elif s == "D":
        body = [path(DIAMOND, fill=c)]
    elif s == "S":
        body = [path(SPADE, fill=c)]
    else:
        body = [circle(0, -4.6, 4.5, fill=c), circle(-4.9, 1.6, 4.5, fill=c),
                circle(4.9, 1.6, 4.5, fill=c), circle(0, 0.4, 2.4, fill=c), path(CLUB_STEM, fill=c)]
    return group(None, *body, transform=t)


def card_frame(x, y, ink=INK):
    return [rect(x, y, CARD_W, CARD_H, rx=7, fill="url(#crib-g-white)", stroke="#B9B09A",
                 stroke_width=0.8),
            rect(x + 4, y + 4, CARD_W - 8, CARD_H - 8, rx=4.5, fill="none", stroke=ink,
                 stroke_width=0.9, opacity=0.85)]


def index(x, y, rank, s):
    """Rank and pip in the top-left corner, and the same turned in the bottom-right."""
    c = suit_colour(s)
    size = 19 if rank != "10" else 17
    part = [text(x + 13.5, y + 24, rank, size, fill=c, stroke=c, stroke_width=0.5),
            pip(s, x + 13.5, y + 34, 11)]
    return [group(None, *part),
            group(None, *part, transform=f"rotate(180 {n(x + CARD_W / 2)} {n(y + CARD_H / 2)})")]


def layout(v):
    """Pip places for 1..10 as (column -1/0/1, row 0..6 in sixths of the height)."""
    L, M, R = -1, 0, 1
    return {
        1: [(M, 3)],
        2: [(M, 0), (M, 6)],
        3: [(M, 0), (M, 3), (M, 6)],
        4: [(L, 0), (R, 0), (L, 6), (R, 6)],
        5: [(L, 0), (R, 0), (M, 3), (L, 6), (R, 6)],
        6: [(L, 0), (R, 0), (L, 3), (R, 3), (L, 6), (R, 6)],
        7: [(L, 0), (R, 0), (M, 1.5), (L, 3), (R, 3), (L, 6), (R, 6)],
        8: [(L, 0), (R, 0), (M, 1.5), (L, 3), (R, 3), (M, 4.5), (L, 6), (R, 6)],
        9: [(L, 0), (R, 0), (L, 2), (R, 2), (M, 3), (L, 4), (R, 4), (L, 6), (R, 6)],
        10: [(L, 0), (R, 0), (M, 1), (L, 2), (R, 2), (L, 4), (R, 4), (M, 5), (L, 6), (R, 6)],
    }[v]


def pips(x, y, v, s):
    out = []
    if v == 1:
        size = 44 if s != "D" else 40
        out.append(pip(s, x + CARD_W / 2, y + CARD_H / 2, size))
        # A printed rosette round the ace, as the makers' aces had.
        out.append(circle(x + CARD_W / 2, y + CARD_H / 2, 30, fill="none", stroke=suit_colour(s),
                          stroke_width=0.6, opacity=0.6))
        return out
    top, bottom = y + 30, y + CARD_H - 30
    for col, row in layout(v):
        px = x + CARD_W / 2 + col * 18
        py = top + (bottom - top) * row / 6
        out.append(pip(s, px, py, 17, flip=row > 3))
    return out


def crown(cx, cy, w, colour, kind):
    """A simple court emblem centred on (cx, cy), `w` wide."""
    h = w * 0.62
    x0, x1, y0, y1 = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    if kind == "K":      # a crown of five points with a band
        pts = [(x0, y1), (x0, y0 + h * 0.25), (x0 + w * 0.18, y0 + h * 0.55), (cx - w * 0.2, y0),
               (cx, y0 + h * 0.45), (cx + w * 0.2, y0), (x1 - w * 0.18, y0 + h * 0.55),
               (x1, y0 + h * 0.25), (x1, y1)]
        out = [poly(pts, fill="#D9B04A", stroke=colour, stroke_width=1.1),
               rect(x0, y1 - h * 0.22, w, h * 0.22, fill=colour)]
        out += [circle(px, py, w * 0.055, fill=colour) for px, py in
                ((x0, y0 + h * 0.2), (cx - w * 0.2, y0 - 1), (cx + w * 0.2, y0 - 1), (x1, y0 + h * 0.2))]
        out += [circle(cx + dx * w, y1 - h * 0.11, w * 0.04, fill="#F3EEE2") for dx in (-0.3, 0, 0.3)]
    elif kind == "Q":    # a coronet: a band, a cushion, three fleurs standing on it
        out = [path(f"M{n(x0 + w * 0.1)},{n(y1 - h * 0.3)} Q{n(cx)},{n(y0 + h * 0.05)} "
                    f"{n(x1 - w * 0.1)},{n(y1 - h * 0.3)} Z", fill="#D9B04A", stroke=colour,
                    stroke_width=1)]
        for dx in (-0.34, 0, 0.34):
            px = cx + dx * w
            top = y0 + (0.0 if dx == 0 else 0.22) * h
            out.append(poly([(px, top), (px + w * 0.075, top + h * 0.3), (px, top + h * 0.45),
                             (px - w * 0.075, top + h * 0.3)], fill=colour))
        out.append(rect(x0 + w * 0.05, y1 - h * 0.3, w * 0.9, h * 0.3, fill=colour))
        out += [circle(cx + dx * w, y1 - h * 0.15, w * 0.045, fill="#F3EEE2") for dx in (-0.25, 0, 0.25)]
    else:                # J: a page's feathered cap
        out = [path(f"M{n(x0)},{n(y1)} Q{n(x0)},{n(y0 + h * 0.3)} {n(cx)},{n(y0 + h * 0.3)} "
                    f"Q{n(x1)},{n(y0 + h * 0.3)} {n(x1)},{n(y1)} Z", fill="#D9B04A", stroke=colour,
                    stroke_width=1.1),
               rect(x0 - w * 0.04, y1 - h * 0.18, w * 1.08, h * 0.18, fill=colour),
               path(f"M{n(cx + w * 0.1)},{n(y0 + h * 0.35)} Q{n(cx + w * 0.5)},{n(y0 - h * 0.3)} "
                    f"{n(x1 + w * 0.1)},{n(y0 - h * 0.05)} Q{n(cx + w * 0.4)},{n(y0 + h * 0.1)} "
                    f"{n(cx + w * 0.1)},{n(y0 + h * 0.35)} Z", fill=colour)]
    return group(None, *out)


def court_face(x, y, rank, s):
    c = suit_colour(s)
    tint = {"K": "#F2E3B8", "Q": "#F2DCD3", "J": "#DCE3EC"}[rank]
    px, py, pw, ph = x + 23, y + 15, CARD_W - 46, CARD_H - 30
    half = [crown(x + CARD_W / 2, py + 17, 28, c, rank),
            text(x + CARD_W / 2, py + ph / 2 - 8, rank, 20, fill=c, stroke=c, stroke_width=0.6),
            pip(s, px + 9, py + 9, 10), pip(s, px + pw - 9, py + 9, 10)]
    return [rect(px, py, pw, ph, fill=tint, stroke=c, stroke_width=1.1),
            rect(px + 2.5, py + 2.5, pw - 5, ph - 5, fill="none", stroke=c, stroke_width=0.5),
            line(px + 2.5, py + ph / 2, px + pw - 2.5, py + ph / 2, stroke=c, stroke_width=0.6),
            group(None, *half),
            group(None, *half, transform=f"rotate(180 {n(x + CARD_W / 2)} {n(y + CARD_H / 2)})")]


def card(x, y, rank, s):
    body = card_frame(x, y) + index(x, y, rank, s)
    if rank in "JQK":
        body += court_face(x, y, rank, s)
    else:
        body += pips(x, y, 1 if rank == "A" else int(rank), s)
    return group(f"crib-card-{rank}{s}", *body)


def back(x, y):
    """One ink, a lattice of lozenges round an oval cartouche."""
    ink = "#23466B"
    ix, iy, iw, ih = x + 8, y + 8, CARD_W - 16, CARD_H - 16
    out = card_frame(x, y, ink)
    out.append(rect(ix, iy, iw, ih, rx=3, fill="#EEF1F4", stroke=ink, stroke_width=1))
    step = 9
    for k in range(-20, 30):
        for sign in (1, -1):
            # the line y = sign*(x - ix) + iy + k*step, clipped to the inner rect
            segs = []
            for t in (0, iw):
                yy = iy + k * step + sign * t
                segs.append((ix + t, yy))
            (ax, ay), (bx, by) = segs
            # clip in y
            if ay == by:
                continue
            def at_y(yv):
                return ax + (yv - ay) * (bx - ax) / (by - ay)
            pts = [(ax, ay), (bx, by)]
            lo, hi = iy, iy + ih
            p = []
            for (px, py) in pts:
                if py < lo:
                    px, py = at_y(lo), lo
                elif py > hi:
                    px, py = at_y(hi), hi
                p.append((px, py))
            if abs(p[0][1] - p[1][1]) < 0.5:
                continue
            out.append(line(p[0][0], p[0][1], p[1][0], p[1][1], stroke=ink, stroke_width=0.7))
    for k in range(0, 12):
        for j in range(0, 16):
            cx, cy = ix + 4.5 + k * step, iy + 4.5 + j * step
            if cx < ix + iw and cy < iy + ih and ((k + j) % 2 == 0):
                out.append(circle(cx, cy, 1.1, fill=ink))
    out.append(path(f"M{n(x + 50)},{n(y + 42)} a30,28 0 1 0 0.01,0 Z", fill="#EEF1F4", stroke=ink,
                    stroke_width=1.6))
    out.append(path(f"M{n(x + 50)},{n(y + 46)} a26,24 0 1 0 0.01,0 Z", fill="none", stroke=ink,
                    stroke_width=0.6))
    out.append(pip("S", x + 41, y + 62, 11).replace(INK, ink))
    out.append(pip("H", x + 59, y + 62, 11).replace(RED, ink))
    out.append(pip("D", x + 41, y + 80, 11).replace(RED, ink))
    out.append(pip("C", x + 59, y + 80, 11).replace(INK, ink))
    return group("crib-back", *out)


def cards_sheet(x0, y0):
    """All 52 faces in 13 columns, then the parts; returns (defs, bodies, bottom y)."""
    defs = [linear("crib-g-white", 0, 0, 1, 1, [(0, "#FFFEFA"), (1, "#F3EEE2")], user=False)]
    out = []
    for row, s in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            out.append(card(x0 + col * 110, y0 + row * 150, rank, s))
    y = y0 + 4 * 150
    out.append(group("crib-card-face", *card_frame(x0, y)))
    out.append(back(x0 + 110, y))
    out.append(group("crib-card-highlight",
                     rect(x0 + 216, y - 4, CARD_W + 8, CARD_H + 8, rx=10, fill="none",
                          stroke="#C9A227", stroke_width=3),
                     rect(x0 + 218, y - 2, CARD_W + 4, CARD_H + 4, rx=8.5, fill="none",
                          stroke="#F1D98A", stroke_width=1)))
    for i, s in enumerate(SUITS):
        out.append(group(f"crib-suit-{s}", pip(s, x0 + 350 + i * 30, y + 10, 20)))
    for i, r in enumerate("JQK"):
        out.append(group(f"crib-court-{r}", crown(x0 + 370 + i * 50, y + 60, 36, INK, r)))
    return defs, out, y + CARD_H + 10
