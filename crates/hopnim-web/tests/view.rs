//! `POST /api/view`, the page's one question, through the router: the library's view
//! byte for byte, its refusals with their statuses, and every file of the page served.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// Sends `body` to `POST /api/view` as `content_type`; returns the status and the body.
async fn post_view(content_type: Option<&str>, body: impl Into<Body>) -> (StatusCode, Vec<u8>) {
    let mut request = Request::post("/api/view");
    if let Some(content_type) = content_type {
        request = request.header("content-type", content_type);
    }
    let response = hopnim_web::router()
        .oneshot(request.body(body.into()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    assert_eq!(response.headers()["content-type"], "application/json");
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, bytes.to_vec())
}

async fn ask(question: Value) -> (StatusCode, Value) {
    let (status, body) = post_view(Some("application/json"), question.to_string()).await;
    (status, serde_json::from_slice(&body).unwrap())
}

#[tokio::test]
async fn the_view_is_the_library_s_bytes() {
    for question in [
        json!({"board": "18x1/17x2"}),
        json!({"board": "x3", "rules": "welter", "game": {"first": "engine", "then": "engine"}}),
        json!({"board": "5", "edit": {"toggle": {"row": 1, "column": 2}}}),
        json!({"puzzle": {"seed": "18446744073709551615", "level": 3, "try": "1:1->2"}}),
        json!({"puzzle": {"seed": 7, "level": 2}, "misere": true, "rules": "slide"}),
        // Refused in the question's language.
        json!({"board": "18x1/17y2", "lang": "zh-CN"}),
        json!({"board": "30x1", "rules": "welter", "misere": true, "lang": "zh-CN"}),
        json!({"board": "18x1/17x2", "game": {"moves": ["2:1->3"]}, "lang": "zh-CN"}),
        json!({"puzzle": {"seed": 1, "level": 9}, "lang": "zh-CN"}),
    ] {
        let bytes = question.to_string();
        let expected = hopnim::play::reply::view(bytes.as_bytes(), &hopnim::stop::Stop::never());
        let (status, body) = post_view(Some("application/json"), bytes.clone()).await;
        match expected {
            Ok(view) => assert_eq!((status, body), (StatusCode::OK, view), "{question}"),
            Err(refusal) => {
                assert_eq!(status.as_u16(), refusal.status(), "{question}");
                assert_eq!(body, refusal.to_json(), "{question}");
                if question["lang"] == "zh-CN" {
                    let text = String::from_utf8(body).unwrap();
                    let chinese = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
                    assert!(text.chars().any(chinese), "{text}");
                }
            }
        }
    }
}

#[tokio::test]
async fn a_game_is_played_by_sending_back_the_moves() {
    let (status, view) = ask(json!({"board": "18x1/17x2", "game": {"moves": ["1:19->20"]}})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["game"]["to_move"], "engine");
    let moves = view["game"]["moves"].clone();
    let (_, view) =
        ask(json!({"board": "18x1/17x2", "game": {"moves": moves, "then": "engine"}})).await;
    assert_eq!(view["board"], "19x/18x1");
    assert_eq!(view["game"]["history"].as_array().unwrap().len(), 3);
    assert_eq!(view["game"]["can_undo"], true);
}

#[tokio::test]
async fn refusals_have_the_api_s_statuses() {
    let (status, body) = ask(json!({"board": "18x1/17y2"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        (body["row"].as_u64(), body["character"].as_u64()),
        (Some(2), Some(8))
    );
    let (status, body) = ask(json!({"board": "xx", "game": {"moves": ["1:1->2"]}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(body["error"].as_str().unwrap().contains("move 1"), "{body}");
    let (status, _) = ask(json!({"board": "xx", "colour": "red"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = post_view(Some("application/json"), "{\"board\":").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = post_view(None, "{}").await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let large = format!("{{\"board\": \"{}\"}}", "x".repeat(20 * 1024));
    let (status, body) = post_view(Some("application/json"), large).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(body["error"], "the body is larger than 16384 bytes");
}

#[tokio::test]
async fn a_lang_that_is_no_language_tag_is_422_naming_it_shortened() {
    let long = format!("zh-{}", "b".repeat(10_000));
    let shown = format!("\"zh-{}… (10003 characters)\"", "b".repeat(37));
    for (tag, named) in [
        ("zh-<b>", "\"zh-<b>\""),
        ("zh_CN.UTF-8", "\"zh_CN.UTF-8\""),
        (&long, &shown),
    ] {
        let (status, body) = ask(json!({"board": "xx", "lang": tag})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{named}: {body}");
        let error = body["error"].as_str().unwrap();
        assert!(
            error.contains(&format!("{named} is not a language tag (BCP 47")),
            "{error}"
        );
        assert!(error.len() < 300, "{error}");
    }
    let (status, body) = ask(json!({"board": "xx", "lang": "zh-Hant-TW"})).await;
    assert_eq!((status, &body["lang"]), (StatusCode::OK, &json!("zh-CN")));
}

#[tokio::test]
async fn every_file_of_the_page_is_served_with_its_type() {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut names: Vec<String> = std::fs::read_dir(assets)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| !name.starts_with('.'))
        .collect();
    names.sort();
    assert!(names.len() >= 5, "{names:?}");
    for name in names
        .iter()
        .map(|name| format!("/{name}"))
        .chain(["/".into(), "/favicon.ico".into()])
    {
        let request = Request::get(&name).body(Body::empty()).unwrap();
        let response = hopnim_web::router().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        let content_type = response.headers()["content-type"].to_str().unwrap();
        assert!(
            !content_type.contains("octet-stream"),
            "{name}: {content_type}"
        );
        if name.ends_with(".js") {
            assert!(
                content_type.starts_with("text/javascript"),
                "{name}: {content_type}"
            );
        }
    }
}
