//! Answers written as they are sent: a large answer (the analysis of a big board lists
//! every move, up to 35 MB) is written by a blocking task into a queue of one chunk,
//! and the writer waits while the client does not read. The server holds a bounded
//! part of any answer, however large, for however slow a client.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use hyper::body::Frame;
use tokio::sync::mpsc;

use crate::problem::Problem;

/// An answer up to this size is sent whole, with its length; a larger one is sent
/// in chunks as it is written.
pub(crate) const WHOLE_UP_TO: usize = 64 * 1024;

/// What the writing task hands over.
enum Piece {
    /// The next bytes of the answer.
    Bytes(Bytes),
    /// The answer is complete (without it, the answer was cut short).
    End,
}

/// The writer the blocking task writes the answer into.
struct ChunkWriter {
    queue: mpsc::Sender<Piece>,
}

impl Write for ChunkWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        // Waits while the queue is full: the client reads no faster.
        self.queue
            .blocking_send(Piece::Bytes(Bytes::copy_from_slice(buf)))
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "the client is gone"))?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The JSON answer that `write` writes (it should write through a buffer of some
/// kilobytes: every write is one chunk), on a blocking thread. Small answers get a
/// `Content-Length`; larger ones are streamed, the writer waiting for the client.
pub(crate) async fn json<F>(write: F) -> Response
where
    F: FnOnce(&mut dyn Write) -> io::Result<()> + Send + 'static,
{
    // One chunk waiting in the queue, one in the writer's hand, one with hyper.
    let (queue, mut pieces) = mpsc::channel(1);
    tokio::task::spawn_blocking(move || {
        let mut writer = ChunkWriter { queue };
        if write(&mut writer).is_ok() {
            let _ = writer.queue.blocking_send(Piece::End);
        }
    });
    let mut head = VecDeque::new();
    let mut held = 0;
    while held <= WHOLE_UP_TO {
        match pieces.recv().await {
            Some(Piece::Bytes(bytes)) => {
                held += bytes.len();
                head.push_back(bytes);
            }
            Some(Piece::End) => {
                let whole = match head.len() {
                    1 => head.pop_front().expect("one piece"),
                    _ => head.iter().flat_map(|b| b.iter().copied()).collect(),
                };
                return ([(CONTENT_TYPE, "application/json")], whole).into_response();
            }
            None => return cut_short(),
        }
    }
    let body = Chunks {
        head,
        pieces,
        done: false,
    };
    ([(CONTENT_TYPE, "application/json")], Body::new(body)).into_response()
}

/// The answer when its writer stopped before it ended (it panicked).
fn cut_short() -> Response {
    Problem::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the answer could not be written",
    )
    .into_response()
}

/// A streamed answer: the chunks already written, then those still to come.
struct Chunks {
    head: VecDeque<Bytes>,
    pieces: mpsc::Receiver<Piece>,
    done: bool,
}

impl hyper::body::Body for Chunks {
    type Data = Bytes;
    type Error = io::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, io::Error>>> {
        let this = self.get_mut();
        if let Some(bytes) = this.head.pop_front() {
            return Poll::Ready(Some(Ok(Frame::data(bytes))));
        }
        if this.done {
            return Poll::Ready(None);
        }
        match ready!(this.pieces.poll_recv(cx)) {
            Some(Piece::Bytes(bytes)) => Poll::Ready(Some(Ok(Frame::data(bytes)))),
            Some(Piece::End) => {
                this.done = true;
                Poll::Ready(None)
            }
            // The writer stopped before the end: the connection is dropped, so the
            // client sees an incomplete answer, not a short one.
            None => {
                this.done = true;
                Poll::Ready(Some(Err(io::Error::other("the answer was cut short"))))
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.done && self.head.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::BodyExt;

    /// The body's length as hyper will send it (`Content-Length`), if known, and the
    /// body.
    async fn body_of(response: Response) -> (Option<u64>, Vec<u8>) {
        let length = axum::body::HttpBody::size_hint(response.body()).exact();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (length, bytes.to_vec())
    }

    #[tokio::test]
    async fn a_small_answer_is_sent_whole_with_its_length() {
        let response = json(|out| {
            out.write_all(b"{\"a\":")?;
            out.write_all(b"1}")
        })
        .await;
        assert_eq!(body_of(response).await, (Some(7), b"{\"a\":1}".to_vec()));
    }

    #[tokio::test]
    async fn a_large_answer_is_streamed_in_full() {
        let chunk = vec![b'7'; 10_000];
        let expected: Vec<u8> = chunk.repeat(100);
        let response = json(move |out| {
            for _ in 0..100 {
                out.write_all(&chunk)?;
            }
            Ok(())
        })
        .await;
        assert_eq!(body_of(response).await, (None, expected));
    }

    #[tokio::test]
    async fn a_writer_that_fails_midway_cuts_the_stream() {
        let response = json(|out| {
            out.write_all(&[b' '; 2 * WHOLE_UP_TO])?;
            Err(io::Error::other("broken"))
        })
        .await;
        assert!(response.into_body().collect().await.is_err());
    }

    #[tokio::test]
    async fn a_writer_whose_reader_is_gone_stops() {
        let (stopped, writer_stopped) = tokio::sync::oneshot::channel();
        let response = json(move |out| {
            // Writes until the answer is dropped.
            let result = loop {
                if let Err(error) = out.write_all(&[b' '; 1024]) {
                    break error;
                }
            };
            let _ = stopped.send(result.kind());
            Err(result)
        })
        .await;
        drop(response);
        assert_eq!(writer_stopped.await.unwrap(), io::ErrorKind::BrokenPipe);
    }
}
