# page: the web page's own words (crates/hopnim-web/assets): what index.html shows
# (each element names its message with data-l10n) and the texts its script writes.
# Every language's are built into the page (labels.js, made by hopnim-labels when
# the page is built), so the page speaks before its engine answers. The page fills a
# placeholder by plain substitution: a message holds text, string literals and
# variables only (no selector, term or function: the build refuses them). Text
# between backticks is shown as code.

## The page.

page-title = hopnim — the jumping-pieces game of HDU 5724 and Luogu P2575
page-tagline = The jumping-pieces game of HDU 5724 (Chess) and Luogu P2575: a piece moves one cell right, or jumps the block of pieces to its right onto the first empty cell. Whoever cannot move loses.
page-language = Language

## The controls.

page-controls = Position
page-notation = Position
page-load = Load
page-copy = Copy
page-notation-help = Board notation: rows joined by `/`; `x` a piece, `.` an empty cell, a number that many empty cells.
page-width = Width
page-add-row = Add row
page-remove-row = Remove row
page-rules = Rules
page-misere = Misère play (who cannot move wins)
page-first = First to move
page-first-you = you
page-first-engine = the engine
page-engine-level = Engine level
page-engine-level-weakest = 1 (weakest)
page-engine-level-perfect = perfect
page-play = Play the engine
page-restart = Restart the game
page-undo = Undo
page-level = Puzzle level
page-level-easiest = 1 (few tempting moves)
page-level-hardest = 5 (many tempting moves)
page-goal = Goal
page-goal-win = the winning move
page-goal-fastest = the fastest win
page-new-puzzle = New puzzle
page-streak = streak { $count }

## The board, its pictures and the legend.

page-board-area = The board
page-board = The board: arrow keys move between cells, Enter acts
page-stairs-heading = The rows, pictured
page-legend-win = it has a winning move
page-legend-lose = every move of it loses
page-legend-stuck = stuck
page-legend-shade = the deeper its cell, the faster it wins or the longer it holds
page-hint-edit = hover or focus a piece to see where it lands; click (or Enter) to add or remove pieces.
page-hint-play = hover or focus a piece to see where it lands; click (or Enter) to play its move.
page-hint-puzzle = hover or focus a piece to see where it lands; click (or Enter) to try its move.
page-cell-empty = row { $row }, column { $column }, empty
page-cell-landing = row { $row }, column { $column }, empty: { $move } lands here
page-remoteness-after = remoteness after { $moves }
page-label-and = { $label }, { $more }
page-label-moves = { $label }; { $moves }
page-to-column = to { $column }: { $remoteness }
page-comma = {", "}

## The values.

page-values = Values
page-table-row = row
page-table-value = value
page-nothing = nothing
page-summary-verdict = {" "}— { $verdict }
page-summary-moves = ; { $moves }

## The game's history.

page-history-heading = Value history
page-history-hint = After each move: are you winning? A move from a won position to a lost one is a blunder. Each move's class: ★ best (the fastest win, or the longest loss), + good (it wins, not fastest), ?! hasty (it loses sooner than it must), ?? blunder.
page-history-chart = How the game went
page-copy-game = Copy game
page-copied-game = Copied the game: { $record }
page-game-opened = { $says } The game's moves are classed in the history.
page-chart-moves-left = moves left
page-chart-you-win = you win
page-chart-you-lose = you lose
page-chart-blunder = ✗ blunder

## The scorecard: kept by the browser.

page-scorecard-heading = Scorecard
page-scorecard-level = Engine level
page-scorecard-played = Games played
page-scorecard-won = Games won
page-scorecard-accuracy = Your mean accuracy: { $accuracy }% (games: { $games })
page-scorecard-no-accuracy = Your mean accuracy: no game finished yet
page-scorecard-puzzles = Solved puzzles: { $count }
page-scorecard-reset = Reset scorecard
page-scorecard-was-reset = The scorecard is reset.

## The status line.

page-status-start = Click cells to add or remove pieces, play the engine, or try a puzzle.
page-loaded = Loaded { $board }.
page-copied = Copied { $board }
page-click-a-piece = Click a piece.
page-click-where = { $says }: click where.
page-engine-thinking = { $says } The engine is thinking…
page-game-started = { $says } Click a piece (green ones, marked ✓, win).
page-puzzle-start = { $says } Click the piece that wins.
page-puzzle-start-fastest = { $says } Click the piece that wins fastest.
page-puzzle-done = This puzzle is done: New puzzle for another.
page-puzzle-solved = { $says } Streak: { $streak }. New puzzle for another.
page-puzzle-failed = { $says } The streak starts again.
page-puzzle-unshown = This puzzle cannot be shown ({ $error }); showing the HDU sample.
page-position-invalid = The shared position is not valid ({ $error }); showing the HDU sample.

## The engine's failures.

page-engine-answered = the engine answered { $status }
page-engine-offline = could not reach the engine
page-engine-unloadable = could not load the engine (hopnim.wasm: { $status })
page-engine-broken = the engine failed; reload the page to try again
page-engine-stopped = the question was stopped: another was asked, or the page was left
page-board-too-long = the board is longer than { $most } characters

## The rows shown at once, on a board of many rows.

page-rows-nav = Rows shown
page-rows-shown = Rows { $first }–{ $last } of { $rows }
page-rows-previous = Previous rows
page-rows-next = Next rows

## The modes: each shows its own controls, and a tap on the board does what it says.

page-modes = Modes
page-mode-play = Play
page-mode-puzzles = Puzzles
page-mode-analyse = Analyse
page-mode-review = Review
page-mode-learn = Learn
page-play-heading = A game against the engine
page-play-hint = Level 1 is the gentlest. The game starts from the position on the board (Analyse sets up another); to let the engine move first, choose it, then Play the engine.
page-status-play = Click a piece to begin a game against the engine at the level chosen.
page-play-choose = The engine moves first: Play the engine to begin.
page-puzzles-heading = Puzzles
page-status-analyse = Click cells to add or remove pieces: every row's value and every move's are shown.
page-open-heading = Open a game
page-record = Record or address
page-open-record = Open
page-record-help = A game's record: the starting board, then its moves, as `18x1/17x2 1:19->20 2:18->19`; or the page's address of a game.
page-record-you = You played
page-you-first = first
page-you-second = second
page-play-on = Play on against the engine
page-review-empty = No game to review yet: play one, or open one by its record.
page-hint-review = the board shows the game's position; its moves are listed below.
page-review-tap = In Review the board only shows the game: Play on to move from here.
page-learn-heading = Lessons
page-learn-list-hint = Step by step from the rules to the contest problems: each lesson a few short exercises with a goal and a check. Your stars stay in this browser.
page-learn-lesson = Lesson { $number }: { $title }
page-learn-all = All lessons
page-learn-solved = { $solved } of { $total } solved
page-learn-stars = { $stars } of 3 stars
page-learn-start = Start
page-learn-continue = Continue
page-learn-exercise = Exercise { $number } of { $total }
page-learn-answer = Your answer
page-learn-value = Your answer, the SG value:
page-learn-check = Check
page-learn-give-value = Type the SG value in the box under the board, then Check.
page-learn-tap = Tap a piece to play its move (a piece with several landing cells shows them: tap one).
page-learn-tap-solved = Solved: go on when you are ready, or Retry to try it again.
page-learn-par = Your moves: { $used } of at most { $par }
page-learn-hint = Hint
page-learn-hint-says = Hint: { $hint }
page-learn-retry = Retry
page-learn-retried = Again from the start.
page-learn-next = Next
page-learn-finish = Finish the lesson
page-learn-earned = Solved! Stars earned:
page-learn-best = (your best: { $stars })
page-learn-solved-before = Solved before, your best:
page-learn-about = About this lesson
page-learn-lesson-done = Lesson done: all { $total } exercises solved.
page-learn-lesson-partly = { $solved } of { $total } exercises solved: the others wait at the lesson's start.
page-learn-problems = Contest problems
page-learn-problems-hint = Problems that use this lesson's idea, each with a hint (no solution):
page-learn-to-start = Back to the lesson's start
page-learn-next-lesson = Next lesson: { $title }
page-learn-reset = Reset this lesson's stars
page-learn-reset-ask = Clear the stars of lesson { $number }, { $title }? This cannot be undone.
page-learn-reset-yes = Reset
page-learn-reset-no = Cancel
page-learn-was-reset = The stars of lesson { $number }, { $title }, are cleared.
page-learn-no-lesson = There is no lesson { $lesson }: here are the lessons.
page-learn-no-exercise = This lesson has no exercise { $exercise } (it has { $total }): here is its start.

## The review: the moves numbered by turn, the best move where one was missed, and each
## player's accuracy and classes.

page-review-moves = Moves: click one, or use ←, →, Home and End, to see its position
page-review-turn = { $turn }.
page-review-best = { $move } ({ $class }). Best: { $says }.
page-review-status = { $point }. { $best }
page-review-summary = Each player's accuracy and moves by class
page-review-player = Player
page-review-accuracy = Accuracy
page-review-you = You
page-review-engine = The engine
page-review-percent = { $value }%
page-review-none = –
page-class-best = ★ best
page-class-good = + good
page-class-hasty = ?! hasty
page-class-blunder = ?? blunder
page-chart-frame = How the game went, scrolled sideways on a long game
