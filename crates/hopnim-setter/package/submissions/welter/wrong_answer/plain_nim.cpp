// Leaping Chess taken as plain Nim: a piece's coin (20 - p, the cells to its
// right) is used as a Nim heap, and the answer is the XOR of all coins.  It
// forgets that a coin can never be lowered onto a value another coin of the
// same row already has.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, nimSum = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int m;
            std::scanf("%d", &m);
            for (int j = 0; j < m; j++) {
                int p;
                std::scanf("%d", &p);
                nimSum ^= 20 - p;
            }
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
