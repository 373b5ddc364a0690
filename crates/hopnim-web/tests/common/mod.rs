//! A server on a real socket for the tests, and a plain HTTP/1.1 client.

#![allow(dead_code)] // each test file uses its part

use std::net::SocketAddr;
use std::time::Duration;

use hopnim_web::{Config, Limits};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;

/// Limits short enough for a test.
pub const LIMITS: Limits = Limits {
    header_timeout: Duration::from_millis(300),
    request_timeout: Duration::from_millis(300),
    work_timeout: Duration::from_millis(1000),
    searches: 2,
    search_budget: hopnim_web::SEARCH_BUDGET,
    write_timeout: Duration::from_millis(300),
    connections: 4,
    shutdown_deadline: Duration::from_millis(300),
};

/// A running server: its address, the sender that stops it, and its task (it runs
/// until the test ends if the sender is dropped unused).
pub struct Server {
    pub addr: SocketAddr,
    pub stop: oneshot::Sender<()>,
    pub task: tokio::task::JoinHandle<std::io::Result<()>>,
}

/// A server on a free loopback port, as `config` says.
pub async fn start(config: Config) -> Server {
    let (stop, stopped) = oneshot::channel::<()>();
    let (bound, address) = oneshot::channel();
    let task = tokio::spawn(hopnim_web::serve(
        "127.0.0.1:0".parse().unwrap(),
        config,
        async {
            // Stopped when told to, not when the sender is dropped.
            if stopped.await.is_err() {
                std::future::pending::<()>().await;
            }
        },
        move |addr| {
            let _ = bound.send(addr);
        },
    ));
    Server {
        addr: address.await.unwrap(),
        stop,
        task,
    }
}

/// A server with the test [`LIMITS`] and no extra hosts.
pub async fn start_with_limits(limits: Limits) -> Server {
    start(Config {
        limits,
        ..Config::default()
    })
    .await
}

/// Reads what the server sends until it closes the connection (or 10 s pass).
pub async fn read_all(stream: &mut TcpStream) -> String {
    let mut text = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut text)).await;
    String::from_utf8_lossy(&text).into_owned()
}

/// An answer: its status, its headers (names in lower case) and its body.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    /// The value of the header `name` (lower case), if it is there.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, value)| value.as_str())
    }

    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
}

/// Sends `head` (the request line and headers, without the final blank line; the
/// connection is closed after the answer) and reads the answer (its body as sent).
pub async fn send(addr: SocketAddr, head: &str) -> Reply {
    send_request(addr, &format!("{head}\r\nConnection: close\r\n\r\n")).await
}

/// Posts the JSON `body` to `path` (the connection is closed after the answer) and
/// reads the answer.
pub async fn post(addr: SocketAddr, path: &str, body: &str) -> Reply {
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    send_request(addr, &request).await
}

/// Sends the whole `request` and reads the answer.
async fn send_request(addr: SocketAddr, request: &str) -> Reply {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let text = read_all(&mut stream).await;
    let (top, body) = text
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("no answer: {text:?}"));
    let mut lines = top.lines();
    let status = lines.next().unwrap()[9..12].parse().unwrap();
    let headers = lines
        .map(|line| {
            let (name, value) = line.split_once(':').unwrap();
            (name.to_ascii_lowercase(), value.trim().to_owned())
        })
        .collect();
    Reply {
        status,
        headers,
        body: body.to_owned(),
    }
}
