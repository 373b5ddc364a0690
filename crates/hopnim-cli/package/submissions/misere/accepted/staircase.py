# Misere Chess: the player who cannot move wins.
# A piece's stair is the number of empty cells to its right; a row's value is
# the XOR of the piles on odd stairs.  A row is firm if some odd-stair pile
# has two or more pieces.  The first player loses iff (some row is firm and
# the XOR is 0) or (no row is firm and the XOR is 1), as in misere Nim.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    idx = 0
    t = int(data[idx]); idx += 1
    out = []
    for _ in range(t):
        n = int(data[idx]); idx += 1
        nim_sum = 0
        firm = False
        for _ in range(n):
            m = int(data[idx]); idx += 1
            piece = [False] * 22
            for p in data[idx:idx + m]:
                piece[int(p)] = True
            idx += m
            pile = [0] * 21
            empties = 0
            for c in range(20, 0, -1):
                if piece[c]:
                    pile[empties] += 1
                else:
                    empties += 1
            for s in range(1, 21, 2):
                nim_sum ^= pile[s]
                if pile[s] >= 2:
                    firm = True
        first_loses = (nim_sum == 0) if firm else (nim_sum == 1)
        out.append("NO" if first_loses else "YES")
    sys.stdout.write("\n".join(out) + "\n")


main()
