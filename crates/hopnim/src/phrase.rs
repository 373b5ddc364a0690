//! What the library says, before it is said in any language: a message of the
//! catalogue named by its id, with the values of its placeholders. The game layer
//! says what is wrong or what a rule set is called as a [`Phrase`] or a [`Message`];
//! the language layer ([`crate::lang`]) says it in a language.
//!
//! The ids and their placeholders are read from the English catalogue when the
//! library is compiled, so that [`phrase!`](crate::phrase!) (and
//! [`say!`](crate::say!)) with an id the catalogue lacks, a placeholder left out or
//! one the message does not have is a compile error, as is a [`Message`] constant the
//! catalogue lacks:
//!
//! ```compile_fail
//! let phrase = hopnim::phrase!("count-piece", count = 3); // no such message
//! ```
//!
//! ```compile_fail
//! let phrase = hopnim::phrase!("count-pieces", cuont = 3); // no such placeholder
//! ```
//!
//! ```compile_fail
//! let phrase = hopnim::phrase!("count-pieces"); // its placeholder left out
//! ```
//!
//! ```compile_fail
//! let noun = hopnim::phrase::Message::NOUN_PIECE; // no such message
//! ```
//!
//! ```
//! use hopnim::phrase::Message;
//! let phrase = hopnim::phrase!("count-pieces", count = 3);
//! assert_eq!(phrase.id(), "count-pieces");
//! assert_eq!(Message::NOUN_PIECES.id(), "noun-pieces");
//! ```
//!
//! What a person wrote is quoted as a [`Quoted`]: its control characters escaped, a
//! long word shortened, so that an error never writes a terminal's control sequence
//! nor a megabyte of someone's input back at them.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use fluent_bundle::FluentValue;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A message of the catalogue without placeholders: a rule set's words, a label.
/// Each one is a constant of this type (`Message::NOUN_PIECES`), built from the
/// catalogue, so a message that does not exist cannot be named.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Message(&'static str);

impl Message {
    /// The message's id in the catalogue.
    pub const fn id(self) -> &'static str {
        self.0
    }
}

/// A message of the catalogue and the values of its placeholders: what
/// [`phrase!`](crate::phrase!) builds and [`Lang::say`](crate::lang::Lang::say) says
/// in a language. Its `Display` is the English.
#[derive(Clone, Debug)]
pub struct Phrase<'a> {
    id: &'static str,
    args: Vec<(&'static str, Value<'a>)>,
}

impl<'a> Phrase<'a> {
    /// The phrase of message `id` with `args`, which [`phrase!`](crate::phrase!)
    /// has checked against the catalogue.
    #[doc(hidden)]
    pub fn checked(id: &'static str, args: Vec<(&'static str, Value<'a>)>) -> Phrase<'a> {
        Phrase { id, args }
    }

    /// The message's id in the catalogue.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Each placeholder's name (as the catalogue writes it) and value.
    pub fn args(&self) -> &[(&'static str, Value<'a>)] {
        &self.args
    }
}

impl From<Message> for Phrase<'_> {
    fn from(message: Message) -> Self {
        Phrase::checked(message.0, Vec::new())
    }
}

/// The value of a placeholder: a number or a text as Fluent takes them, another
/// phrase (said in the same language), or a list of values (joined as the language
/// joins a list: `2, 3, 4`, `2、3、4`).
#[derive(Clone, Debug)]
pub enum Value<'a> {
    /// A number or a text.
    Fluent(FluentValue<'a>),
    /// A phrase, said in the language of the phrase that holds it.
    Phrase(Box<Phrase<'a>>),
    /// A list, joined by the language's `list-separator`.
    List(Vec<Value<'a>>),
}

/// Numbers and texts become [`Value::Fluent`].
macro_rules! fluent_values {
    ($($type:ty),+) => {
        $(impl<'a> From<$type> for Value<'a> {
            fn from(value: $type) -> Value<'a> {
                Value::Fluent(value.into())
            }
        })+
    };
}

fluent_values!(
    u8,
    u16,
    u32,
    u64,
    usize,
    i8,
    i16,
    i32,
    i64,
    isize,
    f64,
    String,
    &'a String,
    &'a str,
    Cow<'a, str>
);

impl<'a> From<Quoted> for Value<'a> {
    fn from(quoted: Quoted) -> Value<'a> {
        quoted.value()
    }
}

impl<'a> From<&Quoted> for Value<'a> {
    fn from(quoted: &Quoted) -> Value<'a> {
        quoted.value()
    }
}

impl<'a> From<Phrase<'a>> for Value<'a> {
    fn from(phrase: Phrase<'a>) -> Value<'a> {
        Value::Phrase(Box::new(phrase))
    }
}

impl<'a> From<Message> for Value<'a> {
    fn from(message: Message) -> Value<'a> {
        Value::Phrase(Box::new(message.into()))
    }
}

impl<'a, T: Into<Value<'a>> + Clone> From<&[T]> for Value<'a> {
    fn from(items: &[T]) -> Value<'a> {
        Value::List(items.iter().cloned().map(Into::into).collect())
    }
}

/// What says itself as a [`Phrase`]: every error of the library, so that a front end
/// says any of them in any language ([`Lang::say`](crate::lang::Lang::say)) without
/// knowing its type. An error's `Display` is its phrase in English.
///
/// ```
/// use hopnim::{lang::Lang, phrase::Said, play::engine::Level};
/// let error: &dyn Said = &"9".parse::<Level>().unwrap_err();
/// assert_eq!(Lang::En.say(error.phrase()), "`9` is not an engine level (1 to 5, or perfect)");
/// assert_eq!(Lang::ZhCn.say(error.phrase()), "“9”不是引擎等级（应为 1 到 5，或“perfect”）");
/// ```
pub trait Said {
    /// What it says, to be said in any language.
    fn phrase(&self) -> Phrase<'_>;
}

/// Makes each type given, which has its own `phrase(&self) -> Phrase<'_>`, [`Said`],
/// and its `Display` the English of that phrase.
macro_rules! said_in_english {
    ($($type:ty),+ $(,)?) => {$(
        impl $crate::phrase::Said for $type {
            fn phrase(&self) -> $crate::phrase::Phrase<'_> {
                <$type>::phrase(self)
            }
        }

        impl ::std::fmt::Display for $type {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&<$type>::phrase(self), f)
            }
        }
    )+};
}
pub(crate) use said_in_english;

/// The [`Phrase`] of a message of the catalogue, its placeholders given as
/// `name = value` (numbers, texts, other phrases, lists). The id and the names are
/// checked against the catalogue when the code is compiled; a placeholder with a
/// hyphen is written with an underscore (`gap_below = …` for `$gap-below`).
///
/// ```
/// use hopnim::{lang::Lang, phrase};
/// let phrase = phrase!("count-rows", count = 2);
/// assert_eq!(Lang::En.say(phrase.clone()), "2 rows");
/// assert_eq!(phrase.to_string(), "2 rows");
/// ```
#[macro_export]
macro_rules! phrase {
    ($id:literal $(,)?) => {{
        const _: [&str; 0] = $crate::phrase::catalogue_names($id, &[]);
        $crate::phrase::Phrase::checked($id, ::std::vec::Vec::new())
    }};
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        const GIVEN: &[&str] = &[$(stringify!($name)),+];
        const NAMES: [&str; GIVEN.len()] = $crate::phrase::catalogue_names($id, GIVEN);
        let values = [$($crate::phrase::Value::from($value)),+];
        $crate::phrase::Phrase::checked($id, NAMES.into_iter().zip(values).collect())
    }};
}

/// The catalogue's names of the placeholders `given` of message `id`, in the order
/// given; a panic, which [`phrase!`](crate::phrase!) turns into a compile error, if
/// the catalogue has no message `id` or its placeholders are not exactly `given`
/// (`gap_below` names `$gap-below`).
#[doc(hidden)]
pub const fn catalogue_names<const N: usize>(id: &str, given: &[&str]) -> [&'static str; N] {
    let Some(names) = placeholders(id) else {
        panic!("phrase!: the catalogue has no message with this id");
    };
    if names.len() != N || given.len() != N {
        panic!("phrase!: the message has other placeholders than those given");
    }
    let mut found = [""; N];
    let mut index = 0;
    while index < N {
        let mut name = 0;
        while name < names.len() && !same_name(given[index].as_bytes(), names[name].as_bytes()) {
            name += 1;
        }
        if name == names.len() {
            panic!("phrase!: the message has no placeholder of a name given");
        }
        let mut earlier = 0;
        while earlier < index {
            if same_name(found[earlier].as_bytes(), names[name].as_bytes()) {
                panic!("phrase!: a placeholder given twice");
            }
            earlier += 1;
        }
        found[index] = names[name];
        index += 1;
    }
    found
}

/// The placeholders of message `id`, if the catalogue has it.
const fn placeholders(id: &str) -> Option<&'static [&'static str]> {
    let mut index = 0;
    while index < CATALOGUE.len() {
        let (known, names) = CATALOGUE[index];
        if same_name(known.as_bytes(), id.as_bytes()) {
            return Some(names);
        }
        index += 1;
    }
    None
}

/// Whether `given` names `name`: the same bytes, an underscore standing for a hyphen.
const fn same_name(given: &[u8], name: &[u8]) -> bool {
    if given.len() != name.len() {
        return false;
    }
    let mut index = 0;
    while index < given.len() {
        let (a, b) = (given[index], name[index]);
        if a != b && !(a == b'_' && b == b'-') {
            return false;
        }
        index += 1;
    }
    true
}

/// Text a person wrote, as a message quotes it: every character that could act on a
/// terminal or hide itself (control characters, `DEL`, bidirectional and other
/// invisible formatting characters) written as a visible escape, and a long word
/// shortened to its first [`Quoted::MAX_CHARS`] characters, `…` and its length. Every
/// error that quotes what the user wrote (a move, a flag's value, a token, a language
/// tag) quotes it through this type, in any language ([`Value`]) and in English
/// (`Display`).
///
/// ASCII control characters are written `\x1b`, others `\u{202e}`; a tab, a line end
/// and a backslash `\t`, `\n`, `\r` and `\\`, so every escape reads back unambiguously.
///
/// ```
/// use hopnim::{lang::Lang, phrase::Quoted};
/// assert_eq!(Quoted::new("1:19->20").to_string(), "1:19->20");
/// assert_eq!(Quoted::new("20\x1b[2J\x07").to_string(), r"20\x1b[2J\x07");
/// assert_eq!(Quoted::new("a\u{202e}b\\").to_string(), r"a\u{202e}b\\");
/// let long = Quoted::new(&"x".repeat(1_000_000));
/// assert_eq!(long.to_string(), format!("{}… (1000000 characters)", "x".repeat(40)));
/// assert_eq!(Lang::ZhCn.say(hopnim::phrase!("record-move", number = 1, move = &long, what = "?")),
///     format!("第 1 步（{}…（共 1000000 个字符））：?", "x".repeat(40)));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Quoted {
    /// The text's start, escaped.
    shown: String,
    /// What `shown` leaves out.
    cut: Cut,
}

/// How much of a quoted text is left out.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Cut {
    /// Nothing: the whole text is shown.
    Nothing,
    /// The rest of a text of this many characters.
    Rest {
        /// The whole text's length, in characters.
        chars: usize,
    },
    /// The rest of a text whose length was not read.
    Unread,
}

impl Quoted {
    /// The most characters of a text shown: a longer one is cut after them.
    pub const MAX_CHARS: usize = 40;

    /// `text`, escaped, and shortened when longer than [`Quoted::MAX_CHARS`].
    pub fn new(text: &str) -> Quoted {
        let mut shown = String::new();
        let mut chars = text.chars();
        for c in chars.by_ref().take(Self::MAX_CHARS) {
            Self::push_char(&mut shown, c);
        }
        let left = chars.count();
        let cut = if left == 0 {
            Cut::Nothing
        } else {
            Cut::Rest {
                chars: Self::MAX_CHARS + left,
            }
        };
        Quoted { shown, cut }
    }

    /// One character, escaped: `Quoted::of_char('\x1b')` shows `\x1b`.
    pub fn of_char(c: char) -> Quoted {
        Quoted::new(c.encode_utf8(&mut [0; 4]))
    }

    /// The first bytes of a text read as bytes (a token of a judge input), which need
    /// not be UTF-8: a byte that is no part of a UTF-8 character is written `\xff`.
    /// `more` says the text goes on past `start` (it was not read to its end), which
    /// is then shown as `…`. At most [`Quoted::MAX_CHARS`] characters of `start` are
    /// shown.
    ///
    /// ```
    /// use hopnim::phrase::Quoted;
    /// assert_eq!(Quoted::from_bytes(b"5\xff\x1b", false).to_string(), r"5\xff\x1b");
    /// assert_eq!(Quoted::from_bytes(b"123", true).to_string(), "123…");
    /// ```
    pub fn from_bytes(start: &[u8], more: bool) -> Quoted {
        let mut shown = String::new();
        let mut taken = 0;
        let mut cut = more;
        'chunks: for chunk in start.utf8_chunks() {
            let invalid = chunk.invalid().iter().map(|&byte| Err(byte));
            for piece in chunk.valid().chars().map(Ok).chain(invalid) {
                if taken == Self::MAX_CHARS {
                    cut = true;
                    break 'chunks;
                }
                taken += 1;
                match piece {
                    Ok(c) => Self::push_char(&mut shown, c),
                    Err(byte) => {
                        let _ = write!(shown, "\\x{byte:02x}");
                    }
                }
            }
        }
        let cut = if cut { Cut::Unread } else { Cut::Nothing };
        Quoted { shown, cut }
    }

    /// Appends `c` to `out` as a quotation shows it: itself, or its escape when it
    /// could act on a terminal or hide itself (see [`Quoted`]). For a view of the text
    /// that must keep the characters' places, such as a line with a caret under it.
    ///
    /// ```
    /// use hopnim::phrase::Quoted;
    /// let mut out = String::new();
    /// for c in "x\x07é\u{200b}\t".chars() {
    ///     Quoted::push_char(&mut out, c);
    /// }
    /// assert_eq!(out, r"x\x07é\u{200b}\t");
    /// ```
    pub fn push_char(out: &mut String, c: char) {
        match c {
            '\\' => out.push_str(r"\\"),
            '\t' => out.push_str(r"\t"),
            '\n' => out.push_str(r"\n"),
            '\r' => out.push_str(r"\r"),
            c if c.is_ascii_control() => {
                let _ = write!(out, "\\x{:02x}", u32::from(c));
            }
            // What Rust's debug output escapes as `\u{…}`: the control characters
            // beyond ASCII, formatting and other characters that do not print,
            // and combining marks.
            c if c.escape_debug().nth(1) == Some('u') => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }

    /// `text` with each character escaped as a quotation escapes it
    /// ([`Quoted::push_char`]), and nothing cut: for a file's path, which its reader
    /// needs whole to find the file (a system bounds its length).
    ///
    /// ```
    /// use hopnim::phrase::Quoted;
    /// let path = format!("{}/in\x1b[2J.txt", "dir/".repeat(20));
    /// assert_eq!(Quoted::escaped(&path), format!("{}/in\\x1b[2J.txt", "dir/".repeat(20)));
    /// ```
    pub fn escaped(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            Self::push_char(&mut out, c);
        }
        out
    }

    /// Whether the whole text is shown (it was not shortened).
    pub fn is_whole(&self) -> bool {
        self.cut == Cut::Nothing
    }

    /// The quotation as a placeholder's value: a shortened text says its length in the
    /// language of the message.
    fn value<'a>(&self) -> Value<'a> {
        match self.cut {
            Cut::Nothing => Value::from(self.shown.clone()),
            Cut::Unread => Value::from(format!("{}…", self.shown)),
            Cut::Rest { chars } => crate::phrase!(
                "quoted-shortened",
                start = self.shown.clone(),
                length = chars
            )
            .into(),
        }
    }
}

/// The quotation in English.
impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value() {
            Value::Fluent(FluentValue::String(text)) => f.write_str(&text),
            Value::Phrase(phrase) => phrase.fmt(f),
            other => unreachable!("a quotation is a text or a phrase, not {other:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    /// Whether `text` holds a byte a terminal acts on: a C0 control other than the
    /// line end, or DEL (C1 controls are characters of two bytes in UTF-8, escaped
    /// too).
    fn has_raw_control(text: &str) -> bool {
        text.chars()
            .any(|c| (c.is_control() && c != '\n') || ('\u{80}'..='\u{9f}').contains(&c))
    }

    #[test]
    fn control_characters_are_escaped_and_printable_ones_kept() {
        let attack = "1:19->20\x1b[2J\x1b]0;pwned\x07\0\x7f\u{9b}\u{202e}";
        let quoted = Quoted::new(attack);
        assert_eq!(
            quoted.to_string(),
            r"1:19->20\x1b[2J\x1b]0;pwned\x07\x00\x7f\u{9b}\u{202e}"
        );
        assert!(!has_raw_control(&quoted.to_string()));
        assert_eq!(Quoted::new("第 1 步 é ' \"").to_string(), "第 1 步 é ' \"");
        assert_eq!(Quoted::new("a\nb\tc\rd\\").to_string(), r"a\nb\tc\rd\\");
        for lang in Lang::ALL {
            assert!(!has_raw_control(&lang.say(crate::phrase!(
                "record-move",
                number = 1,
                move = &quoted,
                what = "?"
            ))));
        }
    }

    #[test]
    fn a_long_word_is_shortened_to_its_start_and_its_length() {
        let exactly = "y".repeat(Quoted::MAX_CHARS);
        assert_eq!(Quoted::new(&exactly).to_string(), exactly);
        assert!(Quoted::new(&exactly).is_whole());
        let megabyte = format!("{}\x1b{}", "é".repeat(39), "z".repeat(1 << 20));
        let quoted = Quoted::new(&megabyte);
        assert!(!quoted.is_whole());
        let english = quoted.to_string();
        assert_eq!(
            english,
            format!("{}\\x1b… ({} characters)", "é".repeat(39), 40 + (1 << 20))
        );
        let chinese = Lang::ZhCn.say(crate::phrase!(
            "cli-bad-value",
            value = &quoted,
            flag = "--board",
            why = "?"
        ));
        assert!(chinese.contains("…（共 1048616 个字符）"), "{chinese}");
        assert!(chinese.len() < 200, "{chinese}");
    }

    #[test]
    fn bytes_that_are_not_utf8_are_escaped_and_an_unread_rest_is_an_ellipsis() {
        assert_eq!(
            Quoted::from_bytes("a\u{7f}é\u{200f}".as_bytes(), false).to_string(),
            r"a\x7fé\u{200f}"
        );
        assert_eq!(
            Quoted::from_bytes(b"\xc3(\x1b", true).to_string(),
            r"\xc3(\x1b…"
        );
        let long = Quoted::from_bytes(&[b'7'; 100], false);
        assert_eq!(long.to_string(), format!("{}…", "7".repeat(40)));
    }
}

/// Every error of the library, each of its kinds, said in every language.
#[cfg(test)]
mod every_error {
    use std::io;

    use super::{Message, Quoted, Said};
    use crate::game::RowError;
    use crate::game::board::tests::one_of_each_error;
    use crate::game::notation::NotationError;
    use crate::game::notation::tests::one_of_each_kind;
    use crate::game::{Rules, UnknownRules, Variant, WidthError};
    use crate::judge::validate::{Found, Separator, ValidationError, Violation};
    use crate::judge::{BoardsError, Expected, JudgeError, JudgeErrorKind, Location, SolveError};
    use crate::lang::{Lang, LangError};
    use crate::play::engine::Level;
    use crate::play::puzzle::Goal;
    use crate::play::reply::Refusal;
    use crate::play::review::{GameRecord, TooBigToReview};
    use crate::proof::memory::{OutOfMemory, filled_vec};
    use crate::proof::table::{TableError, TableFormat};
    use crate::stop::Interrupted;
    use crate::threads::ThreadsError;

    /// An error: said in any language, displayed in English.
    trait Error: Said + std::fmt::Display {}

    impl<E: Said + std::fmt::Display> Error for E {}

    /// Memory no system grants, for `what`.
    fn refused(what: Message) -> OutOfMemory {
        filled_vec(usize::MAX / 2, 0u16, what).unwrap_err()
    }

    /// A judge input's error of `kind`, at 3:6 of test 1, row 2.
    fn located(kind: JudgeErrorKind) -> JudgeError {
        JudgeError {
            kind,
            location: Some(Location { line: 3, column: 6 }),
            test: Some(1),
            row: Some(2),
            snippet: None,
        }
    }

    /// A violation at 3:5, in test 1 and in `row` of it.
    fn violated(violation: Violation, row: Option<u64>) -> ValidationError {
        ValidationError {
            violation,
            location: Location { line: 3, column: 5 },
            test: Some(1),
            row,
        }
    }

    /// Each error whose English is new to the catalogue, and that English as the
    /// errors wrote it before they said themselves as phrases.
    fn with_their_english() -> Vec<(Box<dyn Error>, &'static str)> {
        let end = |expected, declared| JudgeErrorKind::UnexpectedEnd { expected, declared };
        let not_a_number = |token: &str| JudgeErrorKind::NotANumber {
            expected: Expected::Position,
            token: token.to_owned(),
        };
        let bad_byte = |byte| JudgeErrorKind::BadByte { byte };
        let layout = |expected, found| Violation::Layout { expected, found };
        let disk = || io::Error::other("disk on fire");
        vec![
            (Box::new(Interrupted::Cancelled), "the work was cancelled"),
            (
                Box::new(Interrupted::DeadlinePassed),
                "the work did not end before its deadline",
            ),
            (
                Box::new(Interrupted::OverBudget),
                "the work needs more steps than its budget allows",
            ),
            (
                Box::new(UnknownRules(Quoted::new("jump"))),
                r#"unknown rules "jump" (expected hop, welter or slide)"#,
            ),
            (
                Box::new(TableError::Width { width: 33 }),
                "width 33 is out of range for a table (1..=32)",
            ),
            (
                Box::new(TableError::Stopped),
                "the table was stopped before it was done",
            ),
            (
                Box::new(TableError::Memory(refused(Message::MEMORY_TABLE))),
                "cannot allocate 16.0 EiB for the table",
            ),
            (
                Box::new("xml".parse::<TableFormat>().unwrap_err()),
                r#"unknown table format "xml" (expected bin or csv)"#,
            ),
            (
                Box::new(refused(Message::MEMORY_BOARD_RANKS)),
                "cannot allocate 16.0 EiB for the ranks of the boards",
            ),
            (
                Box::new(refused(Message::MEMORY_REMOTENESS_TABLE)),
                "cannot allocate 16.0 EiB for the remoteness of every board",
            ),
            (
                Box::new(refused(Message::MEMORY_REMOTENESS_MEMO)),
                "cannot allocate 16.0 EiB for the memo of hopnim's remoteness search",
            ),
            (
                Box::new(refused(Message::MEMORY_MISERE_MEMO)),
                "cannot allocate 16.0 EiB for the memo of the misère search",
            ),
            (
                Box::new(LangError::Unknown(Quoted::new("fr"))),
                r#"unknown language "fr": hopnim speaks en (English) and zh-CN (简体中文)"#,
            ),
            (
                Box::new(LangError::Malformed(Quoted::new("zh-<b>"))),
                r#""zh-<b>" is not a language tag (BCP 47, such as en or zh-CN, at most 35 characters): hopnim speaks en (English) and zh-CN (简体中文)"#,
            ),
            (
                Box::new(end(Expected::TestCount, None)),
                "the input ends early: expected the number of tests T",
            ),
            (
                Box::new(end(Expected::TestCount, Some(5))),
                "the input ends early: expected the number of tests T",
            ),
            (
                Box::new(end(Expected::RowCount, Some(3))),
                "the input ends early: expected the number of rows n (the input declares T = 3 tests)",
            ),
            (
                Box::new(end(Expected::PieceCount, Some(2))),
                "the input ends early: expected the number of pieces m (the test declares n = 2 rows)",
            ),
            (
                Box::new(end(Expected::Position, Some(u64::MAX))),
                "the input ends early: expected a piece position (the row declares m = 18446744073709551615 pieces)",
            ),
            (
                Box::new(end(Expected::Position, None)),
                "the input ends early: expected a piece position",
            ),
            (
                Box::new(not_a_number("-20")),
                "expected a piece position, found `-20`: negative numbers are not allowed",
            ),
            (
                Box::new(not_a_number("+5")),
                "expected a piece position, found `+5`: numbers are written without a sign",
            ),
            (
                Box::new(not_a_number("0x1f")),
                "expected a piece position, found `0x1f`: numbers are written in decimal",
            ),
            (
                Box::new(not_a_number("1.5")),
                "expected a piece position, found `1.5`: only whole numbers are allowed",
            ),
            (
                Box::new(not_a_number("abc")),
                "expected a piece position, found `abc`: not a non-negative decimal integer",
            ),
            (
                Box::new(bad_byte(0)),
                "unexpected byte 0x00 (NUL): only digits and ASCII white space may appear",
            ),
            (
                Box::new(bad_byte(b'a')),
                "unexpected byte 0x61 ('a'): only digits and ASCII white space may appear",
            ),
            (
                Box::new(bad_byte(0x1b)),
                "unexpected byte 0x1b (a control character): only digits and ASCII white space may appear",
            ),
            (
                Box::new(bad_byte(0xff)),
                "unexpected byte 0xff (not ASCII): only digits and ASCII white space may appear",
            ),
            (
                Box::new(JudgeErrorKind::TooLarge {
                    expected: Expected::TestCount,
                    token: "99999999999999999999".to_owned(),
                }),
                "the number of tests T `99999999999999999999` is too large (more than 64 bits)",
            ),
            (
                Box::new(JudgeErrorKind::PositionOutOfRange {
                    position: u64::MAX,
                    width: 20,
                }),
                "position 18446744073709551615 is outside the board (columns 1..=20)",
            ),
            (
                Box::new(JudgeErrorKind::DuplicatePosition { position: 19 }),
                "position 19 appears twice in the row",
            ),
            (
                Box::new(JudgeErrorKind::TooManyPieces {
                    count: 21,
                    width: 20,
                }),
                "a row of width 20 cannot hold m = 21 pieces",
            ),
            (
                Box::new(JudgeErrorKind::TrailingData {
                    token: "7".to_owned(),
                }),
                "unexpected data after the last test: `7`",
            ),
            (
                Box::new(JudgeErrorKind::Io(disk())),
                "read error: disk on fire",
            ),
            (
                Box::new(located(JudgeErrorKind::DuplicatePosition { position: 19 })),
                "3:6: position 19 appears twice in the row (test 1, row 2)",
            ),
            (
                Box::new(JudgeError {
                    row: None,
                    ..located(end(Expected::RowCount, Some(3)))
                }),
                "3:6: the input ends early: expected the number of rows n (the input declares T = 3 tests) (test 1)",
            ),
            (
                Box::new(JudgeError {
                    kind: JudgeErrorKind::Io(disk()),
                    location: None,
                    test: None,
                    row: None,
                    snippet: None,
                }),
                "read error: disk on fire",
            ),
            (
                Box::new(SolveError::Input(located(bad_byte(b'x')))),
                "3:6: unexpected byte 0x78 ('x'): only digits and ASCII white space may appear (test 1, row 2)",
            ),
            (
                Box::new(SolveError::Write(io::Error::other("pipe closed"))),
                "write error: pipe closed",
            ),
            (
                Box::new(BoardsError::<Interrupted>::Input(located(not_a_number(
                    "-1",
                )))),
                "3:6: expected a piece position, found `-1`: negative numbers are not allowed (test 1, row 2)",
            ),
            (
                Box::new(BoardsError::Visit(Interrupted::Cancelled)),
                "the work was cancelled",
            ),
            (
                Box::new(Violation::Number {
                    what: Expected::RowCount,
                    min: 1,
                    max: 1000,
                    found: Found::Token("0".to_owned()),
                }),
                "expected the number of rows n, an integer in 1..=1000, found `0`",
            ),
            (
                Box::new(Violation::Number {
                    what: Expected::TestCount,
                    min: 0,
                    max: u64::MAX,
                    found: Found::End,
                }),
                "expected the number of tests T, an integer in 0..=18446744073709551615, found the end of the file",
            ),
            (
                Box::new(Violation::LeadingZero {
                    what: Expected::Position,
                    found: Found::Token("07".to_owned()),
                }),
                "expected a piece position without leading zeros, found `07`",
            ),
            (
                Box::new(layout(Separator::LineEnd, Found::Byte(b' '))),
                "expected a line end, found a space",
            ),
            (
                Box::new(layout(Separator::Space, Found::Byte(b'\t'))),
                "expected a space, found a tab",
            ),
            (
                Box::new(layout(Separator::EndOfFile, Found::Byte(b'\n'))),
                "expected the end of the file, found a line end",
            ),
            (
                Box::new(layout(Separator::LineEnd, Found::Byte(b'\r'))),
                r"expected a line end, found a carriage return `\r`",
            ),
            (
                Box::new(layout(Separator::Space, Found::Byte(b'x'))),
                "expected a space, found `x`",
            ),
            (
                Box::new(layout(Separator::Space, Found::Byte(0x1b))),
                "expected a space, found the byte 0x1b",
            ),
            (
                Box::new(Violation::Duplicate {
                    position: 19,
                    first: 2,
                }),
                "expected distinct positions, but 19 is given again (first at column 2)",
            ),
            (Box::new(Violation::Io(disk())), "read error: disk on fire"),
            (
                Box::new(violated(
                    layout(Separator::LineEnd, Found::Byte(b' ')),
                    Some(1),
                )),
                "3:5: expected a line end, found a space (test 1, row 1)",
            ),
            (
                Box::new(violated(
                    layout(Separator::LineEnd, Found::Byte(b' ')),
                    None,
                )),
                "3:5: expected a line end, found a space (test 1)",
            ),
            (
                Box::new(ValidationError {
                    test: None,
                    ..violated(layout(Separator::EndOfFile, Found::Byte(b'1')), None)
                }),
                "3:5: expected the end of the file, found `1`",
            ),
        ]
    }

    /// Every other error: those that said themselves in a language before.
    fn the_others() -> Vec<Box<dyn Error>> {
        let mut errors: Vec<Box<dyn Error>> = vec![
            Box::new(WidthError::OutOfRange {
                width: 65,
                min: 2,
                max: 64,
            }),
            Box::new(WidthError::NotANumber {
                text: Quoted::new("x"),
                min: 2,
                max: 64,
            }),
            Box::new(RowError::Column {
                column: 21,
                width: 20,
            }),
            Box::new(RowError::Duplicate { column: 3 }),
            Box::new(RowError::Mask {
                mask: 1 << 40,
                width: 20,
            }),
            Box::new(Variant::new(Rules::Welter, true).for_width(30).unwrap_err()),
            Box::new("best".parse::<Level>().unwrap_err()),
            Box::new(TooBigToReview {
                moves: 10,
                position: 100,
                size: 1000,
            }),
            Box::new(GameRecord::parse("", Variant::default()).unwrap_err()),
            Box::new(GameRecord::parse("18x1/17y2", Variant::default()).unwrap_err()),
            Box::new(GameRecord::parse("x1 1:0", Variant::default()).unwrap_err()),
            Box::new("9".parse::<crate::play::puzzle::Level>().unwrap_err()),
            Box::new("x".parse::<crate::play::puzzle::Level>().unwrap_err()),
            Box::new("best".parse::<Goal>().unwrap_err()),
            Box::new(ThreadsError::OutOfRange { count: 5000 }),
            Box::new(ThreadsError::NotANumber {
                text: Quoted::new("many"),
            }),
            Box::new(ThreadsError::Start(
                "Resource temporarily unavailable".to_owned(),
            )),
            Box::new(Refusal::TooLong),
            Box::new(Refusal::NotUtf8),
            Box::new(Refusal::TooLarge),
            Box::new(Refusal::BadJson(
                "expected value at line 1 column 1".to_owned(),
            )),
            Box::new(Refusal::Unproved(
                Variant::new(Rules::Welter, true).for_width(30).unwrap_err(),
            )),
            Box::new(Refusal::Stopped(Interrupted::OverBudget)),
            Box::new(Refusal::Stopped(Interrupted::DeadlinePassed)),
            Box::new(Refusal::Stopped(Interrupted::Cancelled)),
            Box::new(Refusal::TooLong.said_in(Lang::En)),
        ];
        for error in one_of_each_error() {
            errors.push(Box::new(error));
        }
        for kind in one_of_each_kind() {
            errors.push(Box::new(Refusal::BadBoard(NotationError {
                kind: kind.clone(),
                position: 6,
                row: Some(2),
            })));
            errors.push(Box::new(NotationError {
                kind: kind.clone(),
                position: 6,
                row: None,
            }));
            errors.push(Box::new(kind));
        }
        errors
    }

    /// Checks that `error` is said in every language other than English in words of
    /// its own, every placeholder filled.
    fn assert_said_in_every_language(error: &dyn Error) {
        let english = Lang::En.say(error.phrase());
        assert!(!english.contains(['{', '}']), "{english}");
        for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
            let said = lang.say(error.phrase());
            assert_ne!(said, english, "{lang}: said in English");
            assert!(!said.contains(['{', '}']), "{lang}: {said}");
        }
    }

    /// The English phrase of each is what it wrote before, and so is its `Display`
    /// (written without the catalogue for the judge input's errors, which `solve`
    /// says without reading it).
    #[test]
    fn every_error_says_in_english_what_it_wrote_before() {
        for (error, english) in with_their_english() {
            assert_eq!(Lang::En.say(error.phrase()), english);
            assert_eq!(error.to_string(), english);
        }
    }

    #[test]
    fn every_error_is_said_in_every_language() {
        let errors = with_their_english().into_iter().map(|(error, _)| error);
        for error in errors.chain(the_others()) {
            assert_said_in_every_language(&*error);
        }
    }

    /// Each error's `Display` is its phrase in English (a refusal said in a language
    /// is displayed in that language).
    #[test]
    fn every_error_displays_its_english() {
        for error in the_others() {
            assert_eq!(error.to_string(), Lang::En.say(error.phrase()));
        }
        let refused = Refusal::NotUtf8.said_in(Lang::ZhCn);
        assert_eq!(refused.to_string(), Lang::ZhCn.say(refused.phrase()));
    }
}
