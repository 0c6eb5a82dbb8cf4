"""benchmarks/imports.py still runs, on a few answers, as a smoke test (no timings here):
every case imports every answer it should, and the floor it is measured against is
printed beside it (issue 28: the import's figures compare between machines by it)."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "imports.py"


def test_the_import_benchmark_imports_every_answer_and_prints_its_floor(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(SCRIPT.parent))  # it reads benchmarks/progress.py
    spec = importlib.util.spec_from_file_location("imports_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    spec.loader.exec_module(module)
    assert module.main(["--answers", "300", "--older", "40"]) == 0
    out = capsys.readouterr().out
    added = {
        m[1]: int(m[2].replace(",", "")) for m in re.finditer(r"^(\w+)\s+([\d,]+)\s", out, re.M)
    }
    assert added == {"sealed": 300, "unsealed": 300, "older": 40}, out
    assert re.search(r"the floor .*: \d+\.\d\d s = [\d,]+ answers/s", out), out
