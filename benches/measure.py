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
fast_baseline = os.path.join(work, "staircase_mmap")
empty_program = os.path.join(work, "empty")
sample_input = os.path.join(work, "sample.txt")


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


def timed(argv, stdin_path=None):
    """Runs argv once, its output thrown away, started as lightly as the system can
    (posix_spawn): (seconds, peak RSS in MiB). A pipe read by Python and a fork
    added about a millisecond to every run, a third of the largest HDU input's."""
    stdin = os.open(stdin_path or os.devnull, os.O_RDONLY)
    actions = [(os.POSIX_SPAWN_DUP2, stdin, 0),
               (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)]
    try:
        start = time.perf_counter()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        seconds = time.perf_counter() - start
    finally:
        os.close(stdin)
    if status != 0:
        sys.exit(f"{argv} failed with status {status}")
    return seconds, usage.ru_maxrss / 1024


def median_of(argv, runs, **kwargs):
    results = [run(argv, **kwargs) for _ in range(runs)]
    return (statistics.median(r[0] for r in results), max(r[1] for r in results), results[0][2])


def interleaved(commands, runs, **kwargs):
    """Runs the commands in turn, `runs` rounds, so that the machine's slow and fast
    spells fall on all of them alike: the median seconds and the peak RSS of each, and
    the digest of each one's output."""
    digests = [run(argv, **kwargs)[2] for argv in commands]
    results = [[] for _ in commands]
    for _ in range(runs):
        for index, argv in enumerate(commands):
            results[index].append(timed(argv, **kwargs))
    return [
        (statistics.median(r[0] for r in rs), max(r[1] for r in rs), digest)
        for rs, digest in zip(results, digests)
    ]


def show(label, seconds, rss=None):
    extra = f"   peak RSS {rss:6.1f} MiB" if rss is not None else ""
    print(f"  {label:<42} {seconds * 1000:9.1f} ms{extra}")


run(["cat", big_input])  # warm the page cache
cores = os.cpu_count()
load = os.getloadavg()[0]
print(f"{cores} cores, load average {load:.2f} at the start")

print("(a) largest HDU input (T=100, n=1000, %.1f MB), interleaved" % (os.path.getsize(max_input) / 1e6))
# The scanf solution runs in a rotation of its own: a 50 ms process in the same rotation
# slowed the runs after it (measured: hopnim on both cores 1.90 -> 2.44 ms, the fast
# C++ 9.25 -> 9.71 ms), as the cores' idle states change under it.
fast_cpp, every, one = interleaved(
    [[fast_baseline, max_input], [hopnim, "solve", max_input],
     [hopnim, "solve", "--threads", "1", max_input]],
    101, stdin_path=max_input)
scanf_cpp, every_by_scanf = interleaved(
    [[baseline], [hopnim, "solve", max_input]], 21, stdin_path=max_input)
assert fast_cpp[2] == every[2] == one[2] == scanf_cpp[2], "outputs differ"
show("fast C++ (mapped, hand-written parser)", fast_cpp[0])
show(f"hopnim solve (all {cores} cores)", every[0])
show("hopnim solve --threads 1", one[0])
show("scanf C++ (a rotation of its own)", scanf_cpp[0])
show(f"hopnim solve (all {cores} cores), beside it", every_by_scanf[0])
print(f"  => {fast_cpp[0] / every[0]:.1f}x the fast C++ (target: 5x), "
      f"{fast_cpp[0] / one[0]:.1f}x on one thread (target: 4x); "
      f"{scanf_cpp[0] / every_by_scanf[0]:.1f}x the scanf C++")

print("(b) %.2f GB from a file, interleaved" % (os.path.getsize(big_input) / 1e9))
wc, one, every = interleaved(
    [["wc", "-l", big_input], [hopnim, "solve", "--threads", "1", big_input],
     [hopnim, "solve", big_input]], 7)
assert one[2] == every[2], "thread counts give different outputs"
gigabytes = os.path.getsize(big_input) / 1e9
show("wc -l", wc[0])
show("hopnim solve --threads 1", one[0], one[1])
show(f"hopnim solve (all {cores} cores)", every[0], every[1])
print(f"  => {every[0] / wc[0]:.1f}x the time of wc -l (target: at most 2.5x), "
      f"{gigabytes / every[0]:.2f} GB/s; one thread {one[0] / wc[0]:.1f}x, "
      f"{gigabytes / one[0]:.2f} GB/s (target: 4 GB/s a core); "
      f"peak RSS {max(one[1], every[1]):.1f} MiB (target: at most 64 MiB)")

print("(c) the same input through a pipe (cat | hopnim solve)")
piped = median_of([hopnim, "solve"], 3, pipe_from=big_input)
assert piped[2] == every[2], "the pipe gives a different output"
show("cat big | hopnim solve", piped[0], piped[1])
print(f"  => peak RSS {piped[1]:.1f} MiB (target: at most 32 MiB)")

print("(d) misère play: solve --misere against solve, interleaved")
for label, path, runs in [("largest HDU input", max_input, 21), ("%.2f GB file" % gigabytes, big_input, 5)]:
    normal, misere = interleaved([[hopnim, "solve", path], [hopnim, "solve", "--misere", path]], runs)
    show(f"{label}: solve", normal[0])
    show(f"{label}: solve --misere", misere[0])
    print(f"  => {misere[0] / normal[0]:.2f}x the time of solve (target: at most 1.2x)")

print("(e) start-up: hopnim solve on the HDU sample against a C program that does nothing")
empty, sample_run = interleaved([[empty_program], [hopnim, "solve", sample_input]], 101)
show("empty C program", empty[0])
show("hopnim solve sample", sample_run[0])
print(f"  => {sample_run[0] / empty[0]:.2f}x (target: at most 2x)")
