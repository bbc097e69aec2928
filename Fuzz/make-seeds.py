#!/usr/bin/env python3
"""Writes the seed corpus of each fuzz target into Fuzz/Corpus/<target>/ (seed-* files).

The byte-driven targets (paths, animations, kvc, trees) start from pseudo-random inputs
of several lengths (a fixed seed, so the files are reproducible) and a few that spell out
the extremes; png starts from small valid PNGs of every colour type, bit depth and
interlacing, and damaged copies of them. What the fuzzer finds later joins these files."""
import io, os, random, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))

def write(target, name, data):
    folder = os.path.join(HERE, "Corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + name), "wb") as f:
        f.write(data)

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xffffffff)

def png(width, height, bit_depth, color_type, rows, interlace=0, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace)
    raw = b"".join(b"\0" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")

def pngs():
    yield "rgba-2x2", png(2, 2, 8, 6, [bytes([255, 0, 0, 255, 0, 255, 0, 128]), bytes([0, 0, 255, 0, 255, 255, 255, 255])])
    yield "rgb-3x1", png(3, 1, 8, 2, [bytes([10, 20, 30, 40, 50, 60, 70, 80, 90])])
    yield "gray1-8x2", png(8, 2, 1, 0, [bytes([0b10101010]), bytes([0b01010101])])
    yield "gray16-2x1", png(2, 1, 16, 0, [bytes([0x12, 0x34, 0xff, 0xff])])
    yield "grayalpha-1x2", png(1, 2, 8, 4, [bytes([200, 100]), bytes([50, 255])])
    yield "rgb16-1x1", png(1, 1, 16, 2, [bytes([1, 2, 3, 4, 5, 6])])
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([128]))
    yield "palette-4x1", png(4, 1, 2, 3, [bytes([0b00011000])], extra=palette)
    yield "interlaced-9x9", png(9, 9, 8, 6, [bytes(range(i, i + 36)) for i in range(9)], interlace=1)
    good = png(4, 4, 8, 6, [bytes(16 * [x]) for x in (0, 64, 128, 255)])
    yield "truncated", good[: len(good) // 2]
    damaged = bytearray(good)
    damaged[40] ^= 0xff
    yield "bad-crc", bytes(damaged)
    yield "huge-header", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 60000, 60000, 8, 6, 0, 0, 0))
    yield "zero-width", png(0, 1, 8, 6, [b""])
    yield "not-png", b"GIF89a\x01\x00\x01\x00"

def main():
    for name, data in pngs():
        write("png", name, data)
    rng = random.Random(20261204)
    for target in ("paths", "animations", "kvc", "trees"):
        for length in (8, 32, 128, 512, 2048):
            write(target, "random-%d" % length, bytes(rng.randrange(256) for _ in range(length)))
        # Every byte 0: the smallest case each generator makes; every byte 255: the last
        # choice of every menu; 0 1 2 3 repeated: FuzzBytes' extreme values, in turn.
        write(target, "zeros", bytes(64))
        write(target, "ones", bytes([255]) * 256)
        write(target, "extremes", bytes([0, 1, 2, 3] * 96))

if __name__ == "__main__":
    main()
