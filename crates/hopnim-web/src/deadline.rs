//! The write time-out of a connection: a client that stops reading its answer is
//! dropped once a write has made no progress for the time allowed, and with it the
//! connection's slot and whatever its answer held.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

/// A stream whose writes fail with [`io::ErrorKind::TimedOut`] once one has waited
/// `limit` without a byte going out. Reads pass through (hyper bounds them with its
/// header time-out and the server with its request time-out).
pub(crate) struct WriteDeadline<S> {
    inner: S,
    limit: Duration,
    /// When the waiting write fails; armed while writes wait, reset by any progress.
    timer: Pin<Box<Sleep>>,
    armed: bool,
}

impl<S> WriteDeadline<S> {
    /// `inner`, whose writes may wait at most `limit` for the peer.
    pub(crate) fn new(inner: S, limit: Duration) -> WriteDeadline<S> {
        WriteDeadline {
            inner,
            limit,
            timer: Box::pin(tokio::time::sleep(limit)),
            armed: false,
        }
    }

    /// What a write that returned `poll` comes to: its result if it did something,
    /// else waiting, or the time-out once the deadline has passed.
    fn judge<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        match poll {
            Poll::Ready(result) => {
                self.armed = false;
                Poll::Ready(result)
            }
            Poll::Pending => {
                if !self.armed {
                    self.armed = true;
                    let deadline = Instant::now() + self.limit;
                    self.timer.as_mut().reset(deadline);
                }
                match self.timer.as_mut().poll(cx) {
                    Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                        io::ErrorKind::TimedOut,
                        "the client read nothing of its answer in time",
                    ))),
                    Poll::Pending => Poll::Pending,
                }
            }
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for WriteDeadline<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for WriteDeadline<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.judge(cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.judge(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.judge(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.judge(cx, poll)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test(start_paused = true)]
    async fn a_write_the_peer_never_takes_times_out() {
        // A pipe of 64 bytes whose far end is never read.
        let (near, _far) = tokio::io::duplex(64);
        let mut stream = WriteDeadline::new(near, Duration::from_secs(10));
        stream.write_all(&[0; 64]).await.unwrap();
        let error = stream.write_all(&[0; 1]).await.unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn a_slow_reader_that_keeps_reading_is_not_cut_off() {
        let (near, mut far) = tokio::io::duplex(64);
        let mut stream = WriteDeadline::new(near, Duration::from_secs(10));
        let reader = tokio::spawn(async move {
            let mut total = 0;
            let mut buf = [0; 64];
            // 64 bytes every 6 s: each write waits less than the limit, all of
            // them together far more.
            loop {
                tokio::time::sleep(Duration::from_secs(6)).await;
                match far.read(&mut buf).await.unwrap() {
                    0 => return total,
                    n => total += n,
                }
            }
        });
        stream.write_all(&[1; 640]).await.unwrap();
        stream.shutdown().await.unwrap();
        drop(stream);
        assert_eq!(reader.await.unwrap(), 640);
    }
}
