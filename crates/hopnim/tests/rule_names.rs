//! The rule-set seam: outside the `rules/` folder, no code names a rule set. Each rule
//! set lives whole in its own file (`game/rules/NAME.rs`) and every other layer asks
//! `Rules` or the `Rule` trait, so that a new rule set touches its file, the enum's
//! line and dispatch, and its words. This test reads every crate's sources (tests,
//! comments and a file's `#[cfg(test)]` tail aside) and lists any site that names one.
//! The problem setter's sources are left to their own crate's seam.

use std::fs;
use std::path::Path;

use crate::imports::sources;

/// The rule sets' names as code spells them: the enum's variants, the modules, the
/// words of a longer name.
const NAMES: [(&str, &str, &str); 3] = [
    ("Hop", "hop", "HOP"),
    ("Welter", "welter", "WELTER"),
    ("Slide", "slide", "SLIDE"),
];

/// The identifiers of a line with the text just before and after each.
fn identifiers(line: &str) -> Vec<(&str, &str, &str)> {
    let mut found = Vec::new();
    let bytes = line.as_bytes();
    let mut start = None;
    for index in 0..=bytes.len() {
        let word =
            index < bytes.len() && (bytes[index].is_ascii_alphanumeric() || bytes[index] == b'_');
        match (start, word) {
            (None, true) => start = Some(index),
            (Some(from), false) => {
                found.push((&line[..from], &line[from..index], &line[index..]));
                start = None;
            }
            _ => {}
        }
    }
    found
}

/// The camel-case words of an identifier: `WelterValuer` is `Welter`, `Valuer`.
fn camel_words(identifier: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut from = 0;
    for (index, c) in identifier.char_indices().skip(1) {
        if c.is_ascii_uppercase() {
            words.push(&identifier[from..index]);
            from = index;
        }
    }
    words.push(&identifier[from..]);
    words
}

/// Whether the identifier, with what stands before and after it, names a rule set.
fn names_a_rule_set(before: &str, identifier: &str, after: &str) -> bool {
    NAMES.iter().any(|&(variant, module, upper)| {
        let is_variant = identifier == variant && before.ends_with("Rules::");
        let is_module = identifier == module && after.starts_with("::");
        let in_constant =
            identifier.contains('_') && identifier.split('_').any(|part| part == upper);
        let in_camel = identifier != variant
            && identifier
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_uppercase())
            && camel_words(identifier).contains(&variant);
        is_variant || is_module || in_constant || in_camel
    })
}

#[test]
fn no_code_outside_the_rules_folder_names_a_rule_set() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap();
    let mut files = Vec::new();
    for entry in fs::read_dir(&crates).unwrap() {
        let src = entry.unwrap().path().join("src");
        if src.is_dir() {
            sources(&src, &mut files);
        }
    }
    assert!(files.len() > 50, "the crates' sources are found");
    let mut sites = Vec::new();
    for file in &files {
        let short = file.strip_prefix(&crates).unwrap_or(file);
        let path = short.to_string_lossy().replace('\\', "/");
        if path.contains("/rules/") || path.contains("setter") {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        for (number, line) in text.lines().enumerate() {
            if line.starts_with("#[cfg(test)]") {
                break;
            }
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            let code = code.split(" // ").next().unwrap_or(code);
            if identifiers(code)
                .into_iter()
                .any(|(before, identifier, after)| names_a_rule_set(before, identifier, after))
            {
                sites.push(format!("{path}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    assert!(
        sites.is_empty(),
        "code outside rules/ names a rule set; ask Rules or the Rule trait instead:\n{}",
        sites.join("\n")
    );
}

#[test]
fn the_scan_sees_every_spelling() {
    let named = |line: &str| {
        identifiers(line)
            .into_iter()
            .any(|(before, identifier, after)| names_a_rule_set(before, identifier, after))
    };
    assert!(named("if rules == Rules::Hop {"));
    assert!(named("let m = welter::mating(coins);"));
    assert!(named("const TAME: u32 = WELTER_MISERE_WIDTH;"));
    assert!(named("let plan = FASTEST_SLIDE[index];"));
    assert!(named("let mut row = HopRow::new();"));
    assert!(named("WelterValuer::new(row)"));
    assert!(!named("let rules: Rules = name.parse()?;"));
    assert!(!named("env::var(\"DEP_HOPNIM_LOCALES\")"));
    assert!(!named("for rules in Rules::ALL {"));
    assert!(!named("let hop = 3;"));
}
