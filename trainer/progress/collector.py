"""Python's cycle collector, held off while the store makes many short-lived objects."""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """Python's cycle collector held off for the block, as it was after it.

    An import makes a few objects per answer while it holds the whole file read (a JSON
    export's hundred thousand records): the collector's passes over them were 7-8% of an
    import of 50,000 answers (more, the more answers), and found next to nothing (such an
    import leaves six objects in cycles). A sign-in pull makes twenty thousand answers'
    worth of rows, and each pass walks every object of the process (a window's too).
    Reference counting frees all the rest as before. Process-wide: a block on another
    thread meanwhile is paused too, and the collector runs again when the first block
    that found it running ends."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
