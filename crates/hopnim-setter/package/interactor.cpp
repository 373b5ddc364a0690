// Interactor (output validator) for "Beat the Engine".
//
// Run by the judging system as
//     interactor <input file> <answer file> <feedback dir/> [flags]
// with standard input = the contestant's output and standard output = the
// contestant's input.  Exit 42 = accepted, 43 = wrong answer; the reason is
// written to <feedback dir>judgemessage.txt.
//
// Input file: "1", then n, then n rows "m p_1 ... p_m" (a first-player win).
// The answer file is not used.
//
// Protocol:
//   1. The judge prints n and the n rows (the input without the leading T).
//   2. The contestant prints one line "r c": move the piece in row r,
//      column c.  A malformed line, a cell without a piece, or a piece that
//      cannot move is a wrong answer.
//   3. If the judge now has no legal move, it prints "0 0" and accepts
//      (after checking that the contestant prints nothing more).
//   4. Otherwise the judge plays perfectly and prints its move "r c": a move
//      that makes the XOR of the rows' values 0 if there is one, else a move
//      carrying the fewest pieces.  If the contestant then has no legal move,
//      the judge also prints "0 0" and the contestant loses (wrong answer).
//      Otherwise go to 2.
//
// The Polygon package's copy of this file starts with "#define HOPNIM_TESTLIB"
// (hopnim package writes it): then it is a testlib interactor, run as
//     interactor <input file> <output file> [<answer file> ...]
// (DOMjudge's testlib, which p2d ships: <input file> <answer file> <feedback dir/>),
// its verdicts testlib's, and when the contestant wins it writes the answer file's one
// line, "the first player wins", to the output file (testlib's `tout`), which is
// Polygon's answer to the test and what the checker compares. The game is the same.
#ifdef HOPNIM_TESTLIB
#include "testlib.h"
#endif

#include <cctype>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

const int W = 20;

#ifdef HOPNIM_TESTLIB

// The verdicts, testlib's: the message goes where the judge reads it.
[[noreturn]] void verdict(TResult result, const char *fmt, va_list ap) {
    char message[512];
    std::vsnprintf(message, sizeof message, fmt, ap);
    if (result == _ok) tout << "the first player wins" << std::endl;
    quitf(result, "%s", message);
}

[[noreturn]] void wrong_answer(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verdict(_wa, fmt, ap);
}

[[noreturn]] void accept(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verdict(_ok, fmt, ap);
}

[[noreturn]] void judge_error(const char *why) { quitf(_fail, "judge error: %s", why); }

#else

FILE *judgemessage = nullptr;

[[noreturn]] void wrong_answer(const char *fmt, ...) {
    if (judgemessage) {
        va_list ap;
        va_start(ap, fmt);
        std::fputs("Wrong answer: ", judgemessage);
        std::vfprintf(judgemessage, fmt, ap);
        std::fputc('\n', judgemessage);
        va_end(ap);
        std::fclose(judgemessage);
    }
    std::exit(43);
}

[[noreturn]] void accept(const char *fmt, ...) {
    if (judgemessage) {
        va_list ap;
        va_start(ap, fmt);
        std::fputs("Accepted: ", judgemessage);
        std::vfprintf(judgemessage, fmt, ap);
        std::fputc('\n', judgemessage);
        va_end(ap);
        std::fclose(judgemessage);
    }
    std::exit(42);
}

[[noreturn]] void judge_error(const char *why) {
    std::fprintf(stderr, "judge error: %s\n", why);
    if (judgemessage) std::fprintf(judgemessage, "Judge error: %s\n", why);
    std::exit(1);  // neither 42 nor 43: the system reports a judge error
}

#endif

// A row is a bit mask: bit c-1 is set when column c holds a piece.
typedef unsigned Row;

bool has(Row row, int c) { return c >= 1 && c <= W && (row >> (c - 1) & 1); }

// Landing column of the piece at column c, 0 if it cannot move.
int landing(Row row, int c) {
    int d = c + 1;
    while (d <= W && has(row, d)) d++;
    return d <= W ? d : 0;
}

Row moved(Row row, int c, int d) { return (row & ~(1u << (c - 1))) | (1u << (d - 1)); }

// Grundy value of a row: XOR of the numbers of pieces on odd stairs, where a
// piece's stair is the number of empty cells to its right.
int grundy(Row row) {
    int pile[W + 1] = {0}, empties = 0, g = 0;
    for (int c = W; c >= 1; c--) {
        if (has(row, c)) pile[empties]++;
        else empties++;
    }
    for (int s = 1; s <= W; s += 2) g ^= pile[s];
    return g;
}

bool can_move(const std::vector<Row> &board) {
    for (Row row : board)
        for (int c = 1; c <= W; c++)
            if (has(row, c) && landing(row, c)) return true;
    return false;
}

// The perfect engine's move (row index from 0, column).
std::pair<int, int> engine(const std::vector<Row> &board) {
    int total = 0;
    for (Row row : board) total ^= grundy(row);
    int bestR = -1, bestC = 0, bestCarry = W + 1;
    for (int r = 0; r < (int)board.size(); r++) {
        int g = grundy(board[r]);
        for (int c = 1; c <= W; c++) {
            if (!has(board[r], c)) continue;
            int d = landing(board[r], c);
            if (!d) continue;
            if (total != 0 && grundy(moved(board[r], c, d)) == (g ^ total)) return {r, c};
            if (d - c < bestCarry) { bestCarry = d - c; bestR = r; bestC = c; }
        }
    }
    return {bestR, bestC};
}

void send(const std::string &s) {
    std::fputs(s.c_str(), stdout);
    std::fflush(stdout);
}

// Reads one line of the contestant's output (without "\n"); false at EOF.
bool read_line(std::string &s, bool &eof_terminated) {
    s.clear();
    int ch;
    while ((ch = std::getchar()) != EOF) {
        if (ch == '\n') { eof_terminated = false; return true; }
        if (s.size() > 100) { eof_terminated = false; return true; }
        s.push_back(static_cast<char>(ch));
    }
    eof_terminated = true;
    return !s.empty();
}

// Parses "r c": two integers separated by spaces (a trailing '\r' is allowed).
bool parse_move(std::string s, long &r, long &c) {
    if (!s.empty() && s.back() == '\r') s.pop_back();
    size_t i = 0;
    long v[2];
    for (int k = 0; k < 2; k++) {
        while (i < s.size() && s[i] == ' ') i++;
        bool neg = false;
        if (i < s.size() && (s[i] == '-' || s[i] == '+')) { neg = s[i] == '-'; i++; }
        if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i]))) return false;
        long x = 0;
        int digits = 0;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
            if (++digits > 9) return false;
            x = x * 10 + (s[i] - '0');
            i++;
        }
        v[k] = neg ? -x : x;
        if (k == 0 && (i >= s.size() || s[i] != ' ')) return false;
    }
    while (i < s.size() && s[i] == ' ') i++;
    if (i != s.size()) return false;
    r = v[0];
    c = v[1];
    return true;
}

std::string printable(const std::string &s) {
    std::string out;
    for (char ch : s) {
        unsigned char u = static_cast<unsigned char>(ch);
        if (u >= 32 && u < 127) out.push_back(ch);
        else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", u);
            out += buf;
        }
    }
    return out.size() > 60 ? out.substr(0, 60) + "..." : out;
}

}  // namespace

int main(int argc, char **argv) {
    std::signal(SIGPIPE, SIG_IGN);  // a contestant that exits early must not kill the judge
#ifdef HOPNIM_TESTLIB
    registerInteraction(argc, argv);
#else
    if (argc < 4) judge_error("usage: interactor <input> <answer> <feedback dir/>");
    judgemessage = std::fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
#endif

    FILE *in = std::fopen(argv[1], "r");
    if (!in) judge_error("cannot open the input file");
    int t, n;
    if (std::fscanf(in, "%d %d", &t, &n) != 2 || t != 1 || n < 1 || n > 1000)
        judge_error("bad input file: expected T = 1 and n");
    std::vector<Row> board(n, 0);
    std::string position = std::to_string(n) + "\n";
    for (int r = 0; r < n; r++) {
        int m;
        if (std::fscanf(in, "%d", &m) != 1 || m < 0 || m > W) judge_error("bad input file: m");
        position += std::to_string(m);
        for (int j = 0; j < m; j++) {
            int p;
            if (std::fscanf(in, "%d", &p) != 1 || p < 1 || p > W || has(board[r], p))
                judge_error("bad input file: position");
            board[r] |= 1u << (p - 1);
            position += " " + std::to_string(p);
        }
        position += "\n";
    }
    std::fclose(in);

    send(position);
    for (int turn = 1;; turn++) {
        std::string line;
        bool eof = false;
        if (!read_line(line, eof))
            wrong_answer("move %d: the output ended; expected a move \"r c\"", turn);
        if (eof) wrong_answer("move %d: \"%s\" is not followed by a newline", turn, printable(line).c_str());
        long r, c;
        if (!parse_move(line, r, c))
            wrong_answer("move %d: malformed line \"%s\"; expected two integers \"r c\"", turn,
                         printable(line).c_str());
        if (r < 1 || r > n)
            wrong_answer("move %d: \"%ld %ld\": there is no row %ld (rows are 1..%d)", turn, r, c, r, n);
        if (c < 1 || c > W)
            wrong_answer("move %d: \"%ld %ld\": there is no column %ld (columns are 1..%d)", turn, r, c, c, W);
        Row row = board[r - 1];
        if (!has(row, static_cast<int>(c)))
            wrong_answer("move %d: \"%ld %ld\": there is no piece in row %ld, column %ld", turn, r, c, r, c);
        int d = landing(row, static_cast<int>(c));
        if (!d)
            wrong_answer("move %d: \"%ld %ld\": the piece in row %ld, column %ld cannot move "
                         "(no empty cell to its right)", turn, r, c, r, c);
        board[r - 1] = moved(row, static_cast<int>(c), d);

        if (!can_move(board)) {
            send("0 0\n");
            std::string rest;
            bool e2 = false;
            while (read_line(rest, e2)) {
                for (char ch : rest)
                    if (!std::isspace(static_cast<unsigned char>(ch)))
                        wrong_answer("the game ended after your move %d, but you printed more: \"%s\"",
                                     turn, printable(rest).c_str());
                if (e2) break;
            }
            accept("the judge has no move after your move %d: you win", turn);
        }

        std::pair<int, int> mv = engine(board);
        int jd = landing(board[mv.first], mv.second);
        board[mv.first] = moved(board[mv.first], mv.second, jd);
        send(std::to_string(mv.first + 1) + " " + std::to_string(mv.second) + "\n");
        if (!can_move(board)) {
            send("0 0\n");
            wrong_answer("after your move %d the judge played \"%d %d\"; you have no move: you lose",
                         turn, mv.first + 1, mv.second);
        }
    }
}
