#!/usr/bin/env python3
"""Writes seeded random judge inputs for the solve benchmark.

usage: gen_judge.py OUT TESTS ROWS [--seed S] [--repeat K]

Each row has a random subset of the 20 columns, in random order. With --repeat K
the TESTS tests are written K times (T = TESTS * K): a large input quickly, without
patterns a branch predictor could learn (each block is megabytes long).
"""
import argparse
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("tests", type=int)
parser.add_argument("rows", type=int)
parser.add_argument("--seed", type=int, default=5724)
parser.add_argument("--repeat", type=int, default=1)
args = parser.parse_args()

rng = random.Random(args.seed)
lines = []
for _ in range(args.tests):
    lines.append(str(args.rows))
    for _ in range(args.rows):
        columns = [c for c in range(1, 21) if rng.random() < 0.5]
        rng.shuffle(columns)
        lines.append(" ".join(map(str, [len(columns)] + columns)))
body = ("\n".join(lines) + "\n").encode()
with open(args.out, "wb") as f:
    f.write(f"{args.tests * args.repeat}\n".encode())
    for _ in range(args.repeat):
        f.write(body)
