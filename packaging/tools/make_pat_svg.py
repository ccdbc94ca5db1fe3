#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes resources/pat.svg: the Patchesi board in the Jaques style and its pieces.

Run from the repository root:  python3 packaging/tools/make_pat_svg.py
The board geometry is fixed (RULES.md PAT-B1..B4, resources/pat-board.json):
a 19 x 19 grid, cell (col,row) with col 0 at the left and row 0 at the top.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svgart import (circle, document, group, line, linear, n, path, poly, radial, rect,  # noqa: E402
                    shade, spaced_text, star_points, text)

CELL = 40
X0 = Y0 = 60          # grid origin: cell (c,r) covers [X0+40c, X0+40c+40] x [Y0+40r, ...]
BOARD = 2 * X0 + 19 * CELL  # 880
MID = BOARD / 2       # 440, the centre of HOME

INK = "#1E1B18"
CREAM = "#F3E9CF"
GILT = "#C9A24A"
GILT_LIGHT = "#E6CB7E"
BORDER = "#4A1C1E"
FIELD = "#22372C"
# Period chromolitho inks, muted: Red, Green, Yellow, Purple (colour 0..3).
ARM = ["#B0392D", "#3E7C4D", "#D6AA33", "#6C4A8C"]
NAMES = ["RED", "GREEN", "YELLOW", "PURPLE"]


def rot(px, py, k, cx=MID, cy=MID):
    """Point turned k quarter turns clockwise on screen about (cx, cy)."""
    dx, dy = px - cx, py - cy
    for _ in range(k % 4):
        dx, dy = -dy, dx
    return cx + dx, cy + dy


def rot_cell(c, r, k):
    dc, dr = c - 9, r - 9
    for _ in range(k % 4):
        dc, dr = -dr, dc
    return 9 + dc, 9 + dr


def cell_xy(c, r):
    return X0 + CELL * c, Y0 + CELL * r


def cell_kinds():
    """(col,row) -> (kind, colour): kind is plain, coloured or star."""
    kinds = {}
    for k in range(4):
        for r in range(11, 19):                       # in Red's frame, then turned
            for c in (8, 9, 10):
                kind = "plain"
                if c == 9:
                    kind = "coloured"
                elif r == 14:
                    kind = "star"
                elif r > 14:
                    kind = "coloured"
                kinds[rot_cell(c, r, k)] = (kind, k)
    return kinds


def eight_star(cx, cy, r_out, r_in):
    return star_points(cx, cy, r_out, r_in, 8, -90)


def defs():
    d = [
        linear("pat-g-border", 0, 0, BOARD, BOARD,
               [(0, "#5E2527"), (0.5, BORDER), (1, "#33120F")]),
        radial("pat-g-field", MID, MID, 560, [(0, "#2D4738"), (1, "#182820")]),
        linear("pat-g-cream", 0, 0, 1, 1, [(0, "#F8F0DA"), (1, "#EADDBC")], user=False),
        linear("pat-g-gilt", 0, 0, 1, 1,
               [(0, "#EBD28C"), (0.5, GILT), (1, "#9C7A2E")], user=False),
        radial("pat-g-home", MID, MID, 85, [(0, "#FBF3DE"), (1, "#E4D3A8")]),
        linear("pat-g-ivory", 0, 0, 1, 1, [(0, "#FFFBF0"), (0.6, "#F1E8D2"), (1, "#D9CCAE")],
               user=False),
    ]
    for i, c in enumerate(ARM):
        d.append(linear(f"pat-g-arm-{i}", 0, 0, 1, 1,
                        [(0, shade(c, 0.18)), (0.6, c), (1, shade(c, -0.12))], user=False))
    return d


def board():
    out = []
    # The card: a maroon cloth border with gilt rules and lozenges.
    out.append(rect(0, 0, BOARD, BOARD, rx=6, fill="url(#pat-g-border)"))
    out.append(rect(6, 6, BOARD - 12, BOARD - 12, rx=3, fill="none", stroke=GILT, stroke_width=2.2))
    out.append(rect(11, 11, BOARD - 22, BOARD - 22, fill="none", stroke=GILT, stroke_width=0.7))
    out.append(rect(X0 - 8, Y0 - 8, 19 * CELL + 16, 19 * CELL + 16, fill="none", stroke=GILT,
                    stroke_width=0.7))
    out.append(rect(X0 - 4, Y0 - 4, 19 * CELL + 8, 19 * CELL + 8, fill="none", stroke=GILT,
                    stroke_width=2))
    # Lozenges along the border, leaving room for the lettering.
    for i in range(0, 39):
        t = 30 + i * 21.6
        for (x, y, vertical) in ((t, 30, False), (t, BOARD - 30, False), (30, t, True),
                                 (BOARD - 30, t, True)):
            along = y if vertical else x
            if 250 < along < 630 or along < 62 or along > BOARD - 62:
                continue
            out.append(poly([(x - 4, y), (x, y - 4), (x + 4, y), (x, y + 4)], fill=GILT))
            out.append(circle(x + (0 if vertical else 10.8), y + (10.8 if vertical else 0), 1.3,
                              fill=GILT))
    # Corner rosettes.
    for (x, y) in ((30, 30), (BOARD - 30, 30), (30, BOARD - 30), (BOARD - 30, BOARD - 30)):
        out.append(poly(eight_star(x, y, 17, 7), fill=GILT, stroke="#7A5A1E", stroke_width=0.6))
        out.append(circle(x, y, 5, fill=BORDER, stroke=GILT_LIGHT, stroke_width=1))
    # Lettering in gilt with a dark offset, as printed in two workings.
    def lettering(cx, cy, s, size, spacing, k):
        x, y = cx, cy
        t = f"rotate({90 * k} {n(x)} {n(y)})" if k else None
        shadow = spaced_text(x + 1.2, y + 1.4, s, size, spacing, "Century Catalogue",
                             fill="#1A0A08", stroke="#1A0A08", stroke_width=0.6)
        face = spaced_text(x, y, s, size, spacing, "Century Catalogue", fill=GILT_LIGHT,
                           stroke=GILT_LIGHT, stroke_width=0.6)
        return group(None, shadow, face, transform=t)
    out.append(lettering(MID, 42, "PATCHESI", 33, 40, 0))
    out.append(lettering(MID, BOARD - 21, "JAQUES \u00b7 LONDON", 17, 19.5, 0))
    out.append(lettering(24, MID, "JOHN JAQUES & SON", 14, 15, 3))
    out.append(lettering(BOARD - 24, MID, "THORNTON HEATH", 14, 16, 1))

    # The field behind the cross: dark green with a gilt inner rule per quadrant.
    out.append(rect(X0, Y0, 19 * CELL, 19 * CELL, fill="url(#pat-g-field)"))
    for k in range(4):
        # Red's quadrant (bottom right) turned to each colour's.
        x1, y1 = rot(X0 + 11 * CELL, Y0 + 11 * CELL, k)
        x2, y2 = rot(X0 + 19 * CELL, Y0 + 19 * CELL, k)
        qx, qy = min(x1, x2), min(y1, y2)
        out.append(rect(qx + 8, qy + 8, 8 * CELL - 16, 8 * CELL - 16, fill="none", stroke=GILT,
                        stroke_width=1.2, opacity=0.8))
        out.append(rect(qx + 12, qy + 12, 8 * CELL - 24, 8 * CELL - 24, fill="none", stroke=GILT,
                        stroke_width=0.5, opacity=0.7))
        out.append(triangle(k))
        out.append(medallion(k))

    # The squares of the cross.
    kinds = cell_kinds()
    for (c, r), (kind, k) in sorted(kinds.items()):
        x, y = cell_xy(c, r)
        if kind == "coloured":
            out.append(rect(x, y, CELL, CELL, fill=f"url(#pat-g-arm-{k})", stroke=INK,
                            stroke_width=1.2))
            out.append(rect(x + 3.5, y + 3.5, CELL - 7, CELL - 7, fill="none",
                            stroke=shade(ARM[k], 0.45), stroke_width=0.8, opacity=0.8))
        else:
            out.append(rect(x, y, CELL, CELL, fill="url(#pat-g-cream)", stroke=INK,
                            stroke_width=1.2))
            out.append(rect(x + 3.5, y + 3.5, CELL - 7, CELL - 7, fill="none", stroke="#B8A57E",
                            stroke_width=0.6))
        if kind == "star":
            # Stars on a dark ground, so they stand out from every other square.
            out.append(rect(x + 0.6, y + 0.6, CELL - 1.2, CELL - 1.2, fill="#2A2220"))
            out.append(rect(x + 2.5, y + 2.5, CELL - 5, CELL - 5, fill="none", stroke=GILT,
                            stroke_width=0.9))
            out.append(star_mark(x + CELL / 2, y + CELL / 2, ARM[k], 17))
    # A's: a small cream lozenge on the coloured end square, where home begins.
    for k in range(4):
        c, r = rot_cell(9, 18, k)
        x, y = cell_xy(c, r)
        cx, cy = x + CELL / 2, y + CELL / 2
        out.append(poly([(cx - 7, cy), (cx, cy - 7), (cx + 7, cy), (cx, cy + 7)],
                        fill=CREAM, stroke=INK, stroke_width=0.8))
        # Chevrons up the home column, pointing to HOME.
        for rr in range(11, 18):
            hx, hy = rot(X0 + 9 * CELL + CELL / 2, Y0 + rr * CELL + CELL / 2, k)
            a = [rot(X0 + 9 * CELL + CELL / 2 + dx, Y0 + rr * CELL + CELL / 2 + dy, k)
                 for dx, dy in ((-6, 3), (0, -3), (6, 3))]
            out.append(path("M{},{} L{},{} L{},{}".format(*[n(v) for p in a for v in p]),
                            fill="none", stroke=shade(ARM[k], 0.55), stroke_width=1.6,
                            opacity=0.85))
    # The outline of the cross, ink and gilt.
    cross = [(8, 0), (11, 0), (11, 8), (19, 8), (19, 11), (11, 11), (11, 19), (8, 19), (8, 11),
             (0, 11), (0, 8), (8, 8)]
    pts = [cell_xy(c, r) for c, r in cross]
    out.append(poly(pts, fill="none", stroke=GILT, stroke_width=3.2))
    out.append(poly(pts, fill="none", stroke=INK, stroke_width=1.4))
    out.append(home())
    return group("pat-board", *out)


def triangle(k):
    """Colour k's waiting triangle, in the quadrant to its player's right."""
    a = rot(X0 + 19 * CELL - 20, Y0 + 19 * CELL - 20, k)   # Red: the outer corner
    b = rot(X0 + 19 * CELL - 20, Y0 + 11 * CELL + 34, k)
    c = rot(X0 + 11 * CELL + 34, Y0 + 19 * CELL - 20, k)
    a2 = rot(X0 + 19 * CELL - 27, Y0 + 19 * CELL - 27, k)
    b2 = rot(X0 + 19 * CELL - 27, Y0 + 11 * CELL + 51, k)
    c2 = rot(X0 + 11 * CELL + 51, Y0 + 19 * CELL - 27, k)
    out = [poly([a, b, c], fill=GILT, stroke=INK, stroke_width=1.2),
           poly([a2, b2, c2], fill=f"url(#pat-g-arm-{k})", stroke=INK, stroke_width=0.8)]
    for i, (sx, sy) in enumerate(wait_spots(k)):
        out.append(circle(sx, sy, 17, id=f"pat-wait-{k}-{i}", fill=shade(ARM[k], -0.25),
                          stroke=shade(ARM[k], 0.5), stroke_width=1.2, opacity=0.9))
    return group(f"pat-triangle-{k}", *out)


def wait_spots(k):
    base = X0 + 16 * CELL + 12  # 712 in Red's quadrant
    return [rot(base + dx, base + dy, k) for dy in (-22, 22) for dx in (-22, 22)]


def medallion(k):
    cx, cy = rot(X0 + 12 * CELL + 44, Y0 + 12 * CELL + 44, k)
    out = [circle(cx, cy, 50, fill="#1A2A22", stroke=GILT, stroke_width=2),
           circle(cx, cy, 45, fill="none", stroke=GILT, stroke_width=0.6)]
    petals = []
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        px, py = cx + 22 * math.cos(a), cy + 22 * math.sin(a)
        petals.append(circle(px, py, 9, fill=ARM[k], stroke=GILT, stroke_width=0.8, opacity=0.95))
    out += petals
    out.append(circle(cx, cy, 14, fill=GILT, stroke="#7A5A1E", stroke_width=0.8))
    out.append(poly(star_points(cx, cy, 9, 4, 8), fill=ARM[k]))
    out.append(spaced_text(cx, cy + 44 + 17, NAMES[k], 13, 11, "Century Catalogue",
                           fill=GILT_LIGHT, stroke=GILT_LIGHT, stroke_width=0.3))
    return group(None, *out)


def star_mark(cx, cy, colour, r):
    return group(None,
                 poly(eight_star(cx, cy, r, r * 0.5), fill=colour, stroke=GILT_LIGHT,
                      stroke_width=1.3),
                 poly(star_points(cx, cy, r * 0.5, r * 0.24, 8, -67.5), fill=GILT_LIGHT,
                      stroke=INK, stroke_width=0.5),
                 circle(cx, cy, r * 0.14, fill=INK))


def home():
    x, y, s = X0 + 8 * CELL, Y0 + 8 * CELL, 3 * CELL
    out = [rect(x, y, s, s, fill="url(#pat-g-home)", stroke=INK, stroke_width=1.4)]
    for k in range(4):
        p = [rot(x + 6, y + s - 6, k), rot(x + s - 6, y + s - 6, k), (MID, MID)]
        out.append(poly(p, fill=f"url(#pat-g-arm-{k})", stroke=INK, stroke_width=1))
    out.append(rect(x + 3, y + 3, s - 6, s - 6, fill="none", stroke=GILT, stroke_width=1.5))
    out.append(circle(MID, MID, 27, fill=GILT, stroke=INK, stroke_width=1.2))
    out.append(circle(MID, MID, 23.5, fill=CREAM, stroke=INK, stroke_width=0.6))
    out.append(text(MID, MID + 4.5, "HOME", 13, "Century Catalogue", fill=INK, stroke=INK,
                    stroke_width=0.4))
    for k in range(4):
        for i, (hx, hy) in enumerate(home_spots(k)):
            out.append(circle(hx, hy, 9, id=f"pat-home-{k}-{i}", fill="none"))
    return group("pat-home", *out)


def home_spots(k):
    return [rot(MID - 27 + 18 * i, MID + 44, k) for i in range(4)]


# --- Pieces, drawn beside the board ---------------------------------------

MARKS = ["dot", "cross", "triangle", "diamond"]


def counter(k, ox, oy):
    cx, cy = ox + 20, oy + 20
    col = ARM[k]
    gid = f"pat-g-counter-{k}"
    grad = radial(gid, cx - 5, cy - 6, 20,
                  [(0, shade(col, 0.55)), (0.35, shade(col, 0.15)), (0.8, col),
                   (1, shade(col, -0.35))])
    mark_fill = INK if k == 2 else "#F6EEDB"
    mark_line = "#F6EEDB" if k == 2 else INK
    m = MARKS[k]
    if m == "dot":
        mark = circle(cx, cy, 4.2, fill=mark_fill, stroke=mark_line, stroke_width=0.7)
    elif m == "cross":
        mark = poly([(cx - 1.8, cy - 6), (cx + 1.8, cy - 6), (cx + 1.8, cy - 1.8), (cx + 6, cy - 1.8),
                     (cx + 6, cy + 1.8), (cx + 1.8, cy + 1.8), (cx + 1.8, cy + 6), (cx - 1.8, cy + 6),
                     (cx - 1.8, cy + 1.8), (cx - 6, cy + 1.8), (cx - 6, cy - 1.8), (cx - 1.8, cy - 1.8)],
                    fill=mark_fill, stroke=mark_line, stroke_width=0.6)
    elif m == "triangle":
        mark = poly([(cx, cy - 6), (cx + 5.6, cy + 4), (cx - 5.6, cy + 4)], fill=mark_fill,
                    stroke=mark_line, stroke_width=0.6)
    else:
        mark = poly([(cx, cy - 6.2), (cx + 5, cy), (cx, cy + 6.2), (cx - 5, cy)], fill=mark_fill,
                    stroke=mark_line, stroke_width=0.6)
    body = group(
        f"pat-counter-{k}",
        rect(ox, oy, 40, 40, fill="none"),                    # the cell box: bounds = 40 x 40
        circle(cx + 1.4, cy + 2, 16.5, fill="#000000", opacity=0.35),
        # A pale bone edge, so a counter stands out on a square of its own colour.
        circle(cx, cy, 17.4, fill="#F3EAD4"),
        circle(cx, cy, 16.5, fill=f"url(#{gid})", stroke=shade(col, -0.55), stroke_width=1),
        circle(cx, cy, 12.2, fill="none", stroke=shade(col, -0.4), stroke_width=1.1),
        circle(cx, cy, 11.2, fill="none", stroke=shade(col, 0.5), stroke_width=0.6, opacity=0.8),
        path(f"M{n(cx - 12)},{n(cy - 6)} A13.5,13.5 0 0 1 {n(cx + 4)},{n(cy - 13)}", fill="none",
             stroke="#FFFFFF", stroke_width=1.6, opacity=0.45),
        mark)
    return grad, body


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def die(v, ox, oy):
    cx, cy = ox + 20, oy + 20
    out = [rect(ox, oy, 40, 40, fill="none"),
           rect(ox + 3.5, oy + 4.5, 35, 35, rx=6, fill="#000000", opacity=0.3),
           rect(ox + 2, oy + 2, 35, 35, rx=6, fill="url(#pat-g-ivory)", stroke="#8C7F66",
                stroke_width=0.9),
           rect(ox + 4.5, oy + 4.5, 30, 30, rx=4.5, fill="none", stroke="#FFFFFF",
                stroke_width=0.8, opacity=0.7)]
    for dx, dy in PIPS[v]:
        r = 4.4 if v == 1 else 3.3
        colour = "#A2281F" if v == 1 else INK
        out.append(circle(cx - 0.5 + dx * 9.5, cy - 0.5 + dy * 9.5, r, fill=colour))
    return group(f"pat-die-{v}", *out)


def teetotum(ox, oy):
    cx, cy = ox + 30, oy + 30
    out = [rect(ox, oy, 60, 60, fill="none"),
           poly([(cx + 1.5 + 27 * math.cos(math.radians(a)), cy + 2.5 + 27 * math.sin(math.radians(a)))
                 for a in range(0, 360, 60)], fill="#000000", opacity=0.3)]
    for i in range(6):
        a1, a2 = math.radians(i * 60 - 90 - 30), math.radians(i * 60 - 90 + 30)
        tri = [(cx, cy), (cx + 27 * math.cos(a1), cy + 27 * math.sin(a1)),
               (cx + 27 * math.cos(a2), cy + 27 * math.sin(a2))]
        out.append(poly(tri, fill="#F4EAD2" if i % 2 == 0 else "#E6D6B2", stroke="#6B4A2A",
                        stroke_width=0.8))
        am = math.radians(i * 60 - 90)
        tx, ty = cx + 18 * math.cos(am), cy + 18 * math.sin(am)
        out.append(text(tx, ty + 3.5, str(i + 1), 10, fill=INK if i else "#A2281F"))
    out.append(circle(cx, cy, 5.5, fill="#7A4E2D", stroke="#3F2715", stroke_width=0.8))
    out.append(circle(cx - 1.2, cy - 1.2, 2, fill="#B58556"))
    return group("pat-teetotum", *out)


def pieces():
    g, b = [], []
    for k in range(4):
        grad, body = counter(k, 920 + 50 * k, 20)
        g.append(grad)
        b.append(body)
    for v in range(1, 7):
        b.append(die(v, 920 + 50 * (v - 1), 80))
    b.append(teetotum(920, 140))
    # pat-highlight: a 48 x 48 gilt frame for a cell grown by 4 on each side.
    hx, hy = 1000, 146
    b.append(group("pat-highlight",
                   rect(hx + 1.5, hy + 1.5, 45, 45, rx=4, fill="none", stroke="#3A2A0A",
                        stroke_width=3, opacity=0.6),
                   rect(hx + 1.5, hy + 1.5, 45, 45, rx=4, fill="none", stroke=GILT_LIGHT,
                        stroke_width=2.4),
                   rect(hx + 5, hy + 5, 38, 38, rx=2, fill="none", stroke=GILT, stroke_width=1),
                   *[poly([rot(hx + x, hy + y, k, hx + 24, hy + 24) for x, y in
                           ((0, 0), (13, 0), (13, 3.5), (3.5, 3.5), (3.5, 13), (0, 13))],
                          fill=GILT) for k in range(4)]))
    # pat-target: where the framed counter would land (a cell, 40 x 40). A
    # dark ring on a light halo, so it shows on every arm's colour: the gilt
    # ring it replaces vanished on the yellow arm (issue #25).
    tx, ty = 1060, 150
    b.append(group("pat-target",
                   rect(tx, ty, 40, 40, fill="none"),
                   circle(tx + 20, ty + 20, 15, fill="#FFF8E6", opacity=0.3),
                   circle(tx + 20, ty + 20, 15, fill="none", stroke="#FFF8E6", stroke_width=5.6),
                   circle(tx + 20, ty + 20, 15, fill="none", stroke="#1E1B18", stroke_width=3),
                   circle(tx + 20, ty + 20, 4.5, fill="#1E1B18", stroke="#FFF8E6",
                          stroke_width=1.4)))
    # pat-target-capture: landing that captures: a red burst ring round the cell.
    cx, cy = 1130, 170
    spikes = []
    for i in range(12):
        a = math.radians(i * 30)
        b1 = math.radians(i * 30 - 7)
        b2 = math.radians(i * 30 + 7)
        spikes.append(poly([(cx + 15 * math.cos(b1), cy + 15 * math.sin(b1)),
                            (cx + 19.5 * math.cos(a), cy + 19.5 * math.sin(a)),
                            (cx + 15 * math.cos(b2), cy + 15 * math.sin(b2))], fill="#9E1F16"))
    b.append(group("pat-target-capture",
                   rect(cx - 20, cy - 20, 40, 40, fill="none"),
                   *spikes,
                   circle(cx, cy, 14.5, fill="none", stroke="#9E1F16", stroke_width=3),
                   circle(cx, cy, 14.5, fill="none", stroke="#F3C9A0", stroke_width=0.7),
                   line(cx - 6, cy - 6, cx + 6, cy + 6, stroke="#9E1F16", stroke_width=2.4),
                   line(cx - 6, cy + 6, cx + 6, cy - 6, stroke="#9E1F16", stroke_width=2.4)))
    # pat-barrier: two counters of one colour block the square: a gate of bars.
    bx, by = 1170, 150
    b.append(group("pat-barrier",
                   rect(bx, by, 40, 40, fill="none"),
                   rect(bx + 2, by + 2, 36, 36, fill="none", stroke=INK, stroke_width=3.2),
                   rect(bx + 2, by + 2, 36, 36, fill="none", stroke=GILT_LIGHT, stroke_width=1.2),
                   *[line(bx + x, by + 4, bx + x, by + 36, stroke=INK, stroke_width=2.6, opacity=0.85)
                     for x in (10, 20, 30)],
                   rect(bx + 3, by + 17, 34, 6, fill=INK, opacity=0.9)))
    # pat-star: a Star as in the squares, for legends and the rules (40 x 40).
    sx, sy = 1220, 150
    b.append(group("pat-star", rect(sx, sy, 40, 40, rx=3, fill="#2A2220"),
                   star_mark(sx + 20, sy + 20, ARM[0], 18)))
    return g, b


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    grads, bodies = pieces()
    comment = f"""
Players Club - Patchesi (John Jaques & Son style). Generated by
packaging/tools/make_pat_svg.py: edit the script, not this file.
Cell -> user coordinates (19 x 19 grid, col 0 left, row 0 top):
  cell size {CELL} units, grid origin ({X0},{Y0});
  cell (col,row) is the square x = {X0} + {CELL}*col, y = {Y0} + {CELL}*row, {CELL} x {CELL};
  its centre is ({X0 + CELL // 2} + {CELL}*col, {Y0 + CELL // 2} + {CELL}*row).
  pat-board spans (0,0)-({BOARD},{BOARD}); HOME is cols 8-10, rows 8-10.
Pieces are {CELL} x {CELL} boxes (a counter's disc: radius 16.5, bone edge 17.4, at the box centre);
see resources/ART-IDS.md for every id.
"""
    svg = document(1280, BOARD, "Players Club - Patchesi board and pieces", comment,
                   defs() + grads, [board()] + bodies)
    with open(os.path.join(root, "resources", "pat.svg"), "w", encoding="utf-8") as f:
        f.write(svg)


if __name__ == "__main__":
    main()
