"""Two jurisdictions of one game side by side, end to end (issue 15): a second Three Card
Poker rules file (tests/rules/three-card-poker-other-state.toml, not shipped) under the
40-30-6-3-1 Pair Plus table loads beside New Jersey's 40-30-6-4-1; ``settle --rules`` and
a scenario's ``"jurisdiction"`` settle under it; the house chooses it in its settings (an
audit entry like any setting's); the drills, ``odds`` and the reports then follow it."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tests.forker import dealer_trainer
from trainer.engine.games import registry, settle_scenario, use_house_rules
from trainer.engine.rules import GameRules
from trainer.progress import ProgressStore, SettingError
from trainer.progress.settings import HOUSE_RULES_FOLDER, setting
from trainer.quiz.catalog import generate
from trainer.quiz.house import house_params, rules_for_house, rules_from_params

ROOT = Path(__file__).resolve().parent.parent
OTHER = ROOT / "tests" / "rules" / "three-card-poker-other-state.toml"
TCP = "three-card-poker"
KEY = f"{TCP}.jurisdiction"
# A flush on the Pair Plus: NJ (h) pays it 4 to 1; the other state's table 3 to 1.
FLUSH = {"game": TCP, "pair_plus": 10, "player": ["2h", "7h", "Jh"]}


def trainer(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command, a real process of its own (forked from a warm one: tests/forker.py)."""
    return dealer_trainer(*args, stdin=stdin, cwd=ROOT)


@pytest.fixture
def house(tmp_path: Path) -> Iterator[Path]:
    """A house's data folder with its own rules file, and a supervisor who follows it."""
    folder = tmp_path / "house"
    (folder / HOUSE_RULES_FOLDER).mkdir(parents=True)
    shutil.copy(OTHER, folder / HOUSE_RULES_FOLDER / OTHER.name)
    with ProgressStore(folder) as store:
        assert store.notices == [] or all("rules file" not in n for n in store.notices)
        mona = store.create_first_supervisor("Mona", "246810")
        store.change_setting(KEY, "other-state", by=mona)
    yield folder
    use_house_rules(None)


def _broken_house_file(folder: Path) -> Path:
    """The house's own copy of the other state's file in *folder*, with an unknown key."""
    (folder / HOUSE_RULES_FOLDER).mkdir(parents=True)
    broken = folder / HOUSE_RULES_FOLDER / OTHER.name
    broken.write_text(
        OTHER.read_text(encoding="utf-8").replace("[house]", "[house]\nbonus = 1", 1),
        encoding="utf-8",
    )
    return broken


def test_a_broken_house_rules_file_is_told_in_the_language_in_force(tmp_path: Path) -> None:
    """Issue 27: the sentence the window shows when a house's own rules file cannot be used
    (the store's notice) is worded in the language in force, the file and key as written."""
    from trainer import words

    folder = tmp_path / "house"
    broken = _broken_house_file(folder)
    try:
        with words.use("es"), ProgressStore(folder) as store:
            (notice,) = [n for n in store.notices if OTHER.name in n]
    finally:
        use_house_rules(None)
    assert notice.startswith(f"No se usa el archivo de reglas de la casa {broken.resolve()}: "), (
        notice
    )
    assert f"{OTHER.name}: house.bonus: no es una clave conocida (conocidas: " in notice, notice


def test_a_broken_house_rules_file_read_in_english_is_told_in_the_language_in_force_later(
    tmp_path: Path,
) -> None:
    """The store opens (and reads the house's rules files) before a window applies its
    station's language: the notice is worded when it is read, not when the file was."""
    from trainer import words

    folder = tmp_path / "house"
    broken = _broken_house_file(folder)
    try:
        with words.use("en"), ProgressStore(folder) as store:
            (english,) = [n for n in store.notices if OTHER.name in n]
            with words.use("es"):
                (spanish,) = [n for n in store.notices if OTHER.name in n]
    finally:
        use_house_rules(None)
    assert english.startswith(f"The house rules file {broken.resolve()} is not used: "), english
    assert f"{OTHER.name}: house.bonus: is not a known key (known: " in english, english
    assert spanish.startswith(f"No se usa el archivo de reglas de la casa {broken.resolve()}: ")
    assert f"{OTHER.name}: house.bonus: no es una clave conocida (conocidas: " in spanish, spanish


def test_the_second_file_loads_beside_new_jerseys_and_names_its_table() -> None:
    reg = registry().with_files([OTHER])
    nj, other = reg.jurisdictions(TCP)
    assert (nj.jurisdiction, other.jurisdiction) == ("New Jersey", "Other State")
    assert isinstance(other, GameRules)
    assert [r.pays for r in other.paytable("pair_plus").rows] == [
        "40 to 1",
        "30 to 1",
        "6 to 1",
        "3 to 1",
        "1 to 1",
    ]
    assert reg.rules(TCP) is nj  # New Jersey's stays the one followed until chosen


def test_settle_under_the_rules_file_or_the_scenarios_jurisdiction() -> None:
    done = trainer("settle", stdin=json.dumps(FLUSH))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bets"]["pair_plus"]["paid"] == 40  # NJ (h): 4 to 1
    done = trainer("settle", "--rules", str(OTHER), stdin=json.dumps(FLUSH))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["bets"]["pair_plus"]["paid"] == 30  # 40-30-6-3-1
    # With the file read, a scenario may still name New Jersey, and the other way round.
    both = [{**FLUSH, "jurisdiction": "new-jersey"}, {**FLUSH, "jurisdiction": "other-state"}]
    done = trainer("settle", "--rules", str(OTHER), stdin=json.dumps(both))
    assert done.returncode == 0, done.stderr
    assert [s["bets"]["pair_plus"]["paid"] for s in json.loads(done.stdout)] == [40, 30]
    # Without the file, the other state is not a jurisdiction the trainer knows.
    done = trainer("settle", stdin=json.dumps({**FLUSH, "jurisdiction": "other-state"}))
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "dealer-trainer: 'other-state' is not a jurisdiction of Three Card Poker "
        "(jurisdictions: new-jersey)."
    )


def test_the_house_setting_is_audited_and_refuses_an_unknown_jurisdiction(house: Path) -> None:
    with ProgressStore(house) as store:
        assert store.settings()[KEY] == "other-state"
        (change,) = store.settings_history(KEY)
        assert (change.old_value, change.new_value, change.supervisor) == (
            "new-jersey",
            "other-state",
            "Mona",
        )
        mona = store.sign_in_supervisor("Mona", "246810")
        with pytest.raises(SettingError, match=r"must be one of new-jersey, other-state"):
            store.change_setting(KEY, "nevada", by=mona)
    assert setting(KEY).allowed() == ("new-jersey", "other-state")


def test_a_drill_follows_the_house_and_regenerates_under_it(house: Path) -> None:
    with ProgressStore(house) as store:
        rules = rules_for_house(store.settings())
    other = rules[TCP]
    assert isinstance(other, GameRules) and other.jurisdiction == "Other State"
    flushes = 0
    for seed in range(300):
        q = generate(f"{TCP}/payout", difficulty=1, seed=seed, rules=rules)
        scenario = q.prompt["scenario"]
        assert scenario["jurisdiction"] == "other-state"
        # The second path: settle reads the scenario under the jurisdiction it names.
        settled = settle_scenario(scenario)
        assert sum(settled["bets"][w]["paid"] for w in q.prompt["wagers"]) * 100 == q.answer
        pair_plus = settled["bets"]["pair_plus"]
        if pair_plus["hand"] == "flush" and pair_plus["result"] == "win":
            flushes += 1
            assert pair_plus["pays"] == "3 to 1"
        params = house_params(other)
        assert params["jurisdiction"] == "other-state"
        again = generate(q.family, difficulty=1, seed=seed, rules=rules_from_params(TCP, params))
        assert again == q
    assert flushes, "no Pair Plus flush in 300 questions"


def test_the_drill_command_records_answers_under_the_houses_jurisdiction(house: Path) -> None:
    done = trainer(
        "drill",
        "--trainee",
        "Ann",
        "--game",
        TCP,
        "--skill",
        "payout",
        "--family",  # one position's payout, for which "0" is a readable answer
        f"{TCP}/payout",
        "--count",
        "2",
        "--seed",
        "4",
        "--data-dir",
        str(house),
        stdin="0\n0\n",
    )
    assert done.returncode == 0, done.stderr
    with ProgressStore(house) as store:
        attempts = list(store.attempts())
    assert len(attempts) == 2
    assert all(a.params["jurisdiction"] == "other-state" for a in attempts)


def test_odds_follow_the_house_or_the_rules_file(house: Path) -> None:
    def pair_plus(*args: str) -> Any:
        done = trainer("odds", "--json", *args)
        assert done.returncode == 0, done.stderr
        return next(e for e in json.loads(done.stdout) if e["bet"] == "pair_plus")

    nj, other = pair_plus(), pair_plus("--data-dir", str(house))
    # Counted exactly over the 22,100 three-card hands: 2.32% and 7.28%.
    assert round(Fraction(nj["house_edge_exact"]) * 100, 2) == Fraction("2.32")
    assert round(Fraction(other["house_edge_exact"]) * 100, 2) == Fraction("7.28")
    assert [r["pays"] for r in other["rows"]][3] == "3 to 1"
    assert pair_plus("--rules", str(OTHER))["house_edge"] == other["house_edge"]


def test_the_reports_name_the_rules_the_drills_follow(house: Path, qtbot: Any) -> None:
    from trainer.ui.reports.text import note_text

    with ProgressStore(house) as store:
        note = note_text(store)
    assert "Three Card Poker: Other State" in note
    assert "3-5-7 Poker: Colorado" in note
