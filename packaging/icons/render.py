"""Render the icon's SVG into the PNG sizes a Linux desktop and the installers use.

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/icons/render.py

writes ``packaging/icons/<N>x<N>/org.dealertrainer.DealerTrainer.png`` for each size,
drawn by Qt's own SVG renderer (the one the window would use), antialiased, on a
transparent background. The PNGs are committed, so a build needs no renderer.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "org.dealertrainer.DealerTrainer"
SIZES = (16, 32, 48, 64, 128, 256)
HERE = Path(__file__).resolve().parent


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write one PNG per size under *out_dir*; returns the files written."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render.py: {svg} is not an SVG that Qt can draw.")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        path = out_dir / f"{size}x{size}" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"render.py: could not write {path}.")
        written.append(path)
    return written


def main() -> int:
    """Render the committed SVG next to this script (or into the folder given)."""
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in render(HERE / f"{APP_ID}.svg", out_dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
