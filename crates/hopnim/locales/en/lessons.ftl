# lessons: the course's words (hopnim::play::lesson): each lesson's title and teaching
# text, each exercise's goal and hint, and a one-line hint for each contest problem it
# names. The lessons themselves (boards, kinds, answers) are data in the crate's
# `lessons/` folder. No message here has a placeholder.

## Lessons 1–5.

## Lessons 6–10.

lesson-play-title = Play it out
lesson-play-intro = Knowing one winning move is not yet winning the game: after every reply you must find the next one.
    The plan never changes: move so that the nim-sum of the rows' SG values is 0; whatever the engine answers changes one row and makes the nim-sum non-zero, and you bring it back to 0.
    The engine plays perfectly, and when it is lost it delays the end as long as it can.
    Par counts your own moves, with a little room over the fastest win, so do not waste moves.
    You have won when the engine is left with no piece to move.
lesson-play-1-goal = Play a winning move in this row.
lesson-play-1-hint = Count the empty cells to the right of each piece to find its stair; a winning move leaves the odd stairs with an XOR of 0.
lesson-play-2-goal = The position is won and you move first: beat the engine within par.
lesson-play-2-hint = Both pieces stand on stair 3, an odd pile of 2; after each of your moves the odd stairs should XOR to 0 again.
lesson-play-3-goal = Two rows: beat the engine within par.
lesson-play-3-hint = Row 1 is worth 0 and row 2 is worth 1; make the nim-sum 0, and bring it back to 0 after every reply.
lesson-play-4-goal = Play a winning move; this board has more than one.
lesson-play-4-hint = A winning move may also raise a row's value: a piece carried from stair 2 onto stair 1 can cancel another row's 1.
lesson-play-5-goal = Beat the engine within par on these two rows.
lesson-play-5-hint = Row 1 is worth 3 and row 2 is worth 0, with three pieces on stair 2; a move that carries several pieces at once brings the end nearer.
lesson-play-problem-1 = Each test is a board like these, 20 columns wide; the judge asks only whether the first player can play as you just did.
lesson-play-problem-2 = The same game as HDU 5724 in Chinese: who wins is whether the plan you just played exists from the start.
