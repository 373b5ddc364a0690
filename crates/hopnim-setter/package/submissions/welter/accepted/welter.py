# Leaping Chess: Welter's game (Conway, On Numbers and Games, ch. 13).
# A piece's coin is the number of cells to its right, 20 - p.  The value of a
# row is the Welter function of its coins, here in its pairwise form: the XOR
# of all coins, XORed with 2^(k+1) - 1 for every pair of coins whose lowest
# k binary digits agree and whose digit k differs.  Only the parity of the
# number of such pairs matters, and it comes from the parities of the counts
# of coins in each residue class mod 2^(k+1).
#
# The input is read one line (one row) at a time and each answer is written
# as soon as it is known, so the memory used does not grow with the input.
# (The largest inputs hold over a million numbers: read at once and split into
# one list of tokens, they can take more than the memory limit under PyPy.)
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
    readline = sys.stdin.buffer.readline
    t = int(readline())
    for _ in range(t):
        n = int(readline())
        nim_sum = 0
        for _ in range(n):
            # a row: m, then the columns of its m pieces
            coins = [20 - int(p) for p in readline().split()[1:]]
            nim_sum ^= row_value(coins)
        sys.stdout.write("YES\n" if nim_sum else "NO\n")


main()
