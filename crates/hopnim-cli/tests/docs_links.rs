//! The documentation's links hold: every relative link in README.md, its Chinese
//! translation README.zh-CN.md and docs/*.md (`[text](path)`, `[text](path#anchor)`,
//! `[text](#anchor)`, images, reference definitions) names a file that exists, and every
//! `#anchor` a heading of that file, by GitHub's rule for heading anchors. And both
//! READMEs' first screens still name the two commands a newcomer runs first, and link
//! to each other.

use std::collections::HashMap;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The workspace's root: README.md and docs/ are there.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md, README.zh-CN.md when it is there, and every Markdown file of docs/,
/// relative to `root`.
fn documents(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![PathBuf::from("README.md")];
    if root.join("README.zh-CN.md").exists() {
        files.push(PathBuf::from("README.zh-CN.md"));
    }
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/ is there")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .map(|path| Path::new("docs").join(path.file_name().unwrap()))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The lines of a Markdown text outside fenced code blocks (a fence's own lines too
/// are left out), each with its line number.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = trimmed.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = marker.map_or(0, |c| trimmed.chars().take_while(|x| *x == c).count());
        match fence {
            Some((c, length)) => {
                if marker == Some(c) && run >= length && trimmed[run..].trim().is_empty() {
                    fence = None;
                }
            }
            None if run >= 3 => fence = Some((marker.unwrap(), run)),
            None => lines.push((index + 1, line)),
        }
    }
    lines
}

/// `text` with every inline code span replaced by a `C` (code holds no links, and
/// may hold brackets and parentheses). A span may run over lines; a run of backticks
/// that is never closed is kept as it is.
fn without_code_spans(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'`' {
            let next = text[i..].find('`').map_or(text.len(), |at| i + at);
            out.push_str(&text[i..next]);
            i = next;
            continue;
        }
        let run = bytes[i..].iter().take_while(|b| **b == b'`').count();
        let mut j = i + run;
        let mut close = None;
        while j < bytes.len() {
            if bytes[j] == b'`' {
                let other = bytes[j..].iter().take_while(|b| **b == b'`').count();
                if other == run {
                    close = Some(j);
                    break;
                }
                j += other;
            } else {
                j += 1;
            }
        }
        match close {
            Some(end) => {
                // Keep the line breaks, so that line numbers stay right.
                out.push('C');
                out.extend(text[i..end].chars().filter(|c| *c == '\n'));
                i = end + run;
            }
            None => {
                out.push_str(&text[i..i + run]);
                i += run;
            }
        }
    }
    out
}

/// The heading's anchor, as GitHub makes it: the text without its Markdown (code
/// marks, links, emphasis), lower case, every character but letters, digits, `_`,
/// `-` and spaces dropped, spaces turned into `-`.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    // A link keeps its text only.
    while let Some(open) = rest.find('[') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find("](") {
            Some(close) if after[close..].contains(')') => {
                text.push_str(&after[..close]);
                let target = &after[close + 2..];
                rest = &target[target.find(')').unwrap() + 1..];
            }
            _ => {
                text.push('[');
                rest = after;
            }
        }
    }
    text.push_str(rest);
    text.chars()
        .flat_map(char::to_lowercase)
        .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown text's headings, with `-1`, `-2`, … for repeats.
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut anchors = Vec::new();
    for (_, line) in prose_lines(text) {
        let trimmed = line.trim_start();
        if line.len() - trimmed.len() > 3 {
            continue;
        }
        let level = trimmed.chars().take_while(|c| *c == '#').count();
        if !(1..=6).contains(&level) {
            continue;
        }
        let rest = &trimmed[level..];
        if !(rest.is_empty() || rest.starts_with(' ') || rest.starts_with('\t')) {
            continue;
        }
        let title = rest.trim().trim_end_matches('#').trim();
        let base = slug(title);
        let count = seen.entry(base.clone()).or_insert(0);
        anchors.push(if *count == 0 {
            base.clone()
        } else {
            format!("{base}-{count}")
        });
        *count += 1;
    }
    anchors
}

/// The link targets of a Markdown text, each with its line: inline links and images
/// (`](target)`) and reference definitions (`[label]: target`), outside code.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut prose = String::new();
    let mut numbers = Vec::new();
    for (number, line) in prose_lines(text) {
        prose.push_str(line);
        prose.push('\n');
        numbers.push(number);
    }
    let prose = without_code_spans(&prose);
    let line_of = |offset: usize| numbers[prose[..offset].matches('\n').count()];
    let mut found = Vec::new();
    for (at, _) in prose.match_indices("](") {
        let start = at + 2;
        let Some(length) = prose[start..].find(')') else {
            continue;
        };
        let inside = prose[start..start + length].trim();
        let target = inside.split_whitespace().next().unwrap_or("");
        let target = target.trim_start_matches('<').trim_end_matches('>');
        found.push((line_of(at), target.to_owned()));
    }
    let mut offset = 0;
    for line in prose.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let label_end = trimmed.strip_prefix('[').and_then(|rest| rest.find(']'));
        if let Some(close) = label_end.filter(|close| trimmed[1 + close + 1..].starts_with(':')) {
            let target = trimmed[1 + close + 2..].split_whitespace().next();
            if let Some(target) = target {
                found.push((line_of(offset), target.to_owned()));
            }
        }
        offset += line.len();
    }
    found
}

/// `path` with its `.` and `..` taken out, or `None` when it climbs out of `root`.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut parts: Vec<&std::ffi::OsStr> = Vec::new();
    for component in path.components() {
        match component {
            Component::Normal(part) => parts.push(part),
            Component::CurDir => {}
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.iter().collect())
}

/// Every broken link of the documents under `root`, one line each.
fn broken_links(root: &Path) -> Vec<String> {
    let mut broken = Vec::new();
    let mut anchors_of: HashMap<PathBuf, Vec<String>> = HashMap::new();
    for document in documents(root) {
        let text = fs::read_to_string(root.join(&document)).unwrap();
        for (line, target) in links(&text) {
            let place = format!("{}:{line}: ({target})", document.display());
            if target.is_empty() {
                broken.push(format!("{place}: an empty link"));
                continue;
            }
            let scheme = target.find(':').is_some_and(|colon| {
                target[..colon]
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
            });
            if scheme {
                continue; // https:, mailto: and the like: not checked here.
            }
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            if path.starts_with('/') {
                broken.push(format!("{place}: an absolute path (links are relative)"));
                continue;
            }
            let file = if path.is_empty() {
                Some(document.clone())
            } else {
                normalise(&document.parent().unwrap().join(path))
            };
            let Some(file) = file else {
                broken.push(format!("{place}: leaves the repository"));
                continue;
            };
            if !root.join(&file).exists() {
                broken.push(format!("{place}: no file {}", file.display()));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if file.extension().is_none_or(|ext| ext != "md") {
                broken.push(format!(
                    "{place}: an anchor into a file that is not Markdown"
                ));
                continue;
            }
            let known = anchors_of.entry(file.clone()).or_insert_with(|| {
                anchors(&fs::read_to_string(root.join(&file)).unwrap_or_default())
            });
            if !known.iter().any(|known| known == anchor) {
                broken.push(format!(
                    "{place}: no heading #{anchor} in {}",
                    file.display()
                ));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_in_the_docs_names_a_file_and_a_heading_that_exist() {
    let broken = broken_links(&root());
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_checker_finds_broken_files_and_anchors() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("docs")).unwrap();
    fs::write(
        dir.path().join("README.md"),
        "# Top\n\n## The family: `--rules hop|welter|slide`\n\n\
         [good](docs/guide.md#misère-play) [good](#the-family---rules-hopwelterslide)\n\
         [bad file](docs/nope.md) [bad\nanchor](docs/guide.md#nope) ![bad image](shot.png)\n\
         `[code](is-not-a-link.md)`\n\n```sh\n[fenced](not-a-link.md)\n```\n\
         [web](https://example.com/missing.md) [up](../outside.md)\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("docs/guide.md"),
        "# Guide\n\n## Misère play\n\n```sh\n# not a heading\n```\n\n\
         [back](../README.md#top) [self](#guide) [again](#misère-play-1) [dir](.)\n\n\
         ## Misère play\n\n[ref]: ../README.md#missing\n",
    )
    .unwrap();
    let broken = broken_links(dir.path());
    let expected = [
        "README.md:6: (docs/nope.md): no file docs/nope.md",
        "README.md:7: (docs/guide.md#nope): no heading #nope in docs/guide.md",
        "README.md:7: (shot.png): no file shot.png",
        "README.md:13: (../outside.md): leaves the repository",
        "docs/guide.md:13: (../README.md#missing): no heading #missing in README.md",
    ];
    assert_eq!(broken, expected);
}

/// The first `lines` lines of the Markdown file `name` at the workspace's root.
fn first_lines(name: &str, lines: usize) -> String {
    let text = fs::read_to_string(root().join(name)).unwrap();
    let head: Vec<&str> = text.lines().take(lines).collect();
    head.join("\n")
}

#[test]
fn readme_first_screen_names_the_first_command_and_the_test_command() {
    for readme in ["README.md", "README.zh-CN.md"] {
        let first_screen = first_lines(readme, 25);
        assert!(
            first_screen.contains(
                "cargo run -p hopnim-cli --no-default-features -- solve \
                 examples/hdu5724-sample.txt"
            ),
            "{readme}'s first screen runs `hopnim solve` on the HDU sample"
        );
        assert!(
            first_screen.contains("scripts/test-all.sh"),
            "{readme}'s first screen names the test command"
        );
        let first_screens = first_lines(readme, 60);
        for screenshot in ["docs/screenshot.png", "docs/screenshot-phone.png"] {
            assert!(
                first_screens.contains(screenshot),
                "{readme} shows {screenshot} on its first screens"
            );
        }
    }
}

#[test]
fn each_readme_links_to_the_other_at_its_top() {
    assert!(
        first_lines("README.md", 5).contains("[简体中文](README.zh-CN.md)"),
        "README.md links to its Chinese translation at its top"
    );
    assert!(
        first_lines("README.zh-CN.md", 5).contains("[English](README.md)"),
        "README.zh-CN.md links back to README.md at its top"
    );
}
