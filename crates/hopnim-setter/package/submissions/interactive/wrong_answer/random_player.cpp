// Beat the Engine: keep the board and play a uniformly random legal move
// (fixed seed) on every turn.  Stop when the judge prints "0 0".
#include <cstdio>
#include <random>
#include <utility>
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

int main() {
    std::mt19937 rng(5724);
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
        std::vector<std::pair<int, int>> moves;
        for (int r = 0; r < n; r++)
            for (int c = 1; c <= 20; c++)
                if ((rows[r] >> (c - 1) & 1) && landing(rows[r], c)) moves.push_back({r, c});
        if (moves.empty()) {  // we are stuck: the judge prints "0 0"
            int r, c;
            std::scanf("%d %d", &r, &c);
            return 0;
        }
        std::pair<int, int> mv = moves[rng() % moves.size()];
        apply(mv.first, mv.second);
        std::printf("%d %d\n", mv.first + 1, mv.second);
        std::fflush(stdout);
        int r, c;
        if (std::scanf("%d %d", &r, &c) != 2 || (r == 0 && c == 0)) return 0;
        apply(r - 1, c);
    }
}
