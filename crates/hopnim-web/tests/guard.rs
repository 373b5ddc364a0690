//! The `Host` allow-list and the security headers, on a real socket: a web page of
//! another site whose name resolves to this machine (DNS rebinding) gets no answer.

use crate::common;

use common::{LIMITS, send, start};
use hopnim_web::{AllowedHost, Config, MAX_HEAD_BYTES, MAX_HEADERS, MAX_TARGET_BYTES};

/// A server with the test limits and `extra` hosts allowed.
async fn server(extra: &[&str]) -> std::net::SocketAddr {
    let allowed_hosts: Vec<AllowedHost> = extra.iter().map(|h| h.parse().unwrap()).collect();
    start(Config {
        limits: LIMITS,
        allowed_hosts,
        log: false,
    })
    .await
    .addr
}

/// The checks every answer must pass: the security headers.
fn assert_security_headers(reply: &common::Reply) {
    assert_eq!(reply.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(reply.header("x-frame-options"), Some("DENY"));
    assert_eq!(reply.header("referrer-policy"), Some("no-referrer"));
    let policy = reply
        .header("content-security-policy")
        .unwrap_or_else(|| panic!("no CSP: {reply:?}"));
    for part in [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
    ] {
        assert!(policy.contains(part), "{policy}");
    }
    assert!(!policy.contains("unsafe"), "{policy}");
}

#[tokio::test]
async fn the_loopback_names_and_the_listening_address_are_answered() {
    let addr = server(&[]).await;
    let port = addr.port();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LOCALHOST:{port}"),
        format!("[::1]:{port}"),
        "127.0.0.1".to_owned(),
        "localhost:1".to_owned(),
    ] {
        let reply = send(
            addr,
            &format!("GET /api/analyze?board=x1 HTTP/1.1\r\nHost: {host}"),
        )
        .await;
        assert_eq!(reply.status, 200, "{host}: {reply:?}");
    }
}

#[tokio::test]
async fn other_hosts_get_421_with_the_api_s_json_error() {
    let addr = server(&[]).await;
    let port = addr.port();
    for host in [
        format!("evil.example:{port}"),
        "evil.example".to_owned(),
        format!("localhost.evil.example:{port}"),
        format!("127.0.0.1.evil.example:{port}"),
        format!("127.0.0.2:{port}"),
        format!("user@127.0.0.1:{port}"),
    ] {
        for path in ["/", "/api/analyze?board=x1"] {
            let reply = send(addr, &format!("GET {path} HTTP/1.1\r\nHost: {host}")).await;
            assert_eq!(reply.status, 421, "{host}{path}: {reply:?}");
            assert!(
                reply
                    .header("content-type")
                    .unwrap()
                    .starts_with("application/json"),
                "{reply:?}"
            );
            let error = reply.json()["error"].as_str().unwrap().to_owned();
            assert!(error.contains("--allow-host"), "{error}");
            assert_security_headers(&reply);
        }
    }
    // A target in absolute form names the host too.
    let reply = send(
        addr,
        &format!("GET http://evil.example:{port}/ HTTP/1.1\r\nHost: 127.0.0.1:{port}"),
    )
    .await;
    assert_eq!(reply.status, 421, "{reply:?}");
    // No Host at all: 400.
    let reply = send(addr, "GET / HTTP/1.1\r\nAccept: */*").await;
    assert_eq!(reply.status, 400, "{reply:?}");
    assert!(reply.json()["error"].as_str().unwrap().contains("Host"));
}

/// Checks a 400 with the API's JSON error saying `what`, and the security headers.
fn assert_bad_request(reply: &common::Reply, what: &str) {
    assert_eq!(reply.status, 400, "{reply:?}");
    let error = reply.json()["error"].as_str().unwrap().to_owned();
    assert!(error.contains(what), "{error}");
    assert_security_headers(reply);
}

#[tokio::test]
async fn two_host_headers_get_400_whichever_comes_first() {
    let addr = server(&[]).await;
    for hosts in [
        ["localhost", "localhost"],
        ["localhost", "evil.example"],
        ["evil.example", "localhost"],
        ["localhost", ""],
    ] {
        for path in ["/", "/api/analyze?board=x1"] {
            let reply = send(
                addr,
                &format!(
                    "GET {path} HTTP/1.1\r\nHost: {}\r\nHost: {}",
                    hosts[0], hosts[1]
                ),
            )
            .await;
            assert_bad_request(&reply, "more than one Host header");
        }
    }
}

#[tokio::test]
async fn a_host_with_a_port_that_is_no_port_gets_400() {
    let addr = server(&[]).await;
    for host in [
        "localhost:abc",
        "localhost:65536",
        "localhost:4294967376",
        "127.0.0.1:+80",
        "[::1]:80x",
        "localhost:80,evil.example",
    ] {
        let reply = send(addr, &format!("GET / HTTP/1.1\r\nHost: {host}")).await;
        assert_bad_request(&reply, "the Host header");
        assert!(
            reply.json()["error"].as_str().unwrap().contains(host),
            "{reply:?}"
        );
    }
    // The same in a target in absolute form.
    let reply = send(
        addr,
        "GET http://localhost:65536/ HTTP/1.1\r\nHost: localhost",
    )
    .await;
    assert_bad_request(&reply, "the request's target names a malformed host");
    // The highest port, and none at all, are answered.
    for host in ["localhost:65535", "localhost:", "[::1]:0"] {
        let reply = send(addr, &format!("GET / HTTP/1.1\r\nHost: {host}")).await;
        assert_eq!(reply.status, 200, "{host}: {reply:?}");
    }
}

#[tokio::test]
async fn allowed_hosts_are_answered_too() {
    let addr = server(&["pc.local", "10.1.2.3", "[fd00::1]"]).await;
    for host in [
        "pc.local:8080",
        "PC.Local",
        "10.1.2.3:80",
        "[fd00::1]:8080",
        "localhost",
    ] {
        let reply = send(
            addr,
            &format!("GET /api/puzzle?seed=1 HTTP/1.1\r\nHost: {host}"),
        )
        .await;
        assert_eq!(reply.status, 200, "{host}: {reply:?}");
    }
    for host in ["other.local", "pc.local.evil.example", "10.1.2.4"] {
        let reply = send(addr, &format!("GET / HTTP/1.1\r\nHost: {host}")).await;
        assert_eq!(reply.status, 421, "{host}: {reply:?}");
    }
}

/// A page of another site (another port of this machine is one) may link to the page,
/// but the API does no work for it; a program and the page itself are answered.
#[tokio::test]
async fn the_api_refuses_pages_of_other_sites_before_any_work() {
    let addr = server(&[]).await;
    let costly =
        "GET /api/puzzle?seed=34&level=5&goal=fastest&rules=welter HTTP/1.1\r\nHost: localhost";
    for site in ["cross-site", "same-site", "Cross-Site"] {
        let reply = send(addr, &format!("{costly}\r\nSec-Fetch-Site: {site}")).await;
        assert_eq!(reply.status, 403, "{site}: {reply:?}");
        assert!(reply.body.contains("another site"), "{reply:?}");
        assert_security_headers(&reply);
    }
    let analyze = "GET /api/analyze?board=18x1/17x2 HTTP/1.1\r\nHost: localhost";
    for site in [
        "",
        "\r\nSec-Fetch-Site: same-origin",
        "\r\nSec-Fetch-Site: none",
    ] {
        let reply = send(addr, &format!("{analyze}{site}")).await;
        assert_eq!(reply.status, 200, "{site:?}: {reply:?}");
    }
    let link = send(
        addr,
        "GET /?board=18x1/17x2 HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Site: cross-site",
    )
    .await;
    assert_eq!(link.status, 200, "{link:?}");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let addr = server(&[]).await;
    for (request, status) in [
        ("GET / HTTP/1.1", 200),
        ("GET /style.css HTTP/1.1", 200),
        ("GET /app.js HTTP/1.1", 200),
        ("GET /api/analyze?board=18x1/17x2 HTTP/1.1", 200),
        ("GET /api/analyze?board=y HTTP/1.1", 400),
        ("GET /nothing HTTP/1.1", 404),
        ("DELETE /api/engine HTTP/1.1", 405),
    ] {
        let reply = send(addr, &format!("{request}\r\nHost: localhost")).await;
        assert_eq!(reply.status, status, "{request}: {reply:?}");
        assert_security_headers(&reply);
    }
    // The early 413 and the 408 too.
    let reply = send(
        addr,
        "POST /api/engine HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: 100000000",
    )
    .await;
    assert_eq!(reply.status, 413, "{reply:?}");
    assert_security_headers(&reply);
    let reply = send(
        addr,
        "POST /api/engine HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: 20",
    )
    .await;
    assert_eq!(reply.status, 408, "{reply:?}");
    assert_security_headers(&reply);
}

/// A `GET /` whose head, as the server counts it (line and headers, each with its
/// CRLF, without spaces around values), is `bytes` long: [`send`] adds
/// `Connection: close` (19 bytes) and the final CRLF.
fn head_of(bytes: usize) -> String {
    let fixed = "GET / HTTP/1.1\r\n".len() + "host: localhost\r\n".len() + 19 + 2;
    let padding = bytes - fixed - "x-pad: \r\n".len();
    format!(
        "GET / HTTP/1.1\r\nHost: localhost\r\nX-Pad: {}",
        "p".repeat(padding)
    )
}

#[tokio::test]
async fn the_server_answers_a_head_past_its_limits_itself() {
    let addr = server(&[]).await;
    // The largest head is answered; one byte more is 431, the server's own.
    let reply = send(addr, &head_of(MAX_HEAD_BYTES)).await;
    assert_eq!(reply.status, 200, "{:?}", reply.headers);
    for request in [
        head_of(MAX_HEAD_BYTES + 1),
        head_of(MAX_HEAD_BYTES + 8 * 1024),
        format!(
            "GET / HTTP/1.1\r\nHost: localhost{}",
            "\r\nX-Many: 1".repeat(MAX_HEADERS - 1)
        ),
    ] {
        let reply = send(addr, &request).await;
        assert_eq!(reply.status, 431, "{:?}", reply.headers);
        assert!(reply.json()["error"].as_str().unwrap().contains("header"));
        assert_security_headers(&reply);
    }
    // MAX_HEADERS lines in all (Connection included) are answered.
    let request = format!(
        "GET / HTTP/1.1\r\nHost: localhost{}",
        "\r\nX-Many: 1".repeat(MAX_HEADERS - 2)
    );
    assert_eq!(send(addr, &request).await.status, 200);
    // A target past the limit is 414, the server's own, whatever its path.
    for path in ["/", "/api/analyze?board=x1&pad="] {
        let target = format!("{path}{}", "a".repeat(MAX_TARGET_BYTES + 1 - path.len()));
        let reply = send(addr, &format!("GET {target} HTTP/1.1\r\nHost: localhost")).await;
        assert_eq!(reply.status, 414, "{:?}", reply.headers);
        let error = reply.json()["error"].as_str().unwrap().to_owned();
        assert_eq!(
            error,
            format!("the request's target is longer than {MAX_TARGET_BYTES} bytes")
        );
        assert_security_headers(&reply);
    }
}

/// hyper answers what it cannot parse before the server sees a request, and lets no
/// server change that answer: an empty one without the security headers.
#[tokio::test]
async fn hyper_s_own_answers_are_empty_and_lack_the_security_headers() {
    let addr = server(&[]).await;
    let bad_line = "G(T / HTTP/1.1\r\nHost: localhost".to_owned();
    let bad_header = "GET / HTTP/1.1\r\nHost: localhost\r\nBad Name: 1".to_owned();
    let far_too_many = format!(
        "GET / HTTP/1.1\r\nHost: localhost{}",
        "\r\nX-Many: 1".repeat(2 * MAX_HEADERS)
    );
    // hyper's own limit on a target, 65534 bytes, within its limit on a head.
    let far_too_long = format!("GET /{} HTTP/1.1\r\nHost: localhost", "a".repeat(65_534));
    for (request, status) in [
        (bad_line, 400),
        (bad_header, 400),
        (far_too_many, 431),
        (far_too_long, 414),
    ] {
        let reply = send(addr, &request).await;
        assert_eq!(reply.status, status, "{:?}", reply.headers);
        assert_eq!(reply.header("content-length"), Some("0"));
        assert_eq!(reply.header("content-security-policy"), None);
        assert_eq!(reply.body, "");
    }
    // A head that does not arrive in time, and HTTP/2, are closed without an answer.
    for opening in [
        &b"GET / HTTP/1.1\r\nHost: local"[..],
        b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    ] {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        tokio::io::AsyncWriteExt::write_all(&mut stream, opening)
            .await
            .unwrap();
        assert_eq!(common::read_all(&mut stream).await, "");
    }
}
