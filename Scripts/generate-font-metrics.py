#!/usr/bin/env python3
"""Generates Sources/KinemaDisplay/Text/FontMetricsTable+DejaVu.swift from the DejaVu fonts.

Kinema measures text with the glyph advances of the DejaVu family, the fonts its SVG output names
first. This script reads them straight from the TrueType files with `struct` (no fontTools): the
`head` table (units per em), `hhea` (ascender, descender, line gap, number of horizontal
metrics), `hmtx` (advance widths by glyph), `cmap` (character to glyph: format 4 or 12), `OS/2`
(cap height, x-height, strikeout position and size), `post` (underline position and thickness) and
`name` (the version string).

Usage:
    python3 Scripts/generate-font-metrics.py            # writes the Swift file
    python3 Scripts/generate-font-metrics.py --check    # fails if the checked-in file differs
    python3 Scripts/generate-font-metrics.py --print sans "Hi"   # advances of a string, for tests

Fonts are read from /usr/share/fonts/truetype/dejavu (Debian's fonts-dejavu-core and
fonts-dejavu-extra), or from the directory in the DEJAVU_DIR environment variable.
"""

import os
import struct
import sys

FONT_DIR = os.environ.get("DEJAVU_DIR", "/usr/share/fonts/truetype/dejavu")
OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "KinemaDisplay", "Text",
    "FontMetricsTable+DejaVu.swift")

# The faces Kinema measures, in the order of the Swift `DisplayList.FontFace` cases.
# (case name, file, the upright regular face of the same family for glyphs this one lacks)
FACES = [
    ("sans", "DejaVuSans.ttf"),
    ("sansBold", "DejaVuSans-Bold.ttf"),
    ("sansOblique", "DejaVuSans-Oblique.ttf"),
    ("sansBoldOblique", "DejaVuSans-BoldOblique.ttf"),
    ("sansExtraLight", "DejaVuSans-ExtraLight.ttf"),
    ("serif", "DejaVuSerif.ttf"),
    ("serifBold", "DejaVuSerif-Bold.ttf"),
    ("serifItalic", "DejaVuSerif-Italic.ttf"),
    ("serifBoldItalic", "DejaVuSerif-BoldItalic.ttf"),
    ("mono", "DejaVuSansMono.ttf"),
    ("monoBold", "DejaVuSansMono-Bold.ttf"),
    ("monoOblique", "DejaVuSansMono-Oblique.ttf"),
    ("monoBoldOblique", "DejaVuSansMono-BoldOblique.ttf"),
]

# Where a viewer finds a glyph this face lacks. Fontconfig ranks family above style: a slanted
# monospaced face borrows from the upright one of its family; the serif faces and the extra-light
# one borrow from the DejaVu Sans face of the same boldness and slant.
def fallback_face(name):
    bold = "Bold" in name
    italic = "Oblique" in name or "Italic" in name
    if name.startswith("mono"):
        return "monoBold" if bold else "mono"
    return {(False, False): "sans", (True, False): "sansBold",
            (False, True): "sansOblique", (True, True): "sansBoldOblique"}[(bold, italic)]

# Basic Latin and Latin-1 Supplement, then a list of common punctuation, symbols and letters.
RANGES = [(0x20, 0x7E), (0xA0, 0xFF)]
EXTRAS = sorted({
    # Latin Extended-A letters used in Western European text, and spacing modifiers.
    0x0131, 0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017D, 0x017E, 0x0192, 0x02C6, 0x02DC,
    # Greek letters common in maths and units.
    0x0394, 0x03A3, 0x03A9, 0x03B1, 0x03B2, 0x03B3, 0x03B4, 0x03B5, 0x03B8, 0x03BB, 0x03BC,
    0x03C0, 0x03C3, 0x03C4, 0x03C6, 0x03C9,
    # Spaces and joiners (ICU puts U+202F before AM/PM in formatted times).
    0x2002, 0x2003, 0x2007, 0x2008, 0x2009, 0x200A, 0x200B, 0x200C, 0x200D, 0x202F, 0x2060, 0xFEFF,
    # Dashes, quotes, bullets, ellipsis, per mille, primes, guillemets.
    0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D,
    0x201E, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2032, 0x2033, 0x2039, 0x203A,
    # Currency, letterlike symbols.
    0x20A9, 0x20AA, 0x20AC, 0x20B9, 0x20BA, 0x20BD, 0x2116, 0x2122, 0x2126,
    # Arrows.
    0x2190, 0x2191, 0x2192, 0x2193, 0x2194, 0x2195, 0x21A9, 0x21BA, 0x21BB, 0x21E7,
    # Mathematical operators.
    0x2202, 0x2206, 0x220F, 0x2211, 0x2212, 0x2215, 0x2219, 0x221A, 0x221E, 0x2227, 0x2228,
    0x2229, 0x222A, 0x222B, 0x2248, 0x2260, 0x2261, 0x2264, 0x2265, 0x22C5,
    # Geometric shapes and miscellaneous symbols.
    0x2318, 0x2325, 0x23CE, 0x2500, 0x2588, 0x25A0, 0x25A1, 0x25AA, 0x25B2, 0x25B3, 0x25B6,
    0x25BC, 0x25BD, 0x25C0, 0x25C6, 0x25CB, 0x25CF, 0x2600, 0x2601, 0x2602, 0x2605, 0x2606,
    0x2610, 0x2611, 0x2612, 0x2639, 0x263A, 0x2660, 0x2663, 0x2665, 0x2666, 0x266A, 0x266B,
    0x2713, 0x2714, 0x2717, 0x2718, 0x2764, 0xFFFD,
})

# Format characters that never take space, whatever the face says.
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}

MISSING = 0xFFFF  # an advance the face does not define (none of the fonts has a glyph that wide)


class Font:
    def __init__(self, path):
        with open(path, "rb") as handle:
            self.data = handle.read()
        self.tables = {}
        count = struct.unpack_from(">H", self.data, 4)[0]
        for index in range(count):
            tag, _, offset, length = struct.unpack_from(">4sIII", self.data, 12 + 16 * index)
            self.tables[tag.decode("latin-1")] = (offset, length)
        self._read_metrics()
        self._read_cmap()
        # DejaVu's OS/2 tables are version 1, without sCapHeight and sxHeight: take the tops of
        # "H" and "x" instead, which is how those fields are defined.
        self.cap_height = self.glyph_top(ord("H"))
        self.x_height = self.glyph_top(ord("x"))

    def table(self, tag):
        return self.tables[tag][0]

    def _read_metrics(self):
        head = self.table("head")
        self.units_per_em = struct.unpack_from(">H", self.data, head + 18)[0]
        hhea = self.table("hhea")
        self.ascender, self.descender, self.line_gap = struct.unpack_from(">hhh", self.data, hhea + 4)
        number_of_metrics = struct.unpack_from(">H", self.data, hhea + 34)[0]
        maxp = self.table("maxp")
        glyph_count = struct.unpack_from(">H", self.data, maxp + 4)[0]
        hmtx = self.table("hmtx")
        self.advances = [struct.unpack_from(">H", self.data, hmtx + 4 * i)[0] for i in range(number_of_metrics)]
        # Glyphs past the last full metric share its advance (the TrueType convention).
        self.advances += [self.advances[-1]] * (glyph_count - number_of_metrics)
        os2 = self.table("OS/2")
        version = struct.unpack_from(">H", self.data, os2)[0]
        self.strikeout_size, self.strikeout_position = struct.unpack_from(">hh", self.data, os2 + 26)
        post = self.table("post")
        self.underline_position, self.underline_thickness = struct.unpack_from(">hh", self.data, post + 8)
        self.version = self._name(5)
        self.index_to_loc_format = struct.unpack_from(">h", self.data, head + 50)[0]

    def glyph_top(self, code):
        """The top of a character's outline (`yMax` of its `glyf` entry), in font units."""
        glyph = self.cmap[code]
        loca = self.table("loca")
        if self.index_to_loc_format == 0:
            offset = 2 * struct.unpack_from(">H", self.data, loca + 2 * glyph)[0]
        else:
            offset = struct.unpack_from(">I", self.data, loca + 4 * glyph)[0]
        return struct.unpack_from(">h", self.data, self.table("glyf") + offset + 8)[0]

    def _name(self, wanted):
        base = self.table("name")
        _, count, strings = struct.unpack_from(">HHH", self.data, base)
        for index in range(count):
            platform, encoding, _, name_id, length, offset = struct.unpack_from(
                ">HHHHHH", self.data, base + 6 + 12 * index)
            if name_id != wanted:
                continue
            raw = self.data[base + strings + offset: base + strings + offset + length]
            if platform == 3 or (platform == 0):
                return raw.decode("utf-16-be")
            return raw.decode("latin-1")
        return ""

    def _read_cmap(self):
        base = self.table("cmap")
        count = struct.unpack_from(">H", self.data, base + 2)[0]
        subtables = {}
        for index in range(count):
            platform, encoding, offset = struct.unpack_from(">HHI", self.data, base + 4 + 8 * index)
            subtables[(platform, encoding)] = base + offset
        self.cmap = {}
        # Prefer the full-Unicode subtable (format 12), else the BMP one (format 4).
        for key in [(3, 10), (0, 4), (3, 1), (0, 3)]:
            if key in subtables:
                self._read_subtable(subtables[key])
                return
        raise SystemExit("no Unicode cmap subtable")

    def _read_subtable(self, offset):
        fmt = struct.unpack_from(">H", self.data, offset)[0]
        if fmt == 4:
            segments = struct.unpack_from(">H", self.data, offset + 6)[0] // 2
            ends = offset + 14
            starts = ends + 2 * segments + 2
            deltas = starts + 2 * segments
            range_offsets = deltas + 2 * segments
            for segment in range(segments):
                end = struct.unpack_from(">H", self.data, ends + 2 * segment)[0]
                start = struct.unpack_from(">H", self.data, starts + 2 * segment)[0]
                delta = struct.unpack_from(">h", self.data, deltas + 2 * segment)[0]
                range_offset = struct.unpack_from(">H", self.data, range_offsets + 2 * segment)[0]
                for code in range(start, end + 1):
                    if code == 0xFFFF:
                        continue
                    if range_offset == 0:
                        glyph = (code + delta) & 0xFFFF
                    else:
                        address = range_offsets + 2 * segment + range_offset + 2 * (code - start)
                        glyph = struct.unpack_from(">H", self.data, address)[0]
                        if glyph != 0:
                            glyph = (glyph + delta) & 0xFFFF
                    if glyph != 0:
                        self.cmap[code] = glyph
        elif fmt == 12:
            groups = struct.unpack_from(">I", self.data, offset + 12)[0]
            for group in range(groups):
                start, end, glyph = struct.unpack_from(">III", self.data, offset + 16 + 12 * group)
                for code in range(start, end + 1):
                    self.cmap[code] = glyph + code - start
        else:
            raise SystemExit(f"unsupported cmap format {fmt}")

    def advance(self, code):
        glyph = self.cmap.get(code)
        return None if glyph is None else self.advances[glyph]


def code_points():
    points = []
    for start, end in RANGES:
        points += range(start, end + 1)
    return points + EXTRAS


def load():
    fonts = {}
    for name, file in FACES:
        path = os.path.join(FONT_DIR, file)
        if not os.path.exists(path):
            raise SystemExit(f"missing {path}: install fonts-dejavu-core and fonts-dejavu-extra")
        fonts[name] = Font(path)
    return fonts


def face_advances(fonts, name):
    font, fallback = fonts[name], fonts[fallback_face(name)]
    result = []
    for code in code_points():
        advance = 0 if code in ZERO_WIDTH else font.advance(code)
        if advance is None:
            advance = fallback.advance(code)
        result.append(MISSING if advance is None else advance)
    return result


def default_advance(font):
    # Characters outside the table (other scripts' letters) are taken as wide as the face's
    # average lowercase Latin letter.
    letters = [font.advance(code) for code in range(ord("a"), ord("z") + 1)]
    return round(sum(letters) / len(letters))


def swift_array(values, indent):
    lines, line = [], []
    for value in values:
        line.append(str(value))
        if len(line) == 16:
            lines.append(indent + ", ".join(line) + ",")
            line = []
    if line:
        lines.append(indent + ", ".join(line) + ",")
    return "\n".join(lines)


def generate():
    fonts = load()
    version = fonts["sans"].version
    out = []
    out.append("// Generated by Scripts/generate-font-metrics.py from the DejaVu fonts "
               f"({version}). Do not edit:")
    out.append("// run `python3 Scripts/generate-font-metrics.py` to regenerate.")
    out.append("//")
    out.append("// Metrics derived from the DejaVu fonts. DejaVu fonts are based on Bitstream Vera:")
    out.append("// Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. Bitstream Vera is a trademark")
    out.append("// of Bitstream, Inc. DejaVu changes are in the public domain. The Bitstream Vera licence")
    out.append("// permits reproducing and distributing the font software; see THIRD_PARTY.md for its text.")
    out.append("")
    out.append("extension FontMetricsTable {")
    out.append("    /// The code points after Basic Latin (U+0020…U+007E) and Latin-1 (U+00A0…U+00FF), sorted:")
    out.append("    /// entry `i` is at index 191 + `i` of every face's advances.")
    out.append("    static let extraScalars: [UInt32] = [")
    out.append(swift_array([f"0x{code:04X}" for code in EXTRAS], "        "))
    out.append("    ]")
    out.append("")
    out.append("    /// Every face's metrics, in font units, in the order of `DisplayList.FontFace.allCases`.")
    out.append("    static let faces: [FontFaceMetrics] = [")
    for name, file in FACES:
        font = fonts[name]
        advances = face_advances(fonts, name)
        known = {value for code, value in zip(code_points(), advances) if code not in ZERO_WIDTH}
        out.append(f"        // {file}")
        out.append("        FontFaceMetrics(")
        out.append(f"            unitsPerEm: {font.units_per_em}, ascender: {font.ascender}, "
                   f"descender: {-font.descender}, lineGap: {font.line_gap},")
        out.append(f"            capHeight: {font.cap_height}, xHeight: {font.x_height}, "
                   f"underlinePosition: {font.underline_position}, "
                   f"underlineThickness: {font.underline_thickness},")
        out.append(f"            strikeoutPosition: {font.strikeout_position}, "
                   f"strikeoutSize: {font.strikeout_size}, defaultAdvance: {default_advance(font)},")
        if len(known) == 1 and MISSING not in known:
            # A monospaced face: one number says it all (zero-width characters are handled
            # before the table is read).
            out.append(f"            fixedAdvance: {known.pop()}, advances: []),")
        else:
            out.append("            fixedAdvance: nil,")
            out.append("            advances: [")
            out.append(swift_array(advances, "                "))
            out.append("            ]),")
    out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def print_advances(face, text):
    fonts = load()
    font = fonts[face]
    print(f"{face}: unitsPerEm {font.units_per_em}, ascender {font.ascender}, "
          f"descender {-font.descender}, lineGap {font.line_gap}")
    total = 0
    for character in text:
        advance = font.advance(ord(character))
        if advance is None:
            advance = fonts[fallback_face(face)].advance(ord(character))
        print(f"  U+{ord(character):04X} {character!r}: {advance}")
        total += advance or 0
    print(f"  sum: {total}")


def main(arguments):
    if arguments[:1] == ["--print"] and len(arguments) == 3:
        print_advances(arguments[1], arguments[2])
        return
    text = generate()
    if arguments[:1] == ["--check"]:
        with open(OUTPUT, encoding="utf-8") as handle:
            if handle.read() != text:
                raise SystemExit(f"{OUTPUT} is out of date: run {sys.argv[0]}")
        return
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
