// Sliding Chess taken as plain Nim on the gaps: the XOR of the gap of every
// piece (gap = empty cells between a piece and the next piece or the right
// edge), not only of pieces 1, 3, 5, ... from the left.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, nimSum = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int m;
            bool piece[22] = {false};
            std::scanf("%d", &m);
            for (int j = 0; j < m; j++) {
                int p;
                std::scanf("%d", &p);
                piece[p] = true;
            }
            for (int c = 1; c <= 20; c++) {
                if (!piece[c]) continue;
                int gap = 0;
                for (int d = c + 1; d <= 20 && !piece[d]; d++) gap++;
                nimSum ^= gap;
            }
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
