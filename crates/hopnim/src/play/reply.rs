//! The page's questions and their answers as JSON bytes: the analysis of a position,
//! the engine's move, a puzzle, and the page's whole view of a position, a game or a
//! puzzle ([`view()`]). The web server (`hopnim serve`) and the WebAssembly module
//! behind the static site both answer with these functions, and refuse with the same
//! [`ErrorReply`], so the page gets the same bytes from either.

use super::analysis::Analyser;
use super::engine::{Choice, Draw, Engine, Pick, choose_in};
use super::json;
use super::puzzle::{Goal, Level, Puzzle};
use super::view;
use crate::game::{Board, Row};
use crate::game::{SharedSearch, Variant};
use crate::lang::{Lang, LangError};
use crate::stop::Stop;

pub use super::refusal::{
    ErrorReply, MAX_BOARD_CHARS, MAX_QUESTION_BYTES, Refusal, Refused, position,
};

/// The most steps (moves looked at) one question's search may take, by default: four
/// times the costliest board within the search's limits needs, and 26 times the
/// costliest of the first 200 seeds' puzzles of every level, goal and game (a fastest
/// puzzle of Welter's game, 10.2 million steps), so that every question the limits
/// admit is answered when the answerer is idle. The server's default budget and the
/// page's WebAssembly engine's budget, so that the page gets the same answer, or the
/// same refusal, from either.
pub const SEARCH_BUDGET: u64 = 1 << 28;

/// A position whose analysis is ready to be written: the search its remoteness needs
/// (if any) is done, under a [`Stop`], so that writing it searches no more and cannot
/// stop midway. A server streams a large analysis from it as its client reads.
///
/// ```
/// use hopnim::game::{Rules, Variant};
/// use hopnim::play::reply::{self, Refusal};
/// use hopnim::stop::{Interrupted, Stop};
/// let welter = Variant::new(Rules::Welter, false);
/// let searched = reply::searched_position("xxxx8", welter, &Stop::never())?;
/// assert_eq!(searched.analyser().remoteness(), Some(16));
/// let too_costly = Stop::new().with_budget(100);
/// let refusal = reply::searched_position("xxxx8", welter, &too_costly).unwrap_err();
/// assert_eq!(refusal, Refusal::Stopped(Interrupted::OverBudget));
/// assert_eq!(refusal.status(), 422);
/// # Ok::<(), Refusal>(())
/// ```
#[derive(Debug)]
pub struct SearchedPosition {
    board: Board,
    variant: Variant,
    search: SharedSearch,
}

impl SearchedPosition {
    /// The position's analysis, its remoteness already searched.
    pub fn analyser(&self) -> Analyser<'_, Row> {
        Analyser::new(self.board.width(), self.board.rows(), self.variant).sharing(&self.search)
    }

    /// Writes the JSON of `hopnim analyze --json --moves` to `out` as it goes.
    pub fn write_json_to(&self, out: impl std::io::Write) -> std::io::Result<()> {
        self.analyser().write_json_to(true, out)
    }
}

/// The board in `text` and the game played on it ([`position`]), its remoteness
/// searched under `stop` (refused if the search stops).
pub fn searched_position(
    text: &str,
    variant: Variant,
    stop: &Stop,
) -> Result<SearchedPosition, Refusal> {
    let (board, variant) = position(text, variant)?;
    SearchedPosition::new(board, variant, stop)
}

impl SearchedPosition {
    /// `board` in `variant` (a game proved at its width: see [`position`]), its
    /// remoteness searched under `stop` (refused if the search stops).
    pub fn new(board: Board, variant: Variant, stop: &Stop) -> Result<SearchedPosition, Refusal> {
        let search = SharedSearch::stopping(stop.clone());
        searched(&search, || {
            let searched = SearchedPosition {
                board,
                variant,
                search: search.clone(),
            };
            searched.analyser().remoteness();
            searched
        })
    }

    /// `board` in `variant` as an engine whose draw there is `draw`
    /// ([`Engine::draw`]) moves on it: its remoteness searched under `stop` (refused
    /// if the search stops) only when the draw asks for the perfect move; a random
    /// move needs no search. The draw is made once, by the caller, who may search the
    /// position elsewhere when it is [`Draw::Perfect`] ([`SearchedPosition::new`]).
    ///
    /// ```
    /// use hopnim::game::{Rules, Variant};
    /// use hopnim::play::engine::{Draw, Engine};
    /// use hopnim::play::reply::{self, SearchedPosition};
    /// use hopnim::stop::Stop;
    /// let board: hopnim::Board = "xxxx8".parse()?;
    /// let welter = Variant::new(Rules::Welter, false);
    /// let draw = Engine::PERFECT.draw(&board, welter);
    /// assert_eq!(draw, Draw::Perfect);
    /// let searched = SearchedPosition::for_draw(board, welter, draw, &Stop::never()).unwrap();
    /// let answer = reply::engine_move("xxxx8", welter, Engine::PERFECT, &Stop::never()).unwrap();
    /// assert_eq!(searched.engine_move_json(draw), answer);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn for_draw(
        board: Board,
        variant: Variant,
        draw: Draw,
        stop: &Stop,
    ) -> Result<SearchedPosition, Refusal> {
        match draw {
            Draw::Random(_) => Ok(SearchedPosition {
                board,
                variant,
                search: SharedSearch::stopping(stop.clone()),
            }),
            Draw::Perfect => SearchedPosition::new(board, variant, stop),
        }
    }

    /// The move of an engine whose draw here is `draw` ([`Engine::draw`]), as
    /// [`engine_move`] writes it: the move drawn, or the perfect move.
    pub fn engine_move_json(&self, draw: Draw) -> Vec<u8> {
        let pick = match draw {
            Draw::Perfect => Pick::Perfect(choose_in(&self.analyser())),
            Draw::Random(mv) => Pick::Random(mv),
        };
        let (chosen, choice) = match pick {
            Pick::Perfect(Choice::Winning(mv)) => (Some(mv), "winning"),
            Pick::Perfect(Choice::Longest(mv)) => (Some(mv), "longest"),
            Pick::Perfect(Choice::NoMove) => (None, "none"),
            Pick::Random(mv) => (Some(mv), "random"),
        };
        let after = match chosen {
            Some(mv) => self
                .board
                .play_move(mv, self.variant.rules)
                .expect("the engine chooses legal moves"),
            None => self.board.clone(),
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
        out
    }
}

/// What `answer` gives, unless the search it used stopped: then the refusal saying
/// why.
fn searched<T>(search: &SharedSearch, answer: impl FnOnce() -> T) -> Result<T, Refusal> {
    let answer = answer();
    match search.interrupted() {
        Some(why) => Err(Refusal::Stopped(why)),
        None => Ok(answer),
    }
}

/// The analysis of the board in `text` with every move, the JSON of
/// `hopnim analyze --json --moves`, its search (if any) under `stop`.
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::reply;
/// use hopnim::stop::Stop;
/// let json = reply::analysis("18x1/17x2", Variant::default(), &Stop::never())?;
/// let json = String::from_utf8(json).unwrap();
/// assert!(json.contains(r#""nim_sum":1,"first_player_wins":true"#));
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn analysis(text: &str, variant: Variant, stop: &Stop) -> Result<Vec<u8>, Refusal> {
    let searched = searched_position(text, variant, stop)?;
    let mut out = Vec::with_capacity(256 + 64 * searched.board.rows().len());
    searched.analyser().write_json(true, &mut out);
    Ok(out)
}

/// The move of `engine` (a level and a seed) on the board in `text`:
/// `{"move":{"row":R,"from":C,"to":D},"board":"<after>","choice":"winning"}`, where
/// `choice` is `winning`, `longest` (every move loses; this one lasts longest),
/// `random` (a level below perfect drew a random move instead of the perfect one) or
/// `none` (no piece can move; `move` is `null` and `board` unchanged).
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::{engine::{Engine, Level}, reply};
/// use hopnim::stop::Stop;
/// let json = reply::engine_move("18x1/17x2", Variant::default(), Engine::PERFECT, &Stop::never())?;
/// let json = String::from_utf8(json).unwrap();
/// assert_eq!(json, r#"{"move":{"row":1,"from":19,"to":20},"board":"19x/17x2","choice":"winning"}"#);
/// // Level 1 draws a random move instead of the perfect one for some seeds.
/// let weak = |seed| Engine::new(Level::One, seed);
/// let replies: Vec<Vec<u8>> = (0..10)
///     .map(|seed| reply::engine_move("18x1/17x2", Variant::default(), weak(seed), &Stop::never()))
///     .collect::<Result<_, _>>()?;
/// assert!(replies.iter().any(|json| json.ends_with(br#""choice":"random"}"#)));
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn engine_move(
    text: &str,
    variant: Variant,
    engine: Engine,
    stop: &Stop,
) -> Result<Vec<u8>, Refusal> {
    let (board, variant) = position(text, variant)?;
    let draw = engine.draw(&board, variant);
    Ok(SearchedPosition::for_draw(board, variant, draw, stop)?.engine_move_json(draw))
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
    puzzle_for(Goal::Win, seed, level, variant)
}

/// The puzzle of `goal`, `seed` and `level` in `variant` (see
/// [`Puzzle::write_json`]).
///
/// ```
/// use hopnim::game::Variant;
/// use hopnim::play::{puzzle::{Goal, Level}, reply};
/// let json = reply::puzzle_for(Goal::Fastest, 7, Level::default(), Variant::default());
/// assert!(String::from_utf8(json)?.contains(r#""goal":"fastest""#));
/// # Ok::<(), std::string::FromUtf8Error>(())
/// ```
pub fn puzzle_for(goal: Goal, seed: u64, level: Level, variant: Variant) -> Vec<u8> {
    puzzle_stopping(goal, seed, level, variant, &Stop::never())
        .expect("a search that never stops ends")
}

/// [`puzzle_for`] under `stop`, as a server and the page's WebAssembly draw it: the
/// draws and the search a puzzle may need end when `stop` says
/// ([`Puzzle::generate_stopping`]), and the puzzle is then refused
/// ([`Refusal::Stopped`]: 422 past the budget).
///
/// ```
/// use hopnim::game::{Rules, Variant};
/// use hopnim::play::{puzzle::{Goal, Level}, reply::{self, Refusal}};
/// use hopnim::stop::{Interrupted, Stop};
/// let welter = Variant::new(Rules::Welter, false);
/// let level = Level::new(3)?;
/// let json = reply::puzzle_stopping(Goal::Fastest, 11, level, welter, &Stop::new());
/// assert_eq!(json, Ok(reply::puzzle_for(Goal::Fastest, 11, level, welter)));
/// let too_costly = Stop::new().with_budget(1_000);
/// let refused = reply::puzzle_stopping(Goal::Fastest, 11, level, welter, &too_costly);
/// assert_eq!(refused, Err(Refusal::Stopped(Interrupted::OverBudget)));
/// # Ok::<(), hopnim::play::puzzle::PuzzleError>(())
/// ```
pub fn puzzle_stopping(
    goal: Goal,
    seed: u64,
    level: Level,
    variant: Variant,
    stop: &Stop,
) -> Result<Vec<u8>, Refusal> {
    let puzzle =
        Puzzle::generate_stopping(goal, seed, level, variant, stop).map_err(Refusal::Stopped)?;
    let mut out = Vec::with_capacity(256);
    puzzle.write_json(&mut out);
    Ok(out)
}

/// The course in `lang`, as the page lists it: every lesson's words and exercises,
/// without their answers (see [`lesson`](super::lesson)).
///
/// ```
/// use hopnim::{lang::Lang, play::reply};
/// let course: serde_json::Value = serde_json::from_slice(&reply::lessons(Lang::ZhCn))?;
/// let first = &course["lessons"][0];
/// assert_eq!(first["number"], 1);
/// assert!(first["exercises"][0]["goal"].is_string());
/// assert!(first["exercises"][0].get("answer").is_none());
/// # Ok::<(), serde_json::Error>(())
/// ```
pub fn lessons(lang: Lang) -> Vec<u8> {
    super::lesson::course_json(lang)
}

/// [`lessons`] in the language `tag` names (`en`, `zh-CN`, or any tag
/// [`Lang::from_tag`] knows; empty: English), as the server's query and the
/// WebAssembly module's input give it, or why the tag names no language.
///
/// ```
/// use hopnim::{lang::Lang, play::reply};
/// assert_eq!(reply::lessons_in("")?, reply::lessons(Lang::En));
/// assert_eq!(reply::lessons_in("zh")?, reply::lessons(Lang::ZhCn));
/// assert!(reply::lessons_in("fr").is_err());
/// # Ok::<(), hopnim::lang::LangError>(())
/// ```
pub fn lessons_in(tag: &str) -> Result<Vec<u8>, LangError> {
    let lang = if tag.is_empty() {
        Lang::En
    } else {
        tag.parse()?
    };
    Ok(lessons(lang))
}

/// The page's try at an exercise: the question
/// `{"lesson":"rules","exercise":1,"answer":"1:1->3","moves":[…],"wrong":0,"hinted":false,"lang":"en"}`
/// (`moves`, the `win` exercise's game so far; `wrong`, the wrong tries before this
/// one; `hinted`, whether the hint was shown: all optional) answered with
/// `{"right","done","says","moves","reply","board","stars"}` (`moves` the game to go
/// on from, `reply` the engine's move or `null`, `board` the board after `moves`,
/// `stars` earned when `done`, else `null`). A question that names no exercise, or a
/// try that is no answer (no number, no move, a move that cannot be played), is
/// refused 422 in the question's language; bad JSON 400.
///
/// ```
/// use hopnim::play::{lesson::Course, reply};
/// let exercise = &Course::lessons()[0].exercises[0];
/// let answer = exercise.answer.first_text().unwrap();
/// let question = format!(r#"{{"lesson":"{}","exercise":1,"answer":"{answer}"}}"#, exercise.lesson);
/// let reply: serde_json::Value = serde_json::from_slice(&reply::lesson_attempt(question.as_bytes())?)?;
/// assert_eq!((reply["right"].as_bool(), reply["stars"].as_u64()), (Some(true), Some(3)));
/// let refused = reply::lesson_attempt(br#"{"lesson":"chess","exercise":1,"answer":"1"}"#).unwrap_err();
/// assert_eq!(refused.status(), 422);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn lesson_attempt(question: &[u8]) -> Result<Vec<u8>, Refused> {
    super::lesson::attempt_json(question)
}

/// The page's question in JSON, read: bad JSON is refused 400, JSON that asks what
/// cannot be answered 422.
///
/// ```
/// use hopnim::play::reply;
/// let question = reply::question(br#"{"board": "x2", "rules": "welter"}"#)?;
/// assert_eq!(question.board.as_deref(), Some("x2"));
/// assert_eq!(reply::question(b"{").unwrap_err().status(), 400);
/// # Ok::<(), reply::Refusal>(())
/// ```
pub fn question(json: &[u8]) -> Result<view::Question, Refusal> {
    read_question(json)
}

/// Any of the page's questions in JSON, read as [`question`] reads the view's: one
/// larger than [`MAX_QUESTION_BYTES`] refused, bad JSON 400, JSON that asks what
/// cannot be answered 422.
pub(crate) fn read_question<T: serde::de::DeserializeOwned>(json: &[u8]) -> Result<T, Refusal> {
    if json.len() > MAX_QUESTION_BYTES {
        return Err(Refusal::TooLarge);
    }
    serde_json::from_slice(json).map_err(|e| {
        if e.classify() == serde_json::error::Category::Data {
            Refusal::BadQuestion(format!("bad question: {e}"))
        } else {
            Refusal::BadJson(e.to_string())
        }
    })
}

/// The page's view for the JSON question `question` (a [`view::Question`]): the JSON
/// of a [`view::View`], every position of a game valued in one search, which stops
/// when `stop` says (then the question is refused). Bad JSON is refused 400, JSON that
/// asks what cannot be answered 422; the refusal is said in the question's language
/// (in English when the question cannot be read).
///
/// ```
/// use hopnim::play::reply;
/// use hopnim::stop::Stop;
/// let question = br#"{"board": "x.x/..x", "edit": {"toggle": {"row": 1, "column": 2}}}"#;
/// let json = reply::view(question, &Stop::never())?;
/// let view: serde_json::Value = serde_json::from_slice(&json).unwrap();
/// assert_eq!(view["board"], "xxx/2x");
/// assert_eq!(view["says"], "Added a piece at 1:2");
/// let game = br#"{"board": "xx", "game": {"moves": ["1:1->2"]}}"#;
/// let refusal = reply::view(game, &Stop::never()).unwrap_err();
/// assert_eq!(refusal.status(), 422);
/// # Ok::<(), reply::Refused>(())
/// ```
pub fn view(question: &[u8], stop: &Stop) -> Result<Vec<u8>, Refused> {
    let question = self::question(question).map_err(|why| why.said_in(Lang::En))?;
    view_of(&question, stop)
}

/// [`view()`] of a question already read.
pub fn view_of(question: &view::Question, stop: &Stop) -> Result<Vec<u8>, Refused> {
    let search = SharedSearch::stopping(stop.clone());
    let view = searched(&search, || view::view_in(question, &search))
        .map_err(|why| why.said_in(question.lang))??;
    Ok(serde_json::to_vec(&view).expect("a view is JSON"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Convention, RemotenessSearch, Rules};
    use crate::stop::Interrupted;

    #[test]
    fn refusals_name_what_is_wrong() {
        let long = "x".repeat(MAX_BOARD_CHARS + 1);
        assert_eq!(
            analysis(&long, Variant::default(), &Stop::never()),
            Err(Refusal::TooLong),
            "too long"
        );
        let welter_misere = Variant {
            rules: Rules::Welter,
            convention: Convention::Misere,
        };
        let refusal =
            engine_move("30x", welter_misere, Engine::PERFECT, &Stop::never()).unwrap_err();
        assert!(matches!(refusal, Refusal::Unproved(_)));
        let json: serde_json::Value = serde_json::from_slice(&refusal.to_json()).unwrap();
        assert!(json["error"].as_str().unwrap().contains("up to 24 cells"));
        assert!(json.get("character").is_none());
    }

    /// The steps one search of Welter's `xxxx12` takes, and that board's mask.
    fn one_search_of_welter_xxxx12() -> u64 {
        let stop = Stop::new();
        let welter = Variant::new(Rules::Welter, false);
        let mut search = RemotenessSearch::stopping(welter, 16, stop.clone());
        assert_eq!(search.remoteness_of_masks(&[0xF000]), Some(24));
        stop.spent()
    }

    #[test]
    fn an_analysis_with_every_move_searches_once() {
        let one = one_search_of_welter_xxxx12();
        let welter = Variant::new(Rules::Welter, false);
        let on_budget = Stop::new().with_budget(one);
        let json = analysis("xxxx12", welter, &on_budget).expect("one search's budget is enough");
        let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(json["remoteness"], 24);
        assert!(
            json["moves"]
                .as_array()
                .unwrap()
                .iter()
                .all(|mv| mv["remoteness_after"].is_u64())
        );
        assert_eq!(on_budget.spent(), one);
        // The engine's move too.
        assert!(
            engine_move(
                "xxxx12",
                welter,
                Engine::PERFECT,
                &Stop::new().with_budget(one)
            )
            .is_ok()
        );
        // On half the budget, it is refused as too costly, not answered without it.
        let short = Stop::new().with_budget(one / 2);
        let refusal = analysis("xxxx12", welter, &short).err().unwrap();
        assert_eq!(refusal, Refusal::Stopped(Interrupted::OverBudget));
        assert_eq!(refusal.status(), 422);
    }

    #[test]
    fn a_game_s_view_searches_once_for_all_its_positions() {
        let one = one_search_of_welter_xxxx12();
        // The last piece moved one cell at a time, 9 moves, then the engine's reply
        // asked for, and the view of every position and move of the history.
        let moves: Vec<String> = (4..13)
            .map(|from| format!("\"1:{from}->{}\"", from + 1))
            .collect();
        let question = format!(
            r#"{{"board": "xxxx12", "rules": "welter", "game": {{"first": "you", "moves": [{}], "then": "engine"}}}}"#,
            moves.join(",")
        );
        let on_budget = Stop::new().with_budget(one);
        let json = view(question.as_bytes(), &on_budget).expect("one search's budget is enough");
        let view: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let history = view["game"]["history"].as_array().unwrap();
        assert_eq!(history.len(), 11);
        assert!(history.iter().all(|entry| entry["remoteness"].is_u64()));
        assert_eq!(on_budget.spent(), one);
    }

    #[test]
    fn a_search_past_its_deadline_or_cancelled_is_refused_503() {
        let welter = Variant::new(Rules::Welter, false);
        let cancelled = Stop::new();
        cancelled.cancel();
        let refusal = analysis("xxxx12", welter, &cancelled).err().unwrap();
        assert_eq!(refusal, Refusal::Stopped(Interrupted::Cancelled));
        assert_eq!(refusal.status(), 503);
        let late = Stop::new().with_deadline(std::time::Instant::now());
        assert_eq!(
            analysis("xxxx12", welter, &late).err().map(|r| r.status()),
            Some(503)
        );
        // A game with a formula searches nothing, and is answered whatever the stop.
        assert!(analysis("xxxx12", Variant::default(), &cancelled).is_ok());
    }

    #[test]
    fn the_engine_reply_is_json_and_says_when_no_piece_moves() {
        let json = engine_move("xx", Variant::default(), Engine::PERFECT, &Stop::never()).unwrap();
        assert_eq!(json, br#"{"move":null,"board":"xx","choice":"none"}"#);
        let json =
            engine_move("x1/x1", Variant::default(), Engine::PERFECT, &Stop::never()).unwrap();
        let reply: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(reply["choice"], "longest");
    }
}
