"""Words in the trainee's language for the layers that never import Qt.

The engine, the quiz, the store, the site and the commands build every sentence a user
reads from ONE whole template with named placeholders, marked where it is written::

    say(QT_TRANSLATE_NOOP("quiz", "Seat {seat} bets {amount}. What is the payout?"),
        seat=3, amount=money_text(cents))

Why Qt's marker and Qt's catalogue format rather than gettext: the window already goes
through ``tr()`` and Qt Linguist ``.ts`` files; one extractor (``pyside6-lupdate``, which
reads a function named ``QT_TRANSLATE_NOOP`` in Python sources) and one tool for the
translator (Qt Linguist, which shows the context and the disambiguation) then cover every
word of the product. The window loads the compiled ``.qm`` files with ``QTranslator``;
this module reads the same catalogues' ``.ts`` XML with the standard library, so the
command line and the Qt-free layers translate without loading Qt.

- :func:`QT_TRANSLATE_NOOP` is a true no-op marker: it returns the source text (as a
  :class:`Marked`, a ``str`` that remembers its context), so module-level tables of words
  stay valid whatever language is chosen later. Translation happens at use, in
  :func:`say` / :func:`translated`.
- Placeholders are Python ``{name}`` fields with no format spec: the translator moves
  them, never renames them (a test checks every translation keeps the same set).
- Words a dealer says aloud at the table (hand names, "no more bets", the calls a rule
  requires announced) are marked in the ``"table"`` context and put into sentences with
  :func:`table_word`: in *table English* mode a trainee reading Spanish sees the Spanish
  word with the English call beside it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from string import Formatter
from typing import Final

from trainer.folders import resources_folder

ENGLISH: Final = "en"
SPANISH: Final = "es"
LANGUAGES: Final = (ENGLISH, SPANISH)
"""The languages the trainer ships, by their ISO 639-1 code; English is the source."""

LANGUAGE_NAMES: Final = {ENGLISH: "English", SPANISH: "Español"}
"""Each language by its own name, as a language menu lists them."""

TABLE_CONTEXT: Final = "table"
"""The context of the words a dealer says aloud at the table."""


class Marked(str):
    """A source sentence marked for translation: the English text, with its context."""

    context: str
    disambiguation: str

    def __new__(cls, context: str, source: str, disambiguation: str = "") -> Marked:
        marked = super().__new__(cls, source)
        marked.context = context
        marked.disambiguation = disambiguation
        return marked


def QT_TRANSLATE_NOOP(context: str, source: str, disambiguation: str = "") -> Marked:
    """Mark *source* for the catalogue under *context*; returns it untranslated.

    The name is Qt's, so that ``pyside6-lupdate`` extracts the call (it reads the first two
    arguments as literal strings, and a third as the disambiguation Qt Linguist shows).
    """
    return Marked(context, source, disambiguation)


class LanguageError(ValueError):
    """A language the trainer does not ship, or a catalogue that cannot be read."""


@dataclass(frozen=True)
class Choice:
    """The language in force: its code, and whether table calls are shown in English too."""

    language: str = ENGLISH
    table_english: bool = False


_lock = threading.Lock()
_choice = Choice()
_catalogues: dict[str, dict[tuple[str, str, str], str]] = {}
_folder_override: Path | None = None


def language_from(text: str | None) -> str:
    """The shipped language a code, a locale name or an environment value asks for.

    ``"es"``, ``"es_MX.UTF-8"``, ``"es-US"`` give Spanish; anything not shipped (or
    nothing) gives English, the source language.
    """
    if not text:
        return ENGLISH
    code = text.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else ENGLISH


def system_language() -> str:
    """The language the system's locale asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, in POSIX order), English when it names none the trainer ships."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            # LANGUAGE may list several, in order of preference: "es:en".
            for part in value.split(":"):
                if language_from(part) != ENGLISH or part.lower().startswith("en"):
                    return language_from(part)
            return ENGLISH
    return ENGLISH


def check_language(code: str) -> str:
    """*code* if the trainer ships it; otherwise a one-sentence :class:`LanguageError`, in
    the language in force (its catalogue was read when it was chosen)."""
    if code not in LANGUAGES:
        shipped = ", ".join(LANGUAGES)
        raise LanguageError(say(_NO_LANGUAGE, code=code, shipped=shipped))
    return code


_NO_LANGUAGE: Final = QT_TRANSLATE_NOOP(
    "words", "The trainer has no language '{code}'; it ships {shipped}."
)
_UNREADABLE: Final = (
    "The translations in {path} cannot be read: {reason}. / "
    "No se pueden leer las traducciones de {path}: {reason}."
)
"""A catalogue that cannot be read cannot word its own refusal: the sentence is said in
every shipped language, fixed here (a station in Spanish reads it in Spanish)."""


def use_language(code: str, *, table_english: bool = False) -> None:
    """Make *code* the language of every sentence built from now on (process-wide)."""
    global _choice
    check_language(code)
    if code != ENGLISH:
        catalogue(code)  # read it now, so that a broken catalogue is reported here
    with _lock:
        _choice = Choice(code, table_english and code != ENGLISH)


def current() -> Choice:
    """The language in force and its table-English mode."""
    return _choice


def translations_folder() -> Path:
    """Where the shipped ``.ts`` and ``.qm`` catalogues are."""
    if _folder_override is not None:
        return _folder_override
    return resources_folder("translations")


def catalogue(code: str) -> dict[tuple[str, str, str], str]:
    """Every finished translation of *code*: (context, source, disambiguation) -> text.

    Read once from every ``*_<code>.ts`` file in the translations folder (one per part of
    the product); a message Qt Linguist marks unfinished or obsolete is left out, so its
    English source is shown rather than a half-made sentence.
    """
    with _lock:
        found = _catalogues.get(code)
    if found is not None:
        return found
    # Here, not at the top: a station in English never reads a catalogue (issue 28).
    import xml.etree.ElementTree as ElementTree

    messages: dict[tuple[str, str, str], str] = {}
    folder = translations_folder()
    for path in sorted(folder.glob(f"*_{code}.ts")):
        try:
            root = ElementTree.parse(path).getroot()
        except (OSError, ElementTree.ParseError) as exc:
            raise LanguageError(_UNREADABLE.format(path=path, reason=exc)) from exc
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("unfinished", "obsolete"):
                    continue
                text = translation.text or ""
                if not text:
                    continue
                source = message.findtext("source") or ""
                comment = message.findtext("comment") or ""
                messages[(name, source, comment)] = text
    with _lock:
        _catalogues[code] = messages
    return messages


def translated(marked: Marked | str) -> str:
    """*marked* in the language in force (its English source when untranslated); a
    :class:`Phrase` or a :class:`Said` worded again from its template."""
    if isinstance(marked, Said):
        return marked.again()
    choice = _choice
    if choice.language == ENGLISH or not isinstance(marked, Marked | Phrase):
        return str(marked)
    if isinstance(marked, Phrase):
        return marked.worded()
    key = (marked.context, str(marked), marked.disambiguation)
    return catalogue(choice.language).get(key, str(marked))


def fields_of(template: str) -> frozenset[str]:
    """The names of the ``{placeholders}`` in *template*."""
    return frozenset(
        name for _, name, _, _ in Formatter().parse(template) if name is not None and name != ""
    )


def say(marked: Marked | str, /, **fields: object) -> str:
    """*marked* translated, with each ``{name}`` filled from *fields* in one pass.

    A value that itself holds braces (a trainee named ``{seat}``) is put in as it is.
    """
    template = translated(marked)
    if not fields:
        return template
    return template.format_map(fields)


Field = Marked | str | int | Callable[[], str]
"""A field of a :class:`Phrase`: a marked word (translated when the phrase is shown), a word
that reads the language in force itself, or a value put in as it is."""


class Phrase(str):
    """A sentence made from one marked template and its fields, declared once (at import, in
    a table of house settings) and worded again in the language in force each time it is
    shown: ``Phrase(QT_TRANSLATE_NOOP("settings", "{game} minimum wager"), game=title)``.

    As a ``str`` it is the English sentence, so it compares, hashes and sorts as the
    English text it stands for."""

    template: Marked
    fields: dict[str, Field]

    def __new__(cls, template: Marked, /, **fields: Field) -> Phrase:
        english = str(template).format_map({k: _english(v) for k, v in fields.items()})
        phrase = super().__new__(cls, english)
        phrase.template = template
        phrase.fields = dict(fields)
        return phrase

    def worded(self) -> str:
        """The sentence in the language in force."""
        return say(self.template, **{k: _worded(v) for k, v in self.fields.items()})


class Said(str):
    """A sentence said in the language in force, that can be said again in another: one
    marked template and its fields, kept. As a ``str`` it is the sentence as first said, so
    whoever prints it at once reads what :func:`say` would have given; :func:`translated`
    says it again in the language in force (a notice worded when the store opened, shown
    once the station's language is applied; a refusal kept for later, given as another's
    ``{reason}``).

    A field that is itself a :class:`Said` is said again with it, a marked word translated;
    any other value goes in as it is."""

    template: Marked
    fields: dict[str, object]

    def __new__(cls, template: Marked, /, **fields: object) -> Said:
        said = super().__new__(cls, _say_with(template, fields))
        said.template = template
        said.fields = fields
        return said

    def again(self) -> str:
        """The sentence in the language in force."""
        return _say_with(self.template, self.fields)

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled (an exception sent to another process) as the sentence it says: its
        # fields need not pickle.
        return (str, (str(self),))


def _say_with(template: Marked, fields: dict[str, object]) -> str:
    return say(
        template,
        **{
            k: v.again() if isinstance(v, Said) else translated(v) if isinstance(v, Marked) else v
            for k, v in fields.items()
        },
    )


def _english(value: Field) -> str:
    if callable(value):
        with use(ENGLISH):
            return value()
    return str(value)


def _worded(value: Field) -> str:
    if callable(value):
        return value()
    return translated(value) if isinstance(value, Marked | Phrase) else str(value)


_TABLE_BESIDE: Final = QT_TRANSLATE_NOOP(
    "words", "{word} (“{call}”)", "a table word, with the English call said at the table"
)


def table_word(marked: Marked | str) -> str:
    """A word a dealer says aloud, as the trainee's language shows it.

    In English it is the word; in another language its translation, and in table-English
    mode the translation with the English call beside it ("color (“flush”)").
    """
    choice = _choice
    word = translated(marked)
    if not choice.table_english or word == str(marked):
        return word
    return say(_TABLE_BESIDE, word=word, call=str(marked))


@contextmanager
def use(code: str, *, table_english: bool = False) -> Iterator[Choice]:
    """Within the block, *code* is the language in force; the previous one after it."""
    global _choice
    before = _choice
    use_language(code, table_english=table_english)
    try:
        yield _choice
    finally:
        with _lock:
            _choice = before


def _set_folder_for_tests(folder: Path | None) -> None:
    """Read catalogues from *folder* (tests only); forgets every catalogue read so far."""
    global _folder_override
    with _lock:
        _folder_override = folder
        _catalogues.clear()
