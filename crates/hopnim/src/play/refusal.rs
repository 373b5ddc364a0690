//! Why a question of the page (or of any front end) gets no answer ([`Refusal`], and
//! the JSON every refusal is sent as, [`ErrorReply`]), and the check every answer
//! about a board makes first ([`position`]): its notation, its length, and a proof of
//! its game at its width.

use crate::game::{Board, NotationError};
use crate::game::{UnprovedWidth, Variant};
use crate::lang::Lang;
use crate::phrase;
use crate::phrase::{Phrase, Said};
use crate::stop::Interrupted;

/// The longest board notation answered, in characters.
pub const MAX_BOARD_CHARS: usize = 8 * 1024;

/// The largest question in JSON answered, in bytes (the server's largest body).
pub const MAX_QUESTION_BYTES: usize = 16 * 1024;

/// Why a question gets no answer. It says so in any language ([`Refusal::phrase`]); its
/// `Display` is the English. A view question's refusal is said in the question's
/// language: see [`Refused`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The board notation is longer than [`MAX_BOARD_CHARS`].
    TooLong,
    /// The board notation is wrong.
    BadBoard(NotationError),
    /// The bytes of the board are not UTF-8 text.
    NotUtf8,
    /// hopnim has no proof of who wins this game at this width.
    Unproved(UnprovedWidth),
    /// The question is larger than [`MAX_QUESTION_BYTES`].
    TooLarge,
    /// The question is not JSON.
    BadJson(String),
    /// The question is JSON, but asks what cannot be answered: a field missing or
    /// mistyped, a move that cannot be played, a level out of range. Its words are
    /// said when it is made, in the question's language where the question was read.
    BadQuestion(String),
    /// The search the answer needs stopped: past its budget (the question is too
    /// costly), its deadline (the answerer is busy) or cancelled.
    Stopped(Interrupted),
}

impl Refusal {
    /// Why there is no answer, to be said in any language ([`Lang::say`];
    /// [`Refusal::BadQuestion`] as it was said).
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// use hopnim::lang::Lang;
    /// use hopnim::play::reply;
    /// let refusal = reply::position("18x1/x", Variant::default()).unwrap_err();
    /// assert_eq!(
    ///     Lang::En.say(refusal.phrase()),
    ///     "bad board notation: character 6 (row 2): the row has width 1, but the first row has width 20"
    /// );
    /// assert_eq!(
    ///     Lang::ZhCn.say(refusal.phrase()),
    ///     "棋盘记法有误：第 6 个字符（第 2 行）：这一行宽 1，而第一行宽 20"
    /// );
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            Refusal::TooLong => phrase!("refusal-too-long", most = MAX_BOARD_CHARS),
            Refusal::BadBoard(error) => phrase!("refusal-bad-board", error = error.phrase()),
            Refusal::NotUtf8 => phrase!("refusal-not-utf8"),
            Refusal::Unproved(unproved) => unproved.phrase(),
            Refusal::TooLarge => phrase!("refusal-too-large", most = MAX_QUESTION_BYTES),
            Refusal::BadJson(error) => phrase!("refusal-bad-json", error = error.as_str()),
            Refusal::BadQuestion(why) => phrase!("refusal-bad-question", why = why.as_str()),
            Refusal::Stopped(Interrupted::OverBudget) => phrase!("refusal-over-budget"),
            Refusal::Stopped(Interrupted::DeadlinePassed) => phrase!("refusal-deadline-passed"),
            Refusal::Stopped(Interrupted::Cancelled) => phrase!("refusal-cancelled"),
        }
    }

    /// The refusal said in `lang`: how a view question is refused.
    pub fn said_in(self, lang: Lang) -> Refused {
        Refused { why: self, lang }
    }
}

crate::phrase::said_in_english!(Refusal);

impl Refusal {
    /// The HTTP status that refuses the question: 413 too long or too large (a
    /// server refusing a query says 414), 400 bad notation or bad JSON, 422 no proof
    /// at this width, a question that cannot be answered or one too costly; 503 a
    /// search stopped by its deadline or cancelled (ask again later).
    ///
    /// ```
    /// use hopnim::play::reply::Refusal;
    /// assert_eq!(Refusal::TooLong.status(), 413);
    /// ```
    pub const fn status(&self) -> u16 {
        match self {
            Refusal::TooLong | Refusal::TooLarge => 413,
            Refusal::BadBoard(_) | Refusal::NotUtf8 | Refusal::BadJson(_) => 400,
            Refusal::Unproved(_)
            | Refusal::BadQuestion(_)
            | Refusal::Stopped(Interrupted::OverBudget) => 422,
            Refusal::Stopped(Interrupted::DeadlinePassed | Interrupted::Cancelled) => 503,
        }
    }

    /// The refusal as the page reads it, in English.
    pub fn reply(&self) -> ErrorReply {
        self.reply_in(Lang::En)
    }

    /// The refusal as the page reads it, in `lang`.
    pub fn reply_in(&self, lang: Lang) -> ErrorReply {
        let mut reply = ErrorReply::new(lang.say(self.phrase()));
        if let Refusal::BadBoard(error) = self {
            reply.row = error.row;
            reply.character = Some(error.position);
        }
        reply
    }

    /// The refusal as the page reads it, in English: `{"error":"…"}`, with `"row"`
    /// and `"character"` (1-based) for bad notation.
    ///
    /// ```
    /// use hopnim::game::Variant;
    /// use hopnim::play::reply;
    /// use hopnim::stop::Stop;
    /// let refusal = reply::analysis("18x1/17y", Variant::default(), &Stop::never()).unwrap_err();
    /// let json = String::from_utf8(refusal.to_json()).unwrap();
    /// assert!(json.starts_with(r#"{"error":"bad board notation: character 8 (row 2)"#));
    /// assert!(json.ends_with(r#","row":2,"character":8}"#));
    /// ```
    pub fn to_json(&self) -> Vec<u8> {
        self.reply().to_json()
    }
}

/// A view question's refusal: why, said in the language the question asked for
/// (English for a question that could not be read).
///
/// ```
/// use hopnim::play::reply;
/// use hopnim::stop::Stop;
/// let question = br#"{"board": "18x1/x", "lang": "zh-CN"}"#;
/// let refused = reply::view(question, &Stop::never()).unwrap_err();
/// assert_eq!(refused.status(), 400);
/// let json = String::from_utf8(refused.to_json()).unwrap();
/// assert!(json.starts_with(r#"{"error":"棋盘记法有误：第 6 个字符（第 2 行）"#), "{json}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Refused {
    /// Why.
    pub why: Refusal,
    /// The language it is said in.
    pub lang: Lang,
}

impl Refused {
    /// The HTTP status that refuses the question ([`Refusal::status`]).
    pub const fn status(&self) -> u16 {
        self.why.status()
    }

    /// The refusal as the page reads it, in its language.
    pub fn reply(&self) -> ErrorReply {
        self.why.reply_in(self.lang)
    }

    /// The refusal as the page reads it, in its language: `{"error":"…"}`, with
    /// `"row"` and `"character"` (1-based) for bad notation.
    pub fn to_json(&self) -> Vec<u8> {
        self.reply().to_json()
    }
}

/// Said as its refusal ([`Refusal::phrase`]).
impl Said for Refused {
    fn phrase(&self) -> Phrase<'_> {
        self.why.phrase()
    }
}

/// In the language of the question, not English.
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.lang.say(self.why.phrase()))
    }
}

/// The JSON of every refusal, the server's and the WebAssembly module's alike:
/// `{"error":"…"}`, with `"row"` and `"character"` (1-based) for bad notation.
///
/// ```
/// use hopnim::play::reply::ErrorReply;
/// let json = ErrorReply::new("a \"quoted\" word").to_json();
/// assert_eq!(json, br#"{"error":"a \"quoted\" word"}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ErrorReply {
    /// What is wrong, for people.
    pub error: String,
    /// The 1-based row of bad notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row: Option<usize>,
    /// The 1-based character of bad notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub character: Option<usize>,
}

impl ErrorReply {
    /// The reply saying `error`.
    pub fn new(error: impl Into<String>) -> ErrorReply {
        ErrorReply {
            error: error.into(),
            row: None,
            character: None,
        }
    }

    /// The reply as JSON.
    pub fn to_json(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a string and numbers are JSON")
    }
}

/// The board in `text` and the game played on it, or why not: what every answer
/// checks first (and a server that streams the analysis itself, with
/// [`Analyser::write_json_to`](crate::play::analysis::Analyser::write_json_to), too).
///
/// ```
/// use hopnim::game::{Rules, Variant};
/// use hopnim::play::reply::{self, Refusal};
/// let welter: Rules = "welter".parse().expect("a rule set");
/// let welter_misere = Variant::new(welter, true);
/// let (board, game) = reply::position("x22x", welter_misere)?;
/// assert_eq!((board.width(), game), (24, welter_misere));
/// assert!(matches!(reply::position("x23x", welter_misere), Err(Refusal::Unproved(_))));
/// # Ok::<(), Refusal>(())
/// ```
pub fn position(text: &str, variant: Variant) -> Result<(Board, Variant), Refusal> {
    if text.chars().count() > MAX_BOARD_CHARS {
        return Err(Refusal::TooLong);
    }
    let board: Board = text.parse().map_err(Refusal::BadBoard)?;
    let variant = variant
        .for_width(board.width())
        .map_err(Refusal::Unproved)?;
    Ok((board, variant))
}
