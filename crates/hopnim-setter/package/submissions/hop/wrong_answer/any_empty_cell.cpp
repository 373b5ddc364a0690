// Chess (HDU 5724), wrong reading of the rules: a piece may land on ANY empty
// cell to its right (not only the first one after its block).  Sprague-Grundy
// over all 2^20 row masks with those moves, then the XOR of the rows.
#include <cstdio>
#include <vector>

int main() {
    const int W = 20, FULL = 1 << W;
    std::vector<short> sg(FULL);
    std::vector<int> stamp(1024, -1);
    for (int mask = FULL - 1; mask >= 0; mask--) {
        for (int c = 0; c < W; c++) {
            if (!(mask >> c & 1)) continue;
            for (int d = c + 1; d < W; d++)
                if (!(mask >> d & 1)) stamp[sg[(mask & ~(1 << c)) | (1 << d)]] = mask;
        }
        int mex = 0;
        while (stamp[mex] == mask) mex++;
        sg[mask] = static_cast<short>(mex);
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
