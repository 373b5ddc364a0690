# Chess (HDU 5724): staircase Nim, but the nim-sum is never reset between
# tests, so it accumulates over the whole input.
#
# The input is read one line (one row) at a time, so the memory used does not
# grow with the input: the mistake is meant to cost a wrong answer, nothing
# else.
import sys


def row_value(cols):
    """The XOR of the piles on odd stairs of a row with pieces at `cols`."""
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
    value = 0
    for s in range(1, 21, 2):
        value ^= pile[s]
    return value


def main():
    readline = sys.stdin.buffer.readline
    t = int(readline())
    nim_sum = 0
    for _ in range(t):
        n = int(readline())
        for _ in range(n):
            # a row: m, then the columns of its m pieces
            cols = [int(p) for p in readline().split()[1:]]
            nim_sum ^= row_value(cols)
        sys.stdout.write("YES\n" if nim_sum else "NO\n")


main()
