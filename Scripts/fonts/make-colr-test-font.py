#!/usr/bin/env python3
"""Writes Tests/LaminaTextTests/Fonts/LaminaCOLRTest.ttf: a tiny font whose "A" is a
COLR v0 colour glyph of two layers (a red square over the lower half of the em, a blue
one over the upper half) and whose "B" is a plain outline, for the colour-layer tests.
Needs fontTools (pip install fonttools); the font is committed, so tests do not."""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.colorLib.builder import buildCOLR, buildCPAL


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()


upem = 1000
order = [".notdef", "A", "B", "lower", "upper"]
fb = FontBuilder(upem, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x41: "A", 0x42: "B"})
glyphs = {
    ".notdef": TTGlyphPen(None).glyph(),
    "A": square(0, 0, 800, 800),
    "B": square(100, 0, 700, 700),
    "lower": square(0, 0, 800, 400),
    "upper": square(0, 400, 800, 800),
}
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({g: (1000 if g != ".notdef" else 500, 0) for g in order})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Lamina COLR Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
fb.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)]])
fb.font["COLR"] = buildCOLR({"A": [("lower", 0), ("upper", 1)]}, version=0)
out = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "LaminaTextTests", "Fonts", "LaminaCOLRTest.ttf")
fb.save(os.path.normpath(out))
print(os.path.normpath(out))
