# SPDX-License-Identifier: GPL-3.0-or-later
"""Small helpers shared by the artwork generators (make_*_svg.py).

The generated SVGs must stay within what Qt 6.4's QSvgRenderer draws
(SVG Tiny 1.2): paths, shapes, text, groups, transforms, linear and radial
gradients, opacity. No filter, mask, pattern, clipPath, marker, symbol, CSS.
"""
import math


def n(v):
    """A number written short: at most two decimals, no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f'{k}="{n(v) if isinstance(v, (int, float)) else v}"')
    return " ".join(out)


def rect(x, y, w, h, **kw):
    return f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}" {attrs(**kw)}/>'


def circle(cx, cy, r, **kw):
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" {attrs(**kw)}/>'


def line(x1, y1, x2, y2, **kw):
    return f'<line x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}" {attrs(**kw)}/>'


def poly(points, **kw):
    pts = " ".join(f"{n(x)},{n(y)}" for x, y in points)
    return f'<polygon points="{pts}" {attrs(**kw)}/>'


def path(d, **kw):
    return f'<path d="{d}" {attrs(**kw)}/>'


def text(x, y, s, size, family="Century Catalogue", anchor="middle", **kw):
    s = s.replace("&", "&amp;").replace("<", "&lt;")
    return (f'<text x="{n(x)}" y="{n(y)}" font-family="{family}" font-size="{n(size)}" '
            f'text-anchor="{anchor}" {attrs(**kw)}>{s}</text>')


def spaced_text(cx, y, s, size, spacing, family="League Spartan", **kw):
    """Letters placed one by one, so the letter-spacing does not depend on
    the renderer (Qt's SVG Tiny ignores letter-spacing)."""
    width = spacing * (len(s) - 1)
    out = []
    for i, ch in enumerate(s):
        if ch != " ":
            out.append(text(cx - width / 2 + i * spacing, y, ch, size, family, **kw))
    return "".join(out)


def star_points(cx, cy, r_out, r_in, points=5, rot=-90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def group(id_, *children, **kw):
    a = f' id="{id_}"' if id_ else ""
    extra = attrs(**kw)
    return f"<g{a}{' ' + extra if extra else ''}>" + "".join(children) + "</g>"


def radial(id_, cx, cy, r, stops, fx=None, fy=None):
    f = f' fx="{n(fx)}" fy="{n(fy)}"' if fx is not None else ""
    s = "".join(f'<stop offset="{n(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<radialGradient id="{id_}" cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}"{f} '
            f'gradientUnits="userSpaceOnUse">{s}</radialGradient>')


def linear(id_, x1, y1, x2, y2, stops, user=True):
    u = ' gradientUnits="userSpaceOnUse"' if user else ""
    s = "".join(f'<stop offset="{n(o)}" stop-color="{c}"/>' for o, c in stops)
    return (f'<linearGradient id="{id_}" x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}"{u}>'
            f"{s}</linearGradient>")


def shade(hex_colour, f):
    """Lighter (f > 0, towards white) or darker (f < 0, towards black)."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    if f >= 0:
        r, g, b = (c + (255 - c) * f for c in (r, g, b))
    else:
        r, g, b = (c * (1 + f) for c in (r, g, b))
    return "#%02X%02X%02X" % (round(r), round(g), round(b))


def document(width, height, title, comment, defs, body):
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            f"<!--\n{comment.strip()}\n-->\n"
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
            f"<title>{title}</title>\n<defs>\n" + "\n".join(defs) + "\n</defs>\n"
            + "\n".join(body) + "\n</svg>\n")
