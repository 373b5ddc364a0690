// Chess (HDU 5724): Sprague-Grundy over every row.
// A row is a 20-bit mask (bit c-1 = a piece on column c).  A move takes a
// piece to the first empty cell on its right, which only sets a higher bit,
// so the masks are solved from the largest down, each value the mex of the
// values after its moves.  The answer is the XOR of the rows' values.
#include <cstdio>
#include <vector>

int main() {
    const int W = 20, FULL = 1 << W;
    std::vector<unsigned char> sg(FULL);
    for (int mask = FULL - 1; mask >= 0; mask--) {
        unsigned seen = 0;
        for (int c = 0; c < W; c++) {
            if (!(mask >> c & 1)) continue;
            int d = c + 1;
            while (d < W && (mask >> d & 1)) d++;
            if (d == W) continue;  // no empty cell to the right
            seen |= 1u << sg[(mask & ~(1 << c)) | (1 << d)];
        }
        int mex = 0;
        while (seen >> mex & 1) mex++;
        sg[mask] = static_cast<unsigned char>(mex);
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
