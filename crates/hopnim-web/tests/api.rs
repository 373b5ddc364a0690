//! The API through the router itself (tower's `oneshot`): answers, and a JSON 4xx for
//! every kind of malformed request.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// Sends `request` to a fresh router; returns the status and the JSON body.
async fn send(request: Request<Body>) -> (StatusCode, Value) {
    let response = hopnim_web::router().oneshot(request).await.unwrap();
    let status = response.status();
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        content_type.starts_with("application/json"),
        "{content_type}"
    );
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&bytes).unwrap())
}

async fn get(uri: &str) -> (StatusCode, Value) {
    send(Request::get(uri).body(Body::empty()).unwrap()).await
}

async fn post_engine(content_type: Option<&str>, body: impl Into<Body>) -> (StatusCode, Value) {
    let mut request = Request::post("/api/engine");
    if let Some(content_type) = content_type {
        request = request.header("content-type", content_type);
    }
    send(request.body(body.into()).unwrap()).await
}

#[tokio::test]
async fn analyze_returns_the_analysis_with_every_move() {
    let (status, body) = get("/api/analyze?board=18x1/17x2").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["width"], 20);
    assert_eq!(body["rows"][0]["grundy"], 1);
    assert_eq!(body["nim_sum"], 1);
    assert_eq!(body["first_player_wins"], true);
    assert_eq!(
        body["winning_moves"][1],
        json!({"row": 2, "from": 18, "to": 19})
    );
    assert_eq!(body["moves"].as_array().unwrap().len(), 2);
    assert_eq!(body["moves"][0]["winning"], true);
    // The same bytes as the library's analysis.
    let board: hopnim::Board = "18x1/17x2".parse().unwrap();
    let expected = hopnim::play::analysis::Analysis::of_board(&board, true);
    assert_eq!(body, serde_json::to_value(expected).unwrap());
}

#[tokio::test]
async fn percent_encoded_and_dotted_notation_is_read() {
    let (status, body) = get("/api/analyze?board=..................x.%2F17x2").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["rows"][0]["board"], "18x1");
}

#[tokio::test]
async fn bad_analyze_requests_are_4xx_json() {
    let (status, body) = get("/api/analyze?board=18x1/17y2").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        (body["row"].clone(), body["character"].clone()),
        (json!(2), json!(8))
    );
    assert!(body["error"].as_str().unwrap().contains("unexpected 'y'"));
    for uri in [
        "/api/analyze",
        "/api/analyze?bored=x",
        "/api/analyze?board=",
        "/api/analyze?board=65",
    ] {
        let (status, body) = get(uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
        assert!(body["error"].is_string(), "{uri}");
    }
    let long = format!("/api/analyze?board={}", "x/".repeat(5000));
    let (status, body) = get(&long).await;
    assert_eq!(status, StatusCode::URI_TOO_LONG);
    assert!(body["error"].as_str().unwrap().contains("longer than"));
}

#[tokio::test]
async fn the_engine_moves_and_returns_the_new_board() {
    let (status, body) = post_engine(Some("application/json"), r#"{"board":"18x1/17x2"}"#).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"move": {"row": 1, "from": 19, "to": 20}, "board": "19x/17x2", "choice": "winning"})
    );
    let (_, lost) = post_engine(Some("application/json"), r#"{"board":"xx2/xx2"}"#).await;
    assert_eq!(lost["choice"], "longest");
    assert_eq!(lost["board"], "x1x1/xx2");
    let (_, stuck) =
        post_engine(Some("application/json; charset=utf-8"), r#"{"board":"3x"}"#).await;
    assert_eq!(
        stuck,
        json!({"move": null, "board": "3x", "choice": "none"})
    );
}

#[tokio::test]
async fn the_engine_plays_at_the_level_and_seed_asked_for() {
    let ask = |body: String| async move {
        let (status, reply) = post_engine(Some("application/json"), body.clone()).await;
        assert_eq!(status, StatusCode::OK, "{body}: {reply}");
        reply
    };
    let perfect = ask(r#"{"board":"18x1/17x2","level":"perfect","seed":5}"#.to_owned()).await;
    assert_eq!(perfect["choice"], "winning");
    let mut choices = Vec::new();
    for seed in 0..10 {
        let body = format!(r#"{{"board":"x4x3x2/1x3xx5/xx3x6","level":1,"seed":{seed}}}"#);
        let reply = ask(body.clone()).await;
        assert_eq!(reply, ask(body).await, "the same seed, the same move");
        choices.push(reply["choice"].as_str().unwrap().to_owned());
    }
    assert!(
        choices.iter().any(|choice| choice == "random"),
        "{choices:?}"
    );
    for (level, named) in [("6", "`6`"), (r#""best""#, "`best`"), ("0", "`0`")] {
        let body = format!(r#"{{"board":"18x1/17x2","level":{level}}}"#);
        let (status, reply) = post_engine(Some("application/json"), body.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{level}");
        let error = reply["error"].as_str().unwrap();
        assert!(
            error.contains(named) && error.contains("engine level"),
            "{error}"
        );
    }
    let (status, _) = post_engine(
        Some("application/json"),
        r#"{"board":"18x1/17x2","level":2,"seed":-1}"#,
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn bad_engine_requests_are_4xx_json() {
    let cases: [(Option<&str>, String, StatusCode); 7] = [
        (
            None,
            r#"{"board":"x1"}"#.to_owned(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            Some("text/plain"),
            r#"{"board":"x1"}"#.to_owned(),
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
        (
            Some("application/json"),
            r#"{"board":"x1""#.to_owned(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Some("application/json"),
            "not json".to_owned(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Some("application/json"),
            r#"{"bored":"x1"}"#.to_owned(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            Some("application/json"),
            r#"{"board":7}"#.to_owned(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            Some("application/json"),
            r#"{"board":"x1/y"}"#.to_owned(),
            StatusCode::BAD_REQUEST,
        ),
    ];
    for (content_type, body, expected) in cases {
        let (status, answer) = post_engine(content_type, body.clone()).await;
        assert_eq!(status, expected, "{content_type:?} {body}");
        assert!(answer["error"].is_string(), "{body}");
    }
    let oversized = format!(
        r#"{{"board":"{}"}}"#,
        "x".repeat(hopnim_web::MAX_BODY_BYTES)
    );
    let (status, answer) = post_engine(Some("application/json"), oversized).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(answer["error"].as_str().unwrap().contains("larger than"));
}

#[tokio::test]
async fn unknown_paths_and_methods_are_json_errors() {
    let (status, body) = get("/api/nothing").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"], "no such page: /api/nothing");
    let (status, body) = send(Request::delete("/api/engine").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(body["error"].is_string());
    let (status, _) = send(Request::post("/api/analyze").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}

#[tokio::test]
async fn the_page_and_its_files_are_served_from_the_binary() {
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/engine.js", "text/javascript"),
        // The page's words, which the build makes.
        ("/labels.js", "text/javascript"),
        ("/style.css", "text/css"),
        // Browsers ask for an icon on every load: no 404.
        ("/favicon.ico", "image/svg+xml"),
        ("/favicon.svg", "image/svg+xml"),
    ] {
        let response = hopnim_web::router()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let content_type = response.headers()["content-type"].to_str().unwrap();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
        let body = response.into_body().collect().await.unwrap().to_bytes();
        assert!(!body.is_empty(), "{path}");
    }
}

#[tokio::test]
async fn the_server_keeps_serving_after_bad_requests() {
    let app = hopnim_web::router();
    for uri in ["/api/analyze?board=%FF", "/api/analyze?board=y", "/x"] {
        let response = app
            .clone()
            .oneshot(Request::get(uri).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert!(response.status().is_client_error(), "{uri}");
    }
    let response = app
        .oneshot(
            Request::get("/api/analyze?board=x1")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

/// Found in the hardening round: the media type was read as a prefix of the text.
#[tokio::test]
async fn the_json_media_type_is_read_as_such_not_as_a_prefix() {
    let body = r#"{"board": "18x1/17x2"}"#;
    for accepted in [
        "application/JSON",
        "Application/Json; charset=utf-8",
        "application/json",
    ] {
        let (status, _) = post_engine(Some(accepted), body).await;
        assert_eq!(status, StatusCode::OK, "{accepted}");
    }
    for refused in ["application/jsonx", "application/json-seq", "text/json"] {
        let (status, _) = post_engine(Some(refused), body).await;
        assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{refused}");
    }
}

#[tokio::test]
async fn the_rules_are_chosen_by_name_and_unknown_ones_refused() {
    let (status, body) = get("/api/analyze?board=x2x1x&rules=welter").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["rules"], "welter");
    assert_eq!(body["rows"][0]["coins"], json!([5, 2, 0]));
    assert_eq!(body["rows"][0]["grundy"], 4);
    let (status, body) = get("/api/analyze?board=x2x1x&rules=slide").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["rows"][0]["stairs"], json!([[1, 2], [2, 1]]));
    let (status, body) = get("/api/analyze?board=x2x1x&rules=jump").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["error"].as_str().unwrap().contains("jump"), "{body}");
    // Misère Welter is answered only where it is proved.
    let wide = "x24";
    let (status, body) = get(&format!(
        "/api/analyze?board={wide}&rules=welter&misere=true"
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

#[tokio::test]
async fn the_engine_moves_by_the_rules_asked_for() {
    // x3 under Welter's rules: coin 3 alone; the winning move takes it to 0 (column 4).
    let (status, body) = post_engine(
        Some("application/json"),
        r#"{"board": "x3", "rules": "welter"}"#,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["move"], json!({"row": 1, "from": 1, "to": 4}));
    assert_eq!(body["board"], "3x");
    assert_eq!(body["choice"], "winning");
}

#[tokio::test]
async fn a_puzzle_is_the_library_s_for_its_seed_and_level() {
    use hopnim::game::{Rules, Variant};
    use hopnim::play::puzzle::{Goal, Level, Puzzle};
    let (status, body) = get("/api/puzzle?seed=11&level=3&rules=slide&misere=true").await;
    assert_eq!(status, StatusCode::OK);
    let variant = Variant::new(Rules::Slide, true);
    let mut expected = Vec::new();
    Puzzle::generate(11, Level::new(3).unwrap(), variant).write_json(&mut expected);
    assert_eq!(body, serde_json::from_slice::<Value>(&expected).unwrap());
    // The level defaults to 1, the goal to the winning move.
    let (status, body) = get("/api/puzzle?seed=11").await;
    assert_eq!((status, body["level"].as_u64()), (StatusCode::OK, Some(1)));
    assert_eq!(body.get("goal"), None);
    let (_, win) = get("/api/puzzle?seed=11&goal=win").await;
    assert_eq!(win, body);
    // A fastest-win puzzle: the library's for its goal.
    let (status, body) = get("/api/puzzle?seed=11&level=3&goal=fastest&rules=welter").await;
    assert_eq!(status, StatusCode::OK);
    let mut expected = Vec::new();
    Puzzle::generate_for(
        Goal::Fastest,
        11,
        Level::new(3).unwrap(),
        Variant::new(Rules::Welter, false),
    )
    .write_json(&mut expected);
    assert_eq!(body, serde_json::from_slice::<Value>(&expected).unwrap());
    assert_eq!(body["goal"], "fastest");
    for (uri, expected) in [
        ("/api/puzzle", StatusCode::BAD_REQUEST),
        ("/api/puzzle?seed=-1", StatusCode::BAD_REQUEST),
        (
            "/api/puzzle?seed=1&level=9",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            "/api/puzzle?seed=1&level=0",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        ("/api/puzzle?seed=1&rules=chess", StatusCode::BAD_REQUEST),
        (
            "/api/puzzle?seed=1&goal=slow",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
    ] {
        let (status, body) = get(uri).await;
        assert_eq!(status, expected, "{uri}");
        assert!(body["error"].as_str().is_some(), "{uri}");
    }
}

/// Found by a hostile tester: level=255 was 422 but level=256 400 (the level was read
/// as a byte). Every whole number out of 1..=5 is now the same 422.
#[tokio::test]
async fn every_level_out_of_range_is_422_whatever_its_size() {
    for level in [
        "0",
        "6",
        "255",
        "256",
        "65536",
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999999999999999999999999",
        "-1",
        "%2B9",
    ] {
        let uri = format!("/api/puzzle?seed=1&level={level}");
        let (status, body) = get(&uri).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{uri}");
        assert!(
            body["error"].as_str().unwrap().contains("out of range"),
            "{uri}: {body}"
        );
    }
    // Text that is no number is malformed, as a seed that is no number is.
    for level in ["abc", "1.5", "", "%20"] {
        let uri = format!("/api/puzzle?seed=1&level={level}");
        let (status, body) = get(&uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
        assert!(body["error"].is_string(), "{uri}");
    }
    let (status, body) = get("/api/puzzle?seed=1&level=%2B5").await;
    assert_eq!((status, body["level"].as_u64()), (StatusCode::OK, Some(5)));
    // Every seed of 64 bits is a seed; anything else is malformed, big or small.
    let (status, _) = get("/api/puzzle?seed=18446744073709551615").await;
    assert_eq!(status, StatusCode::OK);
    for seed in ["18446744073709551616", "-1", "1e3", "x"] {
        let uri = format!("/api/puzzle?seed={seed}");
        let (status, _) = get(&uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
    }
}

/// Issue 50: a seed or a level was read through a float: the engine took a level of
/// `1e0` (the command line refuses it), and a seed of `1e3` or 2^64 was refused as
/// "seed 1000" or "18446744073709552000". A seed is named as it was written, and by
/// what it seeds.
#[tokio::test]
async fn seeds_and_levels_are_read_and_named_as_they_were_written() {
    let most = "is not a whole number from 0 to 18446744073709551615";
    for written in ["1e3", "18446744073709551616", "1.0"] {
        let body = format!(r#"{{"board":"18x1/17x2","level":1,"seed":{written}}}"#);
        let (status, reply) = post_engine(Some("application/json"), body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{written}");
        assert_eq!(
            reply["error"],
            format!("the engine's seed {written} {most}"),
            "{written}"
        );
    }
    for written in ["1.0", "1e0"] {
        let body = format!(r#"{{"board":"18x1/17x2","level":{written}}}"#);
        let (status, reply) = post_engine(Some("application/json"), body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{written}");
        let cli = written
            .parse::<hopnim::play::engine::Level>()
            .unwrap_err()
            .to_string();
        assert_eq!(reply["error"], cli, "{written}");
    }
    for written in ["1e3", "18446744073709551616", "1.0", "-1"] {
        let (status, reply) = get(&format!("/api/puzzle?seed={written}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{written}");
        assert_eq!(
            reply["error"],
            format!(r#"the puzzle seed "{written}" {most}"#)
        );
    }
    for written in ["1.0", "1e0"] {
        let (status, reply) = get(&format!("/api/puzzle?seed=1&level={written}")).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{written}");
        let cli = written
            .parse::<hopnim::play::puzzle::Level>()
            .unwrap_err()
            .to_string();
        assert_eq!(reply["error"], cli, "{written}");
    }
}

#[tokio::test]
async fn the_page_its_files_the_api_and_errors_carry_the_security_headers() {
    let app = hopnim_web::router();
    for (uri, status) in [
        ("/", StatusCode::OK),
        ("/app.js", StatusCode::OK),
        ("/favicon.svg", StatusCode::OK),
        ("/api/analyze?board=18x1/17x2", StatusCode::OK),
        (
            "/api/puzzle?seed=1&level=256",
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        ("/nothing", StatusCode::NOT_FOUND),
    ] {
        let response = app
            .clone()
            .oneshot(Request::get(uri).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), status, "{uri}");
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff", "{uri}");
        assert_eq!(headers["x-frame-options"], "DENY", "{uri}");
        assert_eq!(headers["referrer-policy"], "no-referrer", "{uri}");
        let policy = headers["content-security-policy"].to_str().unwrap();
        assert!(policy.contains("frame-ancestors 'none'"), "{uri}: {policy}");
        assert!(policy.contains("script-src 'self'"), "{uri}: {policy}");
    }
}

/// The page works under its policy: it has no inline script, style or event
/// handler, and loads nothing from elsewhere.
#[tokio::test]
async fn the_page_needs_nothing_its_policy_forbids() {
    let response = hopnim_web::router()
        .oneshot(Request::get("/").body(Body::empty()).unwrap())
        .await
        .unwrap();
    let page = String::from_utf8(
        response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();
    // Every script has a src.
    for script in page.split("<script").skip(1) {
        let tag = &script[..script.find('>').unwrap()];
        assert!(tag.contains(" src="), "inline script: <script{tag}>");
        assert!(
            script[tag.len() + 1..].starts_with("</script>"),
            "inline script"
        );
    }
    assert!(!page.contains("<style"), "inline style");
    assert!(!page.contains(" style="), "style attribute");
    for (at, _) in page.match_indices(" on") {
        let name: String = page[at + 3..]
            .chars()
            .take_while(char::is_ascii_lowercase)
            .collect();
        let after = page[at + 3 + name.len()..].chars().next();
        assert!(after != Some('='), "event handler attribute on{name}");
    }
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "other origins"
    );
    // The served page asks the API, not WebAssembly (which the policy would need to
    // allow).
    assert!(page.contains(r#"<meta name="hopnim-engine" content="server">"#));
}

#[tokio::test]
async fn a_large_analysis_is_the_library_s_byte_for_byte() {
    // About 3.4 MB: sent in chunks as it is written.
    let row = format!("{}52", "x".repeat(12));
    let board = vec![row.as_str(); 200].join("/");
    let response = hopnim_web::router()
        .oneshot(
            Request::get(format!("/api/analyze?board={board}&rules=welter"))
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers().get("content-length").is_none());
    assert_eq!(response.headers()["content-type"], "application/json");
    let body = response.into_body().collect().await.unwrap().to_bytes();
    let variant = hopnim::game::Variant::new(hopnim::game::Rules::Welter, false);
    let expected =
        hopnim::play::reply::analysis(&board, variant, &hopnim::stop::Stop::never()).unwrap();
    assert!(body.len() > 1_000_000, "{}", body.len());
    assert!(
        body == expected,
        "the streamed analysis differs from the library's"
    );
}
