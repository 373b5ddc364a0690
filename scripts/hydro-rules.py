#!/usr/bin/env python3
"""Checks a problem that `hopnim package --format hydro` wrote against HydroOJ's rules.

    scripts/hydro-rules.py DIR SCHEMA

DIR is the package: the problem folder <pid>/ and its zip <pid>.zip. SCHEMA is the JSON
Schema of Hydro's test data config (scripts/schemas/hydro-config.schema.json). Needs
PyYAML and jsonschema. Prints one line per rule checked and `ERROR: …` for each broken
one; exits 1 if any is broken.

The rules are Hydro's own (hydro-dev/Hydro at 409af92), each from the file it names:
- the zip (packages/hydrooj/src/model/problem.ts, ProblemModel.import): one top-level
  folder holding problem.yaml, and nothing else; its files are the folder's, byte for
  byte;
- problem.yaml (ProblemModel.import): a mapping whose `title` is a string, whose `pid`
  matches the import's rule (with no prefix, which needs a namespace of the domain) and
  is the folder's name, whose `tag` is a list; no key the import does not read;
- the statements (problem.ts, findOverrideContent): problem_<lang>.md, no problem.md
  (which would stand for every language), <lang> a language of Hydro's interface
  (packages/hydrooj/locales: en, ko, zh, zh_TW), English and Chinese both there; each
  opens with a `# ` heading (the English one the title); the samples in the blocks
  Hydro shows as samples (```input1 and ```output1, packages/ui-default/components/
  highlighter/highlighter.page.ts), each the test data's sample byte for byte;
- testdata/config.yaml: valid under SCHEMA; every file it names in testdata/; a checker
  for checker_type testlib and an interactor for type interactive
  (packages/hydrojudge/src/cases.ts, isValidConfig); at most 100 tests, their time
  limits summing to at most 60 s, memory at most 512 MiB (packages/hydrojudge/src/
  config.ts); no testlib.h, which Hydro brings (packages/hydrojudge/src/task.ts);
- the files the import counts (testdata, additional_file, attachments, generators,
  include, data, statement, problem_statement): fewer than 100 and under 256 MiB, the
  limits Hydro's upload refuses at (packages/hydrooj/src/model/setting.ts,
  handler/problem.ts);
- the programs (ProblemModel.import): at most 5 in std/, which the import submits as
  they are; the others in submissions/<verdict>/, which it submits headed by a `//`
  line: none there is an accepted one (for a Python one that line is an error).
"""

import json
import re
import sys
import zipfile
from pathlib import Path

import jsonschema
import yaml

PID = re.compile(r"^[a-z][0-9a-z]*$", re.IGNORECASE)  # the import's, without a prefix
STATEMENT = re.compile(r"^problem(?:_|.)([a-zA-Z_]+)\.(md|pdf)$")
LANGUAGES = {"en", "ko", "zh", "zh_TW"}
IMPORT_KEYS = {"title", "name", "pid", "tag", "difficulty", "hidden", "owner", "content", "limits"}
COUNTED = ["testdata", "additional_file", "attachments", "generators", "include", "data",
           "statement", "problem_statement"]
TOP_LEVEL = {"problem.yaml", "testdata", "std", "submissions"}
FILES_MAX = 100
SIZE_MAX = 256 << 20
TESTS_MAX = 100
TOTAL_TIME_MAX_MS = 60_000
MEMORY_MAX_MB = 512
STD_MAX = 5
VERDICTS = {"wrong_answer", "time_limit_exceeded"}
TIME = re.compile(r"^([0-9]+(?:\.[0-9]*)?)([mu]?)s?$", re.IGNORECASE)
MEMORY = re.compile(r"^([0-9]+(?:\.[0-9]*)?)([kmg])b?$", re.IGNORECASE)

errors = 0


def check(ok, rule, why=""):
    """Prints the rule as OK or as an ERROR, with why it is broken."""
    global errors
    if ok:
        print(f"   OK: {rule}")
    else:
        errors += 1
        print(f"   ERROR: {rule}" + (f": {why}" if why else ""))
    return ok


def time_ms(text):
    """A time as Hydro parses one (parseTimeMS): 1s, 1000ms, 1000."""
    if isinstance(text, int) or str(text).isdigit():
        return int(text)
    number, unit = TIME.match(text).groups()
    return int(float(number) * {"": 1000, "m": 1, "u": 0.001}[unit.lower()])


def memory_mb(text):
    """A memory limit as Hydro parses one (parseMemoryMB): 256m, 1g."""
    if isinstance(text, int) or str(text).isdigit():
        return int(text)
    number, unit = MEMORY.match(text).groups()
    return float(number) * {"k": 1 / 1024, "m": 1, "g": 1024}[unit.lower()]


def files_of(folder):
    """Every file under folder, by its path inside it, with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def sample_blocks(markdown):
    """The fenced blocks named inputN and outputN: {(kind, N): text}."""
    blocks = {}
    for fence, kind, number, body in re.findall(
            r"^(`{3,})(input|output)([0-9]+)\n(.*?)^\1$", markdown, re.MULTILINE | re.DOTALL):
        blocks[(kind, int(number))] = body
    return blocks


def check_zip(package, pid, folder):
    entries = list(package.iterdir())
    check(sorted(p.name for p in entries) == sorted([pid, f"{pid}.zip"]),
          f"the package holds {pid}/ and {pid}.zip alone", str([p.name for p in entries]))
    with zipfile.ZipFile(package / f"{pid}.zip") as archive:
        names = [n for n in archive.namelist() if not n.endswith("/")]
        tops = {n.split("/", 1)[0] for n in archive.namelist()}
        check(tops == {pid} and all("/" in n for n in names),
              f"the zip holds one top-level folder, {pid}/", str(sorted(tops)))
        check(f"{pid}/problem.yaml" in names and "problem.yaml" not in names,
              "the zip's folder holds problem.yaml (one problem, not the ICPC case)")
        inside = {n[len(pid) + 1:]: archive.read(n) for n in names}
    on_disk = files_of(folder)
    check(inside == on_disk, f"the zip holds the folder byte for byte ({len(on_disk)} files)",
          f"only in the zip: {sorted(set(inside) - set(on_disk))}, only in the folder: "
          f"{sorted(set(on_disk) - set(inside))}, different: "
          f"{sorted(n for n in set(inside) & set(on_disk) if inside[n] != on_disk[n])}")


def check_problem_yaml(folder, pid):
    problem = yaml.safe_load((folder / "problem.yaml").read_text(encoding="utf-8"))
    if not check(isinstance(problem, dict), "problem.yaml is a mapping"):
        return {}
    check(isinstance(problem.get("title"), str) and problem["title"].strip(),
          "problem.yaml: title is a string", repr(problem.get("title")))
    check(isinstance(problem.get("pid"), str) and PID.match(problem["pid"])
          and problem["pid"] == pid,
          f"problem.yaml: pid {problem.get('pid')!r} is Hydro's kind of id and the folder's name")
    check(isinstance(problem.get("tag"), list) and problem["tag"]
          and all(isinstance(t, str) for t in problem["tag"]),
          f"problem.yaml: tag is a list of strings ({', '.join(map(str, problem.get('tag') or []))})")
    check(set(problem) <= IMPORT_KEYS, "problem.yaml: only keys the import reads",
          str(sorted(set(problem) - IMPORT_KEYS)))
    return problem


def check_statements(folder, problem, samples):
    names = sorted(p.name for p in folder.iterdir() if p.is_file() and STATEMENT.match(p.name))
    languages = {STATEMENT.match(n).group(1) for n in names}
    check(not (folder / "problem.md").exists(), "no problem.md, which would stand for every language")
    check(languages <= LANGUAGES and {"en", "zh"} <= languages and
          all(n.endswith(".md") for n in names),
          f"statements {', '.join(names)}: Markdown, in English and Chinese, keyed as Hydro's "
          f"interface names its languages", str(sorted(languages)))
    for name in names:
        text = (folder / name).read_text(encoding="utf-8")
        heading = text.split("\n", 1)[0]
        lang = STATEMENT.match(name).group(1)
        if lang == "en":
            check(heading == f"# {problem.get('title')}", f"{name} opens with the title", heading)
        else:
            check(heading.startswith("# ") and re.search(r"[\u4e00-\u9fff]", heading),
                  f"{name} opens with its Chinese title ({heading[2:]})", heading)
        blocks = sample_blocks(text)
        shown = {key: samples.get(key) for key in blocks}
        check(blocks == shown and set(blocks) == set(samples),
              f"{name}: the samples in Hydro's sample blocks ({len(blocks) // 2}), each the test "
              f"data's byte for byte", f"blocks {sorted(blocks)}, tests {sorted(samples)}")
    return names


def check_config(folder, schema):
    testdata = folder / "testdata"
    config = yaml.safe_load((testdata / "config.yaml").read_text(encoding="utf-8"))
    problems = [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}"
                for e in jsonschema.Draft7Validator(schema).iter_errors(config)]
    if not check(not problems, "testdata/config.yaml is valid under Hydro's config schema",
                 "; ".join(problems)):
        return config
    cases = list(config.get("cases") or [])
    for subtask in config.get("subtasks") or []:
        cases += subtask.get("cases") or []
    named = [c["input"] for c in cases] + [c["output"] for c in cases if "output" in c]
    for key in ("checker", "interactor"):
        if isinstance(config.get(key), str):
            named.append(config[key])
    missing = [n for n in named if not (testdata / n).is_file()]
    check(not missing, f"every file config.yaml names is in testdata/ ({len(named)})", str(missing))
    if config.get("checker_type", "default") not in ("default", "strict"):
        check("checker" in config, f"checker_type {config['checker_type']} has its checker")
    if config.get("type") == "interactive":
        check("interactor" in config, "the interactive problem has its interactor")
    tests = sorted(p.name for p in testdata.glob("*.in"))
    check(sorted(c["input"] for c in cases) == tests and len(cases) <= TESTS_MAX,
          f"the config lists every test once ({len(cases)}, at most {TESTS_MAX})")
    time = sum(time_ms(c.get("time") or config.get("time") or "1s") for c in cases)
    check(time <= TOTAL_TIME_MAX_MS, f"the tests' time limits sum to {time / 1000:g} s, at most 60 s")
    memory = memory_mb(config.get("memory") or "256m")
    check(memory <= MEMORY_MAX_MB, f"memory {memory:g} MiB, at most {MEMORY_MAX_MB} MiB")
    scores = [s.get("score") for s in config.get("subtasks") or []] + \
             [c.get("score") for c in cases if c.get("score")]
    check(sum(s for s in scores if s) == 100, f"the scores sum to 100 ({scores})")
    return config


def check_files(folder, pid):
    top = {p.name for p in folder.iterdir()}
    extra = top - TOP_LEVEL - {n for n in top if STATEMENT.match(n)}
    check(not extra, "nothing in the folder the import does not read", str(sorted(extra)))
    check(not any(p.name == "testlib.h" for p in folder.rglob("*")), "no testlib.h (Hydro's own)")
    counted = [p for d in COUNTED if (folder / d).is_dir() for p in (folder / d).iterdir()]
    size = sum(p.stat().st_size for p in counted)
    check(len(counted) < FILES_MAX and size < SIZE_MAX,
          f"{len(counted)} files of {size / 2**20:.1f} MiB where the import counts them "
          f"(fewer than {FILES_MAX}, under 256 MiB)")
    std = sorted(p.name for p in (folder / "std").iterdir()) if (folder / "std").is_dir() else []
    check(0 < len(std) <= STD_MAX, f"std/: {len(std)} accepted programs, at most {STD_MAX}")
    folders = sorted(p.name for p in (folder / "submissions").iterdir()) \
        if (folder / "submissions").is_dir() else []
    check(set(folders) <= VERDICTS and all((folder / "submissions" / f).is_dir() for f in folders),
          f"submissions/: only {', '.join(sorted(VERDICTS))} folders, no accepted one", str(folders))


def main():
    package, schema_path = Path(sys.argv[1]), Path(sys.argv[2])
    schema = json.loads(schema_path.read_text())
    folders = [p for p in package.iterdir() if p.is_dir()]
    if len(folders) != 1:
        print(f"   ERROR: {package} holds {len(folders)} folders, not one problem folder")
        return 1
    folder = folders[0]
    pid = folder.name
    check_zip(package, pid, folder)
    problem = check_problem_yaml(folder, pid)
    config = check_config(folder, schema)
    samples = {}
    for test in sorted((folder / "testdata").glob("sample*.in")):
        number = int(test.stem[len("sample"):])
        samples[("input", number)] = test.read_text()
        samples[("output", number)] = test.with_suffix(".out").read_text()
    if config.get("type") == "interactive":
        samples = {}  # its statement shows no sample: the protocol is the example
    check_statements(folder, problem, samples)
    check_files(folder, pid)
    print(f"   hydro rules on {pid}: {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
