//! Costly questions (those that search, as in Welter's game, and puzzles) on a real socket:
//! answered off the request threads, or refused as busy (503 with `Retry-After`), never
//! 408 for a request that arrived; cheap questions and the page's files meanwhile; and
//! the server stops with searches in flight.

use crate::common;

use std::time::Duration;

use common::{LIMITS, Reply, Server, post, send, start_with_limits};
use hopnim_web::Limits;

/// A Welter analysis that searches some ten thousand boards.
const COSTLY: &str = "GET /api/analyze?board=xxxx20&rules=welter HTTP/1.1\r\nHost: localhost";

/// Sends `head` `count` times at once; the answers, in any order.
async fn at_once(addr: std::net::SocketAddr, head: &'static str, count: usize) -> Vec<Reply> {
    let asked: Vec<_> = (0..count).map(|_| tokio::spawn(send(addr, head))).collect();
    let mut replies = Vec::new();
    for question in asked {
        replies.push(question.await.unwrap());
    }
    replies
}

/// Issue 40: 64 costly analyses at once got 408 ("the request did not arrive") after
/// the request time-out, though they had arrived, while their searches ran on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn costly_questions_at_once_are_answered_or_refused_busy_never_408() {
    let Server { addr, .. } = start_with_limits(Limits {
        searches: 1,
        ..LIMITS
    })
    .await;
    let replies = at_once(addr, COSTLY, 48).await;
    let answered = replies.iter().filter(|reply| reply.status == 200).count();
    assert!(answered > 0, "none answered: {:?}", replies[0]);
    for reply in &replies {
        match reply.status {
            200 => assert_eq!(reply.json()["remoteness"], 40, "{reply:?}"),
            503 => {
                assert_eq!(reply.header("retry-after"), Some("2"), "{reply:?}");
                assert!(reply.json()["error"].as_str().unwrap().contains("busy"));
            }
            _ => panic!("{reply:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cheap_questions_and_files_are_answered_while_costly_ones_search() {
    let Server { addr, .. } = start_with_limits(Limits {
        searches: 1,
        work_timeout: Duration::from_secs(30),
        ..LIMITS
    })
    .await;
    let costly = tokio::spawn(at_once(addr, COSTLY, 8));
    for head in [
        "GET /favicon.svg HTTP/1.1\r\nHost: localhost",
        "GET /api/analyze?board=18x1/17x2 HTTP/1.1\r\nHost: localhost",
    ] {
        // The request time-out of the test limits is 300 ms: on the request threads
        // behind the searches, these would not be read in time.
        assert_eq!(send(addr, head).await.status, 200, "{head}");
    }
    for reply in costly.await.unwrap() {
        assert_eq!(reply.status, 200, "{reply:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_costly_route_searches_off_the_request_threads() {
    let Server { addr, .. } = start_with_limits(LIMITS).await;
    let engine = post(
        addr,
        "/api/engine",
        r#"{"board":"xxxx20","rules":"welter"}"#,
    )
    .await;
    assert_eq!(engine.status, 200, "{engine:?}");
    assert_eq!(engine.json()["choice"], "longest");
    let question = r#"{"board":"xxxx20","rules":"welter","game":{"moves":["1:4->5","1:5->6"]}}"#;
    let view = post(addr, "/api/view", question).await;
    assert_eq!(view.status, 200, "{view:?}");
    let history = view.json()["game"]["history"].as_array().unwrap().clone();
    assert_eq!(history.len(), 3);
    assert!(history.iter().all(|entry| entry["remoteness"].is_u64()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_stops_with_searches_in_flight() {
    let Server { addr, stop, task } = start_with_limits(Limits {
        searches: 1,
        work_timeout: Duration::from_secs(600),
        shutdown_deadline: Duration::from_secs(600),
        ..LIMITS
    })
    .await;
    // As many as the server takes connections: all of them are read before it stops.
    let costly = tokio::spawn(at_once(addr, COSTLY, LIMITS.connections));
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    // The searches stop with the server, which ends without waiting for them all.
    tokio::time::timeout(Duration::from_secs(120), task)
        .await
        .expect("the server stopped")
        .unwrap()
        .unwrap();
    for reply in costly.await.unwrap() {
        assert!([200, 503].contains(&reply.status), "{reply:?}");
    }
}

/// A fastest puzzle of Welter's game: its draws search ten million steps.
const COSTLY_PUZZLE: &str =
    "GET /api/puzzle?seed=34&level=5&goal=fastest&rules=welter HTTP/1.1\r\nHost: localhost";

/// A puzzle's view, asked of the page's route.
const PUZZLE_VIEW: &str = r#"{"puzzle":{"seed":34,"level":5,"goal":"fastest"},"rules":"welter"}"#;

/// Issue 50: puzzles were drawn on the request threads, with no stop, no budget and
/// no 503 (a fastest puzzle of Welter's game took half a second; 8 clients asking for
/// it kept the page's files waiting 3 s). They are costly questions now: past their
/// deadline 503, past their budget 422, as a search is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_are_costly_questions_under_the_deadline_and_the_budget() {
    // No time at all: every costly question is refused as soon as it starts.
    let Server { addr, .. } = start_with_limits(Limits {
        work_timeout: Duration::ZERO,
        ..LIMITS
    })
    .await;
    for reply in [
        send(addr, COSTLY_PUZZLE).await,
        send(addr, "GET /api/puzzle?seed=1 HTTP/1.1\r\nHost: localhost").await,
        post(addr, "/api/view", PUZZLE_VIEW).await,
        post(addr, "/api/view", r#"{"puzzle":{"seed":1}}"#).await,
        send(addr, COSTLY).await,
    ] {
        assert_eq!(reply.status, 503, "{reply:?}");
        assert_eq!(reply.header("retry-after"), Some("2"), "{reply:?}");
    }
    // Cheap questions are answered all the same.
    let cheap = send(
        addr,
        "GET /api/analyze?board=18x1/17x2 HTTP/1.1\r\nHost: localhost",
    )
    .await;
    assert_eq!(cheap.status, 200, "{cheap:?}");

    // A budget below the puzzle's search: too costly, 422.
    let Server { addr, .. } = start_with_limits(Limits {
        search_budget: 100_000,
        ..LIMITS
    })
    .await;
    for reply in [
        send(addr, COSTLY_PUZZLE).await,
        post(addr, "/api/view", PUZZLE_VIEW).await,
    ] {
        assert_eq!(reply.status, 422, "{reply:?}");
        let error = reply.json()["error"].as_str().unwrap().to_owned();
        assert!(error.contains("too costly"), "{error}");
    }
    // A puzzle of hop draws a few boards: well within it.
    let hop = send(addr, "GET /api/puzzle?seed=1 HTTP/1.1\r\nHost: localhost").await;
    assert_eq!(hop.status, 200, "{hop:?}");
}
