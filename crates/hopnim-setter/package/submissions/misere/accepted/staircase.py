# Misere Chess: the player who cannot move wins.
# A piece's stair is the number of empty cells to its right; a row's value is
# the XOR of the piles on odd stairs.  A row is firm if some odd-stair pile
# has two or more pieces.  The first player loses iff (some row is firm and
# the XOR is 0) or (no row is firm and the XOR is 1), as in misere Nim.
#
# The input is read one line (one row) at a time and each answer is written
# as soon as it is known, so the memory used does not grow with the input.
# (The largest inputs hold over a million numbers: read at once and split into
# one list of tokens, they can take more than the memory limit under PyPy.)
import sys


def odd_piles(cols):
    """The piles on stairs 1, 3, 5, ... of a row with pieces at `cols`."""
    piece = [False] * 21
    for p in cols:
        piece[p] = True
    pile = [0] * 21
    empties = 0
    for c in range(20, 0, -1):
        if piece[c]:
            pile[empties] += 1
        else:
            empties += 1
    return pile[1::2]


def main():
    readline = sys.stdin.buffer.readline
    t = int(readline())
    for _ in range(t):
        n = int(readline())
        nim_sum = 0
        firm = False
        for _ in range(n):
            # a row: m, then the columns of its m pieces
            cols = [int(p) for p in readline().split()[1:]]
            for pile in odd_piles(cols):
                nim_sum ^= pile
                if pile >= 2:
                    firm = True
        first_loses = (nim_sum == 0) if firm else (nim_sum == 1)
        sys.stdout.write("NO\n" if first_loses else "YES\n")


main()
