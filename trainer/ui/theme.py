"""The trainer's look: one palette and one style sheet, with touch-sized targets."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from trainer.engine.rules_data import resources_dir

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
ARROWS = (resources_dir() / "icons").as_posix()

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


def apply_theme(app: QApplication, *, kiosk: bool = False) -> None:
    """Fusion style, a warm light palette and the style sheet; larger text on kiosks."""
    app.setStyle("Fusion")
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(PAPER))
    palette.setColor(QPalette.ColorRole.Base, QColor("white"))
    palette.setColor(QPalette.ColorRole.Text, QColor(INK))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Button, QColor("#fffdf8"))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(INK))
    palette.setColor(QPalette.ColorRole.Highlight, QColor(FELT))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("white"))
    app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSizeF(13.0 if kiosk else 11.0)
    app.setFont(font)
    app.setStyleSheet(STYLE)
