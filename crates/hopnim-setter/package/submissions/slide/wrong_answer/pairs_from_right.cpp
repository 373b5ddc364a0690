// Sliding Chess: staircase Nim on the gaps (gap = empty cells between a piece
// and the next piece or the right edge), but the pieces are paired from the
// RIGHT end, as in POJ 1704 where pieces move the other way: the XOR of the
// gaps of pieces m, m - 2, m - 4, ... counted from the left.
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
            int index = 0;  // pieces seen so far, from the left
            for (int c = 1; c <= 20; c++) {
                if (!piece[c]) continue;
                index++;
                int gap = 0;
                for (int d = c + 1; d <= 20 && !piece[d]; d++) gap++;
                if ((m - index) % 2 == 0) nimSum ^= gap;  // should be index % 2 == 1
            }
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
