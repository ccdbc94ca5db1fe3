#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes resources/crib.svg: the Once Around cribbage boards (two, three and
four tracks) in walnut, metal pegs, and a standard pack of cards.

Run from the repository root:  python3 packaging/tools/make_crib_svg.py
Every hole is its own element, so the program finds a hole's centre with
QSvgRenderer::boundsOnElement (resources/ART-IDS.md lists the ids).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from crib_cards import cards_sheet  # noqa: E402
from svgart import circle, document, group, line, linear, n, path, poly, radial, rect, text  # noqa: E402

WALNUT = "#5C3A21"
ENGRAVE = "#E3C892"        # maple-filled engraving, legible on the dark wood
ENGRAVE_LIGHT = "#1E1007"
MAPLE = "#C9A878"
PITCH = 12        # hole to hole in a group of five
GROUP_GAP = 8     # extra room between groups
LANE = 17         # lane to lane
HALF = 330        # the straights run from x = -330 to +330 (50 holes)
LEFT_C = -HALF - 28   # centre of the left bend (the start end)
RIGHT_C = HALF + 8    # centre of the right bend
HOLE_R = 3.2
ARC_STEP = 180 / 10.6  # ten holes on a bend, a gap between its two groups
# The extra tracks: (id part, label, holes 0..last).
EXTRAS_1 = [("corners", "CORNERS", 10), ("games", "GAMES", 10), ("points", "POINTS", 10)]
EXTRAS_2 = [("skunks", "SKUNKS", 5), ("double-skunk", "DOUBLE SKUNK", 5),
            ("high-hand", "HIGH HAND", 29)]
PEG_COLOURS = ["#D98E04", "#4A9FD4", "#1B8A63", "#E3CF3A", "#1F5F99", "#C9540F", "#B06A96",
               "#222222"]
PEG_MARKS = ["dot", "ring", "bar", "plus", "cross", "triangle", "square", "diamond"]


def straight_x(j):
    return -HALF + j * PITCH + (j // 5) * GROUP_GAP


def inner_radius(lanes):
    extras_height = 2 * (15 + lanes * 11) + 12
    return extras_height / 2 + 16


def radius(lanes, lane):
    return inner_radius(lanes) + (lanes - 1 - lane) * LANE


def hole_centre(lanes, lane, h):
    """Hole h (0 start, 1..120 round the loop, 121 game) of a lane, board-local."""
    r = radius(lanes, lane)
    if h == 0:
        return LEFT_C + 4, r
    if 1 <= h <= 50:
        return straight_x(h - 1), r
    if 51 <= h <= 60:
        j = h - 51
        a = math.radians(90 - (0.5 + j + 0.6 * (j // 5)) * ARC_STEP)
        return RIGHT_C + r * math.cos(a), r * math.sin(a)
    if 61 <= h <= 110:
        return -straight_x(h - 61), -r
    if 111 <= h <= 120:
        j = h - 111
        a = math.radians(-90 - (0.5 + j + 0.6 * (j // 5)) * ARC_STEP)
        return LEFT_C + r * math.cos(a), r * math.sin(a)
    # 121, the game hole: a column at the far left, outside the loop.
    r0 = radius(lanes, 0)
    return LEFT_C - r0 - 22, (lane - (lanes - 1) / 2) * 14


def extent(lanes):
    r0 = radius(lanes, 0)
    return LEFT_C - r0 - 46, -r0 - 24, RIGHT_C + r0 + 24, r0 + 24


def engraved(x, y, s, size, **kw):
    return (text(x + 0.5, y + 0.6, s, size, "League Spartan", fill=ENGRAVE_LIGHT, opacity=0.8, **kw)
            + text(x, y, s, size, "League Spartan", fill=ENGRAVE, **kw))


def hole(x, y, id_):
    return (circle(x + 0.45, y + 0.55, HOLE_R + 0.35, fill="#9A7350", opacity=0.6)
            + circle(x, y, HOLE_R, id=id_, fill="url(#crib-g-hole)"))


def stadium(r):
    return (f"M{n(LEFT_C)},{n(r)} L{n(RIGHT_C)},{n(r)} A{n(r)},{n(r)} 0 0 0 {n(RIGHT_C)},{n(-r)} "
            f"L{n(LEFT_C)},{n(-r)} A{n(r)},{n(r)} 0 0 0 {n(LEFT_C)},{n(r)} Z")


def board(lanes, ox, oy):
    """The board with its top-left corner at (ox, oy) in the sheet."""
    x0, y0, x1, y1 = extent(lanes)
    dx, dy = ox - x0, oy - y0
    pre = f"crib{lanes}"
    out = []    # the wood and its lettering, drawn board-local and translated
    holes = []  # the id'd holes, in sheet coordinates: no transform above them
    # Walnut: a gradient, long grain lines and a bevelled edge.
    out.append(rect(x0 + 3, y0 + 5, x1 - x0, y1 - y0, rx=26, fill="#000000", opacity=0.35))
    out.append(rect(x0, y0, x1 - x0, y1 - y0, rx=26, fill=f"url(#crib-g-walnut-{lanes})",
                    stroke="#2C1A0C", stroke_width=1.5))
    for i in range(26):
        gy = y0 + 8 + i * (y1 - y0 - 16) / 25
        amp = 2 + (i * 7) % 5
        d = f"M{n(x0 + 20)},{n(gy)}"
        for k in range(1, 9):
            xx = x0 + 20 + k * (x1 - x0 - 40) / 8
            d += f" Q{n(xx - (x1 - x0) / 16)},{n(gy + (amp if (k + i) % 2 else -amp))} {n(xx)},{n(gy)}"
        out.append(path(d, fill="none", stroke="#2E1B0C" if i % 3 else "#8A5F3A",
                        stroke_width=0.8 if i % 3 else 0.6, opacity=0.35))
    out.append(rect(x0 + 4, y0 + 4, x1 - x0 - 8, y1 - y0 - 8, rx=22, fill="none", stroke="#A87A50",
                    stroke_width=1, opacity=0.6))
    # Maple stringing between the lanes.
    for lane in range(lanes + 1):
        r = radius(lanes, 0) + LANE / 2 - lane * LANE
        out.append(path(stadium(r), fill="none", stroke=MAPLE, stroke_width=0.9, opacity=0.55))
    # The holes of the loop.
    for lane in range(lanes):
        for h in range(122):
            x, y = hole_centre(lanes, lane, h)
            holes.append(hole(x + dx, y + dy, f"{pre}-hole-{lane}-{h}"))
    r0 = radius(lanes, 0)
    rin = radius(lanes, lanes - 1)
    # Tens along the outside, the start, the game holes, the corners and the skunk lines.
    for t in range(10, 121, 10):
        if t in (60, 90):
            continue  # the skunk lines are lettered there
        x, y = hole_centre(lanes, 0, t)
        if t <= 50:
            out.append(engraved(x, y + 15, str(t), 8.5))
        elif t >= 61 and t <= 110:
            out.append(engraved(x, y - 8, str(t), 8.5))
        else:
            cx = RIGHT_C if t == 60 else LEFT_C
            ang = math.atan2(y, x - cx)
            out.append(engraved(cx + (r0 + 13) * math.cos(ang), y + 13 * math.sin(ang) + 3, str(t),
                                8.5))
    sx, _ = hole_centre(lanes, 0, 0)
    out.append(engraved(sx, r0 + 15, "START", 7.5))
    gx, _ = hole_centre(lanes, 0, 121)
    # Upright letters one above the other: Qt's bounds of turned text run wide.
    for i, ch in enumerate("GAME"):
        out.append(engraved(gx - 13, -12 + i * 8.5, ch, 7.5))
    out.append(rect(gx - 6, -(lanes - 1) * 7 - 7, 12, (lanes - 1) * 14 + 14, rx=6, fill="none",
                    stroke=MAPLE, stroke_width=0.8, opacity=0.6))
    for (cx, sign_x, sign_y) in ((RIGHT_C, 1, 1), (RIGHT_C, 1, -1), (LEFT_C, -1, -1), (LEFT_C, -1, 1)):
        px, py = cx + sign_x * (r0 + 12) * 0.5, sign_y * (r0 + 12)
        if sign_x < 0 and sign_y > 0:
            continue  # the start end carries the START word
        out.append(poly([(px - 4, py), (px, py - 4), (px + 4, py), (px, py + 4)], fill="#C9A24A",
                        stroke="#6B4E1A", stroke_width=0.5))
    skunk_x = (hole_centre(lanes, 0, 90)[0] + hole_centre(lanes, 0, 91)[0]) / 2
    out.append(line(skunk_x, -r0 - 6, skunk_x, -rin + 6, stroke=ENGRAVE, stroke_width=1.2))
    out.append(engraved(skunk_x, -r0 - 9, "SKUNK", 7))
    dsx = (HALF + RIGHT_C + 0.148 * rin) / 2 + 2
    out.append(line(dsx, -r0 - 6, dsx, -rin + 6, stroke=ENGRAVE, stroke_width=1.2))
    out.append(engraved(dsx - 4, -r0 - 9, "DOUBLE SKUNK", 7))
    # The extra tracks, inside the loop.
    top = -rin + 14
    block_h = 15 + lanes * 11
    for row, tracks in enumerate((EXTRAS_1, EXTRAS_2)):
        x = -HALF + 6
        y = top + row * (block_h + 12)
        for key, label, last in tracks:
            width = extra_x(last)
            out.append(engraved(x + width / 2, y + 7, label, 7.5))
            for lane in range(lanes):
                for k in range(last + 1):
                    holes.append(hole(x + extra_x(k) + dx, y + 15 + lane * 11 + dy,
                                      f"{pre}-{key}-{lane}-{k}"))
            x += max(width, len(label) * 5.5) + 34
        if row == 0:
            tx = (x + HALF) / 2
            out.append(engraved(tx, y + 14, "ONCE AROUND", 17))
            out.append(engraved(tx, y + 28, "CRIBBAGE", 9))
            out.append(engraved(tx, y + 40, f"{['TWO', 'THREE', 'FOUR'][lanes - 2]} TRACK", 7))
    body = group(None, *out, transform=f"translate({n(dx)},{n(dy)})")
    return group(f"crib-board-{lanes}", body, *holes), oy + (y1 - y0)


def extra_x(k):
    """Hole k of an extra track: a rest hole 0, then groups of five."""
    if k == 0:
        return 0
    return k * 11 + 6 + ((k - 1) // 5) * 6


def peg(i, x, y):
    """A metal peg seen from above with a coloured head, centred in a 16 x 16 box."""
    cx, cy = x + 8, y + 8
    col = PEG_COLOURS[i]
    mark_colour = "#F6EEDB" if i not in (3,) else "#1E1B18"
    m = PEG_MARKS[i]
    marks = {
        "dot": circle(cx, cy, 1.4, fill=mark_colour),
        "ring": circle(cx, cy, 1.6, fill="none", stroke=mark_colour, stroke_width=0.8),
        "bar": rect(cx - 2.4, cy - 0.7, 4.8, 1.4, fill=mark_colour),
        "plus": path(f"M{n(cx - 2.3)},{n(cy)} H{n(cx + 2.3)} M{n(cx)},{n(cy - 2.3)} V{n(cy + 2.3)}",
                     stroke=mark_colour, stroke_width=1.1, fill="none"),
        "cross": path(f"M{n(cx - 1.7)},{n(cy - 1.7)} L{n(cx + 1.7)},{n(cy + 1.7)} "
                      f"M{n(cx - 1.7)},{n(cy + 1.7)} L{n(cx + 1.7)},{n(cy - 1.7)}",
                      stroke=mark_colour, stroke_width=1.1, fill="none"),
        "triangle": poly([(cx, cy - 2.2), (cx + 2.1, cy + 1.5), (cx - 2.1, cy + 1.5)], fill=mark_colour),
        "square": rect(cx - 1.6, cy - 1.6, 3.2, 3.2, fill=mark_colour),
        "diamond": poly([(cx, cy - 2.4), (cx + 1.8, cy), (cx, cy + 2.4), (cx - 1.8, cy)],
                        fill=mark_colour),
    }
    gid = f"crib-g-peg-{i}"
    grad = radial(gid, cx - 1.5, cy - 1.8, 6, [(0, "#FFFFFF"), (0.25, col), (1, "#000000")])
    grad = radial(gid, cx - 1.4, cy - 1.6, 5.5,
                  [(0, "#F4F1EA"), (0.3, col), (0.85, col), (1, "#141414")])
    body = group(f"crib-peg-{i}",
                 rect(x, y, 16, 16, fill="none"),
                 circle(cx + 1.6, cy + 2, 5.6, fill="#000000", opacity=0.4),
                 circle(cx, cy, 6, fill="url(#crib-g-metal)", stroke="#4A4A4A", stroke_width=0.5),
                 circle(cx, cy, 4.4, fill=f"url(#{gid})", stroke="#2A2A2A", stroke_width=0.4),
                 marks[m])
    return grad, body


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    defs = [radial("crib-g-hole", 0.42, 0.4, 0.62, [(0, "#0B0604"), (0.7, "#1E1209"), (1, "#3A2414")])
            .replace('gradientUnits="userSpaceOnUse"', ""),
            linear("crib-g-metal", 0, 0, 1, 1,
                   [(0, "#F2F2EE"), (0.45, "#B8B8B2"), (0.7, "#8C8C86"), (1, "#E0E0DA")], user=False)]
    bodies = []
    y = 10
    for lanes in (2, 3, 4):
        x0, y0, x1, y1 = extent(lanes)
        defs.append(linear(f"crib-g-walnut-{lanes}", 0, 0, 0.15, 1,
                           [(0, "#74492A"), (0.35, WALNUT), (0.7, "#533320"), (1, "#3F2716")],
                           user=False))
        b, bottom = board(lanes, 10, y)
        bodies.append(b)
        y = bottom + 20
    for i in range(8):
        g, b = peg(i, 10 + i * 24, y)
        defs.append(g)
        bodies.append(b)
    card_defs, card_bodies, cards_bottom = cards_sheet(1080, 10)
    height = max(y + 30, cards_bottom)
    comment = """
Players Club - Once Around cribbage boards, pegs and cards. Generated by
packaging/tools/make_crib_svg.py (cards: crib_cards.py): edit the scripts, not this file.
Holes: crib<T>-hole-<lane>-<n> on board crib-board-<T> (T = 2, 3, 4 tracks; lane 0 the
outermost; n 0 start, 1..120 round the loop, 121 the game hole). Extra holes:
crib<T>-<track>-<lane>-<k>, track corners|games|points (k 0..10), skunks|double-skunk
(k 0..5), high-hand (k 0..29). Each hole element is the hole circle itself (radius 3.2),
so the centre of its bounds is the centre of the hole. See resources/ART-IDS.md.
"""
    svg = document(2520, int(height), "Players Club - Once Around cribbage", comment,
                   defs + card_defs, bodies + card_bodies)
    with open(os.path.join(root, "resources", "crib.svg"), "w", encoding="utf-8") as f:
        f.write(svg)


if __name__ == "__main__":
    main()
