// Beat the Engine: keep the board, and on every turn play a move that makes
// the XOR of the rows' values 0 (a row's value is the XOR of the numbers of
// pieces on odd stairs; a piece's stair is the number of empty cells to its
// right).  Stop when the judge prints "0 0".
#include <cstdio>
#include <vector>

static std::vector<int> rows;  // bit c-1 = a piece on column c

static int landing(int mask, int c) {  // 0 if the piece at c cannot move
    int d = c + 1;
    while (d <= 20 && (mask >> (d - 1) & 1)) d++;
    return d <= 20 ? d : 0;
}

static void apply(int r, int c) {
    int d = landing(rows[r], c);
    rows[r] = (rows[r] & ~(1 << (c - 1))) | (1 << (d - 1));
}

static int grundy(int mask) {
    int pile[21] = {0}, empties = 0, g = 0;
    for (int c = 20; c >= 1; c--) {
        if (mask >> (c - 1) & 1) pile[empties]++;
        else empties++;
    }
    for (int s = 1; s <= 20; s += 2) g ^= pile[s];
    return g;
}

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    rows.assign(n, 0);
    for (int i = 0; i < n; i++) {
        int m;
        std::scanf("%d", &m);
        while (m--) {
            int p;
            std::scanf("%d", &p);
            rows[i] |= 1 << (p - 1);
        }
    }
    for (;;) {
        int total = 0;
        for (int mask : rows) total ^= grundy(mask);
        int moveR = -1, moveC = 0;  // a winning move if there is one, else the first legal move
        bool winning = false;
        for (int r = 0; r < n && !winning; r++)
            for (int c = 1; c <= 20 && !winning; c++) {
                if (!(rows[r] >> (c - 1) & 1)) continue;
                int d = landing(rows[r], c);
                if (!d) continue;
                int after = (rows[r] & ~(1 << (c - 1))) | (1 << (d - 1));
                winning = (total ^ grundy(rows[r]) ^ grundy(after)) == 0;
                if (winning || moveR < 0) { moveR = r; moveC = c; }
            }
        if (moveR < 0) return 0;  // no move at all: the judge ends the game
        apply(moveR, moveC);
        std::printf("%d %d\n", moveR + 1, moveC);
        std::fflush(stdout);
        int r, c;
        if (std::scanf("%d %d", &r, &c) != 2 || (r == 0 && c == 0)) return 0;
        apply(r - 1, c);
    }
}
