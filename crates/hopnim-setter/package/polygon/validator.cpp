// Input validator of the Polygon packages (testlib), the twin of ../validator.cpp,
// which the Kattis packages use: the same input, the same limits, byte-strict
// (testlib's strict mode: single spaces, "\n" line ends, no leading zeros, nothing
// after the last line).
//
//     T                      1 <= T <= 100          (interactive: T = 1)
//     then T tests, each:
//     n                      1 <= n <= 1000         (interactive: n <= 10)
//     m p_1 ... p_m          n lines, 0 <= m <= 20, 1 <= p_i <= 20, distinct
//
// Polygon hands a validator no flags of its own, so the interactive package's copy
// of this file starts with "#define HOPNIM_INTERACTIVE" (hopnim package writes it):
// then T = 1, n <= 10, and the position must be a win for the first player (the XOR
// over the rows of the number of pieces on odd stairs is not 0; a piece's stair is
// the number of empty cells to its right).
//
// testlib.h is the judge's (Polygon's own; p2d ships one for DOMjudge).
#include "testlib.h"

#include <string>

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
#ifdef HOPNIM_INTERACTIVE
    const bool interactive = true;
#else
    const bool interactive = false;
#endif
    int t = inf.readInt(1, interactive ? 1 : 100, "T");
    inf.readEoln();
    int nimSum = 0;
    for (int test = 1; test <= t; test++) {
        int n = inf.readInt(1, interactive ? 10 : 1000, "n");
        inf.readEoln();
        for (int r = 1; r <= n; r++) {
            int m = inf.readInt(0, 20, "m");
            bool seen[21] = {false};
            for (int j = 0; j < m; j++) {
                inf.readSpace();
                int p = inf.readInt(1, 20, "p");
                ensuref(!seen[p], "position %d appears twice in row %d of test %d", p, r, test);
                seen[p] = true;
            }
            inf.readEoln();
            int empties = 0, pile[21] = {0};
            for (int c = 20; c >= 1; c--) {
                if (seen[c]) pile[empties]++;
                else empties++;
            }
            for (int s = 1; s <= 20; s += 2) nimSum ^= pile[s];
        }
    }
    inf.readEof();
    ensuref(!interactive || nimSum != 0,
            "the position is a loss for the first player (the XOR of the odd stairs is 0); "
            "it must be a win");
    return 0;
}
