# The rule sets' own words (each rule set's file in game/rules/ names them):
# rules-<name>-<word>. A word read inside a sentence starts in lower case.

## Counts and nouns, for the words of every rule set.

count-pieces = { $count } { $count ->
    [one] piece
   *[other] pieces
}
count-cells = { $count } { $count ->
    [one] cell
   *[other] cells
}
count-rows = { $count } { $count ->
    [one] row
   *[other] rows
}
count-moves = { $count } { $count ->
    [one] move
   *[other] moves
}
noun-pieces = pieces
noun-cells = cells

## hop: HDU 5724.

rules-hop-label = hop (first empty cell)
rules-hop-summary = to the first empty cell on its right, over the block of pieces next to it (HDU 5724)
rules-hop-column = stairs (stair:pile, * odd: counted)
rules-hop-step = carries { $count } { $count ->
    [one] piece
   *[other] pieces
}
rules-hop-introduction = a piece stands on stair f when f empty cells lie to its right; the pieces on a stair form its pile.
rules-hop-reduction = only odd stairs count: a move carries pieces from stair f down to stair f-1. When the opponent moves pieces from an even stair onto an odd one, you can carry the same pieces on down to the next even stair, and the odd stairs are as before; stair 0 is the floor, where pieces are stuck. So the even stairs never decide the game, and each row plays like Nim on its odd stairs (staircase Nim).
rules-hop-firm = some odd pile holds 2 pieces or more
rules-hop-all-fickle = every odd pile is 0 or 1
rules-hop-firm-note = , an odd pile of 2 or more
rules-hop-fickle-note = , every odd pile 0 or 1
rules-hop-move-story = carries { $cells } { $cells ->
    [one] piece
   *[other] pieces
} from stair { $stair } to stair { $below }: row { $row }'s odd stairs go from { $before } to { $after }, { $values }
rules-hop-move-size = it carries only { $count } { $count ->
    [one] piece
   *[other] pieces
} down a stair

## welter: Welter's game.

rules-welter-label = Welter (any empty cell)
rules-welter-summary = to any empty cell on its right, jumping what lies between (Welter's game)
rules-welter-column = coins (cells to the right of each piece)
rules-welter-step = moves { $count } { $count ->
    [one] cell
   *[other] cells
}
rules-welter-introduction = Welter's game: a piece with p cells to its right is the coin p, and a move takes a coin to any smaller number no other coin holds (any empty cell to its right).
rules-welter-reduction = the coins are not independent heaps: a coin cannot land where another stands. Welter proved (1954; Conway, On Numbers and Games, ch. 13) that the row is worth the Welter function of its coins, read off a mating: pair the two coins that agree in the most last binary digits, and again among the rest, until at most one is left; each pair a, b counts (a xor b) - 1, the coin left alone counts itself, and the row is worth the XOR of these.
rules-welter-firm = its coins, past those packed at 0, 1, 2, …, do not hold exactly one of each pair of numbers placed alike from both ends of the stretch up to the top coin
rules-welter-all-fickle = every row is fickle
rules-welter-firm-note = , a firm row
rules-welter-fickle-note = , every row fickle
rules-welter-move-story = moves coin { $from } to { $to }: row { $row }'s coins go from { $before } to { $after }, { $values }
rules-welter-move-size = it moves its piece only { $count } { $count ->
    [one] cell
   *[other] cells
}

## slide: the sliding game.

rules-slide-label = slide (over empty cells)
rules-slide-summary = right over empty cells only, never passing a piece
rules-slide-column = gaps (stair:cells, * odd: counted)
rules-slide-step = moves { $count } { $count ->
    [one] cell
   *[other] cells
}
rules-slide-introduction = number the pieces 1, 2, … from the left: the empty cells right of piece i, up to the next piece or the wall, form the gap on stair i; a stair's pile is the number of cells in its gap.
rules-slide-reduction = only odd stairs count: sliding piece i by k cells takes k cells from the gap on stair i and adds them to the gap on stair i-1 (left of the first piece is stair 0, the floor, which never matters). That is staircase Nim on the gaps: a move onto an odd stair can be undone by carrying the same cells on down, so each row plays like Nim on its odd-stair gaps.
rules-slide-firm = some odd-stair gap holds 2 cells or more
rules-slide-all-fickle = every odd-stair gap is 0 or 1
rules-slide-firm-note = , an odd gap of 2 or more
rules-slide-fickle-note = , every odd gap 0 or 1
rules-slide-move-story = slides piece { $piece } by { $cells } { $cells ->
    [one] cell
   *[other] cells
}, from its gap on stair { $piece } to the one on stair { $gap-below }: row { $row }'s odd-stair gaps go from { $before } to { $after }, { $values }
rules-slide-move-size = it moves its piece only { $count } { $count ->
    [one] cell
   *[other] cells
}

## A move the board refuses (BoardError::phrase).

# Between the items of a list: the landing cells a move may choose.
list-separator = {", "}
board-refused-no-row = there is no row { $row } (the board has { $rows } rows)
board-refused-no-piece = there is no piece at { $row }:{ $column }
board-refused-stuck = the piece at { $row }:{ $column } is stuck: no empty cell to its right
board-refused-blocked = the piece at { $row }:{ $column } is blocked: the cell to its right holds a piece, and under the slide rules no piece passes another
board-refused-ambiguous = the piece at { $row }:{ $column } can land on { $allowed } under the { $rules } rules: say where, as { $row }:{ $column }->D
board-refused-landing = the piece at { $row }:{ $column } cannot land on { $to } under the { $rules } rules (it can land on { $allowed })
