// Chess (HDU 5724), staircase Nim, but the columns are read as if they were
// numbered from the right: position p is stored as column 21 - p.
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
                piece[21 - p] = true;
            }
            int pile[21] = {0}, empties = 0;
            for (int c = 20; c >= 1; c--) {
                if (piece[c]) pile[empties]++;
                else empties++;
            }
            for (int s = 1; s <= 20; s += 2) nimSum ^= pile[s];
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
