// Misère Chess, misère Nim applied to the rows' Grundy VALUES: the value of a
// row is the XOR of its odd-stair piles, and a row counts as firm iff its
// value is 2 or more (instead of: some odd-stair pile has two or more pieces).
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, nimSum = 0;
        bool firm = false;  // some row has a pile of two or more pieces that counts
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
            int pile[21] = {0}, empties = 0, value = 0;
            for (int c = 20; c >= 1; c--) {
                if (piece[c]) pile[empties]++;
                else empties++;
            }
            for (int s = 1; s <= 20; s += 2) value ^= pile[s];
            nimSum ^= value;
            if (value >= 2) firm = true;
        }
        bool firstLoses = firm ? nimSum == 0 : nimSum == 1;
        std::puts(firstLoses ? "NO" : "YES");
    }
    return 0;
}
