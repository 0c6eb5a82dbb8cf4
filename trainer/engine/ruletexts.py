"""The rule texts as rules: each shipped text's paragraphs numbered as the trainer cites
them, and a clause (``CO 3-5-7 ¶10(a)-(c)``) resolved to the paragraphs it names.

None of the texts in ``resources/rule-texts/`` numbers its paragraphs the way the drills
cite them (the Colorado text has none at all; the home-game texts are blog posts). Beside
each source file ``<name>.txt`` a layout ``<name>.toml`` says which of its lines make each
paragraph, how that paragraph is cited (its ``key``: ``¶10(a)``, ``(f)(2)``,
``Rules (6)(a)``, ``Dealer's Manual, Fold``) and which words are left out of the rules
view (an aside, an advertisement) and why. A layout only groups and leaves out: every word
shown is the source's, and every line with words is either shown or left out with a
reason, so a changed source fails to load rather than showing something else.

A clause is resolved by :func:`resolve`: the texts' citation names (``CO 3-5-7``, ``CH``,
``N.J.A.C. 13:47-20.41``, ``Strikes``, ``Burns``, ``58 Pa. Code``, ``ARSD``) start a
citation; the keys after one (lists ``¶2, ¶10``, ranges ``¶6-¶10``, ``¶10(a)-(c)``,
``Rules (2), (5)``, sections ``§617a.4``, ``20:18:34:05``) name its paragraphs. Anything
that looks like a citation and names no paragraph is reported, never passed over.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from trainer.engine.errors import RulesFileError
from trainer.engine.rules_data import read_rules_data, resources_dir
from trainer.words import QT_TRANSLATE_NOOP, say

_PART_KEYS = frozenset({"lines", "key", "label", "level", "heading", "note", "table", "drop"})
_LAYOUT_KEYS = frozenset({"source", "cite", "title", "labels", "part", "omit"})


@dataclass(frozen=True, slots=True)
class Part:
    """One paragraph of a rule text as rules: a heading, a rule, a note or a table."""

    key: str
    """How it is cited after the text's name (``¶10(a)``); empty for an unnumbered part."""
    anchor: str
    """Its anchor in the rules view, unique among every text's parts."""
    label: str
    """Shown before its words (``¶10(a)``); empty where the words carry their own number."""
    text: str
    """Its words as rules (a table's caption)."""
    level: int
    """How deep it sits: a citation of a part takes in the deeper parts after it."""
    lines: tuple[int, int]
    """The source lines it is made of, first and last (from 1)."""
    heading: bool = False
    note: bool = False
    rows: tuple[tuple[str, ...], ...] = ()
    """A table's rows (the first its header), else empty."""


@dataclass(frozen=True, slots=True)
class Omission:
    """Source lines left out of the rules view, and why."""

    lines: tuple[int, int]
    why: str
    label: str
    """How a reader finds them in the source: ``¶22`` in a text numbered by line, else
    ``lines 1-6``."""


@dataclass(frozen=True, slots=True)
class RuleText:
    """A rule text as rules: its parts in order, and the whole source as shipped."""

    name: str
    """The source file's name (``3-5-7-poker-colorado.txt``), as a rules file names it."""
    cite: str
    """The name clauses cite it by (``CO 3-5-7``)."""
    title: str
    parts: tuple[Part, ...]
    omitted: tuple[Omission, ...]
    source: str

    def part(self, key: str) -> Part | None:
        """The part cited by ``key``, if the text has one."""
        for part in self.parts:
            if part.key and part.key == key:
                return part
        return None

    @property
    def keys(self) -> tuple[str, ...]:
        """Every key, in the order of the text."""
        return tuple(p.key for p in self.parts if p.key)

    def block(self, key: str) -> tuple[Part, ...]:
        """The part cited by ``key`` and the deeper parts after it (``¶10`` takes in
        ``¶10(a)``-``¶10(e)``); empty for an unknown key."""
        for i, part in enumerate(self.parts):
            if part.key == key:
                out = [part]
                for after in self.parts[i + 1 :]:
                    if after.level <= part.level:
                        break
                    out.append(after)
                return tuple(out)
        return ()


@dataclass(frozen=True, slots=True)
class Citation:
    """One citation in a clause: the paragraphs of one text it names."""

    text: str
    """The rule text's file name."""
    keys: tuple[str, ...]
    """The parts cited, in the text's order (a range gives each part in it)."""
    words: str
    """The citation as the clause words it (``CO 3-5-7 ¶10(a)-(c)``)."""
    analogy: bool = False
    """Cited "as" another text does (``right to left, as CO 3-5-7 ¶6``)."""


@dataclass(frozen=True, slots=True)
class Resolution:
    """A clause resolved: its citations, and the words that look like one but name no
    paragraph of any text."""

    citations: tuple[Citation, ...]
    unresolved: tuple[str, ...]


# -- reading a layout ----------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.replace("¶", "p").lower()).strip("-")


def _span(path: Path, where: str, value: Any, count: int) -> tuple[int, int]:
    if isinstance(value, int) and not isinstance(value, bool):
        first = last = value
    elif (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        first, last = value
    else:
        raise RulesFileError(f"{path}: {where}.lines must be a line number or [first, last].")
    if not 1 <= first <= last <= count:
        raise RulesFileError(
            f"{path}: {where}.lines {first}-{last} is not within the source's {count} lines."
        )
    return first, last


def _words(lines: Sequence[str]) -> str:
    """Lines joined as one paragraph: a list item's dash dropped, spaces made single."""
    joined = " ".join(line[2:] if line.startswith("- ") else line for line in lines)
    return " ".join(joined.split())


def _table(lines: Sequence[str]) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """A table's caption and rows from the source's pipe-drawn lines: cells are split by
    ``|``, rows by an empty cell (the source draws one row per line, or one cell per line
    with a bare ``|`` between rows); a first row of one cell is the caption."""
    lead = 0
    while lead < len(lines) and "|" not in lines[lead]:
        lead += 1
    caption = _words(lines[:lead])
    rows: list[tuple[str, ...]] = []
    row: list[str] = []
    for cell in " ".join(lines[lead:]).split("|"):
        words = " ".join(cell.split())
        if words:
            row.append(words)
        elif row:
            rows.append(tuple(row))
            row = []
    if row:
        rows.append(tuple(row))
    if not caption and rows and len(rows[0]) == 1:
        caption, rows = rows[0][0], rows[1:]
    return caption, tuple(rows)


def read_rule_text(layout: Path) -> RuleText:
    """A rule text as rules, from its layout and the source file beside it;
    :class:`RulesFileError` names the file, the part and the reason."""
    data = read_rules_data(layout)
    unknown = sorted(set(data) - _LAYOUT_KEYS)
    if unknown:
        raise RulesFileError(f"{layout}: unknown key '{unknown[0]}'.")
    for key in ("source", "cite", "title"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise RulesFileError(f"{layout}: '{key}' must be a non-empty string.")
    name, cite = str(data["source"]), str(data["cite"])
    try:
        source = (layout.parent / name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise RulesFileError(f"{layout}: its source {name} cannot be read.") from None
    lines = source.split("\n")
    labels = bool(data.get("labels", False))
    covered: set[int] = set()
    parts: list[Part] = []
    omitted: list[Omission] = []

    def claim(where: str, first: int, last: int) -> None:
        taken = covered & set(range(first, last + 1))
        if taken:
            raise RulesFileError(f"{layout}: {where} takes line {min(taken)} a second time.")
        covered.update(range(first, last + 1))

    for n, raw in enumerate(data.get("omit", []), start=1):
        where = f"omit {n}"
        if not isinstance(raw, dict) or set(raw) != {"lines", "why"}:
            raise RulesFileError(f"{layout}: {where} must give just 'lines' and 'why'.")
        first, last = _span(layout, where, raw["lines"], len(lines))
        claim(where, first, last)
        if labels:
            label = f"¶{first}" if first == last else f"¶{first}-¶{last}"
        else:
            label = f"line {first}" if first == last else f"lines {first}-{last}"
        omitted.append(Omission((first, last), str(raw["why"]), label))
    anchors: set[str] = set()
    for n, raw in enumerate(data.get("part", []), start=1):
        where = f"part {n}"
        if not isinstance(raw, dict):
            raise RulesFileError(f"{layout}: {where} must be a table.")
        unknown = sorted(set(raw) - _PART_KEYS)
        if unknown:
            raise RulesFileError(f"{layout}: {where} has an unknown key '{unknown[0]}'.")
        first, last = _span(layout, where, raw.get("lines"), len(lines))
        claim(where, first, last)
        key = str(raw.get("key", ""))
        span = lines[first - 1 : last]
        if raw.get("table"):
            text, rows = _table(span)
        else:
            text, rows = _words(span), ()
        for drop in raw.get("drop", []):
            if not isinstance(drop, str) or text.count(drop) != 1:
                raise RulesFileError(
                    f"{layout}: {where} drops words that are not once in lines {first}-{last}."
                )
            text = " ".join(text.replace(drop, "").split())
        if not text:
            raise RulesFileError(f"{layout}: {where} has no words (lines {first}-{last}).")
        anchor = f"{_slug(cite)}-{_slug(key)}" if key else f"{_slug(cite)}-line-{first}"
        if anchor in anchors:
            raise RulesFileError(f"{layout}: {where}'s key '{key}' is given twice.")
        anchors.add(anchor)
        label = str(raw.get("label", key if labels else ""))
        level = raw.get("level", 0)
        if not isinstance(level, int) or not 0 <= level <= 4:
            raise RulesFileError(f"{layout}: {where}.level must be 0 to 4.")
        parts.append(
            Part(
                key=key,
                anchor=anchor,
                label=label,
                text=text,
                level=level,
                lines=(first, last),
                heading=bool(raw.get("heading", False)),
                note=bool(raw.get("note", False)),
                rows=rows,
            )
        )
    for number, line in enumerate(lines, start=1):
        if line.strip(" |-\t") and number not in covered:
            raise RulesFileError(
                f"{layout}: line {number} of {name} is in no part and not left out."
            )
    parts.sort(key=lambda p: p.lines)
    omitted.sort(key=lambda o: o.lines)
    return RuleText(name, cite, str(data["title"]), tuple(parts), tuple(omitted), source)


def plain_rule_text(name: str, source: str) -> RuleText:
    """A text with no layout (a house's own jurisdiction): each line with words a part,
    nothing numbered, so it still shows, though no clause resolves into it."""
    parts = tuple(
        Part("", f"{_slug(name)}-line-{n}", "", _words([line]), 0, (n, n))
        for n, line in enumerate(source.split("\n"), start=1)
        if line.strip()
    )
    return RuleText(name, "", name, parts, (), source)


def rules_view_folder() -> Path:
    """Where the rule texts and their layouts are shipped."""
    return resources_dir() / "rule-texts"


@cache
def shipped_rule_text(name: str) -> RuleText:
    """A shipped rule text as rules, by its file name; one without a layout as plain
    lines; :class:`RulesFileError` if the text itself is missing."""
    folder = rules_view_folder()
    layout = folder / f"{Path(name).stem}.toml"
    if layout.is_file():
        return read_rule_text(layout)
    try:
        return plain_rule_text(name, (folder / name).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        raise RulesFileError(say(NOT_INSTALLED, name=name)) from None


NOT_INSTALLED = QT_TRANSLATE_NOOP("rules file", "The rule text {name} is not installed.")
"""A rule text a rules file names that this installation lacks (the Pay tables and rules
page shows it in the text's place)."""


def shipped_layouts() -> list[Path]:
    """Every layout shipped beside the rule texts."""
    return sorted(rules_view_folder().glob("*.toml"))


# -- resolving a clause ------------------------------------------------------------------

_SEPARATOR = re.compile(r"(?:\s|,|\band\b)+")
_GROUP = re.compile(r"\(\w{1,3}\)")
_LAST_GROUP = re.compile(r"\(\w{1,3}\)$")
_SILENT = re.compile(r"\s*(?:text\s+)?(?:is\s+)?silent\b")
# A section as a code numbers it: "§617a.4" (58 Pa. Code), "20:18:34:05" (ARSD).
_SECTION = re.compile(r"§|\d+:\d+:\d+:\d+")


def _stems(text: RuleText) -> tuple[str, ...]:
    """The words a key of the text starts with (``Rules``, ``Dealer's Manual``), so that
    ``CH Dealer's Manual, Shuffling`` is reported rather than passed over as prose."""
    out = set()
    for key in text.keys:
        if key[0] in "¶(":
            continue
        out.add(re.sub(r"\s+\d+$", "", key.split(",")[0].split(" (")[0]))
    return tuple(sorted(out, key=len, reverse=True))


def _at(seg: str, i: int, word: str) -> bool:
    end = i + len(word)
    return seg.startswith(word, i) and (end == len(seg) or not seg[end].isalnum())


def _key_at(text: RuleText, seg: str, i: int, previous: str) -> tuple[str, int] | None:
    """The key of ``text`` written at ``seg[i]``: in full, or a bare ``(5)`` after
    ``Rules (2)``, which means ``Rules (5)``."""
    for key in sorted(text.keys, key=len, reverse=True):
        if _at(seg, i, key):
            return key, i + len(key)
    group = _GROUP.match(seg, i)
    if group and previous:
        last = _LAST_GROUP.search(previous)
        if last:
            key = previous[: last.start()] + group.group()
            if text.part(key) is not None:
                return key, group.end()
    return None


def _reference(text: RuleText, seg: str, i: int, previous: str) -> tuple[list[str], int] | None:
    """The keys a citation at ``seg[i]`` names (a range: every key from its start to its
    end), and where it ends; None where no key is written there."""
    start = _key_at(text, seg, i, previous)
    if start is None:
        return None
    first, j = start
    if j < len(seg) and seg[j] == "-":
        end = _key_at(text, seg, j + 1, first)
        if end is None:
            return None
        last, j = end
        keys = list(text.keys)
        a, b = keys.index(first), keys.index(last)
        if b < a:
            return None
        return keys[a : b + 1], j
    return [first], j


def _looks_cited(text: RuleText | None, seg: str, i: int) -> bool:
    if seg.startswith("¶", i) or _GROUP.match(seg, i) or _SECTION.match(seg, i):
        return True
    return text is not None and any(_at(seg, i, stem) for stem in _stems(text))


def _bad_words(seg: str, i: int) -> tuple[str, int]:
    end = len(seg)
    for stop in (",", ";", " ("):
        k = seg.find(stop, i + 1)
        if k != -1:
            end = min(end, k)
    return seg[i:end].strip(), end


def resolve(clause: str, texts: Iterable[RuleText], default: RuleText | None = None) -> Resolution:
    """The citations of a clause among these texts. A citation without a text's name
    (``(¶11)``) is of ``default``; one that follows another in the clause is of the same
    text (``CH Rules (3); Quick Rules 2``)."""
    named = [t for t in texts if t.cite]
    by_cite = {t.cite: t for t in named}
    if not by_cite:
        return Resolution((), ())
    names = "|".join(re.escape(c) for c in sorted(by_cite, key=len, reverse=True))
    cite_re = re.compile(rf"(?<![\w.])(?:{names})(?!\w)")
    citations: list[Citation] = []
    unresolved: list[str] = []
    current, analogy = default, False
    for seg in clause.split(";"):
        i, previous, expecting, named_at = 0, "", False, 0
        while i < len(seg):
            skip = _SEPARATOR.match(seg, i)
            if skip and skip.end() > i:
                i = skip.end()
                continue
            name = cite_re.match(seg, i)
            if name:
                current, named_at = by_cite[name.group()], i
                analogy = seg[:i].rstrip().endswith(" as") or seg[:i].strip() == "as"
                i, previous, expecting = name.end(), "", True
                silent = _SILENT.match(seg, i)
                if silent:
                    i, expecting = silent.end(), False
                continue
            found = _reference(current, seg, i, previous) if current is not None else None
            if found is not None and current is not None:
                keys, end = found
                written = seg[i:end]
                if len(keys) == 1 and not written.startswith(keys[0]):
                    written = keys[0]  # a bare "(5)" after "Rules (2)": "Rules (5)"
                gap = "" if written.startswith("(") and keys[0].startswith("(") else " "
                words = seg[named_at:end] if expecting else f"{current.cite}{gap}{written}"
                citations.append(Citation(current.name, tuple(keys), words.strip(), analogy))
                i, previous, expecting = end, keys[0], False
                continue
            if _looks_cited(current, seg, i):
                bad, i = _bad_words(seg, i)
                unresolved.append(f"{current.cite} {bad}" if current and expecting else bad)
                expecting = False
                continue
            # Prose (a text's name in it too: "Strikes alone put nothing in the pot" cites
            # nothing): on to the next text's name or paragraph sign.
            nxt = [m.start() for m in (cite_re.search(seg, i + 1),) if m]
            sign = seg.find("¶", i + 1)
            if sign != -1:
                nxt.append(sign)
            if not nxt:
                break
            i = min(nxt)
    return Resolution(tuple(citations), tuple(unresolved))


def texts_of(names: Iterable[str]) -> tuple[RuleText, ...]:
    """The shipped rule texts of these file names, in order."""
    return tuple(shipped_rule_text(n) for n in names)


def shipped_texts(rules: Mapping[str, Any]) -> dict[str, tuple[RuleText, ...]]:
    """Each game's rule texts as rules, from rules that name them (``rule_texts``)."""
    return {game: texts_of(r.rule_texts) for game, r in rules.items()}
