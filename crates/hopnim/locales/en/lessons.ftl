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

lesson-nim-title = Nim and XOR
lesson-nim-intro = In Nim there are heaps of counters; a move takes any number of counters, at least one, from a single heap, and the player who cannot move loses. Under the slide rules a piece slides right over empty cells only, as far as it likes, so a row with one piece is a heap: a piece with k empty cells on its right is a heap of k. Write the heaps in binary and add them without carrying: this is their XOR, and C. L. Bouton proved that the losing positions are exactly those whose XOR is 0. From a position whose XOR is not 0 some move makes it 0, and from a position whose XOR is 0 every move makes it nonzero. This number is the position's SG value (Sprague–Grundy value): a heap of k is worth k, several heaps are worth their XOR, and lesson 5 gives every position of the game such a value.
lesson-nim-1-goal = Under the slide rules this row is one Nim heap. What is its SG value?
lesson-nim-1-hint = Count the empty cells on the piece's right.
lesson-nim-2-goal = Each row is a heap. What is the SG value of the two heaps together?
lesson-nim-2-hint = Write both heaps in binary and keep a 1 in each place where exactly one of them has a 1.
lesson-nim-3-goal = What is the SG value of these three heaps?
lesson-nim-3-hint = XOR the heaps two at a time; if the answer is 0, the player to move is lost.
lesson-nim-4-goal = Play a winning move: leave the heaps with XOR 0.
lesson-nim-4-hint = Take the XOR s of all the heaps; a heap h that gets smaller when XORed with s can be cut down to h XOR s.
lesson-nim-5-goal = Beat the engine on these three heaps, using at most 5 moves of your own.
lesson-nim-5-hint = After each of your moves the XOR of the heaps should be 0.
lesson-nim-problem-1 = Plain Nim: the first player wins exactly when the XOR of the heaps is not 0.

lesson-staircase-title = Staircase Nim
lesson-staircase-intro = In staircase Nim the counters stand on stairs numbered 0, 1, 2, …; a move carries any number of counters, at least one, from one stair down to the stair below, and stair 0 is the floor, where counters stay. Only the odd stairs count: the position is lost exactly when the XOR of the piles on stairs 1, 3, 5, … is 0. If your opponent moves counters from an even stair down onto an odd one, you carry the same counters on down to the next even stair, and the odd stairs are as they were; and counters taken off an odd stair land on an even one, where they no longer count, just as if they were taken out of a Nim heap. Under the slide rules a row is such a staircase: number the pieces 1, 2, … from the left; the empty cells right of piece i, up to the next piece or the edge, are the pile on stair i, and sliding piece i by k cells carries k cells from stair i down to stair i − 1 (the cells left of piece 1 are the floor).
lesson-staircase-1-goal = Under the slide rules, what is the SG value of this row?
lesson-staircase-1-hint = The gap right of the first piece is stair 1 and the gap right of the second piece is stair 2: which of them counts?
lesson-staircase-2-goal = What is the SG value of this row of three pieces?
lesson-staircase-2-hint = Write down the pile on each stair, then XOR only the odd stairs.
lesson-staircase-3-goal = What is the SG value of this row?
lesson-staircase-3-hint = Look only at the gaps right of the first and the third piece.
lesson-staircase-4-goal = Play a winning move: leave the odd stairs with XOR 0.
lesson-staircase-4-hint = Taking cells off an odd stair is not the only way: a move from an even stair adds cells to the odd stair below it.
lesson-staircase-5-goal = Beat the engine, using at most 5 moves of your own.
lesson-staircase-5-hint = When the engine carries cells from stair 2 down to stair 1, carry the same number of cells on down to the floor.
lesson-staircase-problem-1 = Find how many moves carry a card from each box to a box it can never leave: the boxes at an odd number of moves are the odd stairs.
lesson-staircase-problem-2 = Look at the differences between neighbouring piles: taking stones from a pile moves some of its difference onto the next one, a staircase whose floor lies past the last pile.
lesson-staircase-problem-3 = The gaps between neighbouring climbers form a staircase, as in POJ 1704; work out how the king's place changes which gaps count.
lesson-staircase-problem-4 = A node's depth is its stair: coins move from a node to its parent, one stair down, and re-attaching a subtree may flip the parity of its depths.

lesson-row-title = A row as a staircase
lesson-row-intro = Back to the hop rules. Number the empty cells of a row from the right: 1, 2, 3, …. A piece with F empty cells on its right stands on stair F, and the pieces on one stair sit side by side in a block, so the block is the pile on that stair (stair 0 is the floor: the pieces at the right end, which cannot move). A move picks a piece of a block and lands it on the empty cell just right of the block: that piece and every piece of the block on its right go down one stair, so a move carries the k rightmost pieces of a block, any k from 1 to the block's size, from stair F to stair F − 1. That is staircase Nim with the blocks as piles, so the row's SG value is the XOR of the piles on the odd stairs.
lesson-row-1-goal = Under the hop rules, what is the SG value of this row?
lesson-row-1-hint = Count the empty cells on the right of each piece: that is its stair.
lesson-row-2-goal = What is the SG value of this row of three blocks?
lesson-row-2-hint = Find each block's stair; the block at the right end stands on the floor.
lesson-row-3-goal = What is the SG value of this row?
lesson-row-3-hint = Two blocks of two pieces: on which stairs do they stand?
lesson-row-4-goal = Play a winning move.
lesson-row-4-hint = Find the piles on the odd stairs and decide how many pieces must leave one of them, then pick the piece whose move carries exactly that many.
lesson-row-5-goal = Play a winning move; there is more than one.
lesson-row-5-hint = A move from an even stair adds pieces to the odd stair below it.
lesson-row-problem-1 = A row's SG value is the XOR of its odd stairs' piles: check this against a brute force over every row of width 20.
lesson-row-problem-2 = The same game: read each row's stairs from its empty cells and XOR the piles on the odd stairs.

lesson-sums-title = Sums of rows: the nim-sum and the winning move
lesson-sums-intro = A board of several rows is a sum of games: each turn is one move in one row. The Sprague–Grundy theorem says that each row plays like a Nim heap whose size is the row's SG value: the mex, the smallest number that is not the SG value of a position one move away. So the board's SG value is the nim-sum, the XOR of the rows' SG values, and the player to move loses exactly when it is 0. To win, take the nim-sum s and find a row whose value g gets smaller when XORed with s; move in that row to a position of value g XOR s, and the nim-sum becomes 0. In a hop row that is a move on the row's odd stairs, as in the last lesson.
lesson-sums-1-goal = What is the SG value of this board of two rows?
lesson-sums-1-hint = Find each row's SG value from its odd stairs, then XOR the two.
lesson-sums-2-goal = What is the SG value of this board of three rows?
lesson-sums-2-hint = Work row by row, then XOR the three values.
lesson-sums-3-goal = Now play a winning move on the same board: make the nim-sum 0.
lesson-sums-3-hint = Look for a row whose SG value gets smaller when XORed with the nim-sum.
lesson-sums-4-goal = A board as wide as the contest's, 20 columns: play a winning move.
lesson-sums-4-hint = Only the right ends of the rows hold pieces: count the stairs from the right.
lesson-sums-5-goal = Beat the engine, using at most 6 moves of your own.
lesson-sums-5-hint = After each of your moves the nim-sum must be 0; when the engine moves from an even stair, answer in the same row.
lesson-sums-problem-1 = Each test is a sum of rows: the first player wins exactly when the XOR of the rows' SG values is not 0.
lesson-sums-problem-2 = The apples form a staircase on the tree; the second player wins when the nim-sum is 0, so count the swaps that make it 0.

## Lessons 6–10.
