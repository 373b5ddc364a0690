# Sliding Chess: staircase Nim on the gaps.
# Number the pieces of a row 1..m from the left; the gap of piece i is the
# number of empty cells between it and the next piece on its right (the right
# edge of the board for piece m).  The value of a row is the XOR of the gaps
# of pieces 1, 3, 5, ...
#
# The input is read one line (one row) at a time and each answer is written
# as soon as it is known, so the memory used does not grow with the input.
# (The largest inputs hold over a million numbers: read at once and split into
# one list of tokens, they can take more than the memory limit under PyPy.)
import sys


def row_value(cols):
    """The XOR of the gaps of pieces 1, 3, 5, ...; `cols`: the columns."""
    cols = sorted(cols)
    cols.append(21)  # the right edge, just past column 20
    value = 0
    for i in range(0, len(cols) - 1, 2):  # pieces 1, 3, 5, ... from the left
        value ^= cols[i + 1] - cols[i] - 1
    return value


def main():
    readline = sys.stdin.buffer.readline
    t = int(readline())
    for _ in range(t):
        n = int(readline())
        nim_sum = 0
        for _ in range(n):
            # a row: m, then the columns of its m pieces
            cols = [int(p) for p in readline().split()[1:]]
            nim_sum ^= row_value(cols)
        sys.stdout.write("YES\n" if nim_sum else "NO\n")


main()
