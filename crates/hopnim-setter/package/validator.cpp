// Input validator for "Chess", "Misère Chess" and the sibling games (HDU 5724
// format), and, with the flag `interactive` (data/testdata.yaml:
// input_validator_flags), for "Beat the Engine". The ICPC format's flags differ
// between its versions and its tools, so the ICPC package's copy of this file starts
// with "#define HOPNIM_INTERACTIVE" instead (hopnim package writes it), which sets
// the flag too.
//
// Reads the whole input from standard input and checks it byte by byte:
//
//     T                      1 <= T <= 100          (interactive: T = 1)
//     then T tests, each:
//     n                      1 <= n <= 1000         (interactive: n <= 10)
//     m p_1 ... p_m          n lines, 0 <= m <= 20, 1 <= p_i <= 20, distinct
//
// With `interactive`, the position must also be a win for the first player under
// normal play (the XOR over the rows of the number of pieces on odd stairs is not 0;
// a piece's stair is the number of empty cells to its right).
//
// Tokens are separated by exactly one space, every line ends with "\n"
// (the last one too), numbers have no sign and no leading zeros, and
// nothing follows the last line.
//
// Exit code 42: valid.  Exit code 43: invalid, with the reason and the
// line and column (both counted from 1) on standard error.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

std::string data;
size_t pos = 0;
long line = 1, col = 1;

[[noreturn]] void fail(const std::string &why) {
    std::fprintf(stderr, "invalid input at line %ld, column %ld: %s\n", line, col, why.c_str());
    std::exit(43);
}

std::string describe(size_t at) {
    if (at >= data.size()) return "end of file";
    unsigned char ch = static_cast<unsigned char>(data[at]);
    char buf[32];
    if (ch == '\n') return "a newline";
    if (ch == ' ') return "a space";
    if (ch >= 33 && ch < 127) std::snprintf(buf, sizeof buf, "'%c'", ch);
    else std::snprintf(buf, sizeof buf, "byte 0x%02x", ch);
    return buf;
}

void advance() {
    if (data[pos] == '\n') { line++; col = 1; } else col++;
    pos++;
}

// A number without sign or leading zeros, in [lo, hi].
long number(const char *what, long lo, long hi) {
    if (pos >= data.size() || data[pos] < '0' || data[pos] > '9')
        fail(std::string("expected ") + what + ", found " + describe(pos));
    if (data[pos] == '0' && pos + 1 < data.size() && data[pos + 1] >= '0' && data[pos + 1] <= '9')
        fail(std::string(what) + " has a leading zero");
    long startLine = line, startCol = col;
    long v = 0;
    int digits = 0;
    while (pos < data.size() && data[pos] >= '0' && data[pos] <= '9') {
        if (++digits > 9) fail(std::string(what) + " has too many digits");
        v = v * 10 + (data[pos] - '0');
        advance();
    }
    if (v < lo || v > hi) {
        line = startLine; col = startCol;
        fail(std::string(what) + " = " + std::to_string(v) + " is out of range [" +
             std::to_string(lo) + ", " + std::to_string(hi) + "]");
    }
    return v;
}

void expect(char ch) {
    if (pos >= data.size() || data[pos] != ch)
        fail(std::string("expected ") + (ch == ' ' ? "a single space" : "a newline") +
             ", found " + describe(pos));
    advance();
}

}  // namespace

int main(int argc, char **argv) {
#ifdef HOPNIM_INTERACTIVE
    bool interactive = true;
#else
    bool interactive = false;
#endif
    for (int i = 1; i < argc; i++) {
        if (std::string(argv[i]) == "interactive") interactive = true;
        else fail(std::string("unknown validator flag: ") + argv[i]);
    }
    char buf[1 << 16];
    size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) data.append(buf, got);

    long t = interactive ? number("T (the number of tests, must be 1)", 1, 1)
                         : number("T (the number of tests)", 1, 100);
    long nimSum = 0;
    expect('\n');
    for (long test = 1; test <= t; test++) {
        long n = number("n (the number of rows)", 1, interactive ? 10 : 1000);
        expect('\n');
        for (long r = 1; r <= n; r++) {
            long m = number("m (the number of pieces in a row)", 0, 20);
            bool seen[21] = {false};
            for (long j = 0; j < m; j++) {
                expect(' ');
                long startLine = line, startCol = col;
                long p = number("a position p", 1, 20);
                if (seen[p]) {
                    line = startLine; col = startCol;
                    fail("position " + std::to_string(p) + " appears twice in row " +
                         std::to_string(r) + " of test " + std::to_string(test));
                }
                seen[p] = true;
            }
            expect('\n');
            long empties = 0, pile[21] = {0}, grundy = 0;
            for (int c = 20; c >= 1; c--) {
                if (seen[c]) pile[empties]++;
                else empties++;
            }
            for (int s = 1; s <= 20; s += 2) grundy ^= pile[s];
            nimSum ^= grundy;
        }
    }
    if (pos != data.size()) fail("expected end of file after the last test, found " + describe(pos));
    if (interactive && nimSum == 0) {
        fail("the position is a loss for the first player (the XOR of the odd stairs is 0); it must be a win");
    }
    return 42;
}
