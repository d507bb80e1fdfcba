#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes packaging/macos/paydesk.icns, the app bundle's icon, from resources/icons/paydesk.svg.

Every entry is a PNG (as iconutil writes them): 16, 32, 128, 256 and 512 points at 1x and 2x.
Run it again after changing the SVG; it needs rsvg-convert (Debian: librsvg2-bin).
    packaging/macos/make-icns.py
"""
import pathlib
import struct
import subprocess
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SVG = HERE.parent.parent / "resources" / "icons" / "paydesk.svg"
OUT = HERE / "paydesk.icns"

# (type, pixels): the 1x and @2x entries of an .iconset.
ENTRIES = [
    ("icp4", 16), ("ic11", 32),     # 16 pt
    ("icp5", 32), ("ic12", 64),     # 32 pt
    ("ic07", 128), ("ic13", 256),   # 128 pt
    ("ic08", 256), ("ic14", 512),   # 256 pt
    ("ic09", 512), ("ic10", 1024),  # 512 pt
]


def render(size: int, folder: pathlib.Path) -> bytes:
    png = folder / f"{size}.png"
    if not png.exists():
        subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(png), str(SVG)],
                       check=True)
    return png.read_bytes()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        chunks = b""
        for kind, size in ENTRIES:
            data = render(size, pathlib.Path(tmp))
            chunks += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    OUT.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)
    print(f"{OUT}: {8 + len(chunks)} bytes, {len(ENTRIES)} images")


if __name__ == "__main__":
    main()
