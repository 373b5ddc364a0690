// Checker of the Polygon packages (testlib): the contestant's answers must be the
// jury's, token by token, whatever the whitespace between them and compared without
// regard to case, as the Kattis packages' default output validator compares them.
// The answers are one YES or NO per test; in the interactive package the interactor
// judges the game and, when the contestant wins, writes the answer file's one line
// to the checker (testlib's `tout`), which this checker then compares.
//
// testlib.h is the judge's (Polygon's own; p2d ships one for DOMjudge).
#include "testlib.h"

#include <string>

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int tokens = 0;
    while (!ans.seekEof()) {
        std::string expected = ans.readToken();
        tokens++;
        if (ouf.seekEof())
            quitf(_wa, "the output ends after %d tokens; expected \"%s\" next", tokens - 1,
                  compress(expected).c_str());
        std::string found = ouf.readToken();
        if (lowerCase(found) != lowerCase(expected))
            quitf(_wa, "token %d: expected \"%s\", found \"%s\"", tokens,
                  compress(expected).c_str(), compress(found).c_str());
    }
    if (!ouf.seekEof()) quitf(_wa, "the output goes on after the %d expected tokens", tokens);
    quitf(_ok, "%d tokens", tokens);
}
