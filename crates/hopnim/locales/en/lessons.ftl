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
lesson-play-problem-2 = The same game as HDU 5724, set in Chinese: the first player wins exactly when the plan you just played is open from the start.

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
lesson-misere-problem-3 = Apples in a line taken consecutively from one group: a group still plays like a heap of its size, and whoever takes the last apple loses.

lesson-family-title = The family: sliding and Welter's game
lesson-family-intro = Change how a piece moves and you get the game's relatives.
    In the sliding game a piece slides right over empty cells and never passes another; number the pieces from the left, and the gap to the right of piece i is the pile on stair i, so it is staircase Nim on the gaps, as in POJ 1704 Georgia and Bob.
    In Welter's game a piece may jump to any empty cell on its right; a piece with p cells to its right is the coin p, and a move takes a coin to a smaller number that no other coin holds.
    The coins are not independent heaps: pair the two coins that agree in the most last binary digits, again among the rest, each pair a, b counts (a xor b) - 1, a coin left alone counts itself, and the XOR of these is the row's SG value.
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
lesson-contest-5-hint = Row 1 holds two pieces on stair 5, and a hop carries the whole block it jumps over down a stair.
lesson-contest-problem-1 = Exactly this input, up to 1000 rows a test on 20 columns: the staircase gives each row's value without a table of all 2^20 rows.
lesson-contest-problem-2 = The same input as HDU 5724, in Chinese: answer each test with YES or NO from the nim-sum.
lesson-contest-problem-3 = Staircase Nim on a tree instead of a row: find which nodes act as the odd stairs, then count the swaps of apples that leave a nim-sum of 0.
lesson-contest-problem-4 = Coins move up a tree toward the root, one stair per edge: each query re-hangs a subtree, which may change the parity of its nodes' depths.
