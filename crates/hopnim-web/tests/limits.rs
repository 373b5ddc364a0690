//! The server against slow, stuck and greedy clients, on a real socket with short
//! limits: header, request and write time-outs, an early 413, the connection limit,
//! and a stop that does not wait for a stuck client.

use crate::common;

use std::time::{Duration, Instant};

use common::{LIMITS, Server, read_all, start_with_limits};
use hopnim_web::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// A server with the test limits.
async fn start() -> (
    std::net::SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<std::io::Result<()>>,
) {
    let Server { addr, stop, task } = start_with_limits(LIMITS).await;
    (addr, stop, task)
}

#[tokio::test]
async fn a_client_that_dribbles_its_headers_is_cut_off() {
    let (addr, _stop, _server) = start().await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    let started = Instant::now();
    for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" {
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
            b"POST /api/engine HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
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
            b"POST /api/engine HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
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
    late.write_all(
        b"GET /api/analyze?board=x1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    )
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
        .write_all(b"POST /api/engine HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n{")
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

/// The biggest analysis there is, about 35 MB: 12 pieces and 52 empty cells a row,
/// Welter's rules (every piece can move to any empty cell on its left).
fn biggest_analysis_request() -> String {
    let row = format!("{}52", "x".repeat(12));
    let rows = vec![row.as_str(); hopnim_web::MAX_BOARD_CHARS / (row.len() + 1)];
    format!(
        "GET /api/analyze?board={}&rules=welter HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        rows.join("/")
    )
}

/// A client that asks for the biggest answer and then reads nothing: its receive
/// window stays small, so the answer is soon stuck in the server.
async fn client_that_never_reads(addr: std::net::SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut client = socket.connect(addr).await.unwrap();
    client
        .write_all(biggest_analysis_request().as_bytes())
        .await
        .unwrap();
    client
}

#[tokio::test]
async fn a_client_that_never_reads_its_answer_is_dropped_and_its_slot_freed() {
    // One connection at a time: the stuck client holds the only slot.
    let Server { addr, .. } = start_with_limits(Limits {
        connections: 1,
        ..LIMITS
    })
    .await;
    let mut stuck = client_that_never_reads(addr).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    // Served once the stuck client is dropped.
    let mut next = TcpStream::connect(addr).await.unwrap();
    next.write_all(
        b"GET /api/analyze?board=x1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    )
    .await
    .unwrap();
    let reply = read_all(&mut next).await;
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
    // The stuck client gets what was on its way, then the end of the connection:
    // part of the answer, without the chunk that ends it.
    let mut received = Vec::new();
    let ended = tokio::time::timeout(Duration::from_secs(30), async {
        let mut buf = vec![0; 1 << 16];
        loop {
            match stuck.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received.extend_from_slice(&buf[..n]),
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "the connection stayed open");
    assert!(received.starts_with(b"HTTP/1.1 200"));
    assert!(received.len() < 30_000_000, "{} bytes", received.len());
    assert!(!received.ends_with(b"\r\n0\r\n\r\n"), "the answer ended");
}

#[tokio::test]
async fn many_clients_that_never_read_do_not_keep_the_server_from_others() {
    let Server { addr, .. } = start_with_limits(LIMITS).await;
    let mut stuck = Vec::new();
    for _ in 0..2 * LIMITS.connections {
        stuck.push(client_that_never_reads(addr).await);
    }
    let mut next = TcpStream::connect(addr).await.unwrap();
    next.write_all(
        b"GET /api/puzzle?seed=3 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    )
    .await
    .unwrap();
    let reply = read_all(&mut next).await;
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
}

#[tokio::test]
async fn a_client_that_reads_gets_the_biggest_answer_whole() {
    let Server { addr, .. } = start_with_limits(LIMITS).await;
    let mut client = TcpStream::connect(addr).await.unwrap();
    let request = biggest_analysis_request().replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n");
    client.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(60), client.read_to_end(&mut answer))
        .await
        .expect("the answer came")
        .unwrap();
    let head_end = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap() + 4;
    let head = String::from_utf8_lossy(&answer[..head_end]).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("transfer-encoding: chunked"), "{head}");
    // The chunks joined are the library's analysis.
    let mut body = Vec::new();
    let mut rest = &answer[head_end..];
    loop {
        let line_end = rest.windows(2).position(|w| w == b"\r\n").unwrap();
        let size =
            usize::from_str_radix(std::str::from_utf8(&rest[..line_end]).unwrap(), 16).unwrap();
        rest = &rest[line_end + 2..];
        if size == 0 {
            break;
        }
        body.extend_from_slice(&rest[..size]);
        rest = &rest[size + 2..];
    }
    let board = biggest_analysis_request();
    let board = board
        .split("board=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap();
    let variant = hopnim::game::Variant::new(hopnim::game::Rules::Welter, false);
    let expected =
        hopnim::play::reply::analysis(board, variant, &hopnim::stop::Stop::never()).unwrap();
    assert!(body.len() > 30_000_000, "{}", body.len());
    assert!(
        body == expected,
        "the streamed analysis differs from the library's"
    );
}
