"""Translated strings: Qt's numbered placeholders, filled in one pass.

Every user-visible string goes through ``tr()`` (or ``QCoreApplication.translate``) and
names its variable parts ``%1``, ``%2``, ... as Qt does. Qt's translation tools know
these: ``pyside6-lupdate`` extracts them, and Qt Linguist shows them to the translator,
warns when a translation drops or adds one, and lets a language put them in its own
order (``"%2 de %1"``). Python's ``{name}`` and ``.format`` mean nothing to the tools, and
a translator who translated a name inside braces would break the string at run time.

:func:`arg` fills them, as ``QString.arg(a1, a2, ...)`` does in C++ (PySide's strings are
Python's, so it has no ``arg``)::

    arg(self.tr("Archive %1? Their %2 answers are kept."), trainee.name, count)
"""

from __future__ import annotations

import re
from typing import Final

_PLACEHOLDER: Final = re.compile(r"%(\d{1,2})")


def arg(text: str, *values: object) -> str:
    """*text* with ``%1`` replaced by the first value, ``%2`` by the second, and so on.

    One pass, as ``QString.arg`` with several arguments: a value that itself holds
    ``%2`` (a trainee named so, a file name) is put in as it is. A ``%n`` without a value
    is left in place.
    """

    def fill(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return str(values[number - 1]) if 1 <= number <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, text)
