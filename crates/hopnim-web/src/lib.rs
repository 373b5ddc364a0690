//! # hopnim-web — the local web page of hopnim
//!
//! A page to set up a position of the jumping-pieces game, see the value of every row
//! and every move, and play the engine; and the JSON API it runs on:
//!
//! - `GET /api/analyze?board=B`: the analysis of `docs/analysis.schema.json`, with every move
//!   ([`hopnim::play::analysis::Analysis`]);
//! - `POST /api/engine` with `{"board": B}`: the engine's move and the board after it.
//!
//! Malformed requests get a 4xx status and a JSON body `{"error": "…"}` (plus `row`
//! and `character` for bad notation); request sizes are bounded. The page's files are
//! compiled into the binary.
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

mod api;
mod assets;

use std::net::SocketAddr;
use std::time::Instant;

use axum::Router;
use axum::extract::{DefaultBodyLimit, Request};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::{get, post};

pub use api::{MAX_BOARD_CHARS, MAX_BODY_BYTES};

/// The routes of the page and the API, without request logging.
pub fn router() -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/api/analyze", get(api::analyze))
        .route("/api/engine", post(api::engine))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

/// Serves the page on `addr` until the process is interrupted (Ctrl-C); with `log`,
/// one line per request on standard error. `ready` is called with the address bound
/// (useful with port 0).
pub async fn serve(
    addr: SocketAddr,
    log: bool,
    ready: impl FnOnce(SocketAddr),
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    ready(listener.local_addr()?);
    let mut app = router();
    if log {
        app = app.layer(middleware::from_fn(log_request));
    }
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}

/// Logs `GET /api/analyze 200 0.4 ms` for each request.
async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let start = Instant::now();
    let response = next.run(request).await;
    eprintln!(
        "{method} {path} {} {:.1} ms",
        response.status().as_u16(),
        start.elapsed().as_secs_f64() * 1000.0
    );
    response
}
