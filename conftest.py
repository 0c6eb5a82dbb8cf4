"""Test-wide settings: Qt never needs a screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
