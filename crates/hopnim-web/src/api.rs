//! The JSON API: the analysis of a position, the engine's move, puzzles, the page's
//! view and the lessons, in the library's replies (the WebAssembly module gives the page the same
//! bytes). Every mistake in a request gets a 4xx status and the library's JSON error
//! saying what is wrong.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use hopnim::Board;
use hopnim::game::{Remoteness, Rules, Variant};
use hopnim::lang::Lang;
use hopnim::play::engine::{Draw, Engine, Level as EngineLevel};
use hopnim::play::puzzle::{Goal, Level, PuzzleError};
use hopnim::play::reply::{self, Refused, SearchedPosition};
use hopnim::play::view::{LevelText, Seed, Seeded};
use hopnim::stop::Stop;
use serde::Deserialize;

use crate::answer;
use crate::problem::{Problem, json_response};
use crate::work::Workers;

/// The largest request body accepted, in bytes: the library's largest question.
pub const MAX_BODY_BYTES: usize = reply::MAX_QUESTION_BYTES;

/// The longest board notation accepted, in characters (a query may hold a little
/// more: its name and escapes).
pub use hopnim::play::reply::MAX_BOARD_CHARS;

/// `board` in `variant` with its remoteness searched: on a search thread if that
/// may take long (a game without a formula), here otherwise.
async fn searched(
    workers: &Workers,
    board: Board,
    variant: Variant,
    too_long: StatusCode,
) -> Result<SearchedPosition, Problem> {
    let searched = if Remoteness::is_searched(variant, board.rows()) {
        workers
            .run(move |stop| SearchedPosition::new(board, variant, stop))
            .await?
    } else {
        SearchedPosition::new(board, variant, &Stop::never())
    };
    searched.map_err(|refusal| Problem::refused(&refusal, too_long))
}

/// The game a request asks about.
fn variant(rules: Rules, misere: bool) -> Variant {
    Variant::new(rules, misere)
}

/// The query a route asked for, or the 400 saying what it `needs` (and why it could
/// not be read).
fn query_or_400<T>(query: Result<Query<T>, QueryRejection>, needs: &str) -> Result<T, Problem> {
    query
        .map(|Query(query)| query)
        .map_err(|e| Problem::new(StatusCode::BAD_REQUEST, format!("{needs} ({e})")))
}

/// The query of `GET /api/analyze`.
#[derive(Debug, Deserialize)]
pub struct AnalyzeQuery {
    board: String,
    /// How the pieces move: `hop` (the default), `welter` or `slide`.
    #[serde(default)]
    rules: Rules,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    misere: bool,
}

/// `GET /api/analyze?board=B`: the analysis with every move.
pub async fn analyze(
    State(workers): State<Arc<Workers>>,
    uri: Uri,
    query: Result<Query<AnalyzeQuery>, QueryRejection>,
) -> Result<Response, Problem> {
    if uri.query().map_or(0, str::len) > 3 * MAX_BOARD_CHARS {
        return Err(Problem::new(
            StatusCode::URI_TOO_LONG,
            format!("the query is longer than {} bytes", 3 * MAX_BOARD_CHARS),
        ));
    }
    let query = query_or_400(
        query,
        "the query needs board=<board notation>, such as ?board=18x1/17x2",
    )?;
    let game = variant(query.rules, query.misere);
    let (board, variant) = reply::position(&query.board, game)
        .map_err(|refusal| Problem::refused(&refusal, StatusCode::URI_TOO_LONG))?;
    let searched = searched(&workers, board, variant, StatusCode::URI_TOO_LONG).await?;
    // Up to 35 MB for the biggest boards: written as the client reads it, without
    // searching any more.
    Ok(answer::json(move |out| searched.write_json_to(out)).await)
}

/// The body of `POST /api/engine`.
#[derive(Debug, Deserialize)]
pub struct EngineRequest {
    board: String,
    /// How the pieces move: `hop` (the default), `welter` or `slide`.
    #[serde(default)]
    rules: Rules,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    misere: bool,
    /// The engine's level: `1` to `5` or `perfect` (the default), a number or text.
    #[serde(default)]
    level: Option<LevelText>,
    /// The seed of its draws below `perfect` (default 0): a number, or its digits as
    /// text.
    #[serde(default)]
    seed: Option<Seed>,
}

impl EngineRequest {
    /// The engine asked for, or the 422 naming the level or seed that is none.
    fn engine(&self) -> Result<Engine, Problem> {
        let unprocessable = |why: String| Problem::new(StatusCode::UNPROCESSABLE_ENTITY, why);
        let level = match &self.level {
            None => EngineLevel::Perfect,
            Some(text) => text.level().map_err(|e| unprocessable(e.to_string()))?,
        };
        let seed = match &self.seed {
            None => 0,
            Some(Seed(seed)) => seed
                .clone()
                .map_err(|given| unprocessable(given.say(Seeded::Engine, Lang::En)))?,
        };
        Ok(Engine::new(level, seed))
    }
}

/// Whether a `Content-Type` is JSON: `application/json` in any letter case, with or
/// without parameters (`; charset=utf-8`).
fn is_json_media_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    essence.eq_ignore_ascii_case("application/json")
}

/// The body of a request that must send JSON, or why not: 415 for another type, 413
/// for a body over [`MAX_BODY_BYTES`].
fn json_body(
    headers: &HeaderMap,
    body: Result<Bytes, BytesRejection>,
    what: &str,
) -> Result<Bytes, Problem> {
    let is_json = headers
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(is_json_media_type);
    if !is_json {
        return Err(Problem::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            format!("send {what} as JSON: Content-Type: application/json"),
        ));
    }
    body.map_err(|e| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => Problem::too_large(),
        status => Problem::new(status, e.body_text()),
    })
}

/// `POST /api/engine` with `{"board": B}` (and `"level"`, `"seed"`): the engine's move
/// and the board after it.
pub async fn engine(
    State(workers): State<Arc<Workers>>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, Problem> {
    let body = json_body(&headers, body, "the board")?;
    let request: EngineRequest = serde_json::from_slice(&body).map_err(|e| {
        let status = match e.classify() {
            serde_json::error::Category::Data => StatusCode::UNPROCESSABLE_ENTITY,
            _ => StatusCode::BAD_REQUEST,
        };
        Problem::new(
            status,
            format!("bad JSON: {e}; send {{\"board\": \"18x1/17x2\"}}"),
        )
    })?;
    let engine = request.engine()?;
    let too_long = StatusCode::PAYLOAD_TOO_LARGE;
    let (board, variant) = reply::position(&request.board, variant(request.rules, request.misere))
        .map_err(|refusal| Problem::refused(&refusal, too_long))?;
    // The engine draws once: a random move (a level below perfect, some of the time)
    // needs no search.
    let draw = engine.draw(&board, variant);
    let searched = match draw {
        Draw::Random(_) => SearchedPosition::for_draw(board, variant, draw, &Stop::never())
            .map_err(|refusal| Problem::refused(&refusal, too_long))?,
        Draw::Perfect => searched(&workers, board, variant, too_long).await?,
    };
    Ok(json_response(searched.engine_move_json(draw)))
}

/// `POST /api/view` with a question of the page (`hopnim::play::view::Question`): the
/// page's view of a position, a game or a puzzle, the library's JSON (bad JSON 400, a
/// question that cannot be answered 422).
pub async fn view(
    State(workers): State<Arc<Workers>>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, Problem> {
    let body = json_body(&headers, body, "the question")?;
    // Refused in the question's language, or in English when it cannot be read.
    let refused = |refused: Refused| Problem::refused_in(&refused, StatusCode::PAYLOAD_TOO_LARGE);
    let question = reply::question(&body).map_err(|why| refused(why.said_in(Lang::En)))?;
    // A question is at most 16 KiB and its view at most MAX_VIEW_ENTRIES entries: built
    // whole, on a search thread if it is costly (it may search, or draws a puzzle).
    let view = if question.is_costly() {
        workers
            .run(move |stop| reply::view_of(&question, stop))
            .await?
    } else {
        reply::view_of(&question, &Stop::never())
    };
    Ok(json_response(view.map_err(refused)?))
}

/// The query of `GET /api/lessons`.
#[derive(Debug, Deserialize)]
pub struct LessonsQuery {
    /// The language of the course's words: `en` (the default), `zh-CN`, or any tag the
    /// library reads as one of them.
    #[serde(default)]
    lang: Option<String>,
}

/// `GET /api/lessons?lang=L`: the course, every lesson's words and exercises in the
/// language asked, without their answers (an unknown language 422, named).
pub async fn lessons(
    query: Result<Query<LessonsQuery>, QueryRejection>,
) -> Result<Response, Problem> {
    let query = query_or_400(query, "the query may have lang=en or lang=zh-CN")?;
    let course = reply::lessons_in(query.lang.as_deref().unwrap_or_default())
        .map_err(|e| Problem::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    Ok(json_response(course))
}

/// `POST /api/lesson` with a try at an exercise
/// (`{"lesson": ID, "exercise": N, "answer": A, "moves": […], "wrong": W, "hinted": H,
/// "lang": L}`): whether it is right and why, the engine's reply in a `win` exercise,
/// the stars when it is done (bad JSON 400, an exercise there is none of or a try that
/// is no answer 422, in the question's language). A `win` exercise's reply searches
/// its small board: off the request threads, as every search.
pub async fn lesson(
    State(workers): State<Arc<Workers>>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, Problem> {
    let body = json_body(&headers, body, "the try")?;
    let reply = workers
        .run(move |_stop| reply::lesson_attempt(&body))
        .await?
        .map_err(|refused| Problem::refused_in(&refused, StatusCode::PAYLOAD_TOO_LARGE))?;
    Ok(json_response(reply))
}

/// The query of `GET /api/puzzle`.
#[derive(Debug, Deserialize)]
pub struct PuzzleQuery {
    /// The puzzle's seed: the same seed, the same puzzle; read as text, so that a
    /// seed that is none is named as it was written.
    seed: String,
    /// How hard, 1..=5 (default 1); read as text, so that every number out of range
    /// is refused alike, whatever its size.
    #[serde(default)]
    level: Option<String>,
    /// How the pieces move: `hop` (the default), `welter` or `slide`.
    #[serde(default)]
    rules: Rules,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    misere: bool,
    /// What to find: `win` (the default), the one winning move, or `fastest`, the one
    /// fastest of several winning moves.
    #[serde(default)]
    goal: Option<String>,
}

/// `GET /api/puzzle?seed=S&level=L` (and `goal=fastest`): a position with exactly one
/// winning move, or with several and exactly one fastest, drawn on a search thread
/// (a fastest puzzle of Welter's game searches).
pub async fn puzzle(
    State(workers): State<Arc<Workers>>,
    query: Result<Query<PuzzleQuery>, QueryRejection>,
) -> Result<Response, Problem> {
    let query = query_or_400(
        query,
        "the query needs seed=<number> and may have level=1..5",
    )?;
    let seed = Seed::of_text(&query.seed).0.map_err(|given| {
        Problem::new(StatusCode::BAD_REQUEST, given.say(Seeded::Puzzle, Lang::En))
    })?;
    let level = match query.level {
        Some(text) => level(&text)?,
        None => Level::default(),
    };
    let goal = match query.goal {
        Some(text) => text
            .parse::<Goal>()
            .map_err(|e| Problem::new(StatusCode::UNPROCESSABLE_ENTITY, format!("{e}")))?,
        None => Goal::Win,
    };
    let variant = variant(query.rules, query.misere);
    let json = workers
        .run(move |stop| reply::puzzle_stopping(goal, seed, level, variant, stop))
        .await?
        .map_err(|refusal| Problem::refused(&refusal, StatusCode::URI_TOO_LONG))?;
    Ok(json_response(json))
}

/// The level `text` names: a whole number out of 1..=5, of any size or sign, is 422;
/// text that is no whole number is 400.
fn level(text: &str) -> Result<Level, Problem> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let is_number = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    text.parse().map_err(|e| match e {
        PuzzleError::LevelOutOfRange { .. } => {
            Problem::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string())
        }
        // Past u64 or below zero: out of range as well.
        _ if is_number => Problem::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "level {} is out of range ({}..={})",
                text.chars().take(32).collect::<String>(),
                Level::MIN,
                Level::MAX
            ),
        ),
        _ => Problem::new(StatusCode::BAD_REQUEST, e.to_string()),
    })
}

/// Any other path.
pub async fn not_found(uri: Uri) -> Problem {
    Problem::new(
        StatusCode::NOT_FOUND,
        format!("no such page: {}", uri.path()),
    )
}

/// A known path with another method.
pub async fn method_not_allowed(method: Method, uri: Uri) -> Problem {
    Problem::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("{method} is not allowed on {}", uri.path()),
    )
}
