// Leaping Chess: Welter's game (Conway, On Numbers and Games, ch. 13).
// A piece's coin is the number of cells to its right, 20 - p; a move lowers
// one coin to any value no other coin of the row has.  The value of a row is
// the Welter function of its coins, found by mating: split the coins by
// their lowest binary digit, mate inside each half, then mate the two
// leftovers (if both halves have one) with each other.  A mated pair a, b
// adds (a xor b) - 1, the coin left unmated adds itself, and the row's value
// is the XOR of those.  The answer is the XOR of the rows' values.
#include <cstdio>
#include <vector>

// Mates the coins, which all agree below binary digit `bit`.  XORs the
// contributions of the mated pairs into `value`; returns the leftover coin,
// or -1 if every coin is mated.
static int mate(const std::vector<int> &coins, int bit, int &value) {
    if (coins.empty()) return -1;
    if (coins.size() == 1) return coins[0];
    std::vector<int> half[2];
    for (int c : coins) half[c >> bit & 1].push_back(c);
    int a = mate(half[0], bit + 1, value);
    int b = mate(half[1], bit + 1, value);
    if (a < 0) return b;
    if (b < 0) return a;
    value ^= (a ^ b) - 1;
    return -1;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, nimSum = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int m;
            std::scanf("%d", &m);
            std::vector<int> coins;
            for (int j = 0; j < m; j++) {
                int p;
                std::scanf("%d", &p);
                coins.push_back(20 - p);
            }
            int value = 0;
            int left = mate(coins, 0, value);
            if (left >= 0) value ^= left;
            nimSum ^= value;
        }
        std::puts(nimSum ? "YES" : "NO");
    }
    return 0;
}
