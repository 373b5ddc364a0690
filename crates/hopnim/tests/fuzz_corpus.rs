//! Replays the committed fuzz seed corpus through the fuzz targets' checks, so every
//! `cargo test` runs them (the fuzzers themselves need cargo-fuzz; see docs/contributing.md, Fuzzing).

use std::path::{Path, PathBuf};

fn corpus(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.unwrap().path();
            let bytes = std::fs::read(&path).unwrap();
            (path, bytes)
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no seeds in {}", dir.display());
    files
}

#[test]
fn judge_reader_seeds_read_as_the_reference_reads_them() {
    for (path, data) in corpus("judge_reader") {
        let Some((&knob, input)) = data.split_first() else {
            continue;
        };
        let spec = hopnim::judge::JudgeSpec::of_width(u64::from(knob % 64) + 1).expect("1..=64");
        // Every read size from 1 to 70, not only the one the knob picks.
        for chunk in 1..=70 {
            let result = hopnim::judge::reference::compare_all_readers(input, spec, chunk);
            assert_eq!(result, Ok(()), "{} with reads of {chunk}", path.display());
        }
    }
}

#[test]
fn notation_seeds_parse_as_the_reference_says() {
    for (path, data) in corpus("notation") {
        if let Ok(text) = std::str::from_utf8(&data) {
            let result = hopnim::game::notation::reference::compare_with_parsers(text);
            assert_eq!(result, Ok(()), "{}", path.display());
        }
    }
}

#[test]
fn misere_seeds_agree_with_the_search() {
    for (path, data) in corpus("misere") {
        let result = hopnim::proof::misere::compare_with_search(&data);
        assert_eq!(result, Ok(()), "{}", path.display());
    }
}

#[test]
fn remoteness_seeds_agree_with_the_search() {
    for (path, data) in corpus("remoteness") {
        let result = hopnim::play::engine::compare_with_search(&data);
        assert_eq!(result, Ok(()), "{}", path.display());
    }
}

#[test]
fn rules_seeds_agree_with_the_definition() {
    for (path, data) in corpus("rules") {
        let result = hopnim::proof::definition::compare_rules_with_definition(&data);
        assert_eq!(result, Ok(()), "{}", path.display());
    }
}
