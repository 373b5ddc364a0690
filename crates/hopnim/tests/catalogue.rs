//! The catalogue's laws: each language's Fluent files parse cleanly, both languages
//! hold the same messages with the same placeholders, every message the code names
//! exists, and every rule set says every one of its words.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::Entry;
use fluent_syntax::parser;
use hopnim::game::Rules;
use hopnim::game::rules::Word;
use hopnim::lang::{CATALOGUE_FILES, Lang, catalogue_source, placeholders_of};

/// Each message of a file and the names of the placeholders it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

/// The messages of `lang`'s `file` with their placeholders (the library's reading,
/// [`placeholders_of`]); panics on a syntax error, a term, an attribute, a message
/// without a value or an id given twice.
fn messages(lang: Lang, file: &str) -> Messages {
    let source = catalogue_source(lang, file).expect("a catalogue file");
    let resource = parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{file} does not parse: {errors:?}"));
    let mut ids = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                assert!(
                    message.attributes.is_empty(),
                    "{lang}/{file}: {id} has attributes, which the code never reads"
                );
                assert!(message.value.is_some(), "{lang}/{file}: {id} has no value");
                assert!(ids.insert(id), "{lang}/{file}: {id} twice");
            }
            Entry::Term(term) => panic!("{lang}/{file}: term -{} (use messages)", term.id.name),
            Entry::Junk { content } => panic!("{lang}/{file}: junk {content:?}"),
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
        }
    }
    let messages: Messages = placeholders_of(lang, file)
        .into_iter()
        .map(|(id, names)| {
            (
                id.to_owned(),
                names.into_iter().map(str::to_owned).collect(),
            )
        })
        .collect();
    assert_eq!(
        messages.len(),
        ids.len(),
        "{lang}/{file}: every message read"
    );
    messages
}

/// Every message of `lang`, across its files.
fn all_messages(lang: Lang) -> Messages {
    let mut all = Messages::new();
    for file in CATALOGUE_FILES {
        for (id, names) in messages(lang, file) {
            assert!(
                all.insert(id.clone(), names).is_none(),
                "{lang}: {id} in two files"
            );
        }
    }
    all
}

#[test]
fn both_languages_hold_the_same_messages_with_the_same_placeholders() {
    for file in CATALOGUE_FILES {
        let english = messages(Lang::En, file);
        let chinese = messages(Lang::ZhCn, file);
        let (en_ids, zh_ids): (BTreeSet<_>, BTreeSet<_>) =
            (english.keys().collect(), chinese.keys().collect());
        assert_eq!(
            en_ids.difference(&zh_ids).collect::<Vec<_>>(),
            Vec::<&&String>::new(),
            "{file}: in English only"
        );
        assert_eq!(
            zh_ids.difference(&en_ids).collect::<Vec<_>>(),
            Vec::<&&String>::new(),
            "{file}: in Chinese only"
        );
        for (id, names) in &english {
            assert_eq!(
                names, &chinese[id],
                "{file}: {id} has other placeholders in Chinese"
            );
        }
    }
}

#[test]
fn every_rule_set_says_all_its_words_in_both_languages() {
    for lang in Lang::ALL {
        let all = all_messages(lang);
        for rules in Rules::ALL {
            let set = rules.set();
            for word in Word::ALL {
                let text = set.say(word, lang);
                assert!(
                    !text.is_empty() && !text.starts_with("rules-"),
                    "{lang} {rules} {word:?}"
                );
            }
            for word in ["move-story", "move-size", "step"] {
                assert!(
                    all.contains_key(&set.message_id(word)),
                    "{lang}: {rules} {word}"
                );
            }
        }
    }
}

/// The message ids the code names: the literal after `say!(LANG, ` and inside
/// `Message(` in every Rust source file of the workspace's crates.
fn ids_in_code() -> BTreeMap<String, PathBuf> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut ids = BTreeMap::new();
    let mut folders = vec![crates];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            let name = path
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("");
            if path.is_dir() && name != "target" && name != "node_modules" {
                folders.push(path);
            } else if name.ends_with(".rs")
                && path != Path::new(file!()).canonicalize().unwrap_or_default()
                && !path.ends_with("tests/catalogue.rs")
            {
                let text = fs::read_to_string(&path).expect("a Rust file");
                for id in ids_named(&text) {
                    ids.insert(id, path.clone());
                }
            }
        }
    }
    ids
}

/// The ids `text` names with `say!` or `Message(`.
fn ids_named(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for (marker, skip_argument) in [("say!(", true), ("Message(\"", false)] {
        for (at, _) in text.match_indices(marker) {
            let mut rest = &text[at + marker.len()..];
            if skip_argument {
                // The language: up to the first comma, then the literal.
                let Some(comma) = rest.find(',') else {
                    continue;
                };
                rest = rest[comma + 1..].trim_start();
                let Some(literal) = rest.strip_prefix('"') else {
                    continue;
                };
                rest = literal;
            }
            if let Some(end) = rest.find('"') {
                let id = &rest[..end];
                if !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    ids.push(id.to_owned());
                }
            }
        }
    }
    ids
}

#[test]
fn every_message_the_code_names_is_in_both_catalogues() {
    let named = ids_in_code();
    assert!(
        named.contains_key("count-pieces"),
        "the scan finds the ids: {named:?}"
    );
    for lang in Lang::ALL {
        let all = all_messages(lang);
        for (id, file) in &named {
            assert!(
                all.contains_key(id),
                "{lang} has no message {id} ({})",
                file.display()
            );
        }
    }
}

#[test]
fn the_scan_reads_both_forms() {
    let text = r#"say!(lang, "a-b", n = 1); say!(Lang::En, "c"); Message("d-e"); say!(x, y)"#;
    assert_eq!(ids_named(text), ["a-b", "c", "d-e"]);
}

#[test]
fn placeholders_are_filled_without_isolation_marks() {
    let text = hopnim::say!(Lang::ZhCn, "count-pieces", count = 7);
    assert_eq!(text, "7 枚棋子");
    assert!(!text.contains(['\u{2068}', '\u{2069}']));
}

/// The page's message ids its files name: every word `page-…` in the HTML and the
/// scripts of hopnim-web's assets (`data-l10n="page-…"`, `data-l10n-attr="…:page-…"`,
/// `t("page-…")`).
fn ids_in_page() -> BTreeSet<String> {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../hopnim-web/assets");
    let mut ids = BTreeSet::new();
    for entry in fs::read_dir(&assets).expect("the page's assets") {
        let path = entry.expect("an entry").path();
        if !matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("html" | "js")
        ) {
            continue;
        }
        let text = fs::read_to_string(&path).expect("a page file");
        for (at, _) in text.match_indices("page-") {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
                continue;
            }
            let id: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                .collect();
            // `page-…` in a comment names no message.
            let id = id.trim_end_matches('-');
            if id != "page" {
                ids.insert(id.to_owned());
            }
        }
    }
    ids
}

#[test]
fn every_message_the_page_names_is_in_both_catalogues_and_page_ftl_holds_no_other() {
    let named = ids_in_page();
    assert!(
        named.contains("page-title") && named.contains("page-load") && named.len() > 40,
        "the scan finds the page's ids: {named:?}"
    );
    for lang in Lang::ALL {
        let page: BTreeSet<String> = messages(lang, "page.ftl").into_keys().collect();
        let missing: Vec<&String> = named.difference(&page).collect();
        assert!(missing.is_empty(), "{lang}/page.ftl lacks {missing:?}");
        let unused: Vec<&String> = page.difference(&named).collect();
        assert!(
            unused.is_empty(),
            "{lang}/page.ftl: the page never names {unused:?}"
        );
    }
}

#[test]
fn the_page_gets_every_message_of_page_ftl_with_its_placeholders_to_fill() {
    for lang in Lang::ALL {
        let labels = hopnim::lang::messages_of(lang, "page.ftl");
        assert_eq!(
            labels.keys().copied().collect::<BTreeSet<_>>(),
            messages(lang, "page.ftl")
                .keys()
                .map(String::as_str)
                .collect()
        );
        assert!(labels["page-streak"].contains("{count}"), "{lang}");
    }
    let labels = hopnim::lang::messages_of(Lang::ZhCn, "page.ftl");
    assert_eq!(labels["page-load"], "载入");
    assert_eq!(labels["page-loaded"], "已载入 {board}。");
}
