//! The catalogue itself: each language's Fluent files, built into the library, and
//! the bundles that format their messages.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{LazyLock, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::Entry;
use unic_langid::LanguageIdentifier;

use super::Lang;
use super::placeholders::pattern_names;
use crate::phrase::{Message, Phrase, Value};

/// The named values of a message's placeholders: numbers or text.
type Args<'a> = FluentArgs<'a>;

/// The catalogue's files, the same names in each language's folder: the rule sets'
/// words, the narration of `analyze --explain`, the terminal's screens (the analysis
/// table, `play`, `puzzle`), the page's view of a position, the page's own labels, and
/// what errors say (bad notation, a move or a question refused, a value refused).
pub const CATALOGUE_FILES: [&str; 6] = [
    "rules.ftl",
    "narration.ftl",
    "terminal.ftl",
    "view.ftl",
    "page.ftl",
    "errors.ftl",
];

/// The Fluent text of `file` (one of [`CATALOGUE_FILES`]) in `lang`.
///
/// ```
/// use hopnim::lang::{Lang, catalogue_source};
/// assert!(catalogue_source(Lang::ZhCn, "rules.ftl").unwrap().contains("count-pieces"));
/// assert!(catalogue_source(Lang::En, "nonsense.ftl").is_none());
/// ```
pub fn catalogue_source(lang: Lang, file: &str) -> Option<&'static str> {
    let index = CATALOGUE_FILES.iter().position(|name| *name == file)?;
    Some(sources(lang)[index])
}

/// Each language's files, in the order of [`CATALOGUE_FILES`].
const fn sources(lang: Lang) -> [&'static str; CATALOGUE_FILES.len()] {
    macro_rules! files {
        ($folder:literal) => {
            [
                include_str!(concat!("../../locales/", $folder, "/rules.ftl")),
                include_str!(concat!("../../locales/", $folder, "/narration.ftl")),
                include_str!(concat!("../../locales/", $folder, "/terminal.ftl")),
                include_str!(concat!("../../locales/", $folder, "/view.ftl")),
                include_str!(concat!("../../locales/", $folder, "/page.ftl")),
                include_str!(concat!("../../locales/", $folder, "/errors.ftl")),
            ]
        };
    }
    match lang {
        Lang::En => files!("en"),
        Lang::ZhCn => files!("zh-CN"),
    }
}

/// Every message of `file` (one of [`CATALOGUE_FILES`]) in `lang`, by its id, each
/// placeholder written `{name}` for its reader to fill: for `page.ftl`, the page's
/// labels as its script shows them (the page has them built in, and hopnim-web's
/// tests hold them to these). Formatted once a file, on first use; empty for a file
/// the catalogue lacks.
///
/// ```
/// use hopnim::lang::{Lang, messages_of};
/// let rules = messages_of(Lang::En, "rules.ftl");
/// assert_eq!(rules["noun-pieces"], "pieces");
/// assert_eq!(rules["rules-hop-move-size"], "it carries only {count} pieces down a stair");
/// assert_eq!(messages_of(Lang::ZhCn, "rules.ftl")["noun-pieces"], "棋子");
/// ```
pub fn messages_of(lang: Lang, file: &str) -> &'static BTreeMap<&'static str, String> {
    /// Each language's files' messages, in the order of [`CATALOGUE_FILES`].
    static MESSAGES: [[OnceLock<BTreeMap<&'static str, String>>; CATALOGUE_FILES.len()];
        Lang::ALL.len()] =
        [const { [const { OnceLock::new() }; CATALOGUE_FILES.len()] }; Lang::ALL.len()];
    static NONE: BTreeMap<&str, String> = BTreeMap::new();
    let Some(index) = CATALOGUE_FILES.iter().position(|name| *name == file) else {
        return &NONE;
    };
    MESSAGES[lang.index()][index].get_or_init(|| {
        placeholders_of(lang, file)
            .into_iter()
            .map(|(id, names)| {
                let mut args = Args::new();
                for name in names {
                    args.set(name, format!("{{{name}}}"));
                }
                (id, say(lang, id, Some(&args)))
            })
            .collect()
    })
}

/// Every message of `file` (one of [`CATALOGUE_FILES`]) in `lang`, by its id, with the
/// names of the placeholders it uses (in its text and its selectors). Empty for a
/// file the catalogue lacks.
///
/// ```
/// use hopnim::lang::{Lang, placeholders_of};
/// let rules = placeholders_of(Lang::En, "rules.ftl");
/// assert_eq!(rules["rules-hop-move-size"].iter().collect::<Vec<_>>(), [&"count"]);
/// assert!(rules["noun-pieces"].is_empty());
/// ```
pub fn placeholders_of(lang: Lang, file: &str) -> BTreeMap<&'static str, BTreeSet<&'static str>> {
    let Some(source) = catalogue_source(lang, file) else {
        return BTreeMap::new();
    };
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(partial, _)| partial);
    resource
        .body
        .into_iter()
        .filter_map(|entry| {
            let Entry::Message(message) = entry else {
                return None;
            };
            let pattern = message.value?;
            let mut names = BTreeSet::new();
            pattern_names(&pattern, &mut names);
            Some((message.id.name, names))
        })
        .collect()
}

/// One bundle per language, in the order of [`Lang::ALL`], built on first use.
static BUNDLES: LazyLock<[FluentBundle<FluentResource>; Lang::ALL.len()]> =
    LazyLock::new(|| Lang::ALL.map(bundle));

/// A message displays in English.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say(Lang::En, self.id(), None))
    }
}

/// A phrase displays in English.
impl std::fmt::Display for Phrase<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say_phrase(Lang::En, self))
    }
}

/// The bundle of `lang`: every file of its catalogue. Placeholders are not wrapped in
/// Unicode isolation marks: the text goes to terminals and JSON, and both languages
/// run left to right.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    // Parsed here rather than by unic-langid's `langid!` macro: its proc-macro crates
    // (and a second major version of syn) cost the build seconds for two short tags.
    let id: LanguageIdentifier = match lang {
        Lang::En => "en",
        Lang::ZhCn => "zh-CN",
    }
    .parse()
    .expect("a well-formed language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for (file, source) in CATALOGUE_FILES.iter().zip(sources(lang)) {
        // The catalogue's test parses every file and fails on any error; here a
        // broken entry is left out rather than taking the whole language down.
        let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| {
            debug_assert!(false, "{lang}/{file} does not parse");
            partial
        });
        if bundle.add_resource(resource).is_err() {
            debug_assert!(false, "{lang}/{file} repeats an id");
        }
    }
    bundle
}

/// [`Lang::say`]: `phrase` in `lang`, its placeholders said in `lang` too.
pub(super) fn say_phrase(lang: Lang, phrase: &Phrase<'_>) -> String {
    if phrase.args().is_empty() {
        return say(lang, phrase.id(), None);
    }
    let mut args = Args::new();
    for (name, value) in phrase.args() {
        args.set(*name, fluent_value(lang, value));
    }
    say(lang, phrase.id(), Some(&args))
}

/// `value` as Fluent takes it, in `lang`.
fn fluent_value<'a>(lang: Lang, value: &Value<'a>) -> FluentValue<'a> {
    match value {
        Value::Fluent(value) => value.clone(),
        Value::Phrase(_) | Value::List(_) => text_of(lang, value).into(),
    }
}

/// `value` written out in `lang`: a list joined by the language's separator.
fn text_of(lang: Lang, value: &Value<'_>) -> String {
    match value {
        Value::Fluent(FluentValue::String(text)) => text.to_string(),
        Value::Fluent(FluentValue::Number(number)) => number.as_string().into_owned(),
        Value::Fluent(_) => String::new(),
        Value::Phrase(phrase) => say_phrase(lang, phrase),
        Value::List(items) => {
            let items: Vec<String> = items.iter().map(|item| text_of(lang, item)).collect();
            items.join(&say_phrase(lang, &Message::LIST_SEPARATOR.into()))
        }
    }
}

/// The message `id` in `lang`, its placeholders filled from `args`; in English if
/// `lang` lacks it (a bug that the catalogue's test and a debug build catch).
fn say(lang: Lang, id: &str, args: Option<&Args<'_>>) -> String {
    for lang in [lang, Lang::En] {
        let bundle = &BUNDLES[lang.index()];
        if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            debug_assert!(errors.is_empty(), "{lang}/{id}: {errors:?}");
            return text.into_owned();
        }
        debug_assert!(false, "the catalogue of {lang} has no message {id}");
    }
    id.to_owned()
}
