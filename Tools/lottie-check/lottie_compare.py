#!/usr/bin/env python3
"""Compare a Lottie (Bodymovin JSON) file with reference PNG frames, pixel by pixel.

Samsung's rlottie renders each requested frame at the reference PNG's size;
both images are composited over opaque white and compared.

Usage:
    python3 lottie_compare.py LOTTIE_JSON --frame N:PATH.png [--frame N:PATH.png ...]
                              [--diff-dir DIR] [--threshold 0.1]

    N          frame number handed to rlottie's render call. rlottie counts
               frames from the document's "ip" (render(0) shows frame "ip");
               N >= totalFrames is rendered as totalFrames - 1 with a warning
               and a "renderedFrame" field: see FRAME NUMBERS.
    --threshold
               a pixel counts as "over" when its largest channel difference
               (channels on 0..1) exceeds this value (default 0.1).
    --diff-dir writes frame-N-lottie.png (rlottie's rendering over white) and
               frame-N-diff.png (|difference| x 4, clamped) for each frame.

Prints one JSON object to stdout:
    {"file": ..., "width": w, "height": h, "totalFrames": n,
     "frames": [{"frame": N, "reference": path, "mean": .., "over": .., "max": ..,
                 "mean2": .., "over2": ..}, ...]}
width/height are the document's own size (rlottie's lottie_animation_get_size);
each frame is rendered at its reference PNG's size.
  mean   mean absolute difference over all pixels and RGB channels (0..1)
  over   fraction of pixels whose largest channel difference exceeds --threshold
  max    largest channel difference (0..1)
  mean2, over2
         the same as mean and over after a 2x2 box downsample of both images
         (odd last row/column dropped), which discounts one-pixel antialiasing
         differences between rasterisers.

Exit status: 0 when every frame was compared; 2 when rlottie cannot be loaded
(Debian package librlottie0-1) or a file cannot be read or parsed; 3 when
rlottie rejects the JSON. Warnings (frame past the end, aspect ratio mismatch)
go to stderr.

PNG support (own decoder, standard library only): 8-bit greyscale, grey+alpha,
RGB, RGBA and palette (with tRNS), non-interlaced, all five filter types.

FRAME NUMBERS (checked with rlottie 0.1+dfsg-4+deb12u2, Debian 12, using a
synthetic document whose rectangle moves between keyframes at t=ip and t=ip+10):
  * with "ip": 5, render(0) draws the keyframe at t=5, render(10) the one at
    t=15: frame numbers are relative to "ip", not absolute. With "ip": 0 (our
    files) both readings agree.
  * lottie_animation_get_totalframe() is op - ip. rlottie clamps N to op - ip,
    but at "op" the root composition is already out of its range, so nothing
    is updated: render(N >= totalFrames) draws whatever this animation object
    drew last (or nothing if it is the first call). That depends on call
    order, so this script renders totalFrames - 1 instead and says so.
  * only whole frames: the C API takes size_t, so no sub-frame times.
  * if the PNG's aspect ratio differs from the document's, rlottie keeps the
    aspect ratio and centres the content (letterboxing), which shows up as a
    large difference; a warning is printed.

RLOTTIE CAVEATS (same version, found with small synthetic documents): a
difference may be rlottie's, not the file's.
  * a layer's 2-D rotation ks.r is ignored unless the layer has "ddd": 0 and
    that key comes before "ks" (rlottie parses in key order; without it only
    "rz" is read). Group ("tr") rotation works either way.
  * blend modes ("bm") are ignored: everything composites as normal.
  * mask "inv" and mask opacity "o" are ignored; add and subtract masks work.
  * fill rule (even-odd), linear/radial gradients, hold keyframes, dashes,
    layer opacity, layer in/out points and image layers (external files found
    through the resource folder, or data: URIs) behave as expected.

Speed: everything but PNG unfiltering runs inside C-implemented builtins
(slicing, translate, map over tables, big-integer arithmetic on packed
lanes). Avg and Paeth rows are unfiltered byte by byte in Python, about
0.2 us a byte. Measured end to end: 100 comparisons of 800x600 references
from rsvg-convert (libpng's own filter choice) took 24 s, ~0.25 s each;
~0.45 s when every row is Paeth; 400x400 takes 0.1-0.15 s.
"""

import argparse
import ctypes
import ctypes.util
import itertools
import json
import operator
import os
import struct
import sys
import uuid
import zlib
from array import array

LITTLE = sys.byteorder == "little"


class InputError(Exception):
    """A file could not be read or parsed (exit status 2)."""


# ---------------------------------------------------------------------------
# PNG decoding

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type -> samples per pixel
_AND255 = (255).__and__


def _unfilter_avg(row, prev, bpp):
    cur = bytearray(row)
    for i in range(bpp):
        cur[i] = (cur[i] + (prev[i] >> 1)) & 255
    for i in range(bpp, len(cur)):
        cur[i] = (cur[i] + ((cur[i - bpp] + prev[i]) >> 1)) & 255
    return cur


def _unfilter_paeth(row, prev, bpp):
    cur = bytearray(row)
    for i in range(bpp):  # no left neighbour: the predictor is always "up"
        cur[i] = (cur[i] + prev[i]) & 255
    for i in range(bpp, len(cur)):
        a = cur[i - bpp]
        b = prev[i]
        c = prev[i - bpp]
        # |p-a|, |p-b|, |p-c| with p = a + b - c, written without p
        pa = b - c
        pb = a - c
        pc = pa + pb
        if pa < 0:
            pa = -pa
        if pb < 0:
            pb = -pb
        if pc < 0:
            pc = -pc
        if pa <= pb and pa <= pc:
            cur[i] = (cur[i] + a) & 255
        elif pb <= pc:
            cur[i] = (cur[i] + b) & 255
        else:
            cur[i] = (cur[i] + c) & 255
    return cur


def _unfilter(data, width, height, bpp, path):
    stride = width * bpp
    if len(data) != height * (stride + 1):
        raise InputError(f"{path}: image data is {len(data)} bytes, expected {height * (stride + 1)}")
    out = bytearray(height * stride)
    prev = bytes(stride)
    pos = 0
    for y in range(height):
        ftype = data[pos]
        row = data[pos + 1:pos + 1 + stride]
        pos += stride + 1
        if ftype == 0:
            cur = row
        elif ftype == 1:
            # Sub is a running sum per channel: accumulate() does it in C
            cur = bytearray(stride)
            for k in range(bpp):
                cur[k::bpp] = bytes(map(_AND255, itertools.accumulate(row[k::bpp])))
        elif ftype == 2:
            cur = bytes(map(_AND255, map(operator.add, row, prev)))
        elif ftype == 3:
            cur = _unfilter_avg(row, prev, bpp)
        elif ftype == 4:
            cur = _unfilter_paeth(row, prev, bpp)
        else:
            raise InputError(f"{path}: row {y} has unknown filter type {ftype}")
        out[y * stride:(y + 1) * stride] = cur
        prev = cur
    return bytes(out)


def read_png(path):
    """Decode an 8-bit non-interlaced PNG; return (width, height, mode, pixels).

    mode is "G", "GA", "RGB" or "RGBA"; palette images come back as RGB or RGBA.
    """
    try:
        with open(path, "rb") as f:
            blob = f.read()
    except OSError as e:
        raise InputError(f"cannot read {path}: {e.strerror}") from None
    if not blob.startswith(PNG_SIGNATURE):
        raise InputError(f"{path}: not a PNG file")
    pos = len(PNG_SIGNATURE)
    header = None
    palette = trns = None
    idat = []
    while True:
        if pos + 8 > len(blob):
            raise InputError(f"{path}: truncated PNG (no IEND)")
        length, ctype = struct.unpack(">I4s", blob[pos:pos + 8])
        body = blob[pos + 8:pos + 8 + length]
        crc = blob[pos + 8 + length:pos + 12 + length]
        if len(body) != length or len(crc) != 4:
            raise InputError(f"{path}: truncated {ctype!r} chunk")
        if zlib.crc32(ctype + body) != struct.unpack(">I", crc)[0]:
            raise InputError(f"{path}: bad CRC in {ctype!r} chunk")
        pos += length + 12
        if ctype == b"IHDR":
            if length != 13:
                raise InputError(f"{path}: malformed IHDR chunk")
            header = struct.unpack(">IIBBBBB", body)
        elif ctype == b"PLTE":
            palette = body
        elif ctype == b"tRNS":
            trns = body
        elif ctype == b"IDAT":
            idat.append(body)
        elif ctype == b"IEND":
            break
        elif not ctype[0] & 0x20:  # uppercase first letter = critical chunk
            raise InputError(f"{path}: unsupported critical chunk {ctype.decode('latin-1')}")
    if header is None:
        raise InputError(f"{path}: no IHDR chunk")
    width, height, depth, colour, compression, filtering, interlace = header
    if colour not in _CHANNELS:
        raise InputError(f"{path}: invalid colour type {colour}")
    if depth != 8:
        raise InputError(f"{path}: bit depth {depth} not supported (only 8-bit PNGs)")
    if interlace:
        raise InputError(f"{path}: interlaced PNGs are not supported")
    if compression or filtering:
        raise InputError(f"{path}: unknown compression/filter method")
    if width == 0 or height == 0:
        raise InputError(f"{path}: empty image")
    try:
        data = zlib.decompress(b"".join(idat))
    except zlib.error as e:
        raise InputError(f"{path}: corrupt image data ({e})") from None
    bpp = _CHANNELS[colour]
    pixels = _unfilter(data, width, height, bpp, path)

    if colour == 3:
        if palette is None or len(palette) % 3:
            raise InputError(f"{path}: palette image without a valid PLTE chunk")
        entries = len(palette) // 3
        if max(pixels) >= entries:
            raise InputError(f"{path}: palette index out of range")
        pad = bytes(768 - len(palette))
        planes = [(palette[k::3] + pad)[:256] for k in range(3)]
        if trns:
            planes.append((trns + b"\xff" * 256)[:256])
        rgb = bytearray(len(pixels) * len(planes))
        for k, table in enumerate(planes):
            rgb[k::len(planes)] = pixels.translate(table)
        return width, height, "RGBA" if trns else "RGB", bytes(rgb)
    if trns and colour == 0:
        # a single grey value marks transparent pixels
        key = struct.unpack(">H", trns[:2])[0]
        alpha = bytearray(b"\xff" * 256)
        if key < 256:
            alpha[key] = 0
        ga = bytearray(2 * len(pixels))
        ga[0::2] = pixels
        ga[1::2] = pixels.translate(alpha)
        return width, height, "GA", bytes(ga)
    if trns and colour == 2:
        raise InputError(f"{path}: RGB with a tRNS colour key is not supported")
    return width, height, {0: "G", 2: "RGB", 4: "GA", 6: "RGBA"}[colour], pixels


# ---------------------------------------------------------------------------
# Whole-image byte arithmetic without a per-pixel Python loop: either a
# 65536-entry table looked up by a C-level map() (_lookup2), or big integers
# holding one value per 16-bit lane, so that one addition works on every
# pixel at once (_lanes).

# straight (non-premultiplied) colour c with alpha a over white, at a*256 + c
_STRAIGHT = bytes((c * a + 255 * (255 - a) + 127) // 255 for a in range(256) for c in range(256))
_NEGATE = bytes(-v & 255 for v in range(256))
_NEGATE_255 = bytes(255 - v for v in range(256))
_ONE_TO_FF = b"\x00\xff" + bytes(254)


def _lookup2(high, low, table):
    """table[high[i] * 256 + low[i]] for each i, as bytes (equal-length inputs)."""
    pairs = bytearray(2 * len(low))
    # lay the two out so that a native uint16 reads high*256 + low
    pairs[0 if LITTLE else 1::2] = low
    pairs[1 if LITTLE else 0::2] = high
    return bytes(map(table.__getitem__, memoryview(pairs).cast("H")))


def _lanes(data):
    """Bytes -> one big integer holding each byte in its own 16-bit lane.

    Adding or shifting such integers works on all lanes at once (in C), as
    long as no lane leaves 0..65535.
    """
    wide = bytearray(2 * len(data))
    wide[0::2] = data
    return int.from_bytes(wide, "little")


def _add_clamped(a, b):
    """min(255, a[i] + b[i]) for equal-length byte strings, on big integers."""
    n = len(a)
    packed = (_lanes(a) + _lanes(b)).to_bytes(2 * n, "little")
    # a lane's high byte is 1 exactly when the sum passed 255
    saturated = int.from_bytes(packed[1::2].translate(_ONE_TO_FF), "little")
    return (int.from_bytes(packed[0::2], "little") | saturated).to_bytes(n, "little")


def png_to_rgb(mode, pixels):
    """Composite decoded PNG pixels over white; returns packed RGB bytes."""
    if mode == "RGB":
        return pixels
    n = len(pixels) // len(mode)
    rgb = bytearray(3 * n)
    if mode == "G":
        for k in range(3):
            rgb[k::3] = pixels
        return bytes(rgb)
    step = len(mode)
    alpha = pixels[step - 1::step]
    opaque = alpha.count(255) == n  # skip the blend for fully opaque images
    if mode == "GA":
        grey = pixels[0::2] if opaque else _lookup2(alpha, pixels[0::2], _STRAIGHT)
        for k in range(3):
            rgb[k::3] = grey
    else:
        for k in range(3):
            colour = pixels[k::4]
            rgb[k::3] = colour if opaque else _lookup2(alpha, colour, _STRAIGHT)
    return bytes(rgb)


def argb32_to_rgb(buf):
    """rlottie's native-endian premultiplied ARGB32 over white -> RGB bytes."""
    # in memory: B, G, R, A on little-endian machines, A, R, G, B on big-endian
    offsets = (2, 1, 0, 3) if LITTLE else (1, 2, 3, 0)
    # premultiplied colour already carries alpha: over white it is c + 255 - a
    white = buf[offsets[3]::4].translate(_NEGATE_255)
    rgb = bytearray(3 * (len(buf) // 4))
    for k in range(3):
        rgb[k::3] = _add_clamped(buf[offsets[k]::4], white)
    return bytes(rgb)


# ---------------------------------------------------------------------------
# Metrics

_TIMES4 = bytes(min(255, 4 * v) for v in range(256))
_BLOCK = 1020  # a 2x2 block's channel sum runs 0..4*255


def _absdiff(a, b):
    """|a[i] - b[i]| for equal-length byte strings, on big integers."""
    n = len(a)
    # per lane a + 256 - b: the low byte is a - b mod 256, the high byte 1 when a >= b
    lanes = _lanes(a) + int.from_bytes(b"\x00\x01" * n, "little") - _lanes(b)
    packed = lanes.to_bytes(2 * n, "little")
    low = packed[0::2]
    keep = int.from_bytes(packed[1::2].translate(_ONE_TO_FF), "little")  # 0xFF where a >= b
    result = ((int.from_bytes(low, "little") & keep)
              | (int.from_bytes(low.translate(_NEGATE), "little") & ~keep))
    return result.to_bytes(n, "little")


def _block_sums(rgb, width, w2, h2):
    """Per-channel sums of each 2x2 block as lanes; block j, channel k sits
    in lane 6*j + k (the odd pixels' lanes in between are leftovers)."""
    rowlen, keep = 3 * width, 6 * w2  # an odd last column is dropped
    even = b"".join(rgb[2 * y * rowlen:2 * y * rowlen + keep] for y in range(h2))
    odd = b"".join(rgb[(2 * y + 1) * rowlen:(2 * y + 1) * rowlen + keep] for y in range(h2))
    rows = _lanes(even) + _lanes(odd)
    return rows + (rows >> 48)  # add the right-hand neighbour, 3 lanes along


def compare(reference, rendered, width, height, threshold):
    """Return (metrics dict, |difference| as RGB bytes)."""
    n = width * height
    absdiff = _absdiff(rendered, reference)

    over_table = bytes(1 if v > threshold * 255 else 0 for v in range(256))
    flags = absdiff.translate(over_table)
    # OR the three 0/1 channel planes as big integers: no carries between
    # bytes, so each byte of the result says "some channel is over"
    anyover = 0
    for k in range(3):
        anyover |= int.from_bytes(flags[k::3], "little")
    metrics = {
        "mean": sum(absdiff) / (3 * n * 255),
        "over": anyover.to_bytes(n, "little").count(1) / n,
        "max": max(absdiff) / 255,
    }

    w2, h2 = width // 2, height // 2
    if not (w2 and h2):  # a 1-pixel-wide or -high image has no 2x2 blocks
        metrics["mean2"] = metrics["over2"] = None
        return metrics, absdiff
    # |mean(A) - mean(B)| over a block = |sum(A) - sum(B)| / 4. Adding _BLOCK
    # to every lane before subtracting keeps each lane in 0..2*_BLOCK, so no
    # borrow crosses lanes.
    lanes = 6 * w2 * h2
    offset = int.from_bytes(_BLOCK.to_bytes(2, "little") * lanes, "little")
    shifted = (_block_sums(rendered, width, w2, h2) + offset
               - _block_sums(reference, width, w2, h2))
    values = array("H", shifted.to_bytes(2 * lanes, "little"))
    if not LITTLE:
        values.byteswap()
    distance = [abs(v - _BLOCK) for v in range(2 * _BLOCK + 1)]
    planes = [list(map(distance.__getitem__, values[k::6])) for k in range(3)]
    n2 = w2 * h2
    limit = threshold * _BLOCK
    metrics["mean2"] = sum(map(sum, planes)) / (3 * n2 * _BLOCK)
    metrics["over2"] = sum(map(limit.__lt__, map(max, *planes))) / n2
    return metrics, absdiff


# ---------------------------------------------------------------------------
# PNG encoding (for --diff-dir)

def write_png_rgb(path, width, height, rgb):
    stride = 3 * width
    # filter type 0 on every row: simple, and zlib still shrinks flat areas
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))

    def chunk(ctype, body):
        return struct.pack(">I", len(body)) + ctype + body + struct.pack(">I", zlib.crc32(ctype + body))

    with open(path, "wb") as f:
        f.write(PNG_SIGNATURE
                + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6))
                + chunk(b"IEND", b""))


# ---------------------------------------------------------------------------
# rlottie

_LIBRARY_NAMES = ("librlottie.so.0-1", "librlottie.so.0", "librlottie.so", "librlottie.dylib")


def load_rlottie():
    names = [ctypes.util.find_library("rlottie")] + list(_LIBRARY_NAMES)
    errors = []
    for name in filter(None, names):
        try:
            lib = ctypes.CDLL(name)
            break
        except OSError as e:
            errors.append(str(e))
    else:
        raise InputError("cannot load the rlottie library (Debian: apt-get install librlottie0-1): "
                         + (errors[-1] if errors else "not found"))
    vp, size_t = ctypes.c_void_p, ctypes.c_size_t
    lib.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
    lib.lottie_animation_from_data.restype = vp
    lib.lottie_animation_destroy.argtypes = [vp]
    lib.lottie_animation_destroy.restype = None
    lib.lottie_animation_get_size.argtypes = [vp, ctypes.POINTER(size_t), ctypes.POINTER(size_t)]
    lib.lottie_animation_get_size.restype = None
    lib.lottie_animation_get_totalframe.argtypes = [vp]
    lib.lottie_animation_get_totalframe.restype = size_t
    lib.lottie_animation_render.argtypes = [vp, size_t, ctypes.c_void_p, size_t, size_t, size_t]
    lib.lottie_animation_render.restype = None
    return lib


def render_frame(lib, animation, frame, width, height):
    """Render one frame; returns the raw ARGB32 buffer as bytes."""
    # rlottie clears the surface itself; a zeroed buffer costs nothing extra
    buf = (ctypes.c_uint32 * (width * height))()
    lib.lottie_animation_render(animation, frame, buf, width, height, 4 * width)
    return bytes(buf)


# ---------------------------------------------------------------------------

def _frame_arg(text):
    number, sep, path = text.partition(":")
    try:
        frame = int(number)
    except ValueError:
        frame = -1
    if not sep or not path or frame < 0:
        raise argparse.ArgumentTypeError(f"expected N:PATH.png with N >= 0, got {text!r}")
    return frame, path


def _threshold_arg(text):
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError("threshold must be between 0 and 1")
    return value


def _fail(status, message):
    print(f"lottie_compare: {message}", file=sys.stderr)
    sys.exit(status)


def _warn(message):
    print(f"lottie_compare: warning: {message}", file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lottie", metavar="LOTTIE_JSON")
    parser.add_argument("--frame", metavar="N:PATH.png", type=_frame_arg, action="append", required=True)
    parser.add_argument("--diff-dir", metavar="DIR")
    parser.add_argument("--threshold", type=_threshold_arg, default=0.1)
    args = parser.parse_args(argv)

    try:
        with open(args.lottie, "rb") as f:
            text = f.read().decode("utf-8-sig")
        document = json.loads(text)
    except OSError as e:
        _fail(2, f"cannot read {args.lottie}: {e.strerror}")
    except (UnicodeDecodeError, ValueError) as e:
        _fail(2, f"{args.lottie}: not valid JSON ({e})")
    if not isinstance(document, dict):
        _fail(2, f"{args.lottie}: not a Lottie document (top level is not an object)")

    try:
        lib = load_rlottie()
    except InputError as e:
        _fail(2, str(e))
    # a unique key keeps rlottie's model cache from handing back another file's model
    key = f"lottie_compare-{os.getpid()}-{uuid.uuid4().hex}"
    # rlottie glues asset paths straight onto this, so it needs the trailing separator
    folder = os.path.dirname(os.path.abspath(args.lottie)) + os.sep
    animation = lib.lottie_animation_from_data(text.encode("utf-8"), key.encode(), folder.encode())
    if not animation:
        _fail(3, f"rlottie could not load {args.lottie} (lottie_animation_from_data returned NULL)")

    try:
        doc_w, doc_h = ctypes.c_size_t(), ctypes.c_size_t()
        lib.lottie_animation_get_size(animation, ctypes.byref(doc_w), ctypes.byref(doc_h))
        doc_w, doc_h = doc_w.value, doc_h.value
        total = lib.lottie_animation_get_totalframe(animation)
        if document.get("ip", 0) != 0:
            _warn(f"the document's ip is {document['ip']}: frame N shows frame ip + N")
        if args.diff_dir:
            try:
                os.makedirs(args.diff_dir, exist_ok=True)
            except OSError as e:
                _fail(2, f"cannot create {args.diff_dir}: {e.strerror}")

        results, used_names = [], {}
        for frame, path in args.frame:
            try:
                width, height, mode, pixels = read_png(path)
            except InputError as e:
                _fail(2, str(e))
            rendered_frame = frame
            if frame >= total:
                rendered_frame = max(total, 1) - 1
                _warn(f"frame {frame} is past the last frame; rendering frame {rendered_frame} instead")
            if doc_w and doc_h and width * doc_h != height * doc_w:
                _warn(f"{path} is {width}x{height} but the document is {doc_w}x{doc_h}; "
                      "rlottie keeps the aspect ratio and centres the content")
            reference = png_to_rgb(mode, pixels)
            rendered = argb32_to_rgb(render_frame(lib, animation, rendered_frame, width, height))
            metrics, absdiff = compare(reference, rendered, width, height, args.threshold)
            entry = {"frame": frame, "reference": path}
            if rendered_frame != frame:
                entry["renderedFrame"] = rendered_frame
            entry.update((k, round(v, 6) if v is not None else None) for k, v in metrics.items())
            results.append(entry)

            if args.diff_dir:
                # a frame compared twice gets a suffix instead of overwriting
                used_names[frame] = used_names.get(frame, 0) + 1
                stem = f"frame-{frame}" + (f"-{used_names[frame]}" if used_names[frame] > 1 else "")
                try:
                    write_png_rgb(os.path.join(args.diff_dir, f"{stem}-lottie.png"), width, height, rendered)
                    write_png_rgb(os.path.join(args.diff_dir, f"{stem}-diff.png"), width, height,
                                  absdiff.translate(_TIMES4))
                except OSError as e:
                    _fail(2, f"cannot write to {args.diff_dir}: {e.strerror}")
    finally:
        lib.lottie_animation_destroy(animation)

    json.dump({"file": args.lottie, "width": doc_w, "height": doc_h, "totalFrames": total,
               "frames": results}, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
