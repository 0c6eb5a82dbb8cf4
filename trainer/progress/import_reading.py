"""Reading an export for an import: its answers as rows ready to write (:class:`ReadyRow`),
each checked, and its seal checked as they are read (:class:`Reading`). Nothing here
writes: :meth:`Imports.import_file <trainer.progress.imports.Imports.import_file>` and
the pending files of :meth:`Imports.restore_pending
<trainer.progress.imports.Imports.restore_pending>` write the rows in one transaction
and judge the seal before it commits.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

from trainer.progress.attempt_rows import ReadyRow, _Checked, _prepare_imported
from trainer.progress.signing import Checker, Seal, Verdict
from trainer.progress.transfer import SealedLines
from trainer.progress.transfer_reading import read_file


class Reading:
    """An export file read for an import: :meth:`rows`, then :meth:`verdict` on its seal.

    Each answer's line, as the seal covers it, is made from the JSON texts the store keeps
    (:class:`SealedLines`) and handed to the *checker* *batch* lines at a time (the same
    HMAC as line by line), unless the file says first that its seal cannot be checked
    here: it carries none, or names a key the checker does not hold. The verdict is then
    "unsigned" or "foreign" whatever the answers, so they are not hashed (a third of an
    unsealed import's time)."""

    def __init__(self, path: Path, checker: Checker, *, batch: int = 1000) -> None:
        self.path = path
        self.seal: Seal | None = None
        """The file's seal, once its rows are read (``None``: it carries none)."""
        self._checker = checker
        self._batch = batch

    def rows(self) -> Iterator[ReadyRow]:
        """The file's answers, in file order, each checked and ready to write."""
        checker, making = self._checker, True

        def ahead(key: object) -> None:
            nonlocal making
            if key is None or isinstance(key, str):
                making = key is not None and checker.holds(key)

        def show(fields: Mapping[str, object]) -> None:
            checker.show(fields)

        def found(seal: Seal) -> None:
            self.seal = seal

        checked, lines = _Checked(), SealedLines()
        made: list[str] = []
        for attempt in read_file(self.path, found, show, ahead):
            row = _prepare_imported(attempt, checked)
            if making:
                made.append(lines.line(attempt, row.params, row.answer, row.expected, row.ts))
                if len(made) >= self._batch:
                    checker.add_line("".join(made).encode())
                    made.clear()
            yield row
        checker.add_line("".join(made).encode())

    def verdict(self) -> Verdict:
        """Whether the answers read are sealed by this store (once :meth:`rows` is read)."""
        return self._checker.verdict(self.seal)
