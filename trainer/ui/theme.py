"""The trainer's look: one palette and one style sheet, with touch-sized targets; a larger
text size and a high-contrast look, chosen per trainee (issue 24), follow the trainee who
signs in."""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from typing import Final

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from trainer.folders import resources_folder

FELT = "#1f6b45"
FELT_DARK = "#134a2f"
INK = "#1d2430"
MUTED = "#5b6575"
PAPER = "#f6f4ef"
PANEL = "#ffffff"
ACCENT = "#b8862b"  # brass, like a table rail
RIGHT = "#1e8e4e"
WRONG = "#c0392b"
PARTIAL = "#c77d0a"

# Drop-down and spin-button arrows drawn by us (resources/icons), not Qt's private images.
ARROWS = resources_folder("icons").as_posix()

STYLE = f"""
QWidget {{ color: {INK}; }}
QMainWindow, QStackedWidget > QWidget {{ background: {PAPER}; }}
QLabel#title {{ font-size: 26pt; font-weight: 600; color: {FELT_DARK}; }}
QLabel#subtitle {{ font-size: 13pt; color: {MUTED}; }}
QLabel#question {{ font-size: 15pt; font-weight: 600; }}
QLabel#muted {{ color: {MUTED}; }}
QFrame#card {{ background: {PANEL}; border: 1px solid #ddd6c8; border-radius: 10px; }}
QAbstractScrollArea:focus, QFrame#card:focus {{ border: 2px solid {ACCENT}; }}
QPushButton {{
    min-height: 44px; padding: 6px 16px; border-radius: 8px;
    border: 1px solid #c9c2b3; background: #fffdf8; font-size: 12pt; outline: none;
}}
QPushButton:hover {{ background: #f3efe4; }}
QPushButton:focus {{ border: 2px solid {ACCENT}; }}
QPushButton:disabled {{ color: #a8a29a; }}
QPushButton:checked {{ background: #d8f0e0; border: 2px solid {FELT}; font-weight: 600; }}
QPushButton#primary {{
    background: {FELT}; color: white; border: 1px solid {FELT_DARK}; font-weight: 600;
}}
QPushButton#primary:hover {{ background: {FELT_DARK}; }}
QPushButton#primary:focus {{ border: 3px solid {ACCENT}; }}
QPushButton#primary:disabled {{ background: #a9c2b3; border-color: #a9c2b3; color: #f1f5f2; }}
QPushButton#link {{
    border: 1px solid transparent; background: transparent; color: {FELT_DARK};
    text-decoration: underline; text-align: left; padding: 6px 8px;
}}
QPushButton#link:hover {{ background: #f3efe4; }}
QPushButton#link:focus {{ border: 2px solid {ACCENT}; }}
QPushButton#big {{ min-height: 72px; font-size: 15pt; }}
QPushButton#choice {{ min-height: 48px; text-align: left; padding-left: 14px; font-size: 13pt; }}
QPushButton#key {{ min-height: 44px; min-width: 60px; font-size: 16pt; padding: 2px; }}
QLineEdit, QComboBox, QSpinBox {{
    min-height: 40px; padding: 2px 8px; border: 1px solid #c9c2b3; border-radius: 6px;
    background: white; font-size: 13pt;
}}
QLineEdit#amount {{ font-size: 20pt; min-height: 52px; }}
QLineEdit:focus, QComboBox:focus, QAbstractSpinBox:focus {{ border: 2px solid {ACCENT}; }}
QProgressBar {{
    border: 1px solid #c9c2b3; border-radius: 6px; background: white;
    text-align: center; min-height: 22px;
}}
QProgressBar::chunk {{ background: {FELT}; border-radius: 5px; }}
QTableWidget {{ background: white; gridline-color: #e6e0d4; font-size: 12pt; }}
QHeaderView::section {{ background: #efe9dc; padding: 6px; border: none; font-weight: 600; }}
QTextBrowser {{ background: white; font-size: 12pt; }}
QDateEdit, QDoubleSpinBox {{
    min-height: 40px; padding: 2px 8px; border: 1px solid #c9c2b3; border-radius: 6px;
    background: white; font-size: 13pt;
}}
QCheckBox {{ min-height: 44px; font-size: 12pt; spacing: 10px; }}
QCheckBox::indicator {{ width: 22px; height: 22px; }}
QTabWidget::pane {{ border: none; }}
QTabBar::tab {{
    min-height: 44px; min-width: 150px; padding: 0 18px; font-size: 12pt;
    background: #ece7db; border: 1px solid #ddd6c8; border-bottom: none;
    border-top-left-radius: 8px; border-top-right-radius: 8px; margin-right: 4px;
}}
QTabBar::tab:selected {{ background: {PANEL}; color: {FELT_DARK}; font-weight: 600; }}
QComboBox::drop-down, QDateEdit::drop-down {{
    subcontrol-origin: padding; subcontrol-position: center right; width: 32px; border: none;
}}
QComboBox::down-arrow, QDateEdit::down-arrow {{
    image: url({ARROWS}/arrow-down.svg); width: 12px; height: 12px;
}}
QComboBox:disabled {{ color: {MUTED}; background: #f6f4ef; }}
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{
    subcontrol-origin: border; width: 30px; border: none; border-left: 1px solid #e6e0d4;
}}
QAbstractSpinBox::up-button {{
    subcontrol-position: top right; border-bottom: 1px solid #e6e0d4;
    border-top-right-radius: 6px;
}}
QAbstractSpinBox::down-button {{
    subcontrol-position: bottom right; border-bottom-right-radius: 6px;
}}
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover {{
    background: #f3efe4;
}}
QAbstractSpinBox::up-arrow {{ image: url({ARROWS}/arrow-up.svg); width: 10px; height: 10px; }}
QAbstractSpinBox::down-arrow {{
    image: url({ARROWS}/arrow-down.svg); width: 10px; height: 10px;
}}
"""


TEXT_SIZES: Final = {"normal": 1.0, "large": 1.25, "largest": 1.5}
"""The text sizes a trainee chooses from, as a scale of the station's own."""


@dataclass(frozen=True, slots=True)
class Look:
    """How the window looks for the trainee signed in: a text size and a contrast."""

    text_size: str = "normal"
    high_contrast: bool = False

    @property
    def scale(self) -> float:
        """The text's scale: 1, 1.25 or 1.5."""
        return TEXT_SIZES.get(self.text_size, 1.0)


STANDARD: Final = Look()

# The high-contrast look: black on white, black borders, a blue focus ring (WCAG AAA
# contrast for text, at least 3:1 for borders and focus).
_HIGH_CONTRAST: Final = {
    INK: "#000000",
    MUTED: "#1a1a1a",
    PAPER: "#ffffff",
    FELT: "#00441f",
    FELT_DARK: "#002e15",
    ACCENT: "#0033cc",
    "#ddd6c8": "#000000",
    "#c9c2b3": "#000000",
    "#e6e0d4": "#000000",
    "#fffdf8": "#ffffff",
    "#f3efe4": "#dde4ff",
    "#a8a29a": "#4d4d4d",
    "#a9c2b3": "#4d4d4d",
    "#efe9dc": "#e6e6e6",
    "#ece7db": "#e6e6e6",
}
_BORDER: Final = re.compile(r"border: 1px solid")
_POINTS: Final = re.compile(r"(\d+(?:\.\d+)?)pt")


def style_sheet(look: Look = STANDARD) -> str:
    """The style sheet in *look*: its point sizes scaled, its colours swapped for the
    high-contrast ones, its borders drawn thicker."""
    sheet = STYLE
    if look.high_contrast:
        for standard, strong in _HIGH_CONTRAST.items():
            sheet = sheet.replace(standard, strong)
        sheet = _BORDER.sub("border: 2px solid", sheet)
    if look.scale != 1.0:
        sheet = _POINTS.sub(lambda m: f"{float(m.group(1)) * look.scale:g}pt", sheet)
    return sheet


def colour(name: str, look: Look) -> str:
    """One of the theme's colours (``INK``, ``MUTED``...) in *look*."""
    return _HIGH_CONTRAST.get(name, name) if look.high_contrast else name


_applied: list[tuple[Look, bool]] = []

FUSION_ARGUMENTS: Final = ("-style", "Fusion")
"""Given to a QApplication as it is made (:func:`made_in_fusion`): Qt starts in the Fusion
style without Python being handed the style object, whose class (QStyle, with hundreds of
enum values) PySide would set up for it: 5 ms of CPU before the first screen (issue 28)."""

_in_fusion: list[weakref.ref[QApplication]] = []


def made_in_fusion(app: QApplication) -> None:
    """*app* was made with :data:`FUSION_ARGUMENTS`: :func:`apply_theme` need not set it."""
    _in_fusion[:] = [weakref.ref(app)]


def apply_theme(app: QApplication, *, kiosk: bool = False, look: Look = STANDARD) -> None:
    """Fusion style, a warm light palette (or a high-contrast one) and the style sheet;
    larger text on kiosks, and at the trainee's text size. Nothing is done when the look
    is already the one applied (re-theming re-polishes every widget alive)."""
    if _applied and _applied[-1] == (look, kiosk) and app.styleSheet() == style_sheet(look):
        return
    if not (_in_fusion and _in_fusion[0]() is app):
        app.setStyle("Fusion")
        made_in_fusion(app)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(colour(PAPER, look)))
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour(INK, look)))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour(INK, look)))
    palette.setColor(QPalette.ColorRole.Button, QColor(colour("#fffdf8", look)))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(colour(INK, look)))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(colour(FELT, look)))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSizeF((13.0 if kiosk else 11.0) * look.scale)
    app.setFont(font)
    app.setStyleSheet(style_sheet(look))
    _applied[:] = [(look, kiosk)]


def applied_look() -> Look:
    """The look applied last (the standard one before any)."""
    return _applied[-1][0] if _applied else STANDARD


def themed(name: str) -> str:
    """One of the theme's colours in the look of the trainee signed in."""
    return colour(name, applied_look())


def points(size: float) -> str:
    """A font size for a widget's own style sheet, at the text size of the trainee signed
    in (``points(20)`` is ``"30pt"`` at the largest size)."""
    return f"{size * applied_look().scale:g}pt"


def set_style_sheet(widget: QWidget, sheet: str) -> None:
    """Give *widget* its own style sheet, unless it has that one already: every sheet set
    polishes the widget again, and a verdict set the same ones answer after answer."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def apply_look(app: QApplication, look: Look) -> None:
    """The trainee's look, at the station's own text size (a kiosk's is larger)."""
    apply_theme(app, kiosk=_applied[-1][1] if _applied else False, look=look)
