# Beat the Engine: keep the board, and on every turn play a move that makes
# the XOR of the rows' values 0 (a row's value is the XOR of the numbers of
# pieces on odd stairs; a piece's stair is the number of empty cells to its
# right).  Stop when the judge prints "0 0".
import sys

W = 20


def landing(mask, c):
    """Column where the piece at column c lands, 0 if it cannot move."""
    d = c + 1
    while d <= W and mask >> (d - 1) & 1:
        d += 1
    return d if d <= W else 0


def moved(mask, c):
    d = landing(mask, c)
    return (mask & ~(1 << (c - 1))) | (1 << (d - 1))


def grundy(mask):
    pile = [0] * (W + 1)
    empties = 0
    for c in range(W, 0, -1):
        if mask >> (c - 1) & 1:
            pile[empties] += 1
        else:
            empties += 1
    g = 0
    for s in range(1, W + 1, 2):
        g ^= pile[s]
    return g


def read_ints():
    line = sys.stdin.readline()
    return [int(x) for x in line.split()]


def main():
    n = read_ints()[0]
    rows = []
    for _ in range(n):
        row = read_ints()
        mask = 0
        for p in row[1:]:
            mask |= 1 << (p - 1)
        rows.append(mask)
    while True:
        total = 0
        for mask in rows:
            total ^= grundy(mask)
        move = None
        for r in range(n):
            for c in range(1, W + 1):
                if rows[r] >> (c - 1) & 1 and landing(rows[r], c):
                    if move is None:
                        move = (r, c)
                    if total ^ grundy(rows[r]) ^ grundy(moved(rows[r], c)) == 0:
                        move = (r, c)
                        break
            else:
                continue
            break
        if move is None:
            return
        r, c = move
        rows[r] = moved(rows[r], c)
        print(r + 1, c, flush=True)
        jr, jc = read_ints()
        if jr == 0 and jc == 0:
            return
        rows[jr - 1] = moved(rows[jr - 1], jc)


main()
