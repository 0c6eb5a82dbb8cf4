"""Write the shipped poker hand tables, ``resources/tables/hand-tables.bin``, from the
engine's own builder (issue 28: the first hand question costs what any other does).

Run from the top of the repository after changing the evaluator::

    .venv/bin/python packaging/hand_tables.py

``tests/engine/test_hand_tables.py`` fails while the shipped file differs from the builder.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.engine.hands import TABLES_FILE, _build_tables, tables_bytes  # noqa: E402


def main() -> int:
    _build_tables()
    target = ROOT / "resources" / "tables" / TABLES_FILE
    target.parent.mkdir(parents=True, exist_ok=True)
    data = tables_bytes()
    target.write_bytes(data)
    print(f"{target.relative_to(ROOT)}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
