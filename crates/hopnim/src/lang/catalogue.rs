//! The catalogue itself: each language's Fluent files, built into the library, and
//! the bundles that format their messages.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::Entry;
use unic_langid::LanguageIdentifier;

use super::language::Lang;
use super::placeholders::pattern_names;
use crate::phrase::{Message, Phrase, Value};

/// The named values of a message's placeholders: numbers or text.
type Args<'a> = FluentArgs<'a>;

/// The catalogue's files, the same names in each language's folder: the rule sets'
/// words, the narration of `analyze --explain`, the terminal's screens (the analysis
/// table, `play`, `puzzle`), the page's view of a position, the page's own labels,
/// what errors say (bad notation, a move or a question refused, a value refused), and
/// the lessons' words.
pub const CATALOGUE_FILES: [&str; 7] = [
    "rules.ftl",
    "narration.ftl",
    "terminal.ftl",
    "view.ftl",
    "page.ftl",
    "errors.ftl",
    "lessons.ftl",
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
                include_str!(concat!("../../locales/", $folder, "/lessons.ftl")),
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

/// A bundle of one file of one language's catalogue.
type Bundle = FluentBundle<FluentResource>;

/// The catalogue's bundles, one per file of each language, each parsed on first use:
/// a run parses only the files of the messages it says, in the languages it says them
/// in (a `solve` that says nothing parses none). A message is looked up in the file
/// that defines it ([`file_defining`]); no message refers to another, so each file
/// formats its messages alone.
struct Catalogue {
    /// By language ([`Lang::index`]), then by file (the order of [`CATALOGUE_FILES`]).
    bundles: [[OnceLock<Bundle>; CATALOGUE_FILES.len()]; Lang::ALL.len()],
}

impl Catalogue {
    /// A catalogue with no file parsed yet.
    const fn new() -> Catalogue {
        Catalogue {
            bundles: [const { [const { OnceLock::new() }; CATALOGUE_FILES.len()] };
                Lang::ALL.len()],
        }
    }

    /// The bundle of `file` (its index in [`CATALOGUE_FILES`]) in `lang`, parsed now if
    /// it was not yet.
    fn bundle(&self, lang: Lang, file: usize) -> &Bundle {
        self.bundles[lang.index()][file].get_or_init(|| bundle(lang, file))
    }

    /// The files of `lang` parsed so far, by name.
    fn parsed(&self, lang: Lang) -> Vec<&'static str> {
        CATALOGUE_FILES
            .iter()
            .zip(&self.bundles[lang.index()])
            .filter(|(_, bundle)| bundle.get().is_some())
            .map(|(file, _)| *file)
            .collect()
    }

    /// The message `id` in `lang`, its placeholders filled from `args`; in English if
    /// `lang` lacks it (a bug that the catalogue's test and a debug build catch).
    fn say(&self, lang: Lang, id: &str, args: Option<&Args<'_>>) -> String {
        for lang in [lang, Lang::En] {
            if let Some(file) = file_defining(lang, id) {
                let bundle = self.bundle(lang, file);
                if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, args, &mut errors);
                    debug_assert!(errors.is_empty(), "{lang}/{id}: {errors:?}");
                    return text.into_owned();
                }
            }
            debug_assert!(false, "the catalogue of {lang} has no message {id}");
        }
        id.to_owned()
    }
}

/// The catalogue every message is said from.
static CATALOGUE: Catalogue = Catalogue::new();

/// The files of `lang`'s catalogue that this process has parsed so far, by name, in
/// the order of [`CATALOGUE_FILES`]: each is parsed the first time one of its messages
/// is said, so a run that says nothing in `lang` (`solve`, in any language) leaves
/// this empty.
///
/// ```
/// use hopnim::lang::{Lang, parsed_files};
/// hopnim::say!(Lang::ZhCn, "noun-pieces");
/// assert!(parsed_files(Lang::ZhCn).contains(&"rules.ftl"));
/// assert!(!parsed_files(Lang::ZhCn).contains(&"page.ftl"));
/// ```
pub fn parsed_files(lang: Lang) -> Vec<&'static str> {
    CATALOGUE.parsed(lang)
}

/// The file of `lang`'s catalogue (its index in [`CATALOGUE_FILES`]) that defines the
/// message `id`, found in the text without parsing it: the line that starts with the
/// id, then `=` (a pattern's other lines are indented, a comment's start with `#`).
fn file_defining(lang: Lang, id: &str) -> Option<usize> {
    let defines = |source: &str| {
        source.match_indices(id).any(|(at, _)| {
            let line_start = at == 0 || source.as_bytes()[at - 1] == b'\n';
            line_start
                && source[at + id.len()..]
                    .trim_start_matches(' ')
                    .starts_with('=')
        })
    };
    sources(lang).into_iter().position(defines)
}

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

/// The bundle of `lang`'s file `file` (its index in [`CATALOGUE_FILES`]).
/// Placeholders are not wrapped in Unicode isolation marks: the text goes to terminals
/// and JSON, and both languages run left to right.
fn bundle(lang: Lang, file: usize) -> Bundle {
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
    // The catalogue's test parses every file and fails on any error; here a broken
    // entry is left out rather than taking the whole file down.
    let name = CATALOGUE_FILES[file];
    let source = sources(lang)[file];
    let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, _)| {
        debug_assert!(false, "{lang}/{name} does not parse");
        partial
    });
    if bundle.add_resource(resource).is_err() {
        debug_assert!(false, "{lang}/{name} repeats an id");
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

/// The message `id` in `lang`, its placeholders filled from `args`, from the
/// catalogue of the process.
fn say(lang: Lang, id: &str, args: Option<&Args<'_>>) -> String {
    CATALOGUE.say(lang, id, args)
}

/// The message `id` in `lang`, a message without placeholders named by an id built
/// at run time (a lesson's words: `lesson-nim-2-goal`), in English where `lang`
/// lacks it; the id itself when no language has it. Cheaper than [`messages_of`],
/// which reads every message of a file with its placeholders.
///
/// ```
/// use hopnim::lang::{Lang, plain_message};
/// assert_eq!(plain_message(Lang::ZhCn, "noun-pieces"), "棋子");
/// ```
pub fn plain_message(lang: Lang, id: &str) -> String {
    say(lang, id, None)
}

impl Lang {
    /// `phrase` in this language: a [`Phrase`] built by [`phrase!`](crate::phrase!)
    /// or a [`Message`](crate::phrase::Message); a placeholder's phrase or list is said in this language too.
    /// [`say!`](crate::say) builds the phrase and says it at once.
    ///
    /// ```
    /// use hopnim::{lang::Lang, phrase, phrase::Message};
    /// assert_eq!(Lang::ZhCn.say(Message::NOUN_PIECES), "棋子");
    /// let cells: &[u32] = &[2, 3, 4];
    /// let ambiguous = phrase!(
    ///     "board-refused-ambiguous", row = 1, column = 1, rules = "welter", allowed = cells
    /// );
    /// assert!(Lang::ZhCn.say(ambiguous).contains("2、3、4"));
    /// ```
    ///
    /// A message the language lacks is a bug (the catalogue's test compares every
    /// language with English, and a debug build panics here); a release build says
    /// it in English.
    pub fn say<'a>(self, phrase: impl Into<Phrase<'a>>) -> String {
        say_phrase(self, &phrase.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by a profile: the first message said, in any language, parsed every file
    /// of both languages (`solve` parsed them all to name the rule sets in a help it
    /// never showed).
    #[test]
    fn a_message_parses_only_its_own_file_in_its_own_language() {
        let catalogue = Catalogue::new();
        assert!(catalogue.parsed(Lang::En).is_empty());
        assert_eq!(catalogue.say(Lang::En, "noun-pieces", None), "pieces");
        assert_eq!(catalogue.parsed(Lang::En), ["rules.ftl"]);
        assert!(catalogue.parsed(Lang::ZhCn).is_empty());
        assert_eq!(catalogue.say(Lang::ZhCn, "noun-pieces", None), "棋子");
        assert_eq!(catalogue.parsed(Lang::ZhCn), ["rules.ftl"]);
        assert_eq!(catalogue.parsed(Lang::En), ["rules.ftl"]);
    }

    /// Each message is found in the file that holds it, and said from that file alone
    /// as it is from the whole language (no message refers to one of another file).
    #[test]
    fn every_message_is_found_in_its_file_and_said_from_it_alone() {
        for lang in Lang::ALL {
            let mut whole = FluentBundle::new_concurrent(vec![
                "en".parse().expect("a well-formed language tag"),
            ]);
            whole.set_use_isolating(false);
            for source in sources(lang) {
                let resource = FluentResource::try_new(source.to_owned()).expect("it parses");
                whole.add_resource(resource).expect("no id twice");
            }
            for (file, name) in CATALOGUE_FILES.iter().enumerate() {
                for (id, names) in placeholders_of(lang, name) {
                    assert_eq!(file_defining(lang, id), Some(file), "{lang}/{name}: {id}");
                    let mut args = Args::new();
                    for name in names {
                        args.set(name, format!("<{name}>"));
                    }
                    let pattern = whole.get_message(id).and_then(|m| m.value()).unwrap();
                    let mut errors = Vec::new();
                    let expected = whole.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{lang}/{id}: {errors:?}");
                    let catalogue = Catalogue::new();
                    assert_eq!(catalogue.say(lang, id, Some(&args)), expected);
                    assert_eq!(catalogue.parsed(lang), [*name], "{lang}/{id}");
                }
            }
        }
    }

    #[test]
    fn an_id_is_found_only_where_it_starts_a_definition() {
        // `count-pieces` appears inside other messages' ids and text; `noun` is a
        // prefix of ids, not one.
        assert!(file_defining(Lang::En, "noun").is_none());
        assert!(file_defining(Lang::En, "pieces").is_none());
        assert!(file_defining(Lang::En, "count-pieces").is_some());
    }
}
