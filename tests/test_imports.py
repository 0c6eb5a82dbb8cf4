"""The modules of trainer/ import each other without a cycle (issue 15): the import graph
is built from every module's source with ``ast`` (imports inside functions and under
``TYPE_CHECKING`` count too, since a deferred import hides a cycle rather than removing
it), and no module can reach itself."""

from __future__ import annotations

import ast
from pathlib import Path

TRAINER = Path(__file__).resolve().parent.parent / "trainer"


def _modules() -> dict[str, Path]:
    found = {}
    for path in TRAINER.rglob("*.py"):
        parts = list(path.relative_to(TRAINER.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def import_graph() -> dict[str, set[str]]:
    """Each module of trainer/ and the modules of trainer/ it imports."""
    modules = _modules()

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                # "from package import module" imports the module; else the package.
                targets = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                    for a in node.names
                ]
            for target in targets:
                found = known(target)
                if found is not None and found != name:
                    graph[name].add(found)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_trainer_has_no_import_cycles() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_sees_a_cycle() -> None:
    # Guards the test above against passing because the graph or the search sees nothing.
    graph = import_graph()
    assert "trainer.engine.games.registry" in graph["trainer.engine.games"]
    assert "trainer.quiz.games" in graph["trainer.quiz.catalog"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_window_never_reaches_into_the_command_line() -> None:
    # Issue 15: the supervisor console described an import with the command line's own
    # function; what both need lives below both (trainer.progress.transfer_reading).
    reaching = sorted(
        f"{module} -> {target}"
        for module, targets in import_graph().items()
        if module.startswith("trainer.ui")
        for target in targets
        if target.startswith(("trainer.commands", "trainer.cli"))
    )
    assert reaching == []
