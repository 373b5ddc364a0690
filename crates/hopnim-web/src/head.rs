//! The limits of a request's head (its line and headers), answered by the server
//! itself: 414 and 431 with the API's JSON error and the security headers.
//!
//! hyper answers a head it cannot parse on its own, before the server sees the
//! request: its answer is an empty 400, 414 or 431 with no other header than
//! `connection`, `content-length` and `date`, and hyper offers no way to change it
//! (its HTTP/1 server writes the status it picks for a parse error straight to the
//! connection). So hyper's limits are set a little past the server's: a head over the
//! server's limits but within hyper's gets the server's answer, and only a head far
//! past them, or one that is no HTTP at all, gets hyper's.

use axum::extract::Request;
use axum::http::{StatusCode, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use hopnim::play::reply::MAX_BOARD_CHARS;

use crate::problem::Problem;

/// The largest request head answered, in bytes: its line and its headers, each line
/// with its CRLF, counted without the spaces around header values.
pub const MAX_HEAD_BYTES: usize = 64 * 1024;

/// The most header lines a request may have.
pub const MAX_HEADERS: usize = 100;

/// The longest request target (`/api/analyze?board=…`), in bytes: room for the
/// longest query the API reads (`3 × MAX_BOARD_CHARS` bytes, a board's escapes
/// included) and its path.
pub const MAX_TARGET_BYTES: usize = 4 * MAX_BOARD_CHARS;

/// hyper's limit on a head, in bytes, as it reads it (spaces included): past it, hyper
/// answers an empty 431 itself. Also the most of an answer hyper queues.
pub(crate) const HYPER_HEAD_BYTES: usize = MAX_HEAD_BYTES + 16 * 1024;

/// hyper's limit on the header lines of a request: past it, hyper answers an empty
/// 431 itself.
pub(crate) const HYPER_MAX_HEADERS: usize = MAX_HEADERS + 28;

/// The length of a request line's version, `HTTP/1.1`.
const VERSION_BYTES: usize = "HTTP/1.1".len();

/// Refuses a request whose target is longer than [`MAX_TARGET_BYTES`] (414), whose
/// head is larger than [`MAX_HEAD_BYTES`] or which has more than [`MAX_HEADERS`]
/// header lines (431).
pub(crate) async fn check_head(request: Request, next: Next) -> Response {
    let target = target_bytes(request.uri());
    let headers = request.headers();
    let head = request.method().as_str().len()
        + 1
        + target
        + 1
        + VERSION_BYTES
        + 2
        + headers
            .iter()
            .map(|(name, value)| name.as_str().len() + 2 + value.len() + 2)
            .sum::<usize>()
        + 2;
    let refusal = if target > MAX_TARGET_BYTES {
        Some((
            StatusCode::URI_TOO_LONG,
            format!("the request's target is longer than {MAX_TARGET_BYTES} bytes"),
        ))
    } else if headers.len() > MAX_HEADERS {
        Some((
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!("the request has more than {MAX_HEADERS} header lines"),
        ))
    } else if head > MAX_HEAD_BYTES {
        Some((
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            format!("the request's line and headers are larger than {MAX_HEAD_BYTES} bytes"),
        ))
    } else {
        None
    };
    match refusal {
        Some((status, error)) => Problem::new(status, error).into_response(),
        None => next.run(request).await,
    }
}

/// The length of a request target as it came: `/path?query`, or the whole URI in
/// absolute form.
fn target_bytes(uri: &Uri) -> usize {
    let scheme = uri
        .scheme_str()
        .map_or(0, |scheme| scheme.len() + "://".len());
    let authority = uri
        .authority()
        .map_or(0, |authority| authority.as_str().len());
    let path = uri.path_and_query().map_or(0, |path| path.as_str().len());
    scheme + authority + path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_target_is_measured_as_it_came() {
        for target in [
            "/",
            "/api/analyze?board=18x1/17x2&rules=welter",
            "http://localhost:8080/api/puzzle?seed=1",
            "*",
        ] {
            let uri: Uri = target.parse().unwrap();
            assert_eq!(target_bytes(&uri), target.len(), "{target}");
        }
    }

    #[test]
    fn hyper_s_limits_are_past_the_server_s() {
        const { assert!(HYPER_HEAD_BYTES > MAX_HEAD_BYTES) };
        const { assert!(HYPER_MAX_HEADERS > MAX_HEADERS) };
        // hyper refuses a target of 65535 bytes or more on its own (414).
        const { assert!(MAX_TARGET_BYTES < 65_535 && MAX_TARGET_BYTES < MAX_HEAD_BYTES) };
        const { assert!(MAX_TARGET_BYTES > 3 * MAX_BOARD_CHARS + "/api/analyze?".len()) };
    }
}
