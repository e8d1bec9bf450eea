#!/usr/bin/env python3
"""Builds the page's math font: the glyphs its formulas use, cut from Latin
Modern Math (Debian package fonts-lmodern, GUST Font License), as WOFF2.

    build-math-font.py SOURCE.otf OUTPUT.woff2 < codepoints (hex, one a line)

The subset keeps the OpenType MATH table (stretchy parentheses, radicals and
fraction metrics come from it) and every glyph it reaches. As the licence asks
of derived works, the subset carries a name of its own; its copyright and
licence entries are kept.
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

FAMILY = "SqrtDk Lab Math"
POSTSCRIPT = "SqrtDkLabMath-Regular"
LICENCE = (
    "A subset of Latin Modern Math (B. Jackowski, P. Strzelczyk, P. Pianowski, GUST "
    "e-foundry) made by sqrt(d_k) Lab, distributed under the GUST Font License "
    "(LaTeX Project Public License 1.3c); see GUST-FONT-LICENSE.txt in Debian's "
    "fonts-lmodern package."
)


def main() -> None:
    source, output = sys.argv[1], sys.argv[2]
    codepoints = sorted({int(line, 16) for line in sys.stdin.read().split() if line})
    font = TTFont(source)
    options = subset.Options()
    # dtls: dotless i and j under accents. Left out: aalt (every alternate) and
    # ssty, the optical script-size glyphs, which would double the font for a
    # difference of stroke weight in sub- and superscripts.
    options.layout_features = ["dtls"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints)
    subsetter.subset(font)
    names = font["name"]
    for record in names.names:
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = FAMILY
        elif record.nameID in (3, 6):
            record.string = POSTSCRIPT
        elif record.nameID == 5:
            record.string = f"{record.toUnicode()}; subset of Latin Modern Math"
    # Name ID 13: the licence, and that this is a modified (subset) copy.
    names.setName(LICENCE, 13, 3, 1, 0x409)
    font.flavor = "woff2"
    font.save(output)


if __name__ == "__main__":
    main()
