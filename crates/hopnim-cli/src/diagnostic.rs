//! Rendering located errors for people: the message, then the line it is on with the
//! offending token underlined, rustc-style.

use hopnim::NotationError;
use hopnim::judge::{JudgeError, Snippet};
use hopnim::lang::Lang;
use hopnim::say;

use crate::said::SaidError;

/// The text after `error: ` for an invalid judge input read from `name`:
///
/// ```text
/// in.txt:5:3: position 21 is outside the board (columns 1..=20) (test 2, row 1)
///   |
/// 5 | 1 21
///   |   ^^
/// ```
pub fn judge_error(name: &str, err: &JudgeError) -> String {
    let headline = match err.location {
        Some(_) => format!("{name}:{err}"),
        None => format!("{name}: {err}"),
    };
    match (&err.snippet, err.location) {
        (Some(snippet), Some(at)) => with_snippet(headline, &at.line.to_string(), snippet),
        _ => headline,
    }
}

/// The text after `error: ` for invalid notation given as `label` (`--board`), said
/// in `lang`:
///
/// ```text
/// --board: character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'
///         |
/// --board | 18x1/17y2
///         |        ^
/// ```
///
/// A long text is cut to the part around the mistake.
pub fn notation_error(label: &str, text: &str, err: &NotationError, lang: Lang) -> String {
    const CONTEXT: usize = 30;
    let at = err.position.saturating_sub(1);
    let start = at.saturating_sub(CONTEXT);
    let shown: String = text.chars().skip(start).take(2 * CONTEXT + 1).collect();
    let (prefix, mark_start) = if start > 0 {
        ("…", at - start + 1)
    } else {
        ("", at)
    };
    let suffix = if start + 2 * CONTEXT + 1 < text.chars().count() {
        "…"
    } else {
        ""
    };
    let snippet = Snippet {
        text: format!("{prefix}{shown}{suffix}"),
        mark_start,
        mark_len: 1,
    };
    let headline = say!(lang, "cli-flag-error", flag = label, what = err.phrase());
    with_snippet(headline, label, &snippet)
}

/// The error of the board `text` given as `--board` to a learner's command, said in
/// `lang` ([`notation_error`]).
pub fn board_error(text: &str, err: &NotationError, lang: Lang) -> SaidError {
    SaidError {
        lang,
        text: notation_error("--board", text, err, lang),
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

    #[test]
    fn notation_errors_point_at_the_character() {
        let err = "18x1/17y2".parse::<hopnim::Board>().unwrap_err();
        assert_eq!(
            notation_error("-b", "18x1/17y2", &err, Lang::En),
            "-b: character 8 (row 2): unexpected 'y': expected 'x', '.', a digit or '/'\n   |\n-b | 18x1/17y2\n   |        ^"
        );
        let long = format!("{}y", "x/".repeat(50));
        let err = long.parse::<hopnim::Board>().unwrap_err();
        let shown = notation_error("-b", &long, &err, Lang::En);
        assert!(
            shown.ends_with(&format!(
                "-b | …{}y\n   | {}^",
                "x/".repeat(15),
                " ".repeat(31)
            )),
            "{shown}"
        );
    }
}
