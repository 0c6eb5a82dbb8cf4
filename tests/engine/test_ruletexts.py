"""The rule texts as rules: numbered as the trainer cites them (docs/rules-decisions.md,
"How we cite"), nothing added to a source, the home game's asides left out, and clauses
resolved to paragraphs, a citation that names none reported."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from trainer.engine.errors import RulesFileError
from trainer.engine.games import registry
from trainer.engine.ruletexts import (
    RuleText,
    read_rule_text,
    resolve,
    rules_view_folder,
    shipped_layouts,
    shipped_rule_text,
)

NAMES = [r.rule_texts for r in registry().all_rules()]
TEXTS = {t.cite: t for t in (shipped_rule_text(n) for names in NAMES for n in names)}


def words(text: str) -> list[str]:
    return re.findall(r"[\w’'%$¢]+", text)


def test_every_rules_files_text_has_a_layout_and_loads() -> None:
    layouts = {p.name for p in shipped_layouts()}
    for names in NAMES:
        for name in names:
            assert f"{Path(name).stem}.toml" in layouts
            assert shipped_rule_text(name).cite


def test_a_layout_adds_no_word_to_its_source() -> None:
    """Every part's words are its source lines' words, in their order, some left out."""
    for text in TEXTS.values():
        lines = text.source.split("\n")
        for part in text.parts:
            shown = words(" ".join([part.text, *(c for row in part.rows for c in row)]))
            source = iter(words(" ".join(lines[part.lines[0] - 1 : part.lines[1]])))
            assert all(w in source for w in shown), (text.name, part.key or part.lines)


def test_co_3_5_7_is_numbered_1_to_11_with_its_lettered_paragraphs() -> None:
    co = TEXTS["CO 3-5-7"]
    assert [k for k in co.keys if "," not in k] == [
        "¶1", "¶2", "¶3", "¶3(a)", "¶3(b)", "¶3(c)", "¶4", "¶5", "¶6", "¶7", "¶8", "¶9",
        "¶10", "¶10(a)", "¶10(b)", "¶10(c)", "¶10(d)", "¶10(e)", "¶11",
    ]  # fmt: skip
    assert co.part("¶5") is not None and "surrender half the wager" in co.part("¶5").text  # type: ignore[union-attr]
    assert co.part("¶10(d)").text.startswith("If only one player")  # type: ignore[union-attr]
    seven = co.part("¶11, '7' bet")
    assert seven is not None and seven.rows[0] == ("Hand", "Payout Schedule 5", "Payout Schedule 6")
    assert ("Jack-high Two Pair", "1 to 1", "1 to 1") in seven.rows
    # ¶10 takes in its lettered paragraphs; ¶1 does not take in ¶10.
    assert [p.key for p in co.block("¶10")] == ["¶10", *(f"¶10({x})" for x in "abcde")]
    assert [p.key for p in co.block("¶1")] == ["¶1"]


def test_home_texts_are_numbered_by_line_of_the_file_headings_included() -> None:
    for cite in ("Strikes", "Burns"):
        text = TEXTS[cite]
        for part in text.parts:
            assert part.key == f"¶{part.lines[0]}" and part.lines[0] == part.lines[1]
    assert TEXTS["Burns"].part("¶21").text.startswith("The worst hand you can have")  # type: ignore[union-attr]
    assert TEXTS["Strikes"].part("¶15").heading  # type: ignore[union-attr]


def test_home_texts_show_as_rules_without_the_blogs_asides() -> None:
    """Issue 12: the blog's asides, comments and ads removed, the full source kept."""
    asides = [
        "Denexa", "Hobby Lobby", "a little weird", "come to think of it", "Price Is Right",
        "finishes off the game", "Ready to lose", "tons of fun", "the more at stake",
        "will cross the table", "five dollars and higher", "scare off",
    ]  # fmt: skip
    for cite in ("Strikes", "Burns"):
        text = TEXTS[cite]
        shown = " ".join(p.text for p in text.parts)
        for aside in asides:
            assert aside not in shown
        assert any(aside in text.source for aside in asides)
        assert text.source == (rules_view_folder() / text.name).read_text(encoding="utf-8")
    assert [o.label for o in TEXTS["Burns"].omitted] == ["¶2", "¶22", "¶27"]
    assert TEXTS["Strikes"].part("¶2").text.endswith("you don’t fold and you lose.")  # type: ignore[union-attr]
    assert TEXTS["Strikes"].part("¶7").text == (  # type: ignore[union-attr]
        "In addition to whatever kind of chips you normally use for poker, you will need "
        "some sort of marker for keeping track of strikes."
    )


def test_casino_holdem_joins_its_broken_lines_and_keeps_its_own_numbers() -> None:
    ch = TEXTS["CH"]
    assert ch.part("Rules (3)").text == (  # type: ignore[union-attr]
        "(3) Players then have to decide whether to continue by placing a further bet, which "
        "must be double the Ante in a box marked ‘Call’ or they can Fold and lose their Ante."
    )
    assert [p.key for p in ch.block("Rules (6)")][-3:] == [
        "Rules (6)(a)", "Rules (6)(b)", "Rules (6)(c)",
    ]  # fmt: skip
    table = ch.part("AnteWin Pay Table")
    assert table is not None and table.rows[-1] == ("Straight or less", "1 to 1")
    assert "RealTimeGaming" not in " ".join(p.text for p in ch.parts)  # the advertisement


def test_nj_subsections_keep_their_letters_and_numbers() -> None:
    nj = TEXTS["N.J.A.C. 13:47-20.41"]
    assert nj.part("(f)(4)").text.startswith("4. The dealer has a qualifying hand")  # type: ignore[union-attr]
    assert nj.part("(k)").text.startswith("(k) The dealer shall shuffle")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("clause", "cited"),
    [
        ("CO 3-5-7 ¶10(a)-(c)", [("CO 3-5-7", ["¶10(a)", "¶10(b)", "¶10(c)"])]),
        ("CO 3-5-7 ¶6-¶10", [("CO 3-5-7", ["¶6", "¶7", "¶8", "¶9", "¶10"])]),
        ("CO 3-5-7 ¶2, ¶10", [("CO 3-5-7", ["¶2"]), ("CO 3-5-7", ["¶10"])]),
        ("CO 3-5-7 ¶11, '5' bet, Payout Schedule 3", [("CO 3-5-7", ["¶11, '5' bet"])]),
        ("CH Rules (2), (5)", [("CH", ["Rules (2)"]), ("CH", ["Rules (5)"])]),
        (
            "CH Dealer's Manual, Fold; Rules (3)",
            [("CH", ["Dealer's Manual, Fold"]), ("CH", ["Rules (3)"])],
        ),
        (
            "CH Quick Rules 8; Dealer's Manual, Fold or Call",
            [("CH", ["Quick Rules 8"]), ("CH", ["Dealer's Manual, Fold or Call"])],
        ),
        ("N.J.A.C. 13:47-20.41(f)(2)", [("N.J.A.C. 13:47-20.41", ["(f)(2)"])]),
        ("Strikes ¶13; Burns ¶16", [("Strikes", ["¶13"]), ("Burns", ["¶16"])]),
        ("house table limits (N.J.A.C. 13:47-20.41 silent)", []),
        ("settle right to left (house procedure)", []),
    ],
)
def test_a_clause_resolves_to_the_paragraphs_it_cites(
    clause: str, cited: list[tuple[str, list[str]]]
) -> None:
    found = resolve(clause, TEXTS.values())
    assert found.unresolved == ()
    assert [(TEXTS_BY_NAME[c.text].cite, list(c.keys)) for c in found.citations] == cited


TEXTS_BY_NAME = {t.name: t for t in TEXTS.values()}


def test_a_citation_written_as_another_text_does_is_marked_an_analogy() -> None:
    (citation,) = resolve(
        "house procedure (text silent): right to left, as CO 3-5-7 ¶6", TEXTS.values()
    ).citations
    assert citation.analogy and citation.keys == ("¶6",) and citation.words == "CO 3-5-7 ¶6"


def test_a_citation_without_a_texts_name_is_of_the_default_text() -> None:
    found = resolve("The text's order of the steps (¶6-¶10)", TEXTS.values(), TEXTS["CO 3-5-7"])
    assert found.citations[0].keys[0] == "¶6"


@pytest.mark.parametrize(
    "clause",
    [
        "CO 3-5-7 ¶12",
        "CO 3-5-7 ¶6-¶99",
        "N.J.A.C. 13:47-20.41(z)",
        "CH Dealer's Manual, Shuffling",
        "CH Quick Rules 11",
        "Burns ¶2",  # an aside: left out of the rules view, so nothing to open
        "¶3 (no text named, none to default to)",
    ],
)
def test_a_citation_that_names_no_paragraph_is_reported(clause: str) -> None:
    assert resolve(clause, TEXTS.values()).unresolved


def copy_text(tmp_path: Path, stem: str) -> Path:
    for ext in ("toml", "txt"):
        shutil.copy(rules_view_folder() / f"{stem}.{ext}", tmp_path / f"{stem}.{ext}")
    return tmp_path / f"{stem}.toml"


def test_a_changed_source_fails_to_load_naming_the_line(tmp_path: Path) -> None:
    layout = copy_text(tmp_path, "3-5-7-poker-colorado")
    source = layout.with_suffix(".txt")
    source.write_text(source.read_text(encoding="utf-8") + "\nA new rule.\n", encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"line 56 of 3-5-7-poker-colorado.txt is in no part"):
        read_rule_text(layout)


def test_an_aside_no_longer_in_its_line_fails_to_load(tmp_path: Path) -> None:
    layout = copy_text(tmp_path, "3-5-7-home-game-strikes")
    source = layout.with_suffix(".txt")
    source.write_text(source.read_text(encoding="utf-8").replace("Denexa", "Bicycle"), "utf-8")
    with pytest.raises(RulesFileError, match=r"part 6 drops words that are not once"):
        read_rule_text(layout)


def test_a_key_given_twice_or_an_unknown_key_fails_to_load(tmp_path: Path) -> None:
    layout = copy_text(tmp_path, "3-5-7-poker-colorado")
    text = layout.read_text(encoding="utf-8")
    layout.write_text(text.replace('key = "¶2"', 'key = "¶1"'), encoding="utf-8")
    with pytest.raises(RulesFileError, match=r"key '¶1' is given twice"):
        read_rule_text(layout)
    layout.write_text(text.replace("labels = true", "labels = true\ncolour = 1"), "utf-8")
    with pytest.raises(RulesFileError, match=r"unknown key 'colour'"):
        read_rule_text(layout)


def test_every_shipped_layout_is_a_text_of_some_game() -> None:
    cited = {n for names in NAMES for n in names}
    for layout in shipped_layouts():
        text: RuleText = read_rule_text(layout)
        assert text.name in cited


# -- roulette (issue 26): the two digests, loaded as the blackjack digest is ---------------

ROULETTE = {
    "58 Pa. Code": (
        "roulette-pennsylvania.toml",
        ["§617a.1", "§617a.1(d)", "§617a.2", "§617a.3", "§617a.4", "§617a.5", "§617a.6"],
    ),
    "ARSD": (
        "roulette-south-dakota.toml",
        [*(f"20:18:34:{n:02}" for n in range(1, 12)), "20:18:19:13"],
    ),
}


def roulette_digest(cite: str) -> RuleText:
    return read_rule_text(rules_view_folder() / ROULETTE[cite][0])


@pytest.mark.parametrize("cite", sorted(ROULETTE))
def test_roulette_digest_every_paragraph_key_resolves_to_its_paragraph(cite: str) -> None:
    text = roulette_digest(cite)
    assert text.cite == cite
    assert list(text.keys) == ROULETTE[cite][1]
    for part in text.parts:
        if part.key:
            assert part.text.startswith(f"{part.key} "), part.key
            found = resolve(f"{cite} {part.key}", [text])
            assert [c.keys for c in found.citations] == [(part.key,)], part.key
            assert not found.unresolved
        else:
            assert part.heading or part.note, part.lines


def test_roulette_digest_sections_follow_the_codes_order_and_subsections() -> None:
    pa, sd = roulette_digest("58 Pa. Code"), roulette_digest("ARSD")
    assert [p.key for p in pa.block("§617a.1")] == ["§617a.1", "§617a.1(d)"]
    found = resolve("ARSD 20:18:34:04-20:18:34:06; 58 Pa. Code §617a.3, §617a.4", [pa, sd])
    assert [c.keys for c in found.citations] == [
        ("20:18:34:04", "20:18:34:05", "20:18:34:06"), ("§617a.3",), ("§617a.4",),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("cite", "key", "said"),
    [
        ("58 Pa. Code", "§617a.4", "a straight 35 to 1; a split 17 to 1; a street or a trio 11"),
        ("58 Pa. Code", "§617a.4", "a corner 8 to 1; the first four on a single-zero wheel 8 to 1"),
        ("58 Pa. Code", "§617a.4", "the five-number bet on a double-zero wheel 6 to 1"),
        ("58 Pa. Code", "§617a.4", "a six-line 5 to 1; a column or a dozen 2 to 1"),
        ("58 Pa. Code", "§617a.4", "red, black, odd, even, low or high 1 to 1"),
        ("58 Pa. Code", "§617a.4", "la partage"),
        ("58 Pa. Code", "§617a.3", '"no more bets"'),
        ("58 Pa. Code", "§617a.3", "colours up"),
        ("58 Pa. Code", "§617a.3", "the five-number bet (0, 00, 1, 2, 3) on a double-zero wheel"),
        ("58 Pa. Code", "§617a.5", "first takes in every losing bet and then pays"),
        ("58 Pa. Code", "§617a.6", '"no spin"'),
        ("ARSD", "20:18:34:04", "a straight 35 to 1; a split 17 to 1; a street 11 to 1"),
        ("ARSD", "20:18:34:04", "the first five numbers 6 to 1; a line 5 to 1"),
        ("ARSD", "20:18:34:05", "at least four times"),
        ("ARSD", "20:18:34:05", "first takes in every losing bet and only then pays the winners"),
        ("ARSD", "20:18:34:06", "jumps out of the wheel"),
        ("ARSD", "20:18:34:03", "only one player a spin may bet with value chips"),
    ],
)
def test_roulette_digest_states_each_rule_under_its_section(cite: str, key: str, said: str) -> None:
    part = roulette_digest(cite).part(key)
    assert part is not None and said in part.text


def test_roulette_digest_marks_what_was_not_read_unconfirmed() -> None:
    pa, sd = roulette_digest("58 Pa. Code"), roulette_digest("ARSD")
    assert all(p.text.startswith(f"{p.key} [unconfirmed] ") for p in pa.parts if p.key)
    unread = {"20:18:34:02", "20:18:34:07", "20:18:34:08", "20:18:34:09", "20:18:34:11"}
    for part in sd.parts:
        if part.key:
            marked = part.text.startswith(f"{part.key} [unconfirmed] ")
            assert marked == (part.key in unread), part.key


@pytest.mark.parametrize("clause", ["58 Pa. Code §617a.9", "ARSD 20:18:34:12"])
def test_a_section_the_digest_does_not_have_is_reported(clause: str) -> None:
    texts = [roulette_digest("58 Pa. Code"), roulette_digest("ARSD")]
    assert resolve(clause, texts).unresolved == (clause,)
