# Leaping Chess: Welter's game (Conway, On Numbers and Games, ch. 13).
# A piece's coin is the number of cells to its right, 20 - p.  The value of a
# row is the Welter function of its coins, here in its pairwise form: the XOR
# of all coins, XORed with 2^(k+1) - 1 for every pair of coins whose lowest
# k binary digits agree and whose digit k differs.  Only the parity of the
# number of such pairs matters, and it comes from the parities of the counts
# of coins in each residue class mod 2^(k+1).
import sys


def row_value(coins):
    value = 0
    odd = 0  # bit r: an odd number of coins are r mod 32 (coins are < 32)
    for c in coins:
        value ^= c
        odd ^= 1 << c
    for k in range(4, -1, -1):
        half = 1 << k
        low = odd & ((1 << half) - 1)  # classes r mod 2^(k+1), r < 2^k
        high = odd >> half             # classes r + 2^k mod 2^(k+1)
        if bin(low & high).count("1") & 1:
            value ^= (1 << (k + 1)) - 1
        odd = low ^ high               # parities of the classes mod 2^k
    return value


def main():
    data = sys.stdin.buffer.read().split()
    idx = 0
    t = int(data[idx]); idx += 1
    out = []
    for _ in range(t):
        n = int(data[idx]); idx += 1
        nim_sum = 0
        for _ in range(n):
            m = int(data[idx]); idx += 1
            coins = [20 - int(p) for p in data[idx:idx + m]]
            idx += m
            nim_sum ^= row_value(coins)
        out.append("YES" if nim_sum else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
