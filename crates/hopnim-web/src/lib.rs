//! # hopnim-web — the local web page of hopnim
//!
//! A page to set up a position of the jumping-pieces game, see the value of every row
//! and every move, and play the engine; and the JSON API it runs on:
//!
//! - `GET /api/analyze?board=B`: the analysis of `docs/analysis.schema.json`, with every move
//!   ([`hopnim::play::analysis::Analysis`]);
//! - `POST /api/engine` with `{"board": B}`: the engine's move and the board after it;
//! - `GET /api/puzzle?seed=S&level=L` (and `goal=fastest`): a puzzle;
//! - `POST /api/view` with a question of the page ([`hopnim::play::view::Question`]):
//!   everything the page draws and says about a position, a game or a puzzle
//!   ([`hopnim::play::view::View`]);
//! - `GET /api/lessons?lang=L`: the course, its words in the language asked
//!   ([`hopnim::play::reply::lessons`]);
//! - `POST /api/lesson` with a try at an exercise: whether it is right and why
//!   ([`hopnim::play::reply::lesson_attempt`]).
//!
//! Malformed requests get a 4xx status and the library's JSON error `{"error": "…"}`
//! (plus `row` and `character` for bad notation); request sizes are bounded. The
//! page's files, every file of `assets/`, are compiled into the binary. Every answer
//! the server writes carries the security headers (`X-Content-Type-Options: nosniff`,
//! a Content-Security-Policy of the page's own files, no framing, no referrer); a
//! request head hyper cannot read gets hyper's own empty 400, 414 or 431, which no
//! server can change (the server's own limits, [`MAX_HEAD_BYTES`] and the like, sit
//! below hyper's, so that it answers a head over them itself).
//!
//! [`serve`] guards the server against its clients ([`Limits`]): time-outs for
//! reading a request and for writing its answer, a limit on connections, answers
//! written as the client reads them, and a `Host` allow-list against DNS rebinding
//! ([`Config::allowed_hosts`]).
//!
//! ```
//! # tokio::runtime::Runtime::new().unwrap().block_on(async {
//! use tower::ServiceExt;
//! let request = axum::http::Request::get("/api/analyze?board=18x1/17x2")
//!     .body(axum::body::Body::empty())
//!     .unwrap();
//! let response = hopnim_web::router().oneshot(request).await.unwrap();
//! assert_eq!(response.status(), 200);
//! # });
//! ```

mod answer;
mod api;
mod assets;
mod deadline;
mod guard;
mod head;
mod limits;
mod problem;
mod work;

use std::net::SocketAddr;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{DefaultBodyLimit, Request};
use axum::http::StatusCode;
use axum::http::header::CONTENT_LENGTH;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::sync::Semaphore;

pub use api::{MAX_BOARD_CHARS, MAX_BODY_BYTES};
pub use guard::{AllowedHost, BadHost, CONTENT_SECURITY_POLICY_VALUE};
pub use head::{MAX_HEAD_BYTES, MAX_HEADERS, MAX_TARGET_BYTES};
/// The default of [`Limits::search_budget`]: the library's, which the page's
/// WebAssembly engine keeps too.
pub use hopnim::play::reply::SEARCH_BUDGET;
pub use limits::Limits;
pub use problem::RETRY_AFTER_SECONDS;

use crate::problem::Problem;
use crate::work::Workers;

/// The most of one answer the server holds for a connection, in bytes, however
/// large the answer and however slow the client: hyper's buffer of 80 KiB (also the
/// largest request head hyper reads), one chunk queued, one in the writer's hand and
/// the writer's own buffer (up to 128 KiB), each chunk 64 KiB and a little more.
pub const ANSWER_BYTES_HELD: usize = CONNECTION_BUFFER + 2 * 66 * 1024 + 128 * 1024;

/// hyper's buffer size for a connection: the largest request head hyper reads (a
/// little past [`MAX_HEAD_BYTES`], so that the server answers a head over its limit
/// itself) and the most of an answer hyper queues.
const CONNECTION_BUFFER: usize = head::HYPER_HEAD_BYTES;

/// How `hopnim serve` serves: [`Limits`], which hosts it answers for, and logging.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The limits against slow, stuck or greedy clients.
    pub limits: Limits,
    /// Hosts answered besides `localhost`, `127.0.0.1`, `[::1]` and the address
    /// listened on (with any port; on `0.0.0.0` or `[::]`, any address). A request
    /// for another `Host` gets 421: a web page of another site cannot read the API
    /// by having its name resolve to this machine (DNS rebinding).
    pub allowed_hosts: Vec<AllowedHost>,
    /// One line per request on standard error.
    pub log: bool,
}

/// The routes of the page and the API with the security headers, without the
/// `Host` check, time-outs or request logging of [`serve`] (costly questions run
/// within the default [`Limits`]).
pub fn router() -> Router {
    routes(Arc::new(Workers::new(&Limits::default())))
        .layer(middleware::map_response(guard::security_headers))
}

/// The routes of the page and the API, costly questions answered by `workers`.
fn routes(workers: Arc<Workers>) -> Router {
    let api = Router::new()
        .route("/api/analyze", get(api::analyze))
        .route("/api/engine", post(api::engine))
        .route("/api/puzzle", get(api::puzzle))
        .route("/api/view", post(api::view))
        .route("/api/lessons", get(api::lessons))
        .route("/api/lesson", post(api::lesson))
        .with_state(workers)
        .layer(middleware::from_fn(guard::refuse_other_sites));
    assets::routes()
        .merge(api)
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn(refuse_large_bodies))
}

/// Serves the page on `addr` until `stop` completes (Ctrl-C for `hopnim serve`),
/// as `config` says. `ready` is called with the address bound (useful with port 0).
pub async fn serve(
    addr: SocketAddr,
    config: Config,
    stop: impl Future<Output = ()>,
    ready: impl FnOnce(SocketAddr),
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    ready(bound);
    let limits = config.limits;
    let hosts = Arc::new(guard::HostAllowList::new(bound.ip(), &config.allowed_hosts));
    let workers = Arc::new(Workers::new(&limits));
    let mut app = routes(Arc::clone(&workers))
        .layer(middleware::from_fn_with_state(
            limits.request_timeout,
            read_in_time,
        ))
        .layer(middleware::from_fn_with_state(hosts, guard::check_host))
        .layer(middleware::from_fn(head::check_head))
        .layer(middleware::map_response(guard::security_headers));
    if config.log {
        app = app.layer(middleware::from_fn(log_request));
    }
    let service = TowerToHyperService::new(app);
    let slots = Arc::new(Semaphore::new(limits.connections));
    let graceful = GracefulShutdown::new();
    let mut stop = std::pin::pin!(stop);
    loop {
        // A free slot, then a connection, unless the stop comes first.
        let slot = {
            let mut acquire = std::pin::pin!(Arc::clone(&slots).acquire_owned());
            let next = std::future::poll_fn(|cx| {
                if stop.as_mut().poll(cx).is_ready() {
                    return Poll::Ready(None);
                }
                acquire.as_mut().poll(cx).map(Some)
            });
            match next.await {
                Some(slot) => slot.expect("the semaphore stays open"),
                None => break,
            }
        };
        let accepted = std::future::poll_fn(|cx| {
            if stop.as_mut().poll(cx).is_ready() {
                return Poll::Ready(None);
            }
            listener.poll_accept(cx).map(Some)
        });
        let stream = match accepted.await {
            Some(Ok((stream, _))) => stream,
            // A connection that failed before it was accepted, or no file descriptor
            // to spare: try again in a moment.
            Some(Err(_)) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
            None => break,
        };
        let _ = stream.set_nodelay(true);
        // A client that stops reading its answer is dropped after the write time-out.
        let stream = deadline::WriteDeadline::new(stream, limits.write_timeout);
        let connection = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_timeout)
            .max_buf_size(CONNECTION_BUFFER)
            .max_header_size(head::HYPER_HEAD_BYTES)
            .max_headers(head::HYPER_MAX_HEADERS)
            .serve_connection(TokioIo::new(stream), service.clone());
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    // Searches stop at once; open connections finish their requests, within the
    // deadline.
    workers.shut_down();
    let _ = tokio::time::timeout(limits.shutdown_deadline, graceful.shutdown()).await;
    Ok(())
}

/// Completes on Ctrl-C (SIGINT) or, on Unix, SIGTERM: the stop of `hopnim serve`.
pub async fn stop_signal() {
    let stopped = Arc::new(tokio::sync::Notify::new());
    #[cfg(unix)]
    if let Ok(mut terminate) =
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
    {
        let stopped = Arc::clone(&stopped);
        tokio::spawn(async move {
            terminate.recv().await;
            stopped.notify_one();
        });
    }
    {
        let stopped = Arc::clone(&stopped);
        tokio::spawn(async move {
            let _ = tokio::signal::ctrl_c().await;
            stopped.notify_one();
        });
    }
    stopped.notified().await;
}

/// Refuses a request whose declared body is over [`MAX_BODY_BYTES`] at once, before
/// any of it is read.
async fn refuse_large_bodies(request: Request, next: Next) -> Response {
    if declares_too_large_a_body(&request) {
        return Problem::too_large().into_response();
    }
    next.run(request).await
}

/// Whether the request's `Content-Length` is over [`MAX_BODY_BYTES`].
fn declares_too_large_a_body(request: &Request) -> bool {
    let declared = request
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok()?.parse::<u64>().ok());
    declared.is_some_and(|length| length > MAX_BODY_BYTES as u64)
}

/// Reads a request's body (at most [`MAX_BODY_BYTES`]) within the time allowed, or
/// answers 408: a request has arrived once its body has, and what the answer then
/// takes is not the client's fault.
async fn read_in_time(
    axum::extract::State(limit): axum::extract::State<Duration>,
    request: Request,
    next: Next,
) -> Response {
    if declares_too_large_a_body(&request) {
        return Problem::too_large().into_response();
    }
    let (parts, body) = request.into_parts();
    let read = axum::body::to_bytes(body, MAX_BODY_BYTES);
    match tokio::time::timeout(limit, read).await {
        Ok(Ok(bytes)) => next.run(Request::from_parts(parts, bytes.into())).await,
        Ok(Err(error)) if is_over_limit(&error) => Problem::too_large().into_response(),
        Ok(Err(error)) => Problem::new(
            StatusCode::BAD_REQUEST,
            format!("the request's body could not be read: {error}"),
        )
        .into_response(),
        Err(_) => Problem::new(
            StatusCode::REQUEST_TIMEOUT,
            format!(
                "the request did not arrive within {} s",
                limit.as_secs_f64()
            ),
        )
        .into_response(),
    }
}

/// Whether reading a body failed because it is longer than allowed.
fn is_over_limit(error: &axum::Error) -> bool {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(error) = cause {
        if error.is::<http_body_util::LengthLimitError>() {
            return true;
        }
        cause = error.source();
    }
    false
}

/// Logs `GET /api/analyze 200 0.4 ms` for each request; a log line that cannot be
/// written is lost.
async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let start = Instant::now();
    let response = next.run(request).await;
    let line = format!(
        "{method} {path} {} {:.1} ms\n",
        response.status().as_u16(),
        start.elapsed().as_secs_f64() * 1000.0
    );
    let _ = std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes());
    response
}
