# lessons: the course's words (hopnim::play::lesson): each lesson's title and teaching
# text, each exercise's goal and hint, and a one-line hint for each contest problem it
# names. The lessons themselves (boards, kinds, answers) are data in the crate's
# `lessons/` folder. No message here has a placeholder.

## Lessons 1–5.

lesson-rules-title = The rules and the last move
lesson-rules-intro = A move takes one piece one cell to the right, or over the whole block of pieces on its right onto the first empty cell. Whoever cannot move loses.
lesson-rules-1-goal = Play the move that wins this row.
lesson-rules-1-hint = After your move, your opponent should have no good answer.
lesson-rules-2-goal = What is this row's SG value?
lesson-rules-2-hint = One move is left in the whole game.
lesson-rules-3-goal = Beat the engine from this row.
lesson-rules-3-hint = Leave two pieces side by side with nothing to gain.
lesson-rules-problem-1 = The game itself: decide who wins each board.
lesson-rules-problem-2 = The same game with the same input.

## Lessons 6–10.
