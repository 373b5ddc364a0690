# view: what the page's view of a position says (hopnim::play::view): the status
# line, the captions of the rows and pieces, the game's history, the puzzle, and the
# refusals of questions that cannot be answered. Numbers and moves are filled in.

## Lists and sentences.

# Between the items of a list of words or numbers.
view-list-separator = {", "}
# Between two sentences of the status line.
view-sentence-separator = {" "}

## Refusals.

view-ask-board-or-puzzle = ask about a board (with an edit or a game, not both) or a puzzle
view-rows-out-of-range = a board has 1 to { $most } rows, not { $count }
view-no-cell = there is no cell { $row }:{ $column } on a board of { $rows } rows of { $width } cells
view-move-not-a-move = move { $number }, `{ $text }`, is not a move: { $error }
view-move-illegal = move { $number }, { $move }, cannot be played: { $error }
view-game-over = the game is over
view-not-engine-turn = it is your move, not the engine's
view-nothing-to-undo = you have not moved yet: there is nothing to take back
# A seed that is none, named by what it seeds ($seeds: puzzle or engine) and as it
# was written ($text: yes when it was given as text, quoted).
view-bad-seed = { $seeds ->
    [engine] the engine's seed
   *[puzzle] the puzzle seed
} { $text ->
    [yes] "{ $given }"
   *[no] { $given }
} is not a whole number from 0 to { $most }
view-try-not-a-move = `{ $text }` is not a move: { $error }
view-try-illegal = { $move } cannot be played: { $error }
view-too-many-entries = the page shows boards of up to { $most } rows, pieces and moves; this one has up to { $entries }

## Editing the board.

view-added-piece = Added a piece at { $row }:{ $column }
view-removed-piece = Removed a piece at { $row }:{ $column }
view-resized = { $rows } { $rows ->
    [one] row
   *[other] rows
} of { $width } { $width ->
    [one] cell
   *[other] cells
}.

## A game against the engine: the status line.

view-took-back-one = Took back your last move.
view-took-back-both = Took back your last move and the engine's reply.
view-you-moved = You moved { $move }.
view-engine-moved = The engine moved { $move } ({ $why ->
    [longest] every move loses; it lasts longest
    [winning] a winning move
    [blunder] a blunder: it was winning
   *[losing] a losing move
}).
view-you-win = You win: no piece can move for { $stuck ->
    [you] you
   *[engine] the engine
}.
view-engine-wins = The engine wins: no piece can move for { $stuck ->
    [you] you
   *[engine] the engine
}.
view-your-move = Your move.
# A player's accuracy in a game: $accuracy is a percentage (`75`, `87.5`).
view-accuracy = { $player ->
    [you] Your accuracy
   *[engine] The engine's accuracy
}: { $accuracy }%.

## A game's history: each position's chip and point, and the chart.

view-history-start = start
view-history-move = move { $number }: { $move }
view-history-title = { $player ->
    [you] you
   *[engine] engine
} to move, you are { $win ->
    [yes] winning
   *[no] losing
}{ $blunder ->
    [yes] {" "}(your blunder)
   *[no] {""}
}
view-history-title-in = { $player ->
    [you] you
   *[engine] engine
} to move, you are { $win ->
    [yes] winning
   *[no] losing
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}{ $blunder ->
    [yes] {" "}(your blunder)
   *[no] {""}
}
view-history-point = { $place }, you { $win ->
    [yes] win
   *[no] lose
}{ $blunder ->
    [yes] {" "}(your blunder)
   *[no] {""}
}
view-history-chart = How the game went: { $moves } { $moves ->
    [one] move
   *[other] moves
}, you are { $winning ->
    [yes] winning
   *[no] losing
}{ $blunders ->
    [0] {""}
    [one] , 1 blunder of yours
   *[other] , { $blunders } blunders of yours
}.

## A puzzle.

view-puzzle = Puzzle { $seed }, level { $level }: one of these { $moves } moves wins, { $tempting } tempting { $tempting ->
    [one] one lowers
   *[other] ones lower
} the nim-sum but { $tempting ->
    [one] loses
   *[other] lose
}{ $misere ->
    [yes] {" "}(misère play: who cannot move wins)
   *[no] {""}
}.
view-puzzle-solved = Solved: { $move } is the only winning move.
view-puzzle-failed = Not this one: { $move } loses. The winning move was { $answer }.
view-puzzle-fastest = Puzzle { $seed }, level { $level }: { $winning } of these { $moves } moves win; find the one that wins fastest{ $misere ->
    [yes] {" "}(misère play: who cannot move wins)
   *[no] {""}
}.
view-puzzle-fastest-solved = Solved: { $move } is the fastest win, { $turns } { $turns ->
    [one] turn
   *[other] turns
} sooner than the next.
view-puzzle-fastest-failed = Not this one: { $move } is not the fastest win. The fastest was { $answer }, { $turns } { $turns ->
    [one] turn
   *[other] turns
} sooner than the next.

## The rows: captions under their pictures, and the pictures' text.

view-odd-piles-none = odd piles: none, xor { $value }
view-odd-piles = odd piles: { $piles } = { $value }
view-odd-pile-one = odd pile: { $pile }, xor { $value }
view-stair-holds = stair { $stair } holds { $pile }
view-row-stairs = row { $row } as staircase Nim: { $stairs }; { $caption }
view-stairs-none = an empty row
view-coins = coins { $coins }, Welter value { $value }
view-coins-none = no coins, Welter value { $value }
view-row-coins = row { $row } as coins: { $caption }
view-row-caption = row { $row }: { $caption }

## The pieces: each cell's text, and what choosing a piece says.

view-piece = row { $row }, column { $column }, piece
view-piece-stuck = { $piece }, stuck
view-piece-stuck-says = The piece at { $row }:{ $column } cannot move.
view-piece-moves-to = { $piece }, moves to { $landings }
view-landing = { $column } ({ $winning ->
    [yes] wins
   *[no] loses
})
view-piece-lands = The piece at { $row }:{ $column } can land on { $landings }
view-piece-lands-once-winning = The piece at { $row }:{ $column } can land on { $landing }, a winning move
view-piece-lands-winning = The piece at { $row }:{ $column } can land on { $landings } ({ $winning } { $count ->
    [one] wins
   *[other] win
})

## The moves: what a move does to its row.

view-move-carries = { $move } carries { $pieces } from stair { $stair } to stair { $below }
view-move-coin = { $move } moves coin { $from } to { $to }

## The words about the game played.

view-rules = { $rules ->
    [hop] Hop
    [welter] Welter
   *[slide] Slide
}: a piece moves { $summary }.
view-normal-play = Normal play: the player who cannot move loses.
view-misere-play = Misère play: the player who cannot move wins.

## The line under the board.

view-nim-sum = nim-sum { $values } =
view-nim-sum-endgame = misère play{ $note } (the endgame): nim-sum { $values } =
view-nim-sum-firm = misère play{ $note } (played as normal play): nim-sum { $values } =
view-verdict-wins = { $who ->
    [you] you (to move) win
    [engine] the engine (to move) wins
   *[anyone] the player to move wins
} with best play
view-verdict-loses = { $who ->
    [you] you (to move) lose
    [engine] the engine (to move) loses
   *[anyone] the player to move loses
} against best play
# The verdict where the remoteness is known (and the game not over): in how many
# moves, as `analyze` says it.
view-verdict-wins-in = { $who ->
    [you] you (to move) win
    [engine] the engine (to move) wins
   *[anyone] the player to move wins
} in { $moves } { $moves ->
    [one] move
   *[other] moves
}
view-verdict-loses-in = { $who ->
    [you] you (to move) lose
    [engine] the engine (to move) loses
   *[anyone] the player to move loses
} in { $moves } { $moves ->
    [one] move
   *[other] moves
} against best play
view-winning-moves = winning moves: { $moves }

## A game's history: the best move where a blunder or a hasty move was played, and
## what it would have done. $turns counts the turns of the player who moved (a move
## of each player a turn), not the moves of both.

view-best-keeps-win = { $move } keeps the win
view-best-holds-longer = { $move } holds out { $turns } { $turns ->
    [one] turn
   *[other] turns
} longer

## The lessons (hopnim::play::lesson): an exercise's kind, and what a try says.

learn-kind-value = SG value
learn-kind-winning-move = Winning move
learn-kind-fastest = Fastest win
learn-kind-longest = Longest defence
learn-kind-win = Beat the engine
learn-value-right = Right: the SG value is { $value }.
learn-value-wrong = Not { $value }: that is not this board's SG value.
learn-move-wins = Right: { $move } leaves { $board }, whose value is { $value }: a losing position for your opponent.
learn-move-wins-misere = Right: { $move } leaves { $board }, a losing position for your opponent under misère rules.
learn-move-loses = Not this one: { $move } leaves { $board }, whose value is { $value }, not 0, so your opponent wins, for instance with { $reply }.
learn-move-loses-misere = Not this one: { $move } leaves { $board }, which your opponent wins under misère rules, for instance with { $reply }.
learn-fastest-right = Right: { $move } wins fastest; the game then lasts { $after } more { $after ->
    [1] move
   *[other] moves
}.
learn-fastest-slower = { $move } wins too, but slower: the game then lasts { $after } more moves. A faster win is { $best }.
learn-longest-right = Right: { $move } holds out longest; the game then lasts { $after } more { $after ->
    [1] move
   *[other] moves
}.
learn-longest-sooner = { $move } loses sooner than it must: the game then lasts { $after } more moves. { $best } holds out longer.
learn-win-reply = You played { $move }; the engine answers { $reply }. Your moves so far: { $moves } of { $par }.
learn-win-won = You won in { $moves } { $moves ->
    [one] move
   *[other] moves
} (par { $par }).
learn-win-over-par = That was the last of your { $par } moves of par, and the game goes on: start again and win faster.
