"""hopnim: the hop game (HDU 5724 *Chess*, Luogu P2575) and its family, for Python.

Rows of cells, pieces that move right; whoever cannot move loses (or, in misère
play, wins). Every value comes from hopnim's Rust library:

>>> import hopnim
>>> hopnim.grundy("18x1")
1
>>> hopnim.solve("2\\n1\\n2 19 20\\n2\\n1 1\\n1 2\\n")  # the HDU sample
[False, True]
>>> "welter" in hopnim.RULES  # the rule sets' names, which ``rules`` parameters take
True
>>> board = hopnim.Board("18x1/17x2")
>>> board.winning_moves()
['1:19->20', '2:18->19']
>>> str(board.play("1:19"))
'19x/17x2'
>>> board.explain("en")[1]  # the narration of ``hopnim analyze --explain``
'row 1: 18x1 has 1 piece on stair 1; the odd stairs hold 1, so it is worth 1.'
>>> board.explain("zh-CN")[1]  # or in Chinese; the locale's language by default
'第 1 行：18x1 中，第 1 级台阶上有 1 枚棋子；奇数级台阶上的堆是 1，所以它的 SG 值是 1。'
>>> review = hopnim.review("18x1/17x2 2:18->19 1:19->20")  # a game, move by move
>>> [move["class"] for move in review["moves"]]
['best', 'best']
>>> review["summary"]["first"]["accuracy"]
100.0
>>> import pickle
>>> pickle.loads(pickle.dumps(board)) == board
True
>>> puzzle = hopnim.puzzle(seed=7, level=2)  # as ``hopnim puzzle --seed 7 --level 2``
>>> puzzle.board, puzzle.tempting, puzzle.moves
(Board("x1x3x2x2/xxxxx7"), 3, 9)
>>> puzzle.board.winning_moves() == [puzzle.answer]  # the one winning move
True
>>> fastest = hopnim.puzzle(seed=7, level=2, goal="fastest")  # the one fastest win
>>> fastest.answer, fastest.sooner  # 2 moves sooner than the next fastest win
('2:6->9', 2)
>>> fastest.to_json()[:46]  # ``hopnim puzzle --json``, byte for byte
'{"board":"1x6x2x/2x1xxxx4/7xx3","width":12,"le'
"""

from ._hopnim import (
    RULES,
    Board,
    Puzzle,
    analyze,
    grundy,
    puzzle,
    review,
    solve,
    table,
    verify,
)

__all__ = [
    "RULES",
    "Board",
    "Puzzle",
    "analyze",
    "grundy",
    "puzzle",
    "review",
    "solve",
    "table",
    "verify",
]
