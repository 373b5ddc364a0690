//! Why a question of the page (or of any front end) gets no answer ([`Refusal`], and
//! the JSON every refusal is sent as, [`ErrorReply`]), and the check every answer
//! about a board makes first ([`position`]): its notation, its length, and a proof of
//! its game at its width.

use crate::game::{UnprovedWidth, Variant};
use crate::stop::Interrupted;
use crate::{Board, NotationError};

/// The longest board notation answered, in characters.
pub const MAX_BOARD_CHARS: usize = 8 * 1024;

/// The largest question in JSON answered, in bytes (the server's largest body).
pub const MAX_QUESTION_BYTES: usize = 16 * 1024;

/// Why a question gets no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The board notation is longer than [`MAX_BOARD_CHARS`].
    #[error("the board is longer than {MAX_BOARD_CHARS} characters")]
    TooLong,
    /// The board notation is wrong.
    #[error("bad board notation: {0}")]
    BadBoard(NotationError),
    /// The bytes of the board are not UTF-8 text.
    #[error("the board is not UTF-8 text")]
    NotUtf8,
    /// hopnim has no proof of who wins this game at this width.
    #[error(transparent)]
    Unproved(UnprovedWidth),
    /// The question is larger than [`MAX_QUESTION_BYTES`].
    #[error("the body is larger than {MAX_QUESTION_BYTES} bytes")]
    TooLarge,
    /// The question is not JSON.
    #[error("bad JSON: {0}")]
    BadJson(String),
    /// The question is JSON, but asks what cannot be answered: a field missing or
    /// mistyped, a move that cannot be played, a level out of range.
    #[error("{0}")]
    BadQuestion(String),
    /// The search the answer needs stopped: past its budget (the question is too
    /// costly), its deadline (the answerer is busy) or cancelled.
    #[error("{}", stopped_words(*.0))]
    Stopped(Interrupted),
}

/// What a stopped search tells the one who asked.
const fn stopped_words(why: Interrupted) -> &'static str {
    match why {
        Interrupted::OverBudget => {
            "the question is too costly: its answer needs a longer search than a question \
             may take"
        }
        Interrupted::DeadlinePassed => {
            "the search this answer needs did not end in time: the server is busy, ask \
             again later"
        }
        Interrupted::Cancelled => "the search this answer needs was cancelled",
    }
}

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

    /// The refusal as the page reads it.
    pub fn reply(&self) -> ErrorReply {
        let mut reply = ErrorReply::new(self.to_string());
        if let Refusal::BadBoard(error) = self {
            reply.row = error.row;
            reply.character = Some(error.position);
        }
        reply
    }

    /// The refusal as the page reads it: `{"error":"…"}`, with `"row"` and
    /// `"character"` (1-based) for bad notation.
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
