#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes resources/chooser.svg: one drawing per game for the chooser's tiles
(tile-pm, tile-km, tile-pat, tile-crib, tile-party), each in a 300 x 200 box
on a transparent ground, drawn onto the tile's cream card.

Run from the repository root:  python3 packaging/tools/make_chooser_svg.py
"""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_pat_svg as pat  # noqa: E402
from crib_cards import card  # noqa: E402
from svgart import (circle, document, group, line, linear, n, path, poly, radial, rect,  # noqa: E402
                    spaced_text, star_points, text)

INK = "#1E1B18"
RED = "#B3261E"
STOCK = "#F2E8CF"
W, H = 300, 200


def shadow(x, y, w, h, rx=4):
    return rect(x + 4, y + 5, w, h, rx=rx, fill="#000000", opacity=0.3)


def small_card(x, y, value, minus=False, angle=0):
    """A P.M. card 40 x 56: PLUS in black, MINUS in red."""
    ink = RED if minus else INK
    body = [rect(x + 2, y + 3, 40, 56, rx=3, fill="#000000", opacity=0.25),
            rect(x, y, 40, 56, rx=3, fill="#FFFDF6", stroke="#B9B09A", stroke_width=0.5),
            rect(x + 2.5, y + 2.5, 35, 51, rx=2, fill="none", stroke=ink, stroke_width=0.7)]
    if minus:
        body.append(rect(x + 5, y + 9, 30, 7, fill=RED))
        body.append(text(x + 20, y + 14.6, "MINUS", 5.6, "League Spartan", fill=STOCK))
    else:
        body.append(text(x + 20, y + 14.6, "PLUS", 5.6, "League Spartan", fill=INK))
    body.append(text(x + 20, y + 42, str(value), 24, fill=ink, stroke=ink, stroke_width=0.5))
    return group(None, *body, transform=f"rotate({angle} {n(x + 20)} {n(y + 28)})")


def tile_pm(ox, oy):
    random.seed(7)
    bx, by, bw, bh = ox + 18, oy + 22, 210, 150
    out = [rect(ox, oy, W, H, fill="none"),
           small_card(ox + 222, oy + 40, 7, angle=14), small_card(ox + 238, oy + 96, 3, True, 24),
           shadow(bx, by, bw, bh),
           rect(bx, by, bw, bh, rx=4, fill="url(#ch-g-box)", stroke="#120C08", stroke_width=1)]
    # Mottled paper: soft blotches of brown and black.
    for _ in range(160):
        x = bx + 8 + random.random() * (bw - 16)
        y = by + 8 + random.random() * (bh - 16)
        out.append(circle(x, y, 1.5 + random.random() * 5,
                          fill=random.choice(["#1A110B", "#6B4A2E", "#3A2618", "#8A6440"]),
                          opacity=0.1 + random.random() * 0.12))
    lx, ly, lw, lh = bx + 28, by + 26, bw - 56, bh - 52
    out += [rect(lx, ly, lw, lh, fill=STOCK, stroke=INK, stroke_width=1.2),
            rect(lx + 4, ly + 4, lw - 8, lh - 8, fill="none", stroke=RED, stroke_width=0.7)]
    cx = lx + lw / 2
    for i in range(13):   # sunburst behind the letters
        a = math.radians(200 + i * 11.7)
        out.append(line(cx + 18 * math.cos(a), ly + 50 + 18 * math.sin(a), cx + 58 * math.cos(a),
                        ly + 50 + 40 * math.sin(a), stroke=RED, stroke_width=2.2, opacity=0.8))
    out.append(text(cx + 2, ly + 52, "P.M.", 40, "League Spartan", fill=RED, font_weight="bold"))
    out.append(text(cx, ly + 50, "P.M.", 40, "League Spartan", fill=INK, font_weight="bold"))
    out.append(spaced_text(cx, ly + 66, "PLUS AND MINUS", 7, 6.3, fill=RED))
    out.append(text(cx, ly + lh - 10, "Play P.M. to A.M.!", 8.5, fill=INK))
    return group("tile-pm", *out)


def tile_km(ox, oy):
    s = 14  # an 11 x 11 board of 14-unit squares
    bx, by = ox + 150 - 5.5 * s - 6, oy + 100 - 5.5 * s - 6
    size = 11 * s + 12
    out = [rect(ox, oy, W, H, fill="none"), shadow(bx, by, size, size),
           rect(bx, by, size, size, rx=3, fill=STOCK, stroke=INK, stroke_width=1.4)]
    gx, gy = bx + 6, by + 6
    orange, blue = "#D98E04", "#1F5F99"
    for c in range(11):
        for r in range(11):
            corner = c in (0, 1, 9, 10) and r in (0, 1, 9, 10)
            if corner:
                continue
            edge = c in (0, 10) or r in (0, 10)
            ring = c in (1, 9) or r in (1, 9)
            fill = ((orange if (c + r) % 2 else blue) if edge else "#FBF8F0" if ring else "#9C9A93")
            out.append(rect(gx + c * s, gy + r * s, s, s, fill=fill, stroke=INK, stroke_width=0.6))
    for (c, r) in ((0, 0), (9, 9)):
        out.append(circle(gx + (c + 1) * s, gy + (r + 1) * s, s * 0.85, fill=STOCK, stroke=INK,
                          stroke_width=0.8))
        out.append(poly([(gx + (c + 1) * s - 7, gy + (r + 1) * s + 3), (gx + (c + 1) * s - 7, gy + (r + 1) * s - 4),
                         (gx + (c + 1) * s - 3.5, gy + (r + 1) * s - 1), (gx + (c + 1) * s, gy + (r + 1) * s - 6),
                         (gx + (c + 1) * s + 3.5, gy + (r + 1) * s - 1), (gx + (c + 1) * s + 7, gy + (r + 1) * s - 4),
                         (gx + (c + 1) * s + 7, gy + (r + 1) * s + 3)], fill=INK))
    for (c, r, col) in ((3, 4, "a"), (5, 5, "b"), (6, 3, "a"), (4, 7, "b"), (7, 6, "a"), (2, 9, "b")):
        x, y = gx + c * s + s / 2, gy + r * s + s / 2
        out.append(circle(x + 1, y + 1.5, 5.6, fill="#000000", opacity=0.35))
        out.append(circle(x, y, 5.6, fill=f"url(#ch-g-pawn-{col})", stroke=INK, stroke_width=0.6))
        out.append(circle(x, y, 2.3, fill="none", stroke=INK, stroke_width=0.5))
    return group("tile-km", *out)


def tile_pat(ox, oy):
    c = 8.4  # a 19 x 19 cross of 8.4-unit squares
    size = 19 * c + 16
    bx, by = ox + 150 - size / 2 - 30, oy + 100 - size / 2
    gx, gy = bx + 8, by + 8
    out = [rect(ox, oy, W, H, fill="none"), shadow(bx, by, size, size),
           rect(bx, by, size, size, rx=2, fill="#4A1C1E", stroke="#C9A24A", stroke_width=1),
           rect(gx, gy, 19 * c, 19 * c, fill="#22372C", stroke="#C9A24A", stroke_width=0.6)]
    for k in range(4):   # the waiting triangles
        a = pat.rot(gx + 18.5 * c, gy + 18.5 * c, k, gx + 9.5 * c, gy + 9.5 * c)
        b = pat.rot(gx + 18.5 * c, gy + 12 * c, k, gx + 9.5 * c, gy + 9.5 * c)
        d = pat.rot(gx + 12 * c, gy + 18.5 * c, k, gx + 9.5 * c, gy + 9.5 * c)
        out.append(poly([a, b, d], fill=pat.ARM[k], stroke="#C9A24A", stroke_width=0.8))
    for (col, row), (kind, k) in sorted(pat.cell_kinds().items()):
        x, y = gx + col * c, gy + row * c
        fill = pat.ARM[k] if kind == "coloured" else "#2A2220" if kind == "star" else "#F3E9CF"
        out.append(rect(x, y, c, c, fill=fill, stroke=INK, stroke_width=0.4))
        if kind == "star":
            out.append(poly(star_points(x + c / 2, y + c / 2, c * 0.45, c * 0.22, 8), fill=pat.ARM[k]))
    hx, hy = gx + 8 * c, gy + 8 * c
    for k in range(4):
        p = [pat.rot(hx, hy + 3 * c, k, hx + 1.5 * c, hy + 1.5 * c),
             pat.rot(hx + 3 * c, hy + 3 * c, k, hx + 1.5 * c, hy + 1.5 * c), (hx + 1.5 * c, hy + 1.5 * c)]
        out.append(poly(p, fill=pat.ARM[k], stroke=INK, stroke_width=0.5))
    out.append(circle(hx + 1.5 * c, hy + 1.5 * c, 5, fill="#F3E9CF", stroke="#C9A24A", stroke_width=0.8))
    out.append(spaced_text(bx + size / 2, by + 6.4, "PATCHESI", 6, 6, "Century Catalogue", fill="#E6CB7E"))
    # Two counters on the board and a die beside it.
    for (col, row, k) in ((10, 12, 0), (4, 8, 1), (8, 3, 2)):
        x, y = gx + col * c + c / 2, gy + row * c + c / 2
        out.append(circle(x + 0.8, y + 1, 3.9, fill="#000000", opacity=0.4))
        out.append(circle(x, y, 3.9, fill=pat.ARM[k], stroke=INK, stroke_width=0.5))
        out.append(circle(x, y, 1.2, fill="#F6EEDB"))
    dx, dy = bx + size + 22, oy + 112
    out.append(rect(dx + 2, dy + 3, 34, 34, rx=6, fill="#000000", opacity=0.3))
    out.append(rect(dx, dy, 34, 34, rx=6, fill="url(#ch-g-ivory)", stroke="#8C7F66", stroke_width=0.8))
    for px, py in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        out.append(circle(dx + 17 + px * 9, dy + 17 + py * 9, 3, fill=INK))
    out.append(rect(dx + 14, dy - 44, 34, 34, rx=6, fill="#000000", opacity=0.3))
    out.append(rect(dx + 12, dy - 47, 34, 34, rx=6, fill="url(#ch-g-ivory)", stroke="#8C7F66",
                    stroke_width=0.8))
    for px, py in ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)):
        out.append(circle(dx + 29 + px * 9, dy - 30 + py * 8, 3, fill=INK))
    return group("tile-pat", *out)


def tile_crib(ox, oy):
    bx, by, bw, bh = ox + 8, oy + 104, 284, 78
    out = [rect(ox, oy, W, H, fill="none")]
    # Three cards, fanned: fifteen two, fifteen four...
    for i, (rank, suit) in enumerate((("5", "H"), ("10", "S"), ("J", "D"))):
        g = card(0, 0, rank, suit).replace(f'id="crib-card-{rank}{suit}"', "")
        ang = -14 + i * 14
        out.append(group(None, g, transform=f"translate({n(ox + 80 + i * 48)},{n(oy + 8 + abs(i - 1) * 6)}) "
                                             f"rotate({ang} 50 70) scale(0.62)"))
    out += [shadow(bx, by, bw, bh, 10),
            rect(bx, by, bw, bh, rx=10, fill="url(#ch-g-walnut)", stroke="#2C1A0C", stroke_width=1)]
    for i in range(7):
        y = by + 8 + i * 10
        out.append(path(f"M{n(bx + 10)},{n(y)} Q{n(bx + 80)},{n(y + 3)} {n(bx + 150)},{n(y)} "
                        f"T{n(bx + bw - 10)},{n(y)}", fill="none", stroke="#2E1B0C", stroke_width=0.6,
                        opacity=0.4))
    cx0, cx1, cy = bx + 44, bx + bw - 44, by + bh / 2
    for lane, r in enumerate((27, 19)):
        out.append(path(f"M{n(cx0)},{n(cy + r + 4)} L{n(cx1)},{n(cy + r + 4)} A{r + 4},{r + 4} 0 0 0 "
                        f"{n(cx1)},{n(cy - r - 4)} L{n(cx0)},{n(cy - r - 4)} A{r + 4},{r + 4} 0 0 0 "
                        f"{n(cx0)},{n(cy + r + 4)}", fill="none", stroke="#C9A878", stroke_width=0.6,
                        opacity=0.6))
        for side in (1, -1):
            for j in range(30):
                x = cx0 + 6 + j * 5.6 + (j // 5) * 2.4
                out.append(circle(x, cy + side * r, 1.5, fill="#140B05"))
        for j in range(9):
            a = math.radians(-80 + j * 20)
            out.append(circle(cx1 + r * math.cos(a), cy + r * math.sin(a), 1.5, fill="#140B05"))
            out.append(circle(cx0 - r * math.cos(a), cy + r * math.sin(a), 1.5, fill="#140B05"))
    for (x, y, col) in ((cx0 + 40, cy + 27, "#D98E04"), (cx0 + 74, cy + 27, "#D98E04"),
                        (cx0 + 62, cy + 19, "#4A9FD4"), (cx0 + 96, cy + 19, "#4A9FD4")):
        out.append(circle(x + 1, y + 1.5, 3.2, fill="#000000", opacity=0.45))
        out.append(circle(x, y, 3.3, fill="#C8C8C2", stroke="#4A4A4A", stroke_width=0.4))
        out.append(circle(x, y, 2.3, fill=col))
    out.append(text(bx + bw / 2, cy + 3, "ONCE AROUND", 9, "League Spartan", fill="#E3C892"))
    return group("tile-crib", *out)


def tile_party(ox, oy):
    out = [rect(ox, oy, W, H, fill="none")]
    # A brass table-number stand, a tally card with its cord, a pencil.
    sx, sy = ox + 206, oy + 40
    out += [rect(sx + 4, sy + 5, 70, 92, rx=4, fill="#000000", opacity=0.3),
            rect(sx, sy, 70, 92, rx=4, fill="url(#ch-g-brass)", stroke="#6B4E1A", stroke_width=1),
            rect(sx + 6, sy + 6, 58, 80, rx=2, fill=STOCK, stroke="#6B4E1A", stroke_width=0.8),
            text(sx + 35, sy + 22, "TABLE", 9, "League Spartan", fill=RED),
            text(sx + 35, sy + 72, "3", 52, fill=INK, stroke=INK, stroke_width=0.8)]
    tx, ty, tw, th = ox + 26, oy + 18, 150, 170
    out += [group(None, shadow(tx, ty, tw, th, 3),
                  rect(tx, ty, tw, th, rx=3, fill="#FFFDF6", stroke="#B9B09A", stroke_width=0.6),
                  rect(tx + 5, ty + 5, tw - 10, th - 10, fill="none", stroke=RED, stroke_width=0.9),
                  circle(tx + tw / 2, ty + 12, 2.6, fill="none", stroke=INK, stroke_width=0.8),
                  path(f"M{n(tx + tw / 2)},{n(ty + 12)} C{n(tx + tw / 2 + 20)},{n(ty - 12)} "
                       f"{n(tx + tw + 20)},{n(ty - 4)} {n(tx + tw + 18)},{n(ty + 24)}", fill="none",
                       stroke=RED, stroke_width=1.4),
                  poly([(tx + tw + 14, ty + 22), (tx + tw + 22, ty + 22), (tx + tw + 24, ty + 38),
                        (tx + tw + 12, ty + 38)], fill=RED),
                  text(tx + tw / 2, ty + 30, "PROGRESSIVE", 10, "League Spartan", fill=RED),
                  text(tx + tw / 2, ty + 44, "Club Night Tally", 11, fill=INK),
                  line(tx + 16, ty + 51, tx + tw - 16, ty + 51, stroke=INK, stroke_width=0.6),
                  transform=f"rotate(-6 {n(tx + tw / 2)} {n(ty + th / 2)})")]
    rows = []
    for i, (table, score) in enumerate((("1", "+12"), ("4", "\u22123"), ("2", "+25"), ("3", ""))):
        y = ty + 70 + i * 22
        rows += [text(tx + 20, y, f"Table {table}", 9.5, anchor="start", fill=INK),
                 line(tx + 82, y + 2, tx + tw - 18, y + 2, stroke=INK, stroke_width=0.4, opacity=0.6)]
        if score:
            rows.append(text(tx + 110, y, score, 11, fill="#22437A" if "+" in score else RED))
            rows.append(star_points_mark(tx + tw - 26, y - 4, i))
    out.append(group(None, *rows, transform=f"rotate(-6 {n(tx + tw / 2)} {n(ty + th / 2)})"))
    px, py = ox + 150, oy + 169
    out.append(group(None,
                     rect(px, py, 120, 7, fill="#D9A23A", stroke="#6B4E1A", stroke_width=0.5),
                     rect(px + 112, py, 10, 7, fill="#C9C9C2"),
                     poly([(px, py), (px - 12, py + 3.5), (px, py + 7)], fill="#E8CFA0"),
                     poly([(px - 8, py + 2.2), (px - 12, py + 3.5), (px - 8, py + 4.8)], fill=INK),
                     transform=f"rotate(-18 {n(px)} {n(py)})"))
    return group("tile-party", *out)


def star_points_mark(x, y, i):
    return poly(star_points(x, y, 4.5, 2, 5), fill=RED if i % 2 else "#22437A")


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    defs = [linear("ch-g-box", 0, 0, 1, 1, [(0, "#4A3320"), (0.5, "#2B1D12"), (1, "#3D2A1A")], user=False),
            radial("ch-g-pawn-a", 0.4, 0.35, 0.7, [(0, "#F6C45A"), (1, "#A96F03")]).replace(
                'gradientUnits="userSpaceOnUse"', ""),
            radial("ch-g-pawn-b", 0.4, 0.35, 0.7, [(0, "#6FA3D6"), (1, "#0C2E50")]).replace(
                'gradientUnits="userSpaceOnUse"', ""),
            linear("ch-g-ivory", 0, 0, 1, 1, [(0, "#FFFBF0"), (0.6, "#F1E8D2"), (1, "#D9CCAE")], user=False),
            linear("ch-g-walnut", 0, 0, 0.2, 1, [(0, "#74492A"), (0.4, "#5C3A21"), (1, "#3F2716")], user=False),
            linear("ch-g-brass", 0, 0, 1, 1, [(0, "#E8CF8A"), (0.5, "#B8913E"), (1, "#7A5A1E")], user=False),
            linear("crib-g-white", 0, 0, 1, 1, [(0, "#FFFEFA"), (1, "#F3EEE2")], user=False)]
    bodies = [tile_pm(0, 0), tile_km(320, 0), tile_pat(640, 0), tile_crib(960, 0), tile_party(1280, 0)]
    comment = """
Players Club - the game chooser's tiles. Generated by packaging/tools/make_chooser_svg.py:
edit the script, not this file. Ids tile-pm, tile-km, tile-pat, tile-crib, tile-party;
each is a 300 x 200 box (transparent ground) for the tile's cream card.
"""
    svg = document(1580, 200, "Players Club - game chooser tiles", comment, defs, bodies)
    with open(os.path.join(root, "resources", "chooser.svg"), "w", encoding="utf-8") as f:
        f.write(svg)


if __name__ == "__main__":
    main()
