//! What went wrong with a request, as the client gets it: a status and the library's
//! JSON error ([`ErrorReply`]), which the WebAssembly module gives the page too; a
//! 503 (busy) also says when to ask again.

use axum::http::StatusCode;
use axum::http::header::{CONTENT_TYPE, RETRY_AFTER};
use axum::response::{IntoResponse, Response};
use hopnim::lang::Lang;
use hopnim::play::reply::{ErrorReply, Refusal, Refused};

/// How long a client refused as busy (503) is told to wait, in seconds.
pub const RETRY_AFTER_SECONDS: u64 = 2;

/// What went wrong with a request: the library's [`ErrorReply`] with a status.
#[derive(Debug)]
pub struct Problem {
    status: StatusCode,
    reply: ErrorReply,
}

impl Problem {
    /// The problem `error`, answered with `status`.
    pub(crate) fn new(status: StatusCode, error: impl Into<String>) -> Problem {
        Problem {
            status,
            reply: ErrorReply::new(error),
        }
    }

    /// A body larger than the largest question: 413, in the library's words.
    pub(crate) fn too_large() -> Problem {
        Problem::new(StatusCode::PAYLOAD_TOO_LARGE, Refusal::TooLarge.to_string())
    }

    /// The library's refusal, in English, with its status; a board too long is
    /// answered `too_long` (414 in a query, 413 in a body).
    pub(crate) fn refused(refusal: &Refusal, too_long: StatusCode) -> Problem {
        Problem::refused_in(&refusal.clone().said_in(Lang::En), too_long)
    }

    /// The library's refusal said in its language (a view question's), with its
    /// status, as [`Problem::refused`].
    pub(crate) fn refused_in(refused: &Refused, too_long: StatusCode) -> Problem {
        let status = match refused.why {
            Refusal::TooLong => too_long,
            _ => StatusCode::from_u16(refused.status()).unwrap_or(StatusCode::BAD_REQUEST),
        };
        Problem {
            status,
            reply: refused.reply(),
        }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let mut response = (self.status, json_response(self.reply.to_json())).into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(RETRY_AFTER, RETRY_AFTER_SECONDS.into());
        }
        response
    }
}

/// JSON bytes as a response.
pub(crate) fn json_response(body: Vec<u8>) -> Response {
    ([(CONTENT_TYPE, "application/json")], body).into_response()
}
