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

use std::borrow::Cow;

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
