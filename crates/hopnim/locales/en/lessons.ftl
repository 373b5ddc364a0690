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
lesson-rules-5-hint = Find the lost positions near the end of each row first, then look for a move after which every move of the engine, in either row, leaves you a winning answer.
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
lesson-sums-intro = A board of several rows is a sum of games: each turn is one move in one row. The Sprague–Grundy theorem says that each row plays like a Nim heap whose size is the row's SG value: the mex, the smallest number that is not the SG value of a position one move away. So the board's SG value is the nim-sum, the XOR of the rows' SG values, and the player to move loses exactly when it is 0. To win, take the nim-sum s and find a row whose value g gets smaller when XORed with s; move in that row to a position of value g XOR s, and the nim-sum becomes 0. In a hop row that is a move on the row's staircase that makes the XOR of its odd stairs g XOR s: it may start on an odd stair or on an even one.
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
lesson-play-problem-2 = The same game as HDU 5724, set in Chinese: for each board, decide whether the first player can follow the plan you just played from the very first move.

lesson-remoteness-title = Win fast, lose slow
lesson-remoteness-intro = The remoteness of a position is how many moves the game still lasts when the winner hurries and the loser delays.
    The winner makes the last move, so a won position has an odd remoteness and a lost one an even remoteness.
    To win fast, choose among the winning moves one that leaves the remoteness one less: here it is the winning move that carries the most pieces down a stair at once.
    To lose slowly, carry a single piece down one stair, and choose a step after which the winner too can only carry one piece.
    Then every move lowers the total of empty cells to the right of the pieces by exactly 1, and a lost game lasts that whole total.
lesson-remoteness-1-goal = This position is lost: play the move that keeps the game going longest.
lesson-remoteness-1-hint = Both pieces stand on stair 4; a hop can carry one of them or both down a stair, and the slower the descent, the longer the game.
lesson-remoteness-2-goal = This position is won: play the fastest win, the winning move that leaves the shortest game.
lesson-remoteness-2-hint = There are two winning moves; count how many pieces each carries down a stair.
lesson-remoteness-3-goal = Lost again: play a move that makes the game last as long as possible.
lesson-remoteness-3-hint = Here the remoteness equals the total of empty cells to the right of the pieces, so a longest move may not carry more than one piece.
lesson-remoteness-4-goal = Win as fast as you can.
lesson-remoteness-4-hint = Row 1 is worth 3, row 2 is worth 0 with three pieces on stair 2; both rows offer a winning move, but they carry different numbers of pieces.
lesson-remoteness-5-goal = Lost: delay as long as you can. Careful, carrying one piece is not always enough.
lesson-remoteness-5-hint = After your move, look at the winner's fastest reply: if it can carry two or more pieces at once, the game gets shorter.
lesson-remoteness-problem-1 = The judge asks only who wins, not how long; the same staircase also tells the length: count the empty cells to the right of the pieces and how many pieces each move carries.
lesson-remoteness-problem-2 = The same game and the same question (who wins); remoteness is what a perfect engine adds when it must choose among winning moves, or delay a lost game.

lesson-misere-title = Misère play
lesson-misere-intro = In misère play the player who cannot move wins, so nobody wants to make the last move.
    For this game the answer is misère Nim (anti-Nim) on the odd-stair piles of all the rows together.
    If some odd pile holds 2 pieces or more, play as in normal play: the player to move wins exactly when the nim-sum is not 0.
    Only one move differs: when the normal-play move would leave every odd pile at 0 or 1, leave an odd number of piles of 1 instead, so that the opponent is the one who moves last.
    If every odd pile is 0 or 1, the player to move wins exactly when the number of piles of 1 is even.
lesson-misere-1-goal = Misère play: the player who cannot move wins. Play a winning move.
lesson-misere-1-hint = In normal play this board is lost, with a nim-sum of 0; here every odd pile is 0 or 1, so count the piles of 1 instead.
lesson-misere-2-goal = Misère play: play a winning move in this row.
lesson-misere-2-hint = Both pieces stand on stair 2, an even stair, so every odd pile is 0; how many piles of 1 should you leave?
lesson-misere-3-goal = Misère play: play a winning move.
lesson-misere-3-hint = Three pieces stand on stair 1; in normal play you would carry them all to the floor, but think about who then makes the last move.
lesson-misere-4-goal = Misère play: beat the engine within par. You win when you are the one left without a move.
lesson-misere-4-hint = Three pieces on stair 3 form a pile of 3: play as in normal play until your move would leave every odd pile at 0 or 1.
lesson-misere-5-goal = Misère play on two rows: beat the engine within par.
lesson-misere-5-hint = The normal-play winning move would empty stair 3 and leave no pile of 1 at all; that is an even number.
lesson-misere-problem-1 = Misère Nim on plain heaps of candy: whoever eats the last candy loses.
lesson-misere-problem-2 = The same problem as HDU 1907, on POJ: misère Nim, told with candies.
lesson-misere-problem-3 = Each group of apples stands in a line, and a move takes apples next to each other from one group (taken from the middle, they split it): a group of n still plays like a heap of n, and whoever takes the last apple loses.

lesson-family-title = The family: sliding and Welter's game
lesson-family-intro = Change how a piece moves and you get the game's relatives.
    In the sliding game a piece slides right over empty cells and never passes another; number the pieces from the left, and the gap to the right of piece i is the pile on stair i, so it is staircase Nim on the gaps, as in POJ 1704 Georgia and Bob.
    In Welter's game a piece may jump to any empty cell on its right; a piece with p cells to its right is the coin p, and a move takes a coin to a smaller number that no other coin holds.
    The coins are not independent heaps: pair the two coins whose binary numbers agree in the most digits counted from the lowest, then pair again among the rest; each pair a, b counts (a xor b) - 1, a coin left alone counts itself, and the XOR of these is the row's SG value.
    A board of several rows is still a sum, in both games: XOR the rows' values.
lesson-family-1-goal = Sliding game: what is the SG value of this row?
lesson-family-1-hint = Number the pieces from the left and measure the gap to the right of each; only the gaps on odd stairs count.
lesson-family-2-goal = Sliding game: play a winning move.
lesson-family-2-hint = The gap to the right of piece 1 is on stair 1, the one to the right of piece 2 on stair 2; a winning move leaves the odd gaps with an XOR of 0.
lesson-family-3-goal = Welter's game: what is the SG value of this row?
lesson-family-3-hint = The pieces are the coins 4 and 3, the cells to their right; they differ already in their last binary digit.
lesson-family-4-goal = Welter's game: play a winning move; a piece may land on any empty cell to its right.
lesson-family-4-hint = The coins are 6 and 2, worth (6 xor 2) - 1 = 3; look for a move after which the pair counts 0.
lesson-family-5-goal = Welter's game on two rows: play a winning move.
lesson-family-5-hint = Row 1 has the coins 6 and 0, row 2 the coins 4 and 0; find each row's value, then change one row so that the XOR of the rows becomes 0.
lesson-family-problem-1 = The sliding game mirrored: the pieces move left toward the wall, so number the stairs from the other end and count the odd gaps.
lesson-family-problem-2 = The sliding game with one special piece, the king: ask which piece the winner must bring to the top, and what that does to the stairs.
lesson-family-problem-3 = Count positions instead of playing one: the sliding game's value depends only on the odd-stair gaps, so count the ways to split the empty cells whose odd gaps XOR to 0.

lesson-contest-title = From the board to the contest
lesson-contest-intro = A judge input of HDU 5724 gives T tests; each test gives n, then n rows, each as m followed by the columns p1 … pm of its m pieces on a board 20 cells wide.
    Draw each row: a piece on each column given, the other cells empty, so the row “2 19 20” is 18xx and the row “1 19” is 18x1.
    Then find each row's SG value from its stairs and XOR the rows: the answer is YES when the nim-sum is not 0 and NO when it is 0.
    To go on playing, pick a row whose new value would make the nim-sum 0, and a move on its staircase that reaches that value.
lesson-contest-1-goal = The judge row “2 19 20”, on a board 20 cells wide: what is its SG value?
lesson-contest-1-hint = The pieces at columns 19 and 20 have no empty cell to their right: on which stair do they stand?
lesson-contest-2-goal = The sample's second test, the rows “1 19” and “1 18”: play a winning move.
lesson-contest-2-hint = Row 1's piece stands on stair 1 and row 2's on stair 2; the nim-sum must become 0, and either row can do it.
lesson-contest-3-goal = The judge row “3 1 2 10”: what is its SG value?
lesson-contest-3-hint = Count the empty cells to the right of each piece: the pieces at columns 1 and 2 share a stair.
lesson-contest-4-goal = A test with the rows “2 10 20” and “2 1 4”: what is the nim-sum of the board?
lesson-contest-4-hint = The piece at column 20 stands on stair 0 and never counts; find each row's odd stairs, then XOR the two rows.
lesson-contest-5-goal = A test with the rows “2 14 15” and “1 4”: play a winning move.
lesson-contest-5-hint = Row 1 holds two pieces on stair 5; a hop carries the moving piece and every piece it jumps over down one stair.
lesson-contest-problem-1 = Exactly this input, up to 1000 rows a test on 20 columns: the staircase gives each row's value without a table of all 2^20 rows.
lesson-contest-problem-2 = The same input as HDU 5724, in Chinese: answer each test with YES or NO from the nim-sum.
lesson-contest-problem-3 = Staircase Nim on a tree instead of a row: find which nodes act as the odd stairs, then count the swaps of apples that leave a nim-sum of 0.
lesson-contest-problem-4 = Coins move up a tree toward the root, one stair per edge: each query re-hangs a subtree, which may change the parity of its nodes' depths.
