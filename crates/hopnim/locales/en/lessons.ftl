# lessons: the course's words (hopnim::play::lesson): each lesson's title and teaching
# text, each exercise's goal and hint, and a one-line hint for each contest problem it
# names. The lessons themselves (boards, kinds, answers) are data in the crate's
# `lessons/` folder. No message here has a placeholder.

## Lessons 1–5.

lesson-rules-title = The rules and the last move
lesson-rules-intro = The board has rows of cells, and some cells hold a piece. On your turn you pick one piece and move it to the first empty cell on its right: it steps into the next cell if that cell is empty, or else jumps over the block of pieces right next to it. A piece with no empty cell on its right cannot move, and the player who cannot move at all loses: whoever makes the last move wins. So each piece has at most one move, and a turn is just the choice of a piece. A game always ends, because a move takes one empty cell away from the right of the piece that moves and of each piece it jumps, and no piece ever gains one.
lesson-rules-1-goal = Make the last move: play the move after which your opponent cannot move.
lesson-rules-1-hint = All three pieces would land on the same cell; after which of the three moves does no piece have an empty cell on its right?
lesson-rules-2-goal = Play a winning move: after it, whatever your opponent does, you make the last move.
lesson-rules-2-hint = There are only two moves: play each one out to the end in your head and see who moves last.
lesson-rules-3-goal = Two rows: a turn is one move in one row. Play a winning move.
lesson-rules-3-hint = When the two rows are alike, the player to move loses: the other player copies each move in the other row.
lesson-rules-4-goal = Beat the engine: make the last move, using at most 4 moves of your own.
lesson-rules-4-hint = Work back from the end: a position is lost for the player to move when every move from it gives the opponent a win, so move into such a position.
lesson-rules-5-goal = Beat the engine on two rows, using at most 5 moves of your own.
lesson-rules-5-hint = Find the lost positions near the end of each row first, then look for a move that leaves the engine in one.
lesson-rules-problem-1 = The game of this course: a piece moves to the first empty cell on its right over the pieces next to it, and the player who cannot move loses.
lesson-rules-problem-2 = The same game in Chinese: check that you read its move exactly as this lesson does.

## Lessons 6–10.
