//! `GET /api/lessons` and `POST /api/lesson`, the page's Learn, through the router: the
//! library's bytes, and its refusals with the statuses the other questions get.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use hopnim::lang::Lang;
use hopnim::play::lesson::Course;
use hopnim::play::reply;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// Sends `request`; returns the status and the JSON body.
async fn send(request: Request<Body>) -> (StatusCode, Vec<u8>) {
    let response = hopnim_web::router().oneshot(request).await.unwrap();
    let status = response.status();
    assert_eq!(response.headers()["content-type"], "application/json");
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, bytes.to_vec())
}

async fn get(uri: &str) -> (StatusCode, Vec<u8>) {
    send(Request::get(uri).body(Body::empty()).unwrap()).await
}

async fn try_exercise(question: &Value) -> (StatusCode, Vec<u8>) {
    let request = Request::post("/api/lesson")
        .header("content-type", "application/json")
        .body(Body::from(question.to_string()))
        .unwrap();
    send(request).await
}

#[tokio::test]
async fn the_course_is_the_library_s_in_the_language_asked() {
    for (query, lang) in [
        ("", Lang::En),
        ("?lang=en", Lang::En),
        ("?lang=zh-CN", Lang::ZhCn),
        ("?lang=zh", Lang::ZhCn),
    ] {
        let (status, body) = get(&format!("/api/lessons{query}")).await;
        assert_eq!(
            (status, body),
            (StatusCode::OK, reply::lessons(lang)),
            "{query}"
        );
    }
    let (status, body) = get("/api/lessons?lang=fr").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let refusal: Value = serde_json::from_slice(&body).unwrap();
    assert!(
        refusal["error"].as_str().unwrap().contains("fr"),
        "{refusal}"
    );
    let (status, _) = send(Request::post("/api/lessons").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
}

#[tokio::test]
async fn a_try_is_the_library_s_bytes_and_refused_as_the_view_is() {
    let exercise = &Course::lessons()[0].exercises[0];
    let answer = exercise.answer.first_text().unwrap();
    let lesson = exercise.lesson.as_str();
    for question in [
        json!({"lesson": lesson, "exercise": 1, "answer": answer}),
        json!({"lesson": lesson, "exercise": 1, "answer": answer, "wrong": 2, "hinted": true, "lang": "zh-CN"}),
        // Refused, in the question's language.
        json!({"lesson": "chess", "exercise": 1, "answer": "1", "lang": "zh-CN"}),
        json!({"lesson": lesson, "exercise": 99, "answer": "1"}),
        json!({"lesson": lesson, "exercise": 1, "answer": "no move"}),
        json!({"lesson": lesson, "exercise": 1}),
    ] {
        let bytes = question.to_string();
        let (status, body) = try_exercise(&question).await;
        match reply::lesson_attempt(bytes.as_bytes()) {
            Ok(reply) => assert_eq!((status, body), (StatusCode::OK, reply), "{question}"),
            Err(refused) => {
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{question}");
                assert_eq!(body, refused.to_json(), "{question}");
            }
        }
    }
    let request = Request::post("/api/lesson").header("content-type", "application/json");
    let (status, _) = send(request.body(Body::from("{")).unwrap()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let request = Request::post("/api/lesson").header("content-type", "text/plain");
    let (status, _) = send(request.body(Body::from("{}")).unwrap()).await;
    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
}
