// Sliding Chess: staircase Nim on the gaps.
// Number the pieces of a row 1..m from the left.  The gap of piece i is the
// number of empty cells between it and the next piece on its right (the right
// edge of the board for piece m).  Sliding piece i by k cells takes k from
// its gap and gives k to the gap of piece i - 1 (or to nothing for piece 1),
// so the gaps are a staircase whose value is the XOR of the gaps of pieces
// 1, 3, 5, ...  The answer is the XOR of the rows' values.
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
                if (index % 2 == 1) nimSum ^= gap;
            }
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
