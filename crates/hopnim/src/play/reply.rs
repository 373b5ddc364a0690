//! The page's questions and their answers as JSON bytes: the analysis of a position,
//! the engine's move, a puzzle, and the page's whole view of a position, a game or a
//! puzzle ([`view()`]). The web server (`hopnim serve`) and the WebAssembly module
//! behind the static site both answer with these functions, and refuse with the same
//! [`ErrorReply`], so the page gets the same bytes from either.

use super::analysis::Analyser;
use super::engine::{self, Choice};
use super::json;
use super::puzzle::{Level, Puzzle};
use super::view;
use crate::game::{UnprovedWidth, Variant};
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
}

impl Refusal {
    /// The HTTP status that refuses the question: 413 too long or too large (a
    /// server refusing a query says 414), 400 bad notation or bad JSON, 422 no proof
    /// at this width or a question that cannot be answered.
    ///
    /// ```
    /// use hopnim::play::reply::Refusal;
    /// assert_eq!(Refusal::TooLong.status(), 413);
    /// ```
    pub const fn status(&self) -> u16 {
        match self {
            Refusal::TooLong | Refusal::TooLarge => 413,
            Refusal::BadBoard(_) | Refusal::NotUtf8 | Refusal::BadJson(_) => 400,
            Refusal::Unproved(_) | Refusal::BadQuestion(_) => 422,
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
    /// let refusal = reply::analysis("18x1/17y", Variant::default()).unwrap_err();
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
/// [`Analyser::write_json_to`], too).
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

/// The analysis of the board in `text` with every move, the JSON of
/// `hopnim analyze --json --moves`.
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::reply;
/// let json = String::from_utf8(reply::analysis("18x1/17x2", Variant::default())?).unwrap();
/// assert!(json.contains(r#""nim_sum":1,"first_player_wins":true"#));
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn analysis(text: &str, variant: Variant) -> Result<Vec<u8>, Refusal> {
    let (board, variant) = position(text, variant)?;
    let mut out = Vec::with_capacity(256 + 64 * board.rows().len());
    Analyser::new(board.width(), board.rows(), variant).write_json(true, &mut out);
    Ok(out)
}

/// The engine's move on the board in `text`:
/// `{"move":{"row":R,"from":C,"to":D},"board":"<after>","choice":"winning"}`, where
/// `choice` is `winning`, `longest` (every move loses; this one lasts longest) or
/// `none` (no piece can move; `move` is `null` and `board` unchanged).
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::reply;
/// let json = String::from_utf8(reply::engine_move("18x1/17x2", Variant::default())?).unwrap();
/// assert_eq!(json, r#"{"move":{"row":1,"from":19,"to":20},"board":"19x/17x2","choice":"winning"}"#);
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn engine_move(text: &str, variant: Variant) -> Result<Vec<u8>, Refusal> {
    let (board, variant) = position(text, variant)?;
    let (chosen, choice) = match engine::choose_in_variant(&board, variant) {
        Choice::Winning(mv) => (Some(mv), "winning"),
        Choice::Longest(mv) => (Some(mv), "longest"),
        Choice::NoMove => (None, "none"),
    };
    let after = match chosen {
        Some(mv) => board
            .play_move(mv, variant.rules)
            .expect("the engine chooses legal moves"),
        None => board,
    };
    let mut out = b"{\"move\":".to_vec();
    match chosen {
        Some(mv) => {
            json::move_fields(&mut out, mv);
            out.push(b'}');
        }
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"board\":\"");
    out.extend_from_slice(after.to_string().as_bytes());
    out.extend_from_slice(b"\",\"choice\":\"");
    out.extend_from_slice(choice.as_bytes());
    out.extend_from_slice(b"\"}");
    Ok(out)
}

/// The puzzle of `seed` at `level` in `variant` (see [`Puzzle::write_json`]).
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::{puzzle::Level, reply};
/// let json = reply::puzzle(7, Level::default(), Variant::default());
/// assert!(json.starts_with(b"{\"board\":"));
/// ```
pub fn puzzle(seed: u64, level: Level, variant: Variant) -> Vec<u8> {
    let mut out = Vec::with_capacity(256);
    Puzzle::generate(seed, level, variant).write_json(&mut out);
    out
}

/// The page's view for the JSON question `question` (a [`view::Question`]): the JSON
/// of a [`view::View`]. Bad JSON is refused 400, JSON that asks what cannot be
/// answered 422.
///
/// ```
/// use hopnim::play::reply;
/// let json = reply::view(br#"{"board": "x.x/..x", "edit": {"toggle": {"row": 1, "column": 2}}}"#)?;
/// let view: serde_json::Value = serde_json::from_slice(&json).unwrap();
/// assert_eq!(view["board"], "xxx/2x");
/// assert_eq!(view["says"], "Added a piece at 1:2");
/// let refusal = reply::view(br#"{"board": "xx", "game": {"moves": ["1:1->2"]}}"#).unwrap_err();
/// assert_eq!(refusal.status(), 422);
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn view(question: &[u8]) -> Result<Vec<u8>, Refusal> {
    if question.len() > MAX_QUESTION_BYTES {
        return Err(Refusal::TooLarge);
    }
    let question: view::Question = serde_json::from_slice(question).map_err(|e| {
        if e.classify() == serde_json::error::Category::Data {
            Refusal::BadQuestion(format!("bad question: {e}"))
        } else {
            Refusal::BadJson(e.to_string())
        }
    })?;
    let view = view::view(&question)?;
    Ok(serde_json::to_vec(&view).expect("a view is JSON"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Convention, Rules};

    #[test]
    fn refusals_name_what_is_wrong() {
        let long = "x".repeat(MAX_BOARD_CHARS + 1);
        assert_eq!(
            analysis(&long, Variant::default()),
            Err(Refusal::TooLong),
            "too long"
        );
        let welter_misere = Variant {
            rules: Rules::Welter,
            convention: Convention::Misere,
        };
        let refusal = engine_move("30x", welter_misere).unwrap_err();
        assert!(matches!(refusal, Refusal::Unproved(_)));
        let json: serde_json::Value = serde_json::from_slice(&refusal.to_json()).unwrap();
        assert!(json["error"].as_str().unwrap().contains("up to 24 cells"));
        assert!(json.get("character").is_none());
    }

    #[test]
    fn the_engine_reply_is_json_and_says_when_no_piece_moves() {
        let json = engine_move("xx", Variant::default()).unwrap();
        assert_eq!(json, br#"{"move":null,"board":"xx","choice":"none"}"#);
        let json = engine_move("x1/x1", Variant::default()).unwrap();
        let reply: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(reply["choice"], "longest");
    }
}
