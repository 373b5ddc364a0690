"""Type stubs of hopnim (the native module hopnim._hopnim, re-exported).

Calls that can take long (solve, table, verify, analyze, puzzle) compute without the GIL and
raise KeyboardInterrupt on Ctrl-C at once. Widths and limits out of range, negative
or past any integer size, raise ValueError.

Every ``rules`` parameter is the name of a rule set: one of ``hopnim.RULES`` (or an
alias of one), which the library gives at run time; any other name raises ValueError.
"""

from typing import Any

RULES: tuple[str, ...]
"""The rule sets' names, in the library's order (its ``Rules::ALL``)."""

def grundy(row: str, *, rules: str = "hop") -> int:
    """The Grundy value of one row in board notation, e.g. ``grundy("18x1") == 1``."""

def analyze(
    board: str, *, moves: bool = False, misere: bool = False, rules: str = "hop"
) -> dict[str, Any]:
    """The object ``hopnim analyze --json`` prints for one test, key for key."""

def review(record: str, *, rules: str = "hop", misere: bool = False) -> dict[str, Any]:
    """The review of a game record (the starting board, then the moves):
    ``{"moves": [...], "summary": {"first": ..., "second": ...}}``, each move the object
    ``hopnim review --json`` prints for it, key for key. A game too big to review (as
    ``hopnim review`` refuses it) is a ``MemoryError`` naming the limit."""

def solve(
    data: str | bytes, *, width: int = 20, misere: bool = False, rules: str = "hop"
) -> list[bool]:
    """One answer per test of a judge input: whether the first player wins.

    ``width`` is from 1 to 1000000.
    """

def table(width: int, *, rules: str = "hop", max_memory: int = 268435456) -> bytes:
    """The Grundy value of every row of ``width`` cells (1 to 32), byte ``m`` for mask ``m``.

    Built in the ``bytes`` returned: ``2**width`` bytes, and the rows each worker has in
    hand (128 KiB a core). ValueError when that is over ``max_memory`` (256 MiB unless
    given, as the command line's ``--max-memory``: width 27 at most); MemoryError when
    the system refuses it.
    """

def verify(
    max_width: int, *, rules: str = "hop", max_memory: int = 268435456
) -> dict[str, Any]:
    """The formula against the definition on every row up to ``max_width`` cells (1 to 32).

    Takes the table of ``max_width``; ValueError when it is over ``max_memory``,
    MemoryError when the system refuses it.
    """

def puzzle(
    seed: int | None = None,
    level: int = 1,
    goal: str = "win",
    rules: str = "hop",
    misere: bool = False,
) -> Puzzle:
    """The puzzle ``hopnim puzzle --seed S --level L --goal G`` makes: a board on which
    exactly one move wins (``goal="win"``), or several win and exactly one wins fastest
    (``goal="fastest"``).

    The same arguments always give the same puzzle; without ``seed`` one is drawn (the
    puzzle's ``seed`` tells it). ``level`` is 1 to 5; a level out of range, another
    goal or an unknown rule set raises ValueError.
    """

class Puzzle:
    """A puzzle, made by ``hopnim.puzzle``. Immutable; compares by value, pickles (as
    the call that makes it again), and copies as itself. Its repr is that call, without
    the answer."""

    @property
    def board(self) -> Board:
        """The position, the player to move to find the answer; in the puzzle's game."""
    @property
    def level(self) -> int: ...
    @property
    def goal(self) -> str:
        """``"win"`` or ``"fastest"``."""
    @property
    def seed(self) -> int: ...
    @property
    def answer(self) -> str:
        """The move to find (``"R:C->D"``): the one winning move, or the one fastest."""
    @property
    def moves(self) -> int:
        """How many legal moves the board has, the answer included."""
    @property
    def tempting(self) -> int:
        """How many losing moves lower the nim-sum yet lose; of a fastest puzzle, how
        many winning moves win more slowly."""
    @property
    def sooner(self) -> int | None:
        """Of a fastest puzzle, how many moves sooner the answer ends the game than the
        next fastest winning move; ``None`` for a win puzzle."""
    def to_json(self) -> str:
        """The line ``hopnim puzzle --json`` prints, byte for byte (without the newline)."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...
    def __copy__(self) -> Puzzle: ...
    def __deepcopy__(self, memo: dict[int, Any], /) -> Puzzle: ...

class Board:
    """A board of up to 64 columns in one game of the family. Immutable; pickles, and
    copies as itself."""

    def __init__(self, notation: str, *, rules: str = "hop", misere: bool = False) -> None: ...
    @property
    def rows(self) -> list[str]: ...
    @property
    def width(self) -> int: ...
    @property
    def rules(self) -> str:
        """The rule set's name: one of ``hopnim.RULES``."""
    @property
    def misere(self) -> bool: ...
    @property
    def nim_sum(self) -> int: ...
    @property
    def first_player_wins(self) -> bool: ...
    @property
    def remoteness(self) -> int | None:
        """How many moves the game lasts when the winner hurries and the loser
        delays; ``None`` where hopnim does not know it exactly."""
    def moves(self) -> list[str]: ...
    def winning_moves(self) -> list[str]: ...
    def play(self, move: str) -> Board: ...
    def engine_move(
        self, level: int | str | None = None, seed: int | None = None
    ) -> str | None:
        """The engine's move (``"R:C->D"``), ``None`` when no piece can move; at
        ``level`` 1 to 5 it plays the perfect move only some of the time, drawn from
        ``seed`` (default 0); ``"perfect"`` (the default) always."""
    def explain(self, lang: str | None = None) -> list[str]:
        """The narration for a learner, one point a string, as ``hopnim analyze
        --explain`` tells it; ``lang`` is ``"en"`` or ``"zh-CN"``, the locale's by
        default."""
    def table(self, moves: bool = False, lang: str | None = None) -> str:
        """The analysis table, as ``hopnim analyze`` prints it (without colour); every
        move with its value when ``moves``; in ``lang`` as for ``explain``."""
    def _repr_svg_(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, ...]: ...
    def __copy__(self) -> Board: ...
    def __deepcopy__(self, memo: dict[int, Any], /) -> Board: ...
