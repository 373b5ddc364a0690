//! `hopnim package`: the files of a Kattis problem package, the data chosen to kill
//! every wrong idea, and the refusals; `--format polygon`: the same tests and programs
//! in the layout of a Polygon package, named in a well-formed problem.xml.
//! (`scripts/check-packages.sh`, run by CI, hands the packages to the format's own
//! verifier, and the Polygon ones to p2d and then to it.)

use crate::common;

use common::{assert_submissions_are_the_sources, files_under, hopnim, package_sources};
use std::collections::{BTreeMap, BTreeSet};

use hopnim::Board;
use hopnim::game::{Rules, Variant};
use hopnim::judge::{JudgeReader, JudgeSpec, answers, answers_text};
use hopnim_setter::package::{Asset, INTERACTIVE_ANSWER, Kind, sources};
use predicates::prelude::*;

/// The tests of a judge input.
fn tests_of(input: &[u8]) -> Vec<Board> {
    JudgeReader::new(input, JudgeSpec::default())
        .boards()
        .map(|board| match board.unwrap() {
            hopnim::AnyBoard::Narrow(board) => board,
            wide => panic!("a 20-wide board, not {wide:?}"),
        })
        .collect()
}

#[test]
fn a_package_holds_the_format_s_files_and_hopnim_s_answers() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("chess");
    let out = hopnim().arg("package").arg(&dir).assert().success();
    let report = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    for file in [
        "problem.yaml",
        "problem_statement/problem.en.tex",
        "problem_statement/problem.zh.tex",
        "input_validators/validator.cpp",
        "data/sample/1.in",
        "submissions/accepted/staircase.cpp",
        "submissions/accepted/staircase.py",
        "submissions/accepted/table.cpp",
        "submissions/wrong_answer/any_empty_cell.cpp",
        "submissions/wrong_answer/no_reset.py",
        "submissions/time_limit_exceeded/search.cpp",
    ] {
        assert!(dir.join(file).is_file(), "{file}");
    }
    let yaml = std::fs::read_to_string(dir.join("problem.yaml")).unwrap();
    assert!(yaml.contains("source_url: https://acm.hdu.edu.cn/showproblem.php?pid=5724"));
    assert_eq!(
        std::fs::read_to_string(dir.join("data/sample/1.in")).unwrap(),
        std::fs::read_to_string(common::sample_path()).unwrap()
    );
    // Every .ans holds hopnim's answers to its .in.
    for entry in std::fs::read_dir(dir.join("data/secret")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let tests = tests_of(&std::fs::read(&path).unwrap());
            let expected = answers_text(&answers(&tests, Variant::default()));
            assert_eq!(
                std::fs::read_to_string(path.with_extension("ans")).unwrap(),
                expected
            );
        }
    }
    assert_submissions_are_the_sources(&dir, "hop");
    // The report names a killer for every wrong program, and a small one.
    for idea in hopnim_setter::package::wrong_ideas(Variant::default()) {
        let line = report
            .lines()
            .find(|l| l.trim_start().starts_with(idea.name))
            .unwrap();
        assert!(line.contains("killed by kill-"), "{line}");
    }
}

#[test]
fn the_misere_and_interactive_packages() {
    let root = tempfile::tempdir().unwrap();
    let misere = root.path().join("misere");
    hopnim()
        .args(["package", "--misere"])
        .arg(&misere)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "normal_play.cpp        killed by kill-",
        ));
    let statement =
        std::fs::read_to_string(misere.join("problem_statement/problem.en.tex")).unwrap();
    assert!(
        statement.contains("\\problemname{Misère Chess}"),
        "{statement}"
    );
    let chinese = std::fs::read_to_string(misere.join("problem_statement/problem.zh.tex")).unwrap();
    assert!(
        chinese.contains("\\problemname{高手过招（反常规则）}"),
        "{chinese}"
    );
    assert!(chinese.contains("无法进行任何移动的一方\\textbf{获胜}"));
    assert_submissions_are_the_sources(&misere, "misere");
    let beat = root.path().join("beat");
    hopnim()
        .args(["package", "--interactive"])
        .arg(&beat)
        .assert()
        .success();
    let yaml = std::fs::read_to_string(beat.join("problem.yaml")).unwrap();
    assert!(yaml.contains("validation: custom interactive"));
    assert!(beat.join("output_validators/interactor.cpp").is_file());
    assert_submissions_are_the_sources(&beat, "interactive");
    for entry in std::fs::read_dir(beat.join("data/secret")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let tests = tests_of(&std::fs::read(&path).unwrap());
            assert_eq!(tests.len(), 1);
            assert!(tests[0].first_player_wins(), "{}", path.display());
        }
    }
}

#[test]
fn a_bad_short_name_or_a_full_folder_is_refused() {
    let root = tempfile::tempdir().unwrap();
    hopnim()
        .arg("package")
        .arg(root.path().join("hdu-5724"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "lower-case letters and digits only",
        ));
    let full = root.path().join("chess");
    std::fs::create_dir(&full).unwrap();
    std::fs::write(full.join("keep.txt"), "mine").unwrap();
    hopnim()
        .arg("package")
        .arg(&full)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("is not empty"));
    assert_eq!(
        std::fs::read_to_string(full.join("keep.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn packaging_into_an_empty_folder_keeps_its_permissions() {
    // The folder moved into place had the mode a new folder gets (0755 under umask
    // 022), not the empty folder's own.
    use std::os::unix::fs::PermissionsExt;
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("chess");
    std::fs::create_dir(&dir).unwrap();
    for mode in [0o700, 0o2775] {
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(mode)).unwrap();
        hopnim().arg("package").arg(&dir).assert().success();
        let kept = std::fs::metadata(&dir).unwrap().permissions().mode() & 0o7777;
        assert_eq!(kept, mode, "{kept:o}");
        assert!(dir.join("problem.yaml").is_file());
        std::fs::remove_dir_all(&dir).unwrap();
        std::fs::create_dir(&dir).unwrap();
    }
}

#[test]
fn the_sibling_games_have_their_packages() {
    let root = tempfile::tempdir().unwrap();
    for (rules, name, accepted) in [
        ("welter", "leaping", "welter.cpp"),
        ("slide", "sliding", "gaps.cpp"),
    ] {
        let dir = root.path().join(name);
        hopnim()
            .args(["package", "--rules", rules])
            .arg(&dir)
            .assert()
            .success()
            .stdout(predicate::str::contains(
                "hop_rules.cpp          killed by kill-",
            ));
        assert!(dir.join("submissions/accepted").join(accepted).is_file());
        assert_submissions_are_the_sources(&dir, rules);
        let variant = Variant::new(rules.parse().unwrap(), false);
        let input = std::fs::read(dir.join("data/secret/02-balanced.in")).unwrap();
        let expected = answers_text(&answers(&tests_of(&input), variant));
        assert_eq!(
            std::fs::read_to_string(dir.join("data/secret/02-balanced.ans")).unwrap(),
            expected
        );
    }
    hopnim()
        .args(["package", "--rules", "welter", "--misere"])
        .arg(root.path().join("nope"))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("are for the hop rules"));
}

#[test]
fn every_wrong_idea_has_its_program_and_every_wrong_program_its_idea() {
    let sources = package_sources();
    let mut catalogues = 0;
    for kind in Kind::all() {
        let prefix = format!("submissions/{}/wrong_answer/", kind.folder());
        let programs: Vec<&str> = sources
            .keys()
            .filter_map(|path| path.strip_prefix(&prefix))
            .collect();
        assert!(!programs.is_empty(), "{kind:?}: no wrong program");
        let Some(ideas) = kind.wrong_ideas() else {
            // The interactive problem's wrong programs lose to the engine: its data
            // is won positions, chosen to kill nothing.
            assert_eq!(kind, Kind::Interactive);
            continue;
        };
        catalogues += 1;
        let mut names: Vec<&str> = ideas.iter().map(|idea| idea.name).collect();
        names.sort_unstable();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count, "{kind:?}: a name twice in {names:?}");
        // `programs` is sorted, as the keys of a BTreeMap.
        assert_eq!(
            programs, names,
            "{kind:?}: the programs of {prefix} and the models of the catalogue"
        );
    }
    assert_eq!(catalogues, Rules::ALL.len() + 1);
}

#[test]
fn every_source_goes_into_a_package_and_each_statement_has_one_title() {
    let files = package_sources();
    let assets: Vec<Asset<'_>> = files
        .iter()
        .map(|(path, text)| Asset { path, text })
        .collect();
    let packages: Vec<_> = Kind::all()
        .map(|kind| sources(kind, &assets).unwrap())
        .collect();
    // A source goes into a package if the packages are other without it. (The
    // Polygon packages' own sources, under polygon/, go into every Polygon package:
    // `every_kind_has_its_polygon_package` checks them.)
    for asset in assets
        .iter()
        .filter(|asset| !asset.path.starts_with("polygon/"))
    {
        let without: Vec<Asset<'_>> = assets
            .iter()
            .copied()
            .filter(|other| other.path != asset.path)
            .collect();
        let changes = Kind::all()
            .zip(&packages)
            .any(|(kind, package)| sources(kind, &without).ok().as_ref() != Some(package));
        assert!(changes, "{} goes into no package", asset.path);
    }
    // The title is the kind's, written once: the sources hold none. The Chinese
    // statement opens with the set-up of its fonts, then its Chinese title.
    let setup = &files[hopnim_setter::package::ZH_SETUP];
    for (kind, package) in Kind::all().zip(&packages) {
        let statement = |language: &str| {
            let path = format!("problem_statement/problem.{language}.tex");
            let file = package.iter().find(|file| file.path == path);
            file.unwrap_or_else(|| panic!("{kind:?}: no {path}"))
                .text
                .clone()
        };
        let (english, chinese) = (statement("en"), statement("zh"));
        let title = format!("\\problemname{{{}}}\n\n", kind.problem().title);
        assert!(english.starts_with(&title), "{kind:?}: {english}");
        let title = format!("{setup}\n\\problemname{{{}}}\n\n", kind.problem().title_zh);
        assert!(chinese.starts_with(&title), "{kind:?}: {chinese}");
        for statement in [english, chinese] {
            assert_eq!(statement.matches("\\problemname").count(), 1, "{kind:?}");
        }
    }
}

/// The arguments of the command `\\NAME{…}` in `text` (no braces inside).
fn arguments<'a>(text: &'a str, name: &str) -> BTreeSet<&'a str> {
    text.split(&format!("\\{name}{{"))
        .skip(1)
        .map(|rest| rest.split('}').next().unwrap())
        .collect()
}

/// The inline formulas of `text`, each between two `$`.
fn formulas(text: &str) -> BTreeSet<&str> {
    text.split('$').skip(1).step_by(2).collect()
}

/// Whether `c` is a Chinese character (a CJK unified ideograph).
fn han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

#[test]
fn each_chinese_statement_translates_its_english_one_in_luogu_s_sections() {
    let files = package_sources();
    for kind in Kind::all() {
        let folder = kind.folder();
        let path = format!("statement_{folder}.zh.tex");
        let chinese = files
            .get(&path)
            .unwrap_or_else(|| panic!("{kind:?}: no Chinese statement {path}"));
        let english = &files[&format!("statement_{folder}.tex")];
        // The same formulas and the same literal text: numbers, bounds, YES and NO.
        assert_eq!(formulas(chinese), formulas(english), "{path}");
        let literal = arguments(chinese, "texttt");
        for text in arguments(english, "texttt") {
            assert!(literal.contains(text), "{path}: no \\texttt{{{text}}}");
        }
        // Luogu's sections, in its order; the interaction in one, as in English.
        let sections: &[&str] = match kind {
            Kind::Interactive => &["题目描述", "交互方式"],
            _ => &["题目描述", "输入格式", "输出格式", "说明/提示"],
        };
        let mut rest = chinese.as_str();
        for section in sections {
            let heading = format!("\\section*{{{section}}}");
            let at = rest
                .find(&heading)
                .unwrap_or_else(|| panic!("{path}: no {heading} after the one before"));
            rest = &rest[at + heading.len()..];
        }
        assert_eq!(
            chinese.matches("\\section*").count(),
            sections.len(),
            "{path}"
        );
        // A line break between two Chinese characters would be a space between them
        // in the HTML; Chinese takes full-width punctuation, and a space before and
        // after Latin letters, digits and formulas.
        let text: Vec<char> = chinese.chars().collect();
        for three in text.windows(3) {
            assert!(
                !(han(three[0]) && three[1] == '\n' && han(three[2])),
                "{path}: a line break in {}",
                String::from_iter(three)
            );
        }
        for pair in text.windows(2) {
            let [a, b] = [pair[0], pair[1]];
            if han(a) || han(b) {
                let other = if han(a) { b } else { a };
                assert!(
                    !(other.is_ascii_alphanumeric() || "$,.;:()?!".contains(other)),
                    "{path}: {a}{b}"
                );
            }
        }
    }
}

/// An element of an XML document: its name, the names of the elements it is in, and
/// its attributes.
#[derive(Debug)]
struct Element {
    name: String,
    path: Vec<String>,
    attributes: BTreeMap<String, String>,
}

/// The elements of `xml`, in document order, or why it is not well-formed: every tag
/// closed in order, one root, attribute values quoted and without `<`, only the
/// predefined entities and character references, no markup in text.
fn xml_elements(xml: &str) -> Result<Vec<Element>, String> {
    fn unescape(text: &str) -> Result<String, String> {
        let mut out = String::new();
        let mut rest = text;
        while let Some(at) = rest.find('&') {
            out.push_str(&rest[..at]);
            let end = rest[at..]
                .find(';')
                .ok_or(format!("a bare & in {text:?}"))?;
            let entity = &rest[at + 1..at + end];
            out.push(match entity {
                "amp" => '&',
                "lt" => '<',
                "gt" => '>',
                "quot" => '"',
                "apos" => '\'',
                _ => entity
                    .strip_prefix('#')
                    .and_then(|n| n.parse::<u32>().ok())
                    .and_then(char::from_u32)
                    .ok_or(format!("an unknown entity &{entity}; in {text:?}"))?,
            });
            rest = &rest[at + end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }
    let mut rest = xml
        .strip_prefix("<?xml ")
        .and_then(|r| r.split_once("?>"))
        .ok_or("no XML declaration")?
        .1;
    let (mut elements, mut open, mut roots) = (Vec::new(), Vec::<String>::new(), 0);
    loop {
        let at = rest.find('<').unwrap_or(rest.len());
        let text = &rest[..at];
        if open.is_empty() && !text.trim().is_empty() {
            return Err(format!("text outside the root: {text:?}"));
        }
        unescape(text)?;
        rest = &rest[at..];
        if rest.is_empty() {
            break;
        }
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = &comment[comment.find("-->").ok_or("an open comment")? + 3..];
            continue;
        }
        let end = rest.find('>').ok_or("an open tag")?;
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            if open.pop().as_deref() != Some(name) {
                return Err(format!("</{name}> closes no open <{name}>"));
            }
            continue;
        }
        let (tag, empty) = match tag.strip_suffix('/') {
            Some(tag) => (tag, true),
            None => (tag, false),
        };
        let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
        let name = &tag[..name_end];
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '-') {
            return Err(format!("a bad element name in <{tag}>"));
        }
        let mut attributes = BTreeMap::new();
        let mut attrs = tag[name_end..].trim_start();
        while !attrs.is_empty() {
            let (key, value) = attrs
                .split_once("=\"")
                .ok_or(format!("a bad attribute in <{tag}>"))?;
            let close = value
                .find('"')
                .ok_or(format!("an open attribute in <{tag}>"))?;
            let raw = &value[..close];
            if raw.contains('<') {
                return Err(format!("a < in an attribute of <{tag}>"));
            }
            if attributes
                .insert(key.trim().to_owned(), unescape(raw)?)
                .is_some()
            {
                return Err(format!("an attribute twice in <{tag}>"));
            }
            attrs = value[close + 1..].trim_start();
        }
        if open.is_empty() {
            roots += 1;
        }
        elements.push(Element {
            name: name.to_owned(),
            path: open.clone(),
            attributes,
        });
        if !empty {
            open.push(name.to_owned());
        }
    }
    if !open.is_empty() || roots != 1 {
        return Err(format!("open at the end: {open:?}; {roots} roots"));
    }
    Ok(elements)
}

#[test]
fn the_xml_check_tells_well_formed_from_not() {
    let good = "<?xml version=\"1.0\"?>\n<!-- c --><a x=\"1 &amp; 2\"><b y=\"&#10;\"/>t</a>\n";
    let elements = xml_elements(good).unwrap();
    assert_eq!(elements.len(), 2);
    assert_eq!(elements[0].attributes["x"], "1 & 2");
    assert_eq!(elements[1].path, ["a"]);
    for bad in [
        "<a></a>",
        "<?xml?><a><b></a></b>",
        "<?xml?><a x=\"<\"/>",
        "<?xml?><a x=\"&\"/>",
        "<?xml?><a/><b/>",
        "<?xml?><a>",
        "<?xml?><a>&nope;</a>",
    ] {
        assert!(xml_elements(bad).is_err(), "{bad}");
    }
}

/// Polygon's tag for the programs of a verdict folder of the sources.
fn polygon_tag(verdict: &str) -> &'static str {
    match verdict {
        "accepted" => "accepted",
        "wrong_answer" => "wrong-answer",
        "time_limit_exceeded" => "time-limit-exceeded",
        other => panic!("no tag for {other}"),
    }
}

#[test]
fn every_kind_has_its_polygon_package() {
    let root = tempfile::tempdir().unwrap();
    let sources = package_sources();
    for (flags, name, kind) in [
        (&[][..], "chess", Kind::Normal(Rules::Hop)),
        (&["--misere"][..], "misere", Kind::Misere),
        (&["--interactive"][..], "beat", Kind::Interactive),
        (
            &["--rules", "welter"][..],
            "leaping",
            Kind::Normal(Rules::Welter),
        ),
        (
            &["--rules", "slide"][..],
            "sliding",
            Kind::Normal(Rules::Slide),
        ),
    ] {
        let kattis = root.path().join(format!("kattis{name}"));
        hopnim()
            .arg("package")
            .args(flags)
            .arg(&kattis)
            .assert()
            .success();
        let dir = root.path().join(name);
        hopnim()
            .args(["package", "--format", "polygon"])
            .args(flags)
            .arg(&dir)
            .assert()
            .success()
            .stdout(predicate::str::contains("polygon: tests/01 is the sample"));
        let files = files_under(&dir);
        let kattis = files_under(&kattis);
        let xml = xml_elements(&files["problem.xml"])
            .unwrap_or_else(|e| panic!("{name}: problem.xml: {e}"));
        let of =
            |element: &str| -> Vec<&Element> { xml.iter().filter(|e| e.name == element).collect() };
        assert_eq!(of("problem")[0].attributes["short-name"], name);
        // English, and Chinese where its statement source is.
        let chinese = format!("statement_{}.zh.tex", kind.folder());
        let mut languages = vec![("english", format!("statement_{}.tex", kind.folder()))];
        if sources.contains_key(&chinese) {
            languages.push(("chinese", chinese));
        }
        let names = of("name");
        assert_eq!(names.len(), languages.len(), "{name}");
        assert_eq!(names[0].attributes["language"], "english");
        assert_eq!(names[0].attributes["value"], kind.problem().title);

        // Every test: its files, and the Kattis package's data byte for byte.
        let tests = of("test");
        let in_tests = files
            .keys()
            .filter(|path| path.starts_with("tests/"))
            .count();
        assert_eq!(in_tests, 2 * tests.len(), "{name}");
        assert_eq!(of("test-count")[0].path.last().unwrap(), "testset");
        let secret = kattis
            .keys()
            .filter(|p| p.starts_with("data/secret/"))
            .count();
        assert_eq!(tests.len(), 1 + secret / 2, "{name}");
        for (index, test) in tests.iter().enumerate() {
            let path = format!("tests/{:02}", index + 1);
            let description = &test.attributes["description"];
            let stem = match description.split_once(':') {
                Some((file, _)) => format!("data/secret/{file}"),
                None => {
                    assert_eq!(description, "the sample");
                    "data/sample/1".to_owned()
                }
            };
            assert_eq!(
                files[&path],
                kattis[&format!("{stem}.in")],
                "{name}: {path}"
            );
            assert_eq!(files[&format!("{path}.a")], kattis[&format!("{stem}.ans")]);
            let sample = test.attributes.get("sample").map(String::as_str);
            let expected = (index == 0 && kind != Kind::Interactive).then_some("true");
            assert_eq!(sample, expected, "{name}: {path}");
        }
        if kind == Kind::Interactive {
            assert_eq!(files["tests/02.a"], INTERACTIVE_ANSWER);
        }

        // Every solution: a source of the kind's submissions, with its verdict's tag
        // (the first accepted one is main), and no other.
        let prefix = format!("submissions/{}/", kind.folder());
        let mut expected: Vec<(String, &str, &String)> = sources
            .iter()
            .filter_map(|(path, text)| Some((path.strip_prefix(&prefix)?, text)))
            .map(|(inside, text)| {
                let (verdict, file) = inside.split_once('/').unwrap();
                (format!("solutions/{file}"), polygon_tag(verdict), text)
            })
            .collect();
        let main = expected.iter().position(|s| s.1 == "accepted").unwrap();
        expected[main].1 = "main";
        let mut found: Vec<(String, &str, &String)> = xml
            .iter()
            .zip(xml.iter().skip(1))
            .filter(|(element, _)| element.name == "solution")
            .map(|(solution, source)| {
                assert_eq!(source.name, "source");
                let path = source.attributes["path"].clone();
                let text = &files[&path];
                (path, solution.attributes["tag"].as_str(), text)
            })
            .collect();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{name}");

        // The checker, the validator and (interactive) the interactor are the
        // sources, the interactive problem's with the define that makes them its.
        let checker = &of("checker")[0];
        assert_eq!(checker.attributes["type"], "testlib");
        assert_eq!(files["files/check.cpp"], sources["polygon/check.cpp"]);
        assert_eq!(files["check.cpp"], sources["polygon/check.cpp"]);
        let validator = &sources["polygon/validator.cpp"];
        let interactor = &sources["interactor.cpp"];
        if kind == Kind::Interactive {
            assert_eq!(
                files["files/validator.cpp"],
                format!("#define HOPNIM_INTERACTIVE\n{validator}")
            );
            assert_eq!(
                files["files/interactor.cpp"],
                format!("#define HOPNIM_TESTLIB\n{interactor}")
            );
            assert_eq!(of("interactor").len(), 1);
        } else {
            assert_eq!(&files["files/validator.cpp"], validator);
            assert!(!files.contains_key("files/interactor.cpp"));
            assert!(of("interactor").is_empty());
        }
        for source in of("source") {
            assert!(
                files.contains_key(&source.attributes["path"]),
                "{name}: {source:?}"
            );
        }

        // The statements: each section of the source, and the whole for olymp.sty.
        let statements = of("statement");
        assert_eq!(statements.len(), languages.len(), "{name}");
        for ((language, source), statement) in languages.iter().zip(&statements) {
            assert_eq!(statement.attributes["language"], *language);
            let title = &names
                .iter()
                .find(|n| n.attributes["language"] == *language)
                .unwrap()
                .attributes["value"];
            let tex = &files[&statement.attributes["path"]];
            assert!(
                tex.starts_with(&format!("\\begin{{problem}}{{{title}}}")),
                "{name}: {tex}"
            );
            assert_eq!(
                files[&format!("statement-sections/{language}/name.tex")],
                format!("{title}\n")
            );
            let sections = ["legend", "input", "output", "interaction", "notes"]
                .into_iter()
                .filter_map(|section| {
                    files.get(&format!("statement-sections/{language}/{section}.tex"))
                });
            let mut words: Vec<&str> = sections.flat_map(|text| text.split_whitespace()).collect();
            let text = &sources[source];
            let body = match text.trim_start().strip_prefix("\\problemname{") {
                Some(rest) => rest.split_once('\n').map_or("", |(_, body)| body),
                None => text.as_str(),
            };
            let mut expected_words: Vec<&str> = body
                .split_whitespace()
                .filter(|word| !word.starts_with("\\section*{"))
                .collect();
            words.sort_unstable();
            expected_words.sort_unstable();
            assert_eq!(
                words, expected_words,
                "{name}: the sections hold the whole {source}"
            );
        }
    }
}

#[test]
fn the_interactor_answers_what_the_interactive_tests_expect() {
    // Polygon's answer to an interactive test is what the interactor writes for
    // the checker: the .a files hopnim writes.
    let interactor = &package_sources()["interactor.cpp"];
    let line = format!(
        "tout << \"{}\" << std::endl;",
        INTERACTIVE_ANSWER.trim_end()
    );
    assert!(interactor.contains(&line), "{line}");
}
