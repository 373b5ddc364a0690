# The narration of `analyze --explain` (play/explain.rs): narration-<part>.
# Each message is one sentence or a part of one; a part read inside a sentence
# starts in lower case. `$unit` is the id of what a rule set's piles count
# (noun-pieces or noun-cells): a message picks its words by it.

## The lists inside sentences.

narration-separator-items = { ", " }
narration-separator-numbers = { ", " }
narration-separator-clauses = { "; " }
narration-none = none

## Each row.

narration-row-heading = row { $row }: { $text }
narration-other-rows = { $count ->
    [one] the other row is read the same way; the table above shows it.
   *[other] the other { $count } rows are read the same way; the table above shows them.
}
narration-row-empty = { $board } has nothing on any stair, so it is worth 0.
narration-row-pile = { $pile } on stair { $stair }
narration-row-stairs = { $board } has { $stairs }; { $value }.
narration-row-no-odd = { $unit ->
    [noun-cells] no odd stair holds a cell
   *[other] no piece stands on an odd stair
}, so it is worth 0
narration-row-odd-one = the odd stairs hold { $pile }, so it is worth { $pile }
narration-row-odd = the odd stairs hold { $piles }, so it is worth { $xor } = { $value }

## Each row of Welter's game: its coins and their mating.

narration-coins-empty = { $board } has no pieces, so it is worth 0.
narration-coins-pair = { $a } and { $b } ({ $digits ->
    [0] which differ already in their last binary digit
    [one] alike in their last { $digits } binary digit
   *[other] alike in their last { $digits } binary digits
}) mate for ({ $a } xor { $b }) - 1 = { $value }
narration-coins-alone = { $coin } is left alone and counts { $coin }
narration-coins-worth-one = so it is worth { $value }
narration-coins-worth = so it is worth { $xor } = { $value }
narration-coins = { $board } has the coins { $coins }; { $mating }; { $value }.

## The board's nim-sum.

narration-xor-zero = every row is worth 0, so the board's nim-sum (the XOR of the rows' values) is 0.
narration-xor-one = one row is worth { $value } and the others 0, so the board's nim-sum (the XOR of the rows' values) is { $value }.
narration-xor = the board's nim-sum is the XOR of the rows' values: { $values } = { $value }; in binary { $binary } = { $binary_value }, each bit set where an odd number of values have it.
narration-xor-many = the board's nim-sum is the XOR of the { $count } non-zero row values: { $value }.

## What the player to move should do (normal play).

narration-plan-no-move = no piece can move, so the player to move has already lost.
narration-move-one-of = { $move } (it is one of { $count } winning moves)
narration-plan-win = the nim-sum is not 0, so the first player wins. The winning move { $move } { $story }, and the nim-sum becomes 0. Every reply then changes one row's value and makes the nim-sum non-zero again, and the first player can always bring it back to 0, until the opponent cannot move.
narration-plan-lose = the nim-sum is 0, so the first player loses against best play: every move changes exactly one row's value, which leaves a non-zero nim-sum that the opponent can bring back to 0. The move that keeps the game going longest is { $move }: { $size }, so it uses up the least of the { $bound } moves the game can still last.
narration-move-values = its value from { $before } to { $after }

## Misère play.

narration-misere = misère play: the player who cannot move wins. Call a row firm when { $firm }, and fickle otherwise. As in misère Nim, the winner plays as in normal play, leaving a nim-sum of 0, as long as a firm row stands after the move; only the move after which { $fickle } differs: it leaves a nim-sum of 1, so that the opponent makes the last move. So the player to move loses when a row is firm and the nim-sum is 0, or { $fickle } and the nim-sum is 1; { $here }.
narration-misere-firm-here = here { $count ->
    [1] 1 row is firm: the player to move wants to leave a nim-sum of 0 if a firm row still stands after the move, as in normal play, but a nim-sum of 1 if after it { $fickle }
   *[other] { $count } rows are firm, and a move changes one row only, so a firm row stands after any move: the player to move wants to leave a nim-sum of 0, exactly as in normal play
}
narration-misere-fickle-here = here { $fickle }, so the player to move wants to leave a nim-sum of 1, which makes the opponent move last
narration-misere-stuck-here = here no piece can move
narration-misere-no-move = no piece can move, so the player to move has won: in misère play the player who cannot move wins.
narration-misere-leaves-firm = a nim-sum of 0 with a firm row still standing
narration-misere-leaves-fickle = a nim-sum of 1 where { $fickle }
narration-misere-win = the first player wins. The winning move { $move } { $story }, and leaves { $leaves }: every reply can be answered the same way until the opponent makes the last move.
narration-misere-lose = the first player loses against best play. The move that keeps the game going longest is { $move }: { $size }, so it uses up the least of the { $bound } moves the game can still last.

## How long the game lasts.

narration-length-unknown = how long: at most { $bound } more { $bound ->
    [one] move
   *[other] moves
}, the bound; the exact length under best play is searched only for small boards, and this one is past that.
narration-length-searched = how long: { $remoteness } more { $remoteness ->
    [one] move
   *[other] moves
} when the winner hurries and the loser delays (the bound is { $bound }), found by searching every position that can follow: no formula for it is known in this game.
narration-length-over = how long: the game is over.
narration-length-lost = how long: { $remoteness } more { $remoteness ->
    [one] move
   *[other] moves
}, the whole bound. The loser carries one { $unit ->
    [noun-cells] cell
   *[other] piece
} down one stair at a time, always choosing a step after which every winning reply also carries just one (such a step always exists), so every move lowers the bound by exactly 1.
narration-length-won = how long: { $remoteness } more { $remoteness ->
    [one] move
   *[other] moves
}. The winner hurries: { $move } is the winning move that carries the most { $noun } down a stair ({ $carried }), leaving a lost position whose bound is { $left }; from a lost position the loser can always make the game last its whole bound, so 1 + { $left } = { $remoteness }.
narration-length-misere-lost = how long: { $remoteness } more { $remoteness ->
    [one] move
   *[other] moves
}, the largest odd number at most the bound ({ $bound }). In misère play the loser makes the last move, so from a lost position the game lasts an odd number of moves, and the loser can always make it last the largest one the bound allows.
narration-length-misere-won = how long: { $remoteness } more { $remoteness ->
    [one] move
   *[other] moves
}. The winner hurries: { $move } is the winning move that carries the most { $noun } down a stair ({ $carried }), leaving a lost position whose bound is { $left }; a lost position of misère play lasts the largest odd number at most its bound, { $lasts } here, so 1 + { $lasts } = { $remoteness }.
