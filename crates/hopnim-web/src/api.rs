//! The JSON API: the analysis of a position, and the engine's move. Every mistake in
//! a request gets a 4xx status and a JSON body saying what is wrong.

use axum::Json;
use axum::body::Bytes;
use axum::extract::Query;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use hopnim::game::{Convention, Rules, Variant};
use hopnim::play::analysis::Analyser;
use hopnim::play::engine::{self, Choice};
use hopnim::{Board, Move};
use serde::{Deserialize, Serialize};

/// The largest request body accepted, in bytes.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// The longest board notation accepted, in characters (a query may hold a little
/// more: its name and escapes).
pub const MAX_BOARD_CHARS: usize = 8 * 1024;

/// What went wrong with a request, as the client gets it.
#[derive(Debug, Serialize)]
pub struct Problem {
    #[serde(skip)]
    status: StatusCode,
    /// What is wrong, for people.
    error: String,
    /// For bad notation: the 1-based row it is in, if known.
    #[serde(skip_serializing_if = "Option::is_none")]
    row: Option<usize>,
    /// For bad notation: the 1-based character where it is wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    character: Option<usize>,
}

impl Problem {
    /// The problem `error`, answered with `status`.
    pub(crate) fn new(status: StatusCode, error: impl Into<String>) -> Problem {
        Problem {
            status,
            error: error.into(),
            row: None,
            character: None,
        }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        (self.status, Json(&self)).into_response()
    }
}

/// The board in `text`, or the problem with it.
fn parse_board(text: &str, too_long: StatusCode) -> Result<Board, Problem> {
    if text.chars().count() > MAX_BOARD_CHARS {
        return Err(Problem::new(
            too_long,
            format!("the board is longer than {MAX_BOARD_CHARS} characters"),
        ));
    }
    text.parse().map_err(|e: hopnim::NotationError| Problem {
        status: StatusCode::BAD_REQUEST,
        error: format!("bad board notation: {e}"),
        row: e.row,
        character: Some(e.position),
    })
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

/// The game a request asks about, for a board of `width` cells: 422 when hopnim has
/// no proof of who wins it at that width (misère Welter beyond its checked width).
fn variant(rules: Rules, misere: bool, width: u32) -> Result<Variant, Problem> {
    let convention = Convention::of_misere(misere);
    Variant { rules, convention }
        .for_width(width)
        .map_err(|e| Problem::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))
}

/// `GET /api/analyze?board=B`: the analysis with every move.
pub async fn analyze(
    uri: Uri,
    query: Result<Query<AnalyzeQuery>, QueryRejection>,
) -> Result<Response, Problem> {
    if uri.query().map_or(0, str::len) > 3 * MAX_BOARD_CHARS {
        return Err(Problem::new(
            StatusCode::URI_TOO_LONG,
            format!("the query is longer than {} bytes", 3 * MAX_BOARD_CHARS),
        ));
    }
    let Query(query) = query.map_err(|e| {
        Problem::new(
            StatusCode::BAD_REQUEST,
            format!("the query needs board=<board notation>, such as ?board=18x1/17x2 ({e})"),
        )
    })?;
    let board = parse_board(&query.board, StatusCode::URI_TOO_LONG)?;
    let mut body = Vec::with_capacity(256 + 64 * board.rows().len());
    let variant = variant(query.rules, query.misere, board.width())?;
    Analyser::new(board.width(), board.rows(), variant).write_json(true, &mut body);
    Ok(([(CONTENT_TYPE, "application/json")], body).into_response())
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
}

/// The answer of `POST /api/engine`.
#[derive(Debug, Serialize)]
pub struct EngineReply {
    /// The engine's move, or `null` when no piece can move.
    #[serde(rename = "move")]
    chosen: Option<Move>,
    /// The board after the move, in canonical notation.
    board: String,
    /// `winning`, `longest` (every move loses; this one lasts longest) or `none`.
    choice: &'static str,
}

/// Whether a `Content-Type` is JSON: `application/json` in any letter case, with or
/// without parameters (`; charset=utf-8`).
fn is_json_media_type(value: &str) -> bool {
    let essence = value.split(';').next().unwrap_or_default().trim();
    essence.eq_ignore_ascii_case("application/json")
}

/// `POST /api/engine` with `{"board": B}`: the engine's move and the board after it.
pub async fn engine(
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<EngineReply>, Problem> {
    let is_json = headers
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(is_json_media_type);
    if !is_json {
        return Err(Problem::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send the board as JSON: Content-Type: application/json",
        ));
    }
    let body = body.map_err(|e| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => Problem::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the body is larger than {MAX_BODY_BYTES} bytes"),
        ),
        status => Problem::new(status, e.body_text()),
    })?;
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
    let board = parse_board(&request.board, StatusCode::PAYLOAD_TOO_LARGE)?;
    let variant = variant(request.rules, request.misere, board.width())?;
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
    Ok(Json(EngineReply {
        chosen,
        board: after.to_string(),
        choice,
    }))
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
