//! The page's files, compiled into the binary: a single binary is all a user needs.
//! They are every file of `assets/` (listed by `build.rs`): the one list of the page's
//! files, which scripts/build-site.sh copies too; and the page's labels, `labels.js`,
//! which `build.rs` makes from the library's catalogue (as scripts/build-site.sh
//! does).

use axum::Router;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

/// The page's files, by name: every file of `assets/`, sorted.
pub const FILES: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// The type of a file of the page, by its extension.
fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, extension)| extension) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

/// The page's file `name`, never cached (the page follows the binary).
fn file(name: &'static str, body: &'static [u8]) -> Response {
    (
        [
            (CONTENT_TYPE, content_type(name)),
            (CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// The routes of the page's files: `/NAME` for each, `/` for `index.html`, and
/// `/favicon.ico` (which browsers ask for by themselves) for `favicon.svg`.
pub fn routes() -> Router {
    let mut router = Router::new();
    for &(name, body) in FILES {
        router = router.route(
            &format!("/{name}"),
            get(move || async move { file(name, body) }),
        );
        let alias = match name {
            "index.html" => Some("/"),
            "favicon.svg" => Some("/favicon.ico"),
            _ => None,
        };
        if let Some(path) = alias {
            router = router.route(path, get(move || async move { file(name, body) }));
        }
    }
    router
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_and_its_icon_are_among_the_files_and_every_file_has_its_type() {
        let names: Vec<&str> = FILES.iter().map(|&(name, _)| name).collect();
        for needed in [
            "index.html",
            "favicon.svg",
            "app.js",
            "engine.js",
            "labels.js",
            "style.css",
        ] {
            assert!(names.contains(&needed), "{needed} in {names:?}");
        }
        for name in names {
            assert_ne!(content_type(name), "application/octet-stream", "{name}");
        }
    }

    #[test]
    fn the_page_footer_shows_the_workspace_version() {
        let (_, page) = FILES
            .iter()
            .find(|&&(name, _)| name == "index.html")
            .unwrap();
        let page = std::str::from_utf8(page).unwrap();
        let footer = format!(">hopnim {}</footer>", env!("CARGO_PKG_VERSION"));
        assert!(page.contains(&footer), "{footer} in the page");
        assert!(!page.contains("@HOPNIM_VERSION@"));
    }

    #[test]
    fn the_page_labels_are_every_message_of_page_ftl_as_the_library_says_it() {
        use std::collections::BTreeMap;

        use hopnim::lang::{Lang, messages_of};
        use hopnim_labels::{Labels, MODULE_NAME};

        let labels = Labels::read(std::path::Path::new(env!("HOPNIM_LOCALES"))).unwrap();
        assert_eq!(
            labels.languages().collect::<Vec<_>>(),
            Lang::ALL.map(Lang::code)
        );
        // The page's plain substitution gives what Fluent gives: every message, in
        // every language, with its placeholders left as `{name}`.
        for lang in Lang::ALL {
            let said: BTreeMap<String, String> = messages_of(lang, "page.ftl")
                .iter()
                .map(|(id, text)| ((*id).to_owned(), text.clone()))
                .collect();
            assert!(said.len() > 40, "{lang}");
            assert_eq!(labels.of(lang.code()), Some(&said), "{lang}");
        }
        let (_, module) = FILES
            .iter()
            .find(|&&(name, _)| name == MODULE_NAME)
            .unwrap();
        assert_eq!(std::str::from_utf8(module).unwrap(), labels.module());
    }

    #[test]
    fn the_labels_of_every_language_but_english_hold_no_english_word() {
        use hopnim::lang::{Lang, messages_of};

        // Words kept in Latin letters: names, keys, the engine's file.
        let kept = [
            "hopnim", "Nim", "HDU", "misère", "SG", "Enter", "Home", "End", "wasm",
        ];
        for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
            for (id, label) in messages_of(lang, "page.ftl") {
                // The placeholders the page fills (`{count}`) are not words.
                let words: String = label
                    .split('{')
                    .map(|part| part.split_once('}').map_or(part, |(_, rest)| rest))
                    .collect();
                let english: Vec<&str> = words
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|word| word.len() > 1 && word.is_ascii() && !kept.contains(word))
                    .collect();
                assert!(english.is_empty(), "{lang}/{id}: {english:?} in {label:?}");
            }
        }
    }
}
