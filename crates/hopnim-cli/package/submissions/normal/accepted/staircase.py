# Chess (HDU 5724): staircase Nim.
# A piece's stair is the number of empty cells to its right; the value of a
# row is the XOR of the numbers of pieces on odd stairs.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    idx = 0
    t = int(data[idx]); idx += 1
    out = []
    for _ in range(t):
        n = int(data[idx]); idx += 1
        nim_sum = 0
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
        out.append("YES" if nim_sum else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
