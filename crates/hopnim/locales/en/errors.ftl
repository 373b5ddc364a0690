# errors: what the library's errors say (each error type's `say`), and the words the
# command line puts around the errors of a learner's commands. Numbers, notation and
# the texts given are filled in.

## What a person wrote, quoted in a message (Quoted): a long word shortened to its
## start, `…` and its length in characters.

quoted-shortened = { $start }… ({ $length } characters)

## Board and move notation (NotationError::phrase): where, then what.

notation-at = character { $position }: { $what }
notation-at-row = character { $position } (row { $row }): { $what }
notation-empty = the notation is empty
# $found: the character found, a control character escaped (Quoted).
notation-unexpected = unexpected '{ $found }': expected { $expected }
notation-ends-early = the notation ends early: expected { $expected }
notation-empty-row = a row has no cells
notation-bad-run = a run of empty cells is written as a number from 1 without leading zeros
notation-too-wide = the row is wider than { $max } cells
notation-width-mismatch = the row has width { $found }, but the first row has width { $expected }
notation-bad-number = { $what } must be a number from 1

## What could stand where notation is wrong (Expected::phrase).

notation-expected-cell = 'x', '.', a digit or '/'
notation-expected-cell-of-one-row = 'x', '.' or a digit (one row only)
notation-expected-digit = a digit
notation-expected-colon = ':'
notation-expected-arrow = '->'
notation-expected-end-of-cell = the end after R:C
notation-expected-end-of-move = the end after R:C->D
notation-expected-row-number = a row number
notation-expected-column-number = a column number
notation-expected-landing-column = a landing column

## A board, a row or a width refused (BoardError, RowError, WidthError).

board-refused-row-width = row { $row } has width { $found }, but the board has width { $expected }
row-refused-column = position { $column } is outside the row (columns 1..={ $width })
row-refused-twice = position { $column } is given twice
row-refused-mask = mask { $mask } has bits outside a row of width { $width }
width-out-of-range = width { $width } is out of range ({ $min }..={ $max })
width-not-a-number = `{ $text }` is not a width (a whole number from { $min } to { $max })

## A thread count refused (ThreadsError).

threads-out-of-range = thread count { $count } is out of range (1..={ $most }, or 0 for all cores)
threads-not-a-number = `{ $text }` is not a thread count (a whole number from 0 to { $most }; 0 for all cores)
threads-cannot-start = cannot start the worker threads: { $why }

## A puzzle's level (PuzzleError), a game no proof covers (UnprovedWidth).

puzzle-level-out-of-range = level { $level } is out of range ({ $min }..={ $max })
puzzle-not-a-level = `{ $text }` is not a level (a whole number from { $min } to { $max })
puzzle-not-a-goal = `{ $text }` is not a puzzle goal (win or fastest)
game-unproved-width = misère play under the { $rules } rules is proved only for rows of up to { $proved } cells, and width { $width } is wider

## An engine level refused (LevelError).

engine-not-a-level = `{ $text }` is not an engine level (1 to 5, or perfect)

## Why a question gets no answer (Refusal::say).

refusal-too-long = the board is longer than { $most } characters
refusal-bad-board = bad board notation: { $error }
refusal-not-utf8 = the board is not UTF-8 text
refusal-too-large = the body is larger than { $most } bytes
refusal-bad-json = bad JSON: { $error }
# $why: what the question asks that cannot be answered, already said in its language.
refusal-bad-question = { $why }
refusal-over-budget = the question is too costly: its answer needs a longer search than a question may take
refusal-deadline-passed = the search this answer needs did not end in time: the server is busy, ask again later
refusal-cancelled = the search this answer needs was cancelled

## Work stopped before its end (Interrupted).

stop-cancelled = the work was cancelled
stop-deadline-passed = the work did not end before its deadline
stop-over-budget = the work needs more steps than its budget allows

## A rule set, a table or a table's format refused (UnknownRules, TableError,
## UnknownTableFormat).

# $others: every rule set's name but the last, a list; $last: the last.
rules-unknown = unknown rules "{ $name }" (expected { $others } or { $last })
table-width-out-of-range = width { $width } is out of range for a table (1..={ $max })
table-stopped = the table was stopped before it was done
table-unknown-format = unknown table format "{ $name }" (expected bin or csv)

## Memory the system refused a proof (OutOfMemory): the bytes, and what they were
## to hold.

# $bytes: the bytes in binary units (512.0 PiB); $what: one of the memory-… below.
memory-refused = cannot allocate { $bytes } for { $what }
memory-table = the table
memory-board-ranks = the ranks of the boards
memory-remoteness-table = the remoteness of every board
memory-remoteness-memo = the memo of hopnim's remoteness search
memory-misere-memo = the memo of the misère search

## A judge input refused (JudgeError, ValidationError, SolveError): where, what, then
## the test and row it is in.

judge-at = { $line }:{ $column }: { $what }
judge-in-test = { $what } (test { $test })
judge-in-row = { $what } (test { $test }, row { $row })
judge-expected-test-count = the number of tests T
judge-expected-row-count = the number of rows n
judge-expected-piece-count = the number of pieces m
judge-expected-position = a piece position
judge-ends-early = the input ends early: expected { $expected }
# $declared: one of the judge-declared-… below.
judge-ends-early-declared = the input ends early: expected { $expected } ({ $declared })
judge-declared-tests = the input declares T = { $count } tests
judge-declared-rows = the test declares n = { $count } rows
judge-declared-pieces = the row declares m = { $count } pieces
# $token: the token as read, quoted; $why: one of the judge-number-… below.
judge-not-a-number = expected { $expected }, found `{ $token }`: { $why }
judge-number-negative = negative numbers are not allowed
judge-number-signed = numbers are written without a sign
judge-number-not-decimal = numbers are written in decimal
judge-number-not-whole = only whole numbers are allowed
judge-number-not-plain = not a non-negative decimal integer
# $byte: the byte in hexadecimal (0x1b); $name: NUL, the character in quotes, or one
# of the judge-byte-… below.
judge-bad-byte = unexpected byte { $byte } ({ $name }): only digits and ASCII white space may appear
judge-byte-control = a control character
judge-byte-not-ascii = not ASCII
judge-too-large = { $expected } `{ $token }` is too large (more than 64 bits)
judge-position-out-of-range = position { $position } is outside the board (columns 1..={ $width })
judge-position-twice = position { $position } appears twice in the row
judge-too-many-pieces = a row of width { $width } cannot hold m = { $count } pieces
judge-trailing-data = unexpected data after the last test: `{ $token }`
# $why: the system's reason, as the system gives it.
judge-read-error = read error: { $why }
judge-write-error = write error: { $why }

## What the strict validator found wrong (Violation): what it expected, and what
## stood there.

validate-number = expected { $what }, an integer in { $min }..={ $max }, found { $found }
validate-leading-zero = expected { $what } without leading zeros, found { $found }
validate-layout = expected { $expected }, found { $found }
validate-duplicate = expected distinct positions, but { $position } is given again (first at column { $first })
validate-found-token = `{ $token }`
validate-found-byte = the byte { $byte }
validate-space = a space
validate-tab = a tab
validate-line-end = a line end
validate-carriage-return = a carriage return `\r`
validate-end-of-file = the end of the file

## A language tag refused (LangError), with the languages hopnim speaks.

lang-unknown = unknown language "{ $tag }": hopnim speaks en (English) and zh-CN (简体中文)
# $most: the most characters a tag may have.
lang-malformed = "{ $text }" is not a language tag (BCP 47, such as en or zh-CN, at most { $most } characters): hopnim speaks en (English) and zh-CN (简体中文)

## The command line: an error of a learner's command (analyze, play, puzzle), and a
## value of its flags refused, as clap says it in English.

cli-error = error: { $what }
# A flag's value refused where it is read: `--board: …`.
cli-flag-error = { $flag }: { $what }
cli-unproved = { $why } (hopnim verify --misere --rules { $rules } checks it): no answer would be more than a guess
cli-bad-value = invalid value '{ $value }' for '{ $flag }': { $why }
cli-possible-values = possible values: { $values }
cli-number-empty = cannot parse integer from empty string
cli-number-invalid-digit = invalid digit found in string
cli-number-too-large = number too large to fit in target type
cli-number-too-small = number too small to fit in target type
cli-number-zero = number would be zero for non-zero type
cli-number-out-of-range = { $value } is not in { $min }..={ $max }

## A game record refused (RecordError): where, then what.

record-at = character { $position }: { $what }
record-empty = the game record is empty: give the starting board, then the moves
record-board = the starting board: { $what }
record-board-row = the starting board, row { $row }: { $what }
record-move = move { $number } ({ $move }): { $what }

## Memory the system refused (ulimit -v): said beforehand, the number filled in later.

# $bytes: the bytes asked for, a whole number.
cli-out-of-memory = out of memory: hopnim could not allocate { $bytes } bytes (ulimit -v?)

## A game too big to review (TooBigToReview): its size and the limit.

review-too-big = the game is too big to review: { $moves } moves, each on a position of { $position } entries (its rows, 3 a piece, its moves), are { $size } entries, over the limit of { $limit }

## setter
## The problem setter's tools (hopnim-setter): the generator's (GenError), a
## package's (PackageError, FormatError, HydroError, LuoguError) and a statement's
## (StatementError, LatexError) errors.

setter-gen-width = width { $width } is out of range (1..={ $max })
setter-gen-pieces-too-many = pieces { $pieces } do not fit a row of width { $width } (at most { $width } pieces)
# $needs: `0` or `exactly 1`.
setter-gen-family-pieces = family { $family } needs rows of { $needs } pieces, but the piece range is { $pieces }
setter-gen-too-large = { $tests } tests of { $rows } rows is too much data (at most { $most } tests and rows in all)
# $answer: YES or NO.
setter-gen-unreachable = family { $family } cannot make a { $answer } test with { $rows } row(s) of width { $width } and pieces { $pieces }
setter-package-missing-asset = the package sources hold no { $path }
setter-package-sample = the sample is not a valid input: { $error }
setter-package-same-name = { $folder }: two submissions are named { $name }, and some formats keep them in one folder
setter-package-unknown-verdict = { $path }: the folder { $verdict } is no verdict (accepted, wrong_answer, time_limit_exceeded)
setter-hydro-pid = `{ $short-name }` makes no Hydro problem id: a short name is letters and digits (a letter first, or `P` is put before it)
setter-hydro-too-many-accepted = { $count } accepted programs, and Hydro's import submits at most { $most } from std/
setter-luogu-data-too-large = { $folder }: the data makes a zip of { $bytes } bytes (its files stored), and Luogu takes at most { $most } (50 MB) zipped
setter-luogu-too-many-tests = { $folder }config.yml: { $tests } tests cannot share { $points } points, at least one each
setter-statement-unknown-section = { $source }: the heading \section*{"{"}{ $heading }{"}"} is none of a statement's sections (legend, input, output, interaction, notes)
setter-statement-section-twice = { $source }: the { $section } section comes twice
setter-statement-latex = { $source }:{ $line }: { $what }
setter-latex-unknown-command = the command \{ $command } has no Markdown here
setter-latex-unknown-environment = the environment {"{"}{ $environment }{"}"} has no Markdown here
setter-latex-unclosed = { $opening } is never closed
# $what: what stands where it cannot, in English (the converter's words).
setter-latex-misplaced = { $what }

## A game record's last word, which side you played.

record-side = { $word }: the side you played is the record's last word, you=first or you=second

## A lesson, an exercise or a try refused (LessonError).

lesson-no-such-lesson = there is no lesson "{ $key }": the lessons are 1 to { $count }
lesson-no-such-exercise = lesson { $lesson } has no exercise { $number }: its exercises are 1 to { $count }
lesson-unknown-kind = "{ $kind }" is no kind of exercise: value, winning-move, fastest, longest or win
lesson-not-a-number = "{ $text }" is not a whole number: the answer is a value such as 3
lesson-bad-move = "{ $text }" is not a move (R:C or R:C->D): { $error }
lesson-bad-game = move { $number } of the game so far cannot be played in this exercise
lesson-bad-file = lesson file { $file }: { $why }
