// The baseline for benches/verify.sh: the Grundy table of every row of width W (default
// 20) under Welter's rules (`--rules welter`: a piece moves to any empty cell on its
// right, over whatever pieces lie between), computed the plain way, a recursive search
// memoised in an array, written to stdout as one byte per row (byte m is the row with
// mask m, bit W-c set iff column c holds a piece), the same bytes as
// `hopnim table --rules welter --format bin`. The bench compares the two tables byte for
// byte, then times both.
//
//   g++ -O2 -o welter_memo welter_memo.cpp && ./welter_memo 20 > table.bin
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace std;

int W;
vector<int> sg;

// A piece on bit i moves to any empty bit j below it (any empty cell to its right); sg is
// the mex over those moves.
int dfs(int s) {
    if (sg[s] != -1) return sg[s];
    bool vis[64];
    memset(vis, 0, sizeof vis);
    for (int i = W - 1; i >= 0; i--) {
        if (!(s >> i & 1)) continue;
        for (int j = i - 1; j >= 0; j--) {
            if (!(s >> j & 1)) vis[dfs(s ^ (1 << i) ^ (1 << j))] = true;
        }
    }
    int g = 0;
    while (vis[g]) g++;
    return sg[s] = g;
}

int main(int argc, char** argv) {
    W = argc > 1 ? atoi(argv[1]) : 20;
    if (W < 1 || W > 30) {
        fprintf(stderr, "width must be 1..30\n");
        return 1;
    }
    sg.assign(1 << W, -1);
    for (int s = 0; s < (1 << W); s++) dfs(s);
    vector<unsigned char> out(1 << W);
    for (int s = 0; s < (1 << W); s++) out[s] = (unsigned char)sg[s];
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
