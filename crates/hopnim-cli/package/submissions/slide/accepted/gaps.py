# Sliding Chess: staircase Nim on the gaps.
# Number the pieces of a row 1..m from the left; the gap of piece i is the
# number of empty cells between it and the next piece on its right (the right
# edge of the board for piece m).  The value of a row is the XOR of the gaps
# of pieces 1, 3, 5, ...
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
            cols = sorted(int(p) for p in data[idx:idx + m])
            idx += m
            cols.append(21)  # the right edge, just past column 20
            for i in range(0, m, 2):  # pieces 1, 3, 5, ... from the left
                nim_sum ^= cols[i + 1] - cols[i] - 1
        out.append("YES" if nim_sum else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
