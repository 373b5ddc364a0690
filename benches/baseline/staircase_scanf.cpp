// The solution a typical contestant submits for HDU 5724: scanf, then the staircase
// formula per row. The baseline of benches/solve.sh.
#include <cstdio>
#include <cstring>

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 1;
    while (T--) {
        int n;
        scanf("%d", &n);
        int sg = 0;
        while (n--) {
            int m;
            scanf("%d", &m);
            bool board[22];
            memset(board, 0, sizeof board);
            for (int i = 0; i < m; i++) {
                int p;
                scanf("%d", &p);
                board[p] = true;
            }
            // Walk from the right: count empty cells; a block of pieces after an odd
            // number of empty cells is a pile on an odd stair.
            int empties = 0, pile = 0;
            for (int c = 20; c >= 1; c--) {
                if (board[c]) {
                    pile++;
                } else {
                    if (empties % 2 == 1) sg ^= pile;
                    pile = 0;
                    empties++;
                }
            }
            if (empties % 2 == 1) sg ^= pile;
        }
        puts(sg ? "YES" : "NO");
    }
    return 0;
}
