// Leaping Chess: plain game-tree search over the whole board, without
// memoisation.  Correct, but exponential in the number of moves left.
#include <cstdio>
#include <vector>

static std::vector<int> rows;  // bit c-1 = a piece on column c

// True if the player to move wins.
static bool wins() {
    for (size_t r = 0; r < rows.size(); r++) {
        int mask = rows[r];
        for (int c = 0; c < 20; c++) {
            if (!(mask >> c & 1)) continue;
            for (int d = c + 1; d < 20; d++) {
                if (mask >> d & 1) continue;  // land on any empty cell to the right
                rows[r] = (mask & ~(1 << c)) | (1 << d);
                bool opponentWins = wins();
                rows[r] = mask;
                if (!opponentWins) return true;
            }
        }
    }
    return false;  // no move, or every move lets the opponent win
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        std::scanf("%d", &n);
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
        std::puts(wins() ? "YES" : "NO");
    }
    return 0;
}
