//! The page's files, compiled into the binary: a single binary is all a user needs.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;

/// Serves `body` as `content_type`, never cached (the page follows the binary).
fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [(CONTENT_TYPE, content_type), (CACHE_CONTROL, "no-cache")],
        body,
    )
}

/// `/`: the page.
pub async fn index() -> impl IntoResponse {
    asset(
        "text/html; charset=utf-8",
        include_str!("../assets/index.html"),
    )
}

/// `/app.js`: the page's script.
pub async fn script() -> impl IntoResponse {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("../assets/app.js"),
    )
}

/// `/engine.js`: the page's way to the engine (here the JSON API; on the static
/// site the WebAssembly module).
pub async fn engine() -> impl IntoResponse {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("../assets/engine.js"),
    )
}

/// `/favicon.svg` (and `/favicon.ico`, which browsers ask for by themselves): the
/// page's icon.
pub async fn icon() -> impl IntoResponse {
    asset("image/svg+xml", include_str!("../assets/favicon.svg"))
}

/// `/style.css`: the page's style.
pub async fn style() -> impl IntoResponse {
    asset(
        "text/css; charset=utf-8",
        include_str!("../assets/style.css"),
    )
}
