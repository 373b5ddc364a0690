#!/usr/bin/env python3
"""Times the commands of benches/solve.sh side by side and prints the ratios.

Each figure is the median wall time of several runs of the whole process; peak
memory is the child's own maximum resident set (os.wait4). Outputs are compared
byte for byte before anything is timed.
"""
import hashlib
import os
import statistics
import subprocess
import sys
import time

work, hopnim = sys.argv[1], os.path.abspath(sys.argv[2])
max_input = os.path.join(work, "hdu-max.txt")
big_input = os.path.join(work, "big.txt")
baseline = os.path.join(work, "staircase_scanf")


def run(argv, stdin_path=None, pipe_from=None):
    """Runs argv once; returns (seconds, peak RSS in MiB, stdout digest)."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    feeder = None
    if pipe_from:
        feeder = subprocess.Popen(["cat", pipe_from], stdout=subprocess.PIPE)
        stdin = feeder.stdout
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE)
    digest = hashlib.sha256()
    for chunk in iter(lambda: child.stdout.read(1 << 16), b""):
        digest.update(chunk)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    if feeder:
        feeder.wait()
    if status != 0:
        sys.exit(f"{argv} failed with status {status}")
    return seconds, usage.ru_maxrss / 1024, digest.hexdigest()


def median_of(argv, runs, **kwargs):
    results = [run(argv, **kwargs) for _ in range(runs)]
    return (statistics.median(r[0] for r in results), max(r[1] for r in results), results[0][2])


def interleaved(commands, runs, **kwargs):
    """Runs the commands in turn, `runs` rounds: the median seconds of each, so that the
    machine's slow and fast spells fall on all of them alike."""
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, argv in enumerate(commands):
            times[index].append(run(argv, **kwargs)[0])
    return [statistics.median(t) for t in times]


def show(label, seconds, rss=None):
    extra = f"   peak RSS {rss:6.1f} MiB" if rss is not None else ""
    print(f"  {label:<42} {seconds * 1000:9.1f} ms{extra}")


run(["cat", big_input])  # warm the page cache

print("(a) largest HDU input (T=100, n=1000, %.1f MB)" % (os.path.getsize(max_input) / 1e6))
base = median_of([baseline], 7, stdin_path=max_input)
ours = median_of([hopnim, "solve", max_input], 15)
assert base[2] == ours[2], "outputs differ"
show("scanf C++ staircase (g++ -O2)", base[0])
show("hopnim solve", ours[0])
print(f"  => hopnim is {base[0] / ours[0]:.1f}x faster (target: 15x)")

print("(b) %.2f GB from a file" % (os.path.getsize(big_input) / 1e9))
wc = median_of(["wc", "-l", big_input], 5)
one = median_of([hopnim, "solve", "--threads", "1", big_input], 5)
every = median_of([hopnim, "solve", big_input], 5)
assert one[2] == every[2], "thread counts give different outputs"
show("wc -l", wc[0])
show("hopnim solve --threads 1", one[0])
show("hopnim solve (all %d cores)" % os.cpu_count(), every[0])
print(f"  => {every[0] / wc[0]:.1f}x the time of wc -l (target: at most 4x), "
      f"{os.path.getsize(big_input) / every[0] / 1e9:.2f} GB/s; one thread {one[0] / wc[0]:.1f}x")

print("(c) the same input through a pipe (cat | hopnim solve)")
piped = median_of([hopnim, "solve"], 3, pipe_from=big_input)
assert piped[2] == every[2], "the pipe gives a different output"
show("cat big | hopnim solve", piped[0], piped[1])
print(f"  => peak RSS {piped[1]:.1f} MiB (target: at most 32 MiB)")

print("(d) misère play: solve --misere against solve, interleaved")
for label, path, runs in [("largest HDU input", max_input, 21), ("%.2f GB file" % (os.path.getsize(big_input) / 1e9), big_input, 5)]:
    normal, misere = interleaved([[hopnim, "solve", path], [hopnim, "solve", "--misere", path]], runs)
    show(f"{label}: solve", normal)
    show(f"{label}: solve --misere", misere)
    print(f"  => {misere / normal:.2f}x the time of solve (target: at most 1.2x)")
