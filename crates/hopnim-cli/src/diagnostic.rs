//! Rendering located errors for people: the message, then the line it is on with the
//! offending token underlined, rustc-style.

use hopnim::judge::{JudgeError, Snippet};

/// The text after `error: ` for an invalid judge input read from `name`:
///
/// ```text
/// in.txt:5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)
///   |
/// 5 | 1 21
///   |   ^^
/// ```
pub fn judge_error(name: &str, err: &JudgeError) -> String {
    let headline = match err.position {
        Some(_) => format!("{name}:{err}"),
        None => format!("{name}: {err}"),
    };
    match (&err.snippet, err.position) {
        (Some(snippet), Some(at)) => with_snippet(headline, &at.line.to_string(), snippet),
        _ => headline,
    }
}

/// `headline`, then `snippet` as a numbered source line with a caret line under it.
pub fn with_snippet(headline: String, label: &str, snippet: &Snippet) -> String {
    let gutter = " ".repeat(label.len());
    let carets = format!(
        "{}{}",
        " ".repeat(snippet.mark_start),
        "^".repeat(snippet.mark_len)
    );
    format!(
        "{headline}\n{gutter} |\n{label} | {}\n{gutter} | {carets}",
        snippet.text
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_sits_under_the_token() {
        let snippet = Snippet {
            text: "1 21".to_owned(),
            mark_start: 2,
            mark_len: 2,
        };
        assert_eq!(
            with_snippet("x:5:3: bad".to_owned(), "5", &snippet),
            "x:5:3: bad\n  |\n5 | 1 21\n  |   ^^"
        );
    }
}
