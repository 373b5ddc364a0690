// Chess (HDU 5724): Sprague-Grundy over the real moves, but the value of a
// row is taken as (largest value of an option) + 1 instead of the mex
// (0 when there is no move).
#include <cstdio>
#include <vector>

int main() {
    const int W = 20, FULL = 1 << W;
    std::vector<int> sg(FULL);
    for (int mask = FULL - 1; mask >= 0; mask--) {
        int best = -1;
        for (int c = 0; c < W; c++) {
            if (!(mask >> c & 1)) continue;
            int d = c + 1;
            while (d < W && (mask >> d & 1)) d++;
            if (d == W) continue;
            int v = sg[(mask & ~(1 << c)) | (1 << d)];
            if (v > best) best = v;
        }
        sg[mask] = best + 1;
    }
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, nimSum = 0;
        std::scanf("%d", &n);
        while (n--) {
            int m, mask = 0;
            std::scanf("%d", &m);
            while (m--) {
                int p;
                std::scanf("%d", &p);
                mask |= 1 << (p - 1);
            }
            nimSum ^= sg[mask];
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
