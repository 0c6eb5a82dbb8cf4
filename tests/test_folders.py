"""The shipped resources are found without the engine (issue 28): the window's start looks
up its icons through trainer.folders, as the rules and the catalogues are found."""

from __future__ import annotations

from trainer.engine.rules_data import resources_dir
from trainer.folders import resources_folder
from trainer.words import translations_folder


def test_each_shipped_folder_is_found_where_the_rules_are() -> None:
    assert resources_folder("rules") == resources_dir() / "rules"
    assert resources_folder("translations") == translations_folder()
    assert (resources_folder("icons") / "dealer-trainer.svg").is_file()
    assert (resources_folder("icons") / "arrow-down.svg").is_file()
