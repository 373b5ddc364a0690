//! The server against slow, stuck and greedy clients, on a real socket with short
//! limits: header and request time-outs, an early 413, the connection limit, and a
//! stop that does not wait for a stuck client.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use hopnim_web::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;

/// Limits short enough for a test.
const LIMITS: Limits = Limits {
    header_timeout: Duration::from_millis(300),
    request_timeout: Duration::from_millis(300),
    connections: 4,
    shutdown_deadline: Duration::from_millis(300),
};

/// A server on a free port: its address, the sender that stops it, and its task.
async fn start() -> (
    SocketAddr,
    oneshot::Sender<()>,
    tokio::task::JoinHandle<std::io::Result<()>>,
) {
    let (stop, stopped) = oneshot::channel::<()>();
    let (bound, address) = oneshot::channel();
    let server = tokio::spawn(hopnim_web::serve(
        "127.0.0.1:0".parse().unwrap(),
        false,
        LIMITS,
        async {
            let _ = stopped.await;
        },
        move |addr| {
            let _ = bound.send(addr);
        },
    ));
    (address.await.unwrap(), stop, server)
}

/// Reads what the server sends until it closes the connection (or 5 s pass).
async fn read_all(stream: &mut TcpStream) -> String {
    let mut text = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut text)).await;
    String::from_utf8_lossy(&text).into_owned()
}

#[tokio::test]
async fn a_client_that_dribbles_its_headers_is_cut_off() {
    let (addr, _stop, _server) = start().await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    let started = Instant::now();
    for byte in b"GET / HTTP/1.1\r\nHost: x\r\n" {
        if client.write_all(&[*byte]).await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    read_all(&mut client).await;
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_body_declared_too_large_is_refused_before_it_is_sent() {
    let (addr, _stop, _server) = start().await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    client
        .write_all(
            b"POST /api/engine HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
              Content-Length: 100000000\r\n\r\n{\"board\":",
        )
        .await
        .unwrap();
    let reply = read_all(&mut client).await;
    assert!(reply.starts_with("HTTP/1.1 413"), "{reply}");
}

#[tokio::test]
async fn a_body_that_does_not_come_gets_408() {
    let (addr, _stop, _server) = start().await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    client
        .write_all(
            b"POST /api/engine HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
              Content-Length: 20\r\n\r\n{\"board\":",
        )
        .await
        .unwrap();
    let reply = read_all(&mut client).await;
    assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
}

#[tokio::test]
async fn connections_past_the_limit_wait_their_turn() {
    let (addr, _stop, _server) = start().await;
    // Four connections hold every slot with half a request.
    let mut holders = Vec::new();
    for _ in 0..LIMITS.connections {
        let mut holder = TcpStream::connect(addr).await.unwrap();
        holder.write_all(b"GET / HTTP/1.1\r\nHo").await.unwrap();
        holders.push(holder);
    }
    tokio::time::sleep(Duration::from_millis(50)).await;
    let mut late = TcpStream::connect(addr).await.unwrap();
    late.write_all(b"GET /api/analyze?board=x1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    // Served once the holders time out, not before.
    let started = Instant::now();
    let reply = read_all(&mut late).await;
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    assert!(
        started.elapsed() >= Duration::from_millis(150),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_stop_does_not_wait_for_a_stuck_client() {
    let (addr, stop, server) = start().await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    client
        .write_all(b"POST /api/engine HTTP/1.1\r\nContent-Length: 10\r\n\r\n{")
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(50)).await;
    let started = Instant::now();
    stop.send(()).unwrap();
    server.await.unwrap().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}
