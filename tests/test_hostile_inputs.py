"""Issue 17, "Bad input": hostile files for ``import``, ``settle`` and ``check-rules``
(depth, size, types, encodings) get one plain line and exit 2, or succeed; never a
traceback, and never more memory than a bound (``resource.setrlimit`` in each child).

Each input runs in its own process, forked from one that has the trainer imported already
(a fork costs milliseconds where a new interpreter costs a second), with its address space
limited to :data:`MEMORY_LIMIT` before the command runs: a command without a bound on what
it reads runs into the limit, and its ``MemoryError`` is the traceback this test refuses.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.forker import Forker

resource = pytest.importorskip("resource", reason="POSIX resource limits")
if not hasattr(os, "fork"):
    pytest.skip("needs fork", allow_module_level=True)

REPO = Path(__file__).resolve().parents[1]
MEMORY_LIMIT = 1 << 30  # 1 GiB of address space for one command
TRIED: dict[str, int] = {}


class Hostile:
    """Runs ``dealer-trainer ARGS`` in a fresh, memory-limited child per call, forked from
    one with the trainer imported (:class:`tests.forker.Forker`), away from any data folder
    the environment names."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._forker = Forker(folder / "streams")

    def run(self, *args: str) -> tuple[int, str, str]:
        """Exit status, standard output and standard error of one command."""
        done = self._forker.run(*args, env={"DEALER_TRAINER_DATA": None}, memory=MEMORY_LIMIT)
        return done.returncode, done.stdout, done.stderr

    def close(self) -> None:
        self._forker.close()


@pytest.fixture(scope="module")
def forker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hostile]:
    runner = Hostile(tmp_path_factory.mktemp("forker"))
    yield runner
    runner.close()
    if TRIED:
        print(f"\nhostile inputs, each refused in one line or done: {TRIED}")


def refused_cleanly_or_done(result: tuple[int, str, str], what: str) -> None:
    """Exit 0, or exit 2 with one plain line; never a traceback."""
    code, _, err = result
    assert "Traceback" not in err, err[-2000:]
    assert code in (0, 2), (code, err[-2000:])
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("dealer-trainer: "), err[-2000:]
    outcome = f"{what}: {'refused' if code == 2 else 'done'}"
    TRIED[outcome] = TRIED.get(outcome, 0) + 1


# -- the shapes ------------------------------------------------------------------------------

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=40),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def _nested(draw: Any, opener: str, closer: str) -> str:
    depth = draw(st.sampled_from([10, 100, 1_000, 10_000, 100_000]))
    return opener * depth + closer * depth


@st.composite
def _encoded(draw: Any, text: str) -> bytes:
    """*text* as UTF-8, or in an encoding the trainer does not read, or cut or soiled."""
    how = draw(st.sampled_from(["utf-8", "utf-16", "latin-1-soiled", "cut", "nul", "bom"]))
    data = text.encode("utf-8")
    if how == "utf-16":
        return text.encode("utf-16")
    if how == "latin-1-soiled":
        return data + "\u00e9".encode("latin-1")
    if how == "cut":
        return data[: draw(st.integers(0, max(0, len(data) - 1)))]
    if how == "nul":
        at = draw(st.integers(0, len(data)))
        return data[:at] + b"\0" + data[at:]
    if how == "bom":
        return b"\xef\xbb\xbf" + data
    return data


_ATTEMPT = {
    "attempt_id": "0b0e0b4e-5a8c-4c61-8a3e-3f7b7a9a2f11",
    "trainee": "Ana",
    "answered_at": "2026-03-02T10:00:00+00:00",
    "day": "2026-03-02",
    "game": "three-card-poker",
    "skill": "payout",
    "family": "three-card-poker/payout",
    "difficulty": 1,
    "seed": 7,
    "params": {"ante": 5},
    "answer": 500,
    "expected": 500,
    "correct": True,
    "credit": 1.0,
    "response_ms": 900,
    "mode": "practice",
    "station": "kiosk-1",
    "session_id": None,
}


@st.composite
def _export(draw: Any) -> bytes:
    """A JSON or CSV export, some field of it hostile."""
    record: dict[str, Any] = dict(_ATTEMPT)
    field = draw(st.sampled_from(sorted(record)))
    shape = draw(st.sampled_from(["value", "deep", "long", "nul", "missing"]))
    if shape == "value":
        record[field] = draw(_values)
    elif shape == "long":
        record[field] = "x" * draw(st.sampled_from([1_000, 10_000, 140_000]))
    elif shape == "nul":
        record[field] = "A\0na"
    elif shape == "missing":
        del record[field]
    if draw(st.booleans()):
        head = {"format": "dealer-trainer-attempts", "version": 1, "station": "kiosk-1"}
        body = json.dumps({**head, "attempts": [record], "summary": []})
        if shape == "deep":
            body = body.replace('{"ante": 5}', draw(_nested("[", "]")), 1)
        return draw(_encoded(body))
    header = ",".join(record)
    cells = [json.dumps(v) if not isinstance(v, str) else v for v in record.values()]
    row = ",".join('"' + str(c).replace('"', '""') + '"' for c in cells)
    if shape == "deep":
        row = row.replace('{""ante"": 5}', draw(_nested("[", "]")), 1)
    return draw(_encoded(f"{header}\n{row}\n"))


def _blackjack_table(draw: Any) -> dict[str, Any]:
    """A blackjack table (issue 25) with one hostile value at one of its keys, at any depth."""
    hand: dict[str, Any] = {"cards": ["Th", "9c"], "wager": 10, "doubled": False}
    seat: dict[str, Any] = {"seat": 1, "insurance": 0, "hands": [hand]}
    table: dict[str, Any] = {"game": "blackjack", "dealer": ["Ah", "7d"], "seats": [seat]}
    where = draw(st.sampled_from([table, seat, hand]))
    key = draw(st.sampled_from([*sorted(where), "blackjack_pays", "even_money", "split"]))
    where[key] = draw(_values)
    return table


@st.composite
def _scenario(draw: Any) -> bytes:
    game = draw(
        st.sampled_from(["three-card-poker", "casino-holdem", "three-five-seven", "blackjack"])
    )
    scenario: dict[str, Any] = {
        "game": game,
        "player": ["Ah", "Kh", "Qh"],
        "dealer": ["9c", "9d", "2s"],
        "ante": 10,
    }
    if game == "blackjack":
        scenario = _blackjack_table(draw)
    else:
        key = draw(st.sampled_from([*sorted(scenario), "pair_plus", "bets", "play", "community"]))
        scenario[key] = draw(_values)
    text = json.dumps(scenario)
    shape = draw(st.sampled_from(["as is", "deep array", "deep object", "digits", "list"]))
    if shape == "deep array":
        text = text.replace("10", draw(_nested("[", "]")), 1)
    elif shape == "deep object":
        text = text.replace("10", draw(_nested('{"a":', "}")).replace("}", "1}", 1), 1)
    elif shape == "digits":
        text = text.replace("10", "9" * draw(st.sampled_from([300, 4_301, 50_000])), 1)
    elif shape == "list":
        text = "[" + ",".join([text] * draw(st.integers(1, 50))) + "]"
    return draw(_encoded(text))


_RULES = (REPO / "resources" / "rules" / "three-card-poker-new-jersey.toml").read_text(
    encoding="utf-8"
)


@st.composite
def _rules(draw: Any) -> bytes:
    shape = draw(
        st.sampled_from(["value", "deep array", "deep table", "digits", "dotted", "tables"])
    )
    if shape == "value":
        lines = _RULES.splitlines()
        at = draw(st.sampled_from([i for i, line in enumerate(lines) if " = " in line]))
        key = lines[at].split(" = ", 1)[0]
        value = draw(_values)
        lines[at] = f"{key} = {json.dumps(value) if value is not None else '{}'}"
        text = "\n".join(lines)
    elif shape == "deep array":
        text = _RULES + "\nx = " + draw(_nested("[", "]")) + "\n"
    elif shape == "deep table":
        text = _RULES + "\nx = " + draw(_nested("{a = ", "}")).replace("}", "1}", 1) + "\n"
    elif shape == "digits":
        text = _RULES + "\nx = " + "9" * draw(st.sampled_from([300, 4_301, 5_000])) + "\n"
    elif shape == "dotted":
        text = ".".join(["a"] * draw(st.sampled_from([10, 1_000, 16_000]))) + " = 1\n"
    else:
        count = draw(st.sampled_from([10, 1_000, 50_000]))
        text = "".join(f"[t{i}]\nk = {i}\n" for i in range(count))
    return draw(_encoded(text))


_HOSTILE = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


@pytest.mark.slow
@_HOSTILE
@given(data=_export())
def test_bad_input_a_hostile_import_is_refused_in_one_line_or_imported(
    forker: Hostile, data: bytes
) -> None:
    path = forker.folder / "hostile-export"
    path.write_bytes(data)
    folder = forker.folder / "store"
    result = forker.run("import", str(path), "--data-dir", str(folder))
    refused_cleanly_or_done(result, "import")


@pytest.mark.slow
@_HOSTILE
@given(data=_scenario())
def test_bad_input_a_hostile_scenario_is_refused_in_one_line_or_settled(
    forker: Hostile, data: bytes
) -> None:
    path = forker.folder / "hostile.json"
    path.write_bytes(data)
    refused_cleanly_or_done(forker.run("settle", str(path)), "settle")


@pytest.mark.slow
@_HOSTILE
@given(data=_rules())
def test_bad_input_a_hostile_rules_file_is_refused_in_one_line_or_checked(
    forker: Hostile, data: bytes
) -> None:
    path = forker.folder / "hostile.toml"
    path.write_bytes(data)
    refused_cleanly_or_done(forker.run("check-rules", str(path)), "check-rules")


# -- each input the issue names ----------------------------------------------------------


def _write(folder: Path, name: str, data: bytes | str) -> str:
    path = folder / name
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return str(path)


def _csv_export(cell: str) -> str:
    record = dict(_ATTEMPT, trainee=cell)
    cells = [json.dumps(v) if not isinstance(v, str) else v for v in record.values()]
    return ",".join(record) + "\n" + ",".join('"' + c.replace('"', '""') + '"' for c in cells)


def _export_json(**fields: Any) -> str:
    head = {"format": "dealer-trainer-attempts", "version": 1}
    return json.dumps({**head, "attempts": [dict(_ATTEMPT, **fields)]})


def _blackjack(**seat: Any) -> str:
    return json.dumps({"game": "blackjack", "dealer": ["Th", "9d"], "seats": [{"seat": 1, **seat}]})


def _issue_cases(folder: Path) -> list[tuple[str, list[str]]]:
    deep = _export_json(params="@").replace('"@"', "[" * 200_000 + "]" * 200_000)
    ante = {"game": "three-card-poker", "ante": "10", "player": ["Ah", "Kh", "Qh"]}
    files = {
        "deep.json": deep,
        "cell.csv": _csv_export("x" * 140_000),
        "nul.csv": _csv_export("A\0na"),
        "station.json": _export_json(station="s" * 10_000),
        "arrays.toml": "x = " + "[" * 100_000 + "]" * 100_000,
        "tables.toml": "x = " + "{a = " * 5_000 + "1" + "}" * 5_000,
        "digits.toml": "x = " + "9" * 5_000,
        "dotted.toml": ".".join(["a"] * 16_000) + " = 1\n",
        "ante.json": json.dumps({**ante, "dealer": ["9c", "9d", "2s"]}),
        # Blackjack (issue 25): a hand of 5,000 cards, a box split 20,000 ways, a wager of
        # 10^300 dollars; each refused before any work grows with it.
        "bj-cards.json": _blackjack(hands=[{"cards": ["2h"] * 5_000, "wager": 10}]),
        "bj-hands.json": _blackjack(
            hands=[{"cards": ["8h", "Td"], "wager": 10, "split": True}] * 20_000
        ),
        "bj-wager.json": _blackjack(hands=[{"cards": ["8h", "Td"], "wager": 10**300}]),
    }
    path = {name: _write(folder, name, text) for name, text in files.items()}
    store = ["--data-dir", str(folder / "store")]
    payouts = ["--game", "three-card-poker", "--skill", "payout"]
    return [
        ("import: params 200,000 deep", ["import", path["deep.json"], *store]),
        ("import: a CSV cell over 131,072 characters", ["import", path["cell.csv"], *store]),
        ("import: a NUL in a name", ["import", path["nul.csv"], *store]),
        ("import: a 10,000-character station", ["import", path["station.json"], *store]),
        ("check-rules: arrays 100,000 deep", ["check-rules", path["arrays.toml"]]),
        ("check-rules: inline tables 5,000 deep", ["check-rules", path["tables.toml"]]),
        ("check-rules: a 5,000-digit integer", ["check-rules", path["digits.toml"]]),
        ("check-rules: 32 KB of dotted keys", ["check-rules", path["dotted.toml"]]),
        ("check-rules: /dev/zero", ["check-rules", "/dev/zero"]),
        ("settle: /dev/zero", ["settle", "/dev/zero"]),
        ("settle: an ante as text", ["settle", path["ante.json"]]),
        ("settle: a blackjack hand of 5,000 cards", ["settle", path["bj-cards.json"]]),
        ("settle: a blackjack box split 20,000 ways", ["settle", path["bj-hands.json"]]),
        ("settle: a blackjack wager of 10^300", ["settle", path["bj-wager.json"]]),
        ("questions: --count 10^12", ["questions", *payouts, "--count", str(10**12)]),
        ("a --data-dir past PATH_MAX", ["export", "--data-dir", str(folder / ("d/" * 3_000))]),
        ("export --out a symlink", ["export", "--out", str(folder / "link"), *store]),
        ("export --out a device", ["export", "--out", "/dev/null", *store]),
    ]


def test_bad_input_each_input_the_issue_names_gets_one_line_and_exit_2(
    forker: Hostile,
) -> None:
    folder = forker.folder
    (folder / "elsewhere").write_text("keep me\n")
    if not (folder / "link").is_symlink():
        (folder / "link").symlink_to(folder / "elsewhere")
    for what, args in _issue_cases(folder):
        code, _, err = forker.run(*args)
        assert code == 2 and err.count("\n") == 1, (what, code, err[-2000:])
        assert err.startswith("dealer-trainer: ") and "Traceback" not in err, (what, err)
        TRIED["named in the issue"] = TRIED.get("named in the issue", 0) + 1
    assert (folder / "elsewhere").read_text() == "keep me\n"
    assert (folder / "link").is_symlink()


@pytest.mark.parametrize(
    "content", [b"\xff\xfe\x00s\x00i\x00t\x00e", b"host=a\x00b", b"host=a\nhost=b"]
)
def test_bad_input_a_binary_site_conf_is_one_sentence_for_sync(
    forker: Hostile, content: bytes
) -> None:
    """Issue 32, item 9: a binary ``site.conf`` traced back (``UnicodeDecodeError``) in
    ``sync``; it is one sentence that says how to set the site again."""
    data = forker.folder / f"station-{content[:2].hex()}"
    data.mkdir(exist_ok=True)
    from trainer.progress import ProgressStore

    ProgressStore(data).close()
    (data / "site.conf").write_bytes(content)
    code, _, err = forker.run("sync", "--data-dir", str(data))
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err, err[-2000:]
    assert "site setting" in err and "sync --site URL --remember" in err, err
