#!/usr/bin/env python3
"""Judges a package's submissions offline, the way a testlib judge does (HydroOJ, Luogu).

Builds the checker or the interactor with the standard testlib (third_party/testlib), runs
every submission on every test under the time and memory limits, and says whether each one
got the verdict its folder declares. Exits 1 if one did not, or if a checker or interactor
failed (testlib's FAIL, a crash): a judge error is never a pass.

    scripts/testlib-judge.py --tests DIR [--input-ext .in] [--answer-ext .out]
        [--checker SRC | --interactor SRC] [--std c++17] [--time 1] [--memory 256]
        --submissions DIR [--work DIR]

--tests DIR         the tests: each NAME<input-ext> with its NAME<answer-ext>; other files
                    there are ignored. In name order.
--checker SRC       a testlib checker, run as `checker input output answer` (Hydro's and
                    Luogu's order); its exit code is the verdict (0 OK, 1 wrong answer,
                    2 presentation error, 3 a judge error, 7 points). Without one, the
                    output is compared as the judges' default comparison does: line by
                    line, spaces at line ends and blank lines at the end ignored.
--interactor SRC    a testlib interactor (registerInteraction), run as
                    `interactor input tout answer`, its standard input and output piped to
                    the submission's; its exit code is the verdict, as a checker's.
--std STD           the C++ standard the checker or interactor is built with (Luogu builds
                    checker.cpp with c++14). Submissions are built with c++17.
--time SECONDS      the time limit of a run (CPU time); --memory MIB its address space.
--submissions DIR   DIR/<verdict>/<file>: .cpp (g++ -O2) or .py (pypy3 where installed,
                    else python3). Verdicts: accepted (every test OK), wrong_answer (a wrong
                    answer or a presentation error on some test, and no crash or timeout
                    before it), time_limit_exceeded (some test past the time limit).
--work DIR          where the programs are built (default: a temporary folder).

Each submission is judged until its first failed test, as the judges stop. One line per
submission: `OK: <verdict>/<file>: <what it got>` or `ERROR: …`, then a summary.
"""

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTLIB = ROOT / "third_party" / "testlib"

ACCEPTED = "accepted"
WRONG = "wrong answer"
PRESENTATION = "presentation error"
TIMEOUT = "time limit exceeded"
CRASH = "run-time error"
JUDGE_ERROR = "judge error"

# testlib's exit codes (its default ones, which Hydro and Luogu use).
TESTLIB_VERDICTS = {0: ACCEPTED, 1: WRONG, 2: PRESENTATION, 7: WRONG}

# What each declared folder accepts as the verdict of the first failed test.
DECLARED = {
    "accepted": {ACCEPTED},
    "wrong_answer": {WRONG, PRESENTATION},
    "time_limit_exceeded": {TIMEOUT},
}


def build(source, out, std):
    """Builds a C++ source with testlib on the include path; exits with its errors if it fails."""
    command = ["g++", f"-std={std}", "-O2", "-I", str(TESTLIB), str(source), "-o", str(out)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"testlib-judge: cannot build {source}:\n{result.stderr}")
    return [str(out)]


def program(source, work):
    """The command that runs a submission: built first if it is C++."""
    if source.suffix == ".cpp":
        return build(source, work / (source.parent.name + "-" + source.stem), "c++17")
    if source.suffix == ".py":
        python = shutil.which("pypy3") or sys.executable
        return [python, str(source)]
    sys.exit(f"testlib-judge: {source}: no way to run a {source.suffix} submission")


# PyPy sizes its nursery by the CPU cache and cannot start under a small address-space
# limit otherwise (check-packages.sh explains); verifyproblem is run with the same.
RUN_ENVIRONMENT = dict(os.environ, PYPY_GC_NURSERY="4MB")


def limits(seconds, mib):
    """A preexec function setting the CPU time and address-space limits of a run."""
    def apply():
        cpu = int(seconds) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        space = mib << 20
        resource.setrlimit(resource.RLIMIT_AS, (space, space))
    return apply


def wait(process, deadline):
    """Waits for a process until the wall-clock deadline; returns (exit status, CPU seconds, killed)."""
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return process.returncode, usage.ru_utime + usage.ru_stime, False
        if time.monotonic() > deadline:
            process.kill()
            _, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
            return process.returncode, usage.ru_utime + usage.ru_stime, True
        time.sleep(0.005)


def same_output(output, answer):
    """The judges' default comparison: line by line, line-end spaces and trailing blank lines ignored."""
    def lines(text):
        rows = [row.rstrip() for row in text.splitlines()]
        while rows and not rows[-1]:
            rows.pop()
        return rows
    return lines(output) == lines(answer)


def run_checked(command, test, answer, checker, args, scratch):
    """Runs a submission on one test and judges its output; returns a verdict."""
    output_path = scratch / "output"
    with open(test, "rb") as stdin, open(output_path, "wb") as stdout:
        process = subprocess.Popen(command, stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL,
                                   env=RUN_ENVIRONMENT, preexec_fn=limits(args.time, args.memory))
        status, cpu, killed = wait(process, time.monotonic() + 3 * args.time + 2)
    if killed or cpu > args.time:
        return TIMEOUT
    if status != 0:
        return CRASH
    if checker is None:
        output = output_path.read_text(errors="replace")
        return ACCEPTED if same_output(output, answer.read_text()) else WRONG
    result = subprocess.run(checker + [str(test), str(output_path), str(answer)],
                            capture_output=True, text=True)
    return TESTLIB_VERDICTS.get(result.returncode, JUDGE_ERROR) + verdict_note(result)


def run_interactive(command, test, answer, interactor, args, scratch):
    """Runs a submission against the interactor on one test; returns a verdict."""
    to_submission_read, to_submission_write = os.pipe()
    to_interactor_read, to_interactor_write = os.pipe()
    submission = subprocess.Popen(command, stdin=to_submission_read, stdout=to_interactor_write,
                                  stderr=subprocess.DEVNULL, env=RUN_ENVIRONMENT,
                                  preexec_fn=limits(args.time, args.memory))
    judge = subprocess.Popen(interactor + [str(test), str(scratch / "tout"), str(answer)],
                             stdin=to_interactor_read, stdout=to_submission_write,
                             stderr=subprocess.PIPE)
    for end in (to_submission_read, to_submission_write, to_interactor_read, to_interactor_write):
        os.close(end)
    deadline = time.monotonic() + 3 * args.time + 2
    status, cpu, killed = wait(submission, deadline)
    try:
        _, judge_stderr = judge.communicate(timeout=max(deadline - time.monotonic(), 1))
    except subprocess.TimeoutExpired:
        judge.kill()
        judge.communicate()
        return JUDGE_ERROR + " (the interactor did not end)"
    if killed or cpu > args.time:
        return TIMEOUT
    verdict = TESTLIB_VERDICTS.get(judge.returncode, JUDGE_ERROR)
    if verdict == ACCEPTED and status != 0:
        return CRASH
    note = judge_stderr.decode(errors="replace").strip().splitlines()
    return verdict + (f" ({note[0][:100]})" if note and verdict != ACCEPTED else "")


def verdict_note(result):
    """The first line a checker wrote, for a verdict other than OK."""
    if result.returncode == 0:
        return ""
    lines = (result.stderr or result.stdout).strip().splitlines()
    return f" ({lines[0][:100]})" if lines else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tests", type=Path, required=True)
    parser.add_argument("--input-ext", default=".in")
    parser.add_argument("--answer-ext", default=".out")
    judges = parser.add_mutually_exclusive_group()
    judges.add_argument("--checker", type=Path)
    judges.add_argument("--interactor", type=Path)
    parser.add_argument("--std", default="c++17")
    parser.add_argument("--time", type=float, default=1.0)
    parser.add_argument("--memory", type=int, default=256)
    parser.add_argument("--submissions", type=Path, required=True)
    parser.add_argument("--work", type=Path)
    args = parser.parse_args()

    tests = []
    for test in sorted(args.tests.glob("*" + args.input_ext)):
        answer = test.with_name(test.name[: -len(args.input_ext)] + args.answer_ext)
        if not answer.is_file():
            sys.exit(f"testlib-judge: {test} has no {answer.name}")
        tests.append((test, answer))
    if not tests:
        sys.exit(f"testlib-judge: no *{args.input_ext} test in {args.tests}")
    submissions = sorted(p for p in args.submissions.glob("*/*") if p.is_file())
    if not submissions:
        sys.exit(f"testlib-judge: no submission under {args.submissions}/<verdict>/")

    with tempfile.TemporaryDirectory(prefix="testlib-judge-") as temporary:
        work = args.work or Path(temporary)
        work.mkdir(parents=True, exist_ok=True)
        checker = build(args.checker, work / "checker", args.std) if args.checker else None
        interactor = (build(args.interactor, work / "interactor", args.std)
                      if args.interactor else None)
        errors = 0
        for source in submissions:
            declared = source.parent.name
            name = f"{declared}/{source.name}"
            if declared not in DECLARED:
                print(f"ERROR: {name}: {declared} is no verdict ({', '.join(DECLARED)})")
                errors += 1
                continue
            command = program(source, work)
            got, where = ACCEPTED, ""
            for test, answer in tests:
                if interactor:
                    verdict = run_interactive(command, test, answer, interactor, args, work)
                else:
                    verdict = run_checked(command, test, answer, checker, args, work)
                if not verdict.startswith(ACCEPTED):
                    got, where = verdict, f" on {test.name}"
                    break
            kind = next((v for v in (ACCEPTED, WRONG, PRESENTATION, TIMEOUT, CRASH, JUDGE_ERROR)
                         if got.startswith(v)), JUDGE_ERROR)
            if kind in DECLARED[declared]:
                print(f"OK: {name}: {got}{where}")
            else:
                print(f"ERROR: {name}: {got}{where}, but it declares {declared}")
                errors += 1
    print(f"testlib-judge: {len(submissions)} submissions, {len(tests)} tests: {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
