"""Type stubs of hopnim (the native module hopnim._hopnim, re-exported)."""

from typing import Any, Literal

Rules = Literal["hop", "welter", "slide"]

def grundy(row: str, *, rules: Rules = "hop") -> int:
    """The Grundy value of one row in board notation, e.g. ``grundy("18x1") == 1``."""

def analyze(
    board: str, *, moves: bool = False, misere: bool = False, rules: Rules = "hop"
) -> dict[str, Any]:
    """The object ``hopnim analyze --json`` prints for one test, key for key."""

def solve(
    data: str | bytes, *, width: int = 20, misere: bool = False, rules: Rules = "hop"
) -> list[bool]:
    """One answer per test of a judge input: whether the first player wins."""

def table(width: int, *, rules: Rules = "hop") -> bytes:
    """The Grundy value of every row of ``width`` cells (1 to 32), byte ``m`` for mask ``m``."""

def verify(max_width: int, *, rules: Rules = "hop") -> dict[str, Any]:
    """The formula against the definition on every row up to ``max_width`` cells."""

class Board:
    """A board of up to 64 columns in one game of the family. Immutable."""

    def __init__(self, notation: str, *, rules: Rules = "hop", misere: bool = False) -> None: ...
    @property
    def rows(self) -> list[str]: ...
    @property
    def width(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def misere(self) -> bool: ...
    @property
    def nim_sum(self) -> int: ...
    @property
    def first_player_wins(self) -> bool: ...
    def moves(self) -> list[str]: ...
    def winning_moves(self) -> list[str]: ...
    def play(self, move: str) -> Board: ...
    def engine_move(self) -> str | None: ...
    def _repr_svg_(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
