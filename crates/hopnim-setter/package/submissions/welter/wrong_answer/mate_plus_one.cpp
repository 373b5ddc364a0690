// Leaping Chess: the Welter function by mating (coin = 20 - p), but a mated
// pair a, b adds (a xor b) instead of (a xor b) - 1.
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
    value ^= a ^ b;  // should be (a ^ b) - 1
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
