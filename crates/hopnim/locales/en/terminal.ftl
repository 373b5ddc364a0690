# The terminal's screens for a person: the analysis table (`analyze`), the line
# before the narration, `play`'s screen (not its line protocol, which never
# changes) and `puzzle`'s prose: terminal-<screen>-<part>. The command line adds
# the indentation and the colours.

## The analysis table of one test.

terminal-table-test = test { $number }: width { $width }, { $rows } { $rows ->
    [one] row
   *[other] rows
}{ $rules }{ $misere }
terminal-table-rules = , { $rules } rules
terminal-table-misere = , misère play
terminal-table-row = row
terminal-table-board = board
terminal-table-grundy = grundy
terminal-table-none = none
terminal-table-none-needed = none needed: the first player cannot move, and so wins
terminal-table-wins = the first player wins
terminal-table-wins-in = the first player wins in { $moves } { $moves ->
    [one] move
   *[other] moves
}
terminal-table-loses = the first player loses against best play
terminal-table-loses-in = the first player loses in { $moves } { $moves ->
    [one] move
   *[other] moves
} against best play
terminal-table-nim-sum = nim-sum { $value }{ $note }: { $verdict }
# Between two moves of the list of winning moves.
terminal-table-move-separator = {" "}
terminal-table-winning-moves = winning moves: { $moves }
terminal-table-bound = at most { $bound } more { $bound ->
    [one] move
   *[other] moves
}: the sum over the pieces of the empty cells to their right, which every move lowers by at least 1
terminal-table-remoteness-over = remoteness 0: no move is left
terminal-table-remoteness = remoteness { $moves }: the game lasts { $moves } more { $moves ->
    [one] move
   *[other] moves
} when the winner hurries and the loser delays
terminal-table-remoteness-unknown = remoteness: not known for this board (searched only for small boards), the bound above is what is known
terminal-table-no-moves = every move: none, no piece can move
terminal-table-every-move = every move, and what it leaves for the opponent:
terminal-table-move-wins = wins
terminal-table-move-loses = loses
# No selector on these placeholders: the line is filled in for every move.
terminal-table-move = row { $row } value { $before } -> { $after }, nim-sum -> { $nim_sum }, { $step }{ $after_moves }
terminal-table-move-remoteness = , remoteness after { $moves }
terminal-table-why = why:

## `play`'s screen.

terminal-play-seed = seed: { $seed }
terminal-play-misere = game: misère play: the player who cannot move wins
terminal-play-winner = winner: { $winner ->
    [you] you
   *[engine] engine
}
terminal-play-undone = undone: { $moves }
terminal-play-cannot-undo = cannot undo: you have not moved yet
terminal-play-unknown = unknown command: { $command } (type help)
terminal-play-engine-moves = engine moves { $move }
terminal-play-hint-wins = hint: { $move } wins
terminal-play-hint-wins-in = hint: { $move } wins in { $moves } { $moves ->
    [one] move
   *[other] moves
}
terminal-play-hint-loses = hint: every move loses against best play; { $move } lasts longest (lost)
terminal-play-hint-loses-in = hint: every move loses against best play; { $move } lasts longest (lost in { $moves } { $moves ->
    [one] move
   *[other] moves
})
terminal-play-hint-stuck = hint: no piece can move
terminal-play-prompt = your move>
terminal-play-value = value { $value }
terminal-play-nim-sum = nim-sum { $value }
terminal-play-last-move = last move { $move } ({ $left } where it left, { $landed } where it landed)
terminal-play-accuracy = { $player ->
    [you] your accuracy
   *[engine] the engine's accuracy
}: { $accuracy }%
terminal-play-help =
    commands:
      R:C      move the piece in row R, column C (R:C->D names its landing cell too)
      hint     the engine's advice
      undo     take back your last move and the engine's reply
      values   show or hide the rows' values and the nim-sum
      help     this list
      quit     end the game (Ctrl-D does too)

## Why a move is illegal, on the screen.

terminal-play-illegal = illegal move: { $why }
terminal-play-bad-number = { $command }: { $what } must be a number from 1

## `puzzle`.

terminal-puzzle-tempting = tempting losing moves: { $tempting } of { $moves } moves
terminal-puzzle-sooner = the fastest win: { $turns } { $turns ->
    [one] turn
   *[other] turns
} sooner than the next; slower winning moves: { $slower } of { $moves } moves
terminal-puzzle-seed = puzzle seed { $seed } ({ $command } repeats it)

## `review` (and the end of `play`): a line per move, then a line per player.

# $class: best, good, blunder or hasty.
review-class = { $class ->
    [best] best
    [good] good
    [blunder] blunder
   *[hasty] hasty
}
# $remoteness and $best: the two messages below, or empty.
review-move = { $number }. { $player ->
    [first] first
   *[second] second
}: { $move }, { $class }{ $remoteness }{ $best }
review-remoteness = , remoteness { $before } -> { $after }
review-best-moves = ; best: { $moves }
# The first best moves listed, then how many more there are.
review-best-moves-more = ; best: { $moves } and { $more } more
review-accuracy = { $player ->
    [first] first player
   *[second] second player
}: accuracy { $accuracy }%, { $moves } { $moves ->
    [one] move
   *[other] moves
}: { $best } best, { $good } good, { $hasty } hasty, { $blunder } { $blunder ->
    [one] blunder
   *[other] blunders
}
review-game = game { $number }: { $board }

## `review` of a record that says which side you played (its last word, you=first or
## you=second): each move and each player named you or the engine.

review-move-by = { $number }. { $player ->
    [you] you
   *[engine] engine
}: { $move }, { $class }{ $remoteness }{ $best }
# $side: first or second, the side the player played.
review-accuracy-by = { $player ->
    [you] you
   *[engine] the engine
} ({ $side ->
    [first] first player
   *[second] second player
}): accuracy { $accuracy }%, { $moves } { $moves ->
    [one] move
   *[other] moves
}: { $best } best, { $good } good, { $hasty } hasty, { $blunder } { $blunder ->
    [one] blunder
   *[other] blunders
}

## `puzzle` on a terminal: a line that is not a move.

terminal-puzzle-not-a-move = { $command } is not a move: write R:C (the piece in row R, column C) or R:C->D (its landing cell too); quit gives up

## `learn`: the lessons on a terminal (not its line protocol, whose labels never
## change), `learn --list`'s titles come from lessons.ftl, and `learn --reset`.

terminal-learn-lesson = Lesson { $number }: { $title }
terminal-learn-how = Answer on one line: a number where a value is asked for, otherwise a move R:C (or R:C->D, naming its landing cell). hint shows a hint; quit leaves, and what you solved is kept.
terminal-learn-exercise = Exercise { $number }/{ $total } · { $kind }
terminal-learn-rules = rules: { $rules }
# A `win` exercise: par, the most moves of the learner's own that win it.
terminal-learn-exercise-par = Exercise { $number }/{ $total } · { $kind } · par { $par } { $par ->
    [one] move
   *[other] moves
}
terminal-learn-prompt-value = your answer>
terminal-learn-hint = hint: { $hint }
terminal-learn-not-an-answer = not an answer: { $why }
terminal-learn-wrong = { $says } Try again (hint shows a hint).
# $marks: the stars earned, ★★☆.
terminal-learn-stars = Solved: { $marks } ({ $stars } of 3 stars)
terminal-learn-problems = Contest problems that use this idea:
terminal-learn-problem = {"  "}{ $name } ({ $title }): { $hint }
terminal-learn-lesson-solved = Lesson { $number } solved: { $marks }
terminal-learn-lesson-unsolved = Lesson { $number }: { $solved } of { $total } exercises solved
terminal-learn-next = Next: hopnim learn { $id } ({ $title })
terminal-learn-all-solved = Every lesson is solved. hopnim learn LESSON takes one again; hopnim learn --list lists them.
terminal-learn-reset-one = Cleared the progress of lesson { $number } ({ $title }): { $solved } solved { $solved ->
    [one] exercise
   *[other] exercises
}.
terminal-learn-reset-all = Cleared the progress of every lesson: { $solved } solved { $solved ->
    [one] exercise
   *[other] exercises
}.
terminal-learn-reset-unread = Cleared the progress of every lesson: removed { $file }, which could not be read.

## `learn`'s errors.

terminal-learn-no-data-dir = cannot find the user's data directory to keep the lessons' progress in: set XDG_DATA_HOME or HOME
terminal-learn-progress-corrupt = { $file } holds no progress of hopnim's lessons ({ $why }): hopnim learn --reset clears it
terminal-learn-progress-too-large = it is larger than { $bytes } bytes
