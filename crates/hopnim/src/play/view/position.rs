//! The view of one position: each row as the rule set pictures it (stairs or
//! coins), each piece with its moves and their values, the summary, and the words
//! and choices the page shows around them.

use super::shape::{
    LanguageChoice, MAX_VIEW_ENTRIES, Mode, MoveView, PieceView, RowView, RuleSetChoice, ShapeItem,
    Summary, View, Words,
};
use super::wording::listed;
use crate::game::Board;
use crate::game::Move;
use crate::game::Rules;
use crate::game::SharedSearch;
use crate::game::Variant;
use crate::game::rules::RuleSet;
use crate::game::rules::Word;
use crate::lang::Lang;
use crate::lang::say;
use crate::lang::yes;
use crate::play::analysis::Analyser;
use crate::play::analysis::Analysis;
use crate::play::analysis::MoveValue;
use crate::play::analysis::RowAnalysis;
use crate::play::player::Player;
use crate::play::refusal::Refusal;

/// Every language, `lang` chosen.
fn languages(lang: Lang) -> Vec<LanguageChoice> {
    Lang::ALL
        .into_iter()
        .map(|each| LanguageChoice {
            code: each.code(),
            name: each.own_name(),
            chosen: each == lang,
        })
        .collect()
}

/// Every rule set, `played` chosen, labelled in `lang`.
fn rule_sets(played: Rules, lang: Lang) -> Vec<RuleSetChoice> {
    Rules::ALL
        .into_iter()
        .map(|rules| RuleSetChoice {
            name: rules.set().name,
            label: lang.say(rules.set().word(Word::Label)),
            chosen: rules == played,
        })
        .collect()
}

/// The view of `board` in `variant`, the words for `mover` (`None`: the player to
/// move, whoever that is) in `lang`, its values `hidden` or not.
pub(super) fn position_view(
    mode: Mode,
    board: Board,
    variant: Variant,
    mover: Option<Player>,
    hidden: bool,
    search: &SharedSearch,
    lang: Lang,
) -> Result<View, Refusal> {
    let rules = variant.rules;
    let entries: u64 = board
        .rows()
        .iter()
        .map(|row| 1 + u64::from(row.piece_count()) + rules.most_moves(row))
        .sum();
    if entries > MAX_VIEW_ENTRIES {
        return Err(Refusal::BadQuestion(say!(
            lang,
            "view-too-many-entries",
            most = MAX_VIEW_ENTRIES,
            entries = entries.to_string()
        )));
    }
    let analyser = Analyser::new(board.width(), board.rows(), variant).sharing(search);
    let analysis = analyser.analysis(false);
    let set = rules.set();
    let mut moves: Vec<MoveValue> = analyser.moves_with_remoteness().collect();
    moves.sort_unstable_by_key(|value| (value.row, value.from, value.to));
    let mut moves = moves.into_iter().peekable();
    let rows = analysis
        .rows
        .iter()
        .zip(board.rows())
        .enumerate()
        .map(|(index, (row, cells))| {
            let number = index + 1;
            let pieces = cells
                .pieces()
                .map(|column| {
                    let mut own = Vec::new();
                    while let Some(value) =
                        moves.next_if(|value| value.row == number && value.from == column)
                    {
                        own.push(move_view(value, board.width(), set, hidden, lang));
                    }
                    piece_view(number, column, own, hidden, lang)
                })
                .collect();
            row_view(number, row, pieces, hidden, lang)
        })
        .collect();
    Ok(View {
        mode,
        lang: lang.code(),
        languages: languages(lang),
        board: board.to_string(),
        values_hidden: hidden,
        says: None,
        words: words(variant, lang),
        rule_sets: rule_sets(rules, lang),
        summary: summary(&analysis, mover, set, lang),
        rows,
        analysis,
        game: None,
        puzzle: None,
    })
}

fn row_view(
    number: usize,
    row: &RowAnalysis,
    pieces: Vec<PieceView>,
    hidden: bool,
    lang: Lang,
) -> RowView {
    let value = |value: u32| {
        if hidden {
            "?".to_owned()
        } else {
            value.to_string()
        }
    };
    let (caption, label, shape) = match (&row.stairs, &row.coins) {
        (Some(stairs), _) => {
            let odd: Vec<String> = stairs
                .iter()
                .filter(|[stair, pile]| stair % 2 == 1 && *pile > 0)
                .map(|[_, pile]| pile.to_string())
                .collect();
            let caption = match odd.as_slice() {
                [] => say!(lang, "view-odd-piles-none", value = value(0)),
                [pile] => say!(
                    lang,
                    "view-odd-pile-one",
                    pile = pile.as_str(),
                    value = value(row.grundy)
                ),
                _ => say!(
                    lang,
                    "view-odd-piles",
                    piles = odd.join(" xor "),
                    value = value(row.grundy)
                ),
            };
            let held: Vec<String> = stairs
                .iter()
                .map(|[stair, pile]| say!(lang, "view-stair-holds", stair = *stair, pile = *pile))
                .collect();
            let label = say!(
                lang,
                "view-row-stairs",
                row = number,
                stairs = if held.is_empty() {
                    say!(lang, "view-stairs-none")
                } else {
                    listed(&held, lang)
                },
                caption = caption.as_str()
            );
            let shape = stairs
                .iter()
                .map(|[stair, pile]| {
                    let odd = stair % 2 == 1;
                    ShapeItem {
                        text: format!("{stair}:{pile}{}", if odd { "*" } else { "" }),
                        kind: if odd { "odd" } else { "even" },
                    }
                })
                .collect();
            (caption, label, shape)
        }
        (None, coins) => {
            let coins = coins.as_deref().unwrap_or_default();
            let numbers: Vec<String> = coins.iter().map(u32::to_string).collect();
            let caption = if numbers.is_empty() {
                say!(lang, "view-coins-none", value = value(row.grundy))
            } else {
                say!(
                    lang,
                    "view-coins",
                    coins = listed(&numbers, lang),
                    value = value(row.grundy)
                )
            };
            let label = say!(
                lang,
                "view-row-coins",
                row = number,
                caption = caption.as_str()
            );
            let shape = numbers
                .into_iter()
                .map(|text| ShapeItem { text, kind: "coin" })
                .collect();
            (caption, label, shape)
        }
    };
    RowView {
        caption: say!(lang, "view-row-caption", row = number, caption = caption),
        label,
        shape,
        pieces,
    }
}

fn piece_view(
    row: usize,
    column: u32,
    moves: Vec<MoveView>,
    hidden: bool,
    lang: Lang,
) -> PieceView {
    let place = say!(lang, "view-piece", row = row, column = column);
    if moves.is_empty() {
        return PieceView {
            column,
            kind: "stuck",
            label: say!(lang, "view-piece-stuck", piece = place),
            says: say!(lang, "view-piece-stuck-says", row = row, column = column),
            moves,
        };
    }
    let landings: Vec<String> = moves.iter().map(|mv| mv.value.to.to_string()).collect();
    let landings = listed(&landings, lang);
    let winning: Vec<String> = moves
        .iter()
        .filter(|mv| mv.value.winning)
        .map(|mv| mv.value.to.to_string())
        .collect();
    let (kind, label, says) = if hidden {
        (
            "unknown",
            say!(
                lang,
                "view-piece-moves-to",
                piece = place,
                landings = landings.as_str()
            ),
            say!(
                lang,
                "view-piece-lands",
                row = row,
                column = column,
                landings = landings
            ),
        )
    } else {
        let valued: Vec<String> = moves
            .iter()
            .map(|mv| {
                say!(
                    lang,
                    "view-landing",
                    column = mv.value.to,
                    winning = yes(mv.value.winning)
                )
            })
            .collect();
        let says = if winning.is_empty() {
            say!(
                lang,
                "view-piece-lands",
                row = row,
                column = column,
                landings = landings
            )
        } else if moves.len() == 1 {
            say!(
                lang,
                "view-piece-lands-once-winning",
                row = row,
                column = column,
                landing = landings
            )
        } else {
            say!(
                lang,
                "view-piece-lands-winning",
                row = row,
                column = column,
                landings = landings,
                winning = listed(&winning, lang),
                count = winning.len()
            )
        };
        (
            if winning.is_empty() { "lose" } else { "win" },
            say!(
                lang,
                "view-piece-moves-to",
                piece = place,
                landings = listed(&valued, lang)
            ),
            says,
        )
    };
    PieceView {
        column,
        kind,
        label,
        says,
        moves,
    }
}

fn move_view(value: MoveValue, width: u32, set: &RuleSet, hidden: bool, lang: Lang) -> MoveView {
    let mv = value.to_move();
    // A coin is the number of cells right of its piece.
    let coins = value
        .stair
        .is_none()
        .then(|| [width - mv.from, width - mv.to]);
    let caption = match value.stair {
        Some(stair) => say!(
            lang,
            "view-move-carries",
            move = mv.to_string(),
            pieces = lang.say(set.picture.pile.count(value.pieces_moved.into())),
            stair = stair,
            below = stair - 1
        ),
        None => say!(
            lang,
            "view-move-coin",
            move = mv.to_string(),
            from = width - mv.from,
            to = width - mv.to
        ),
    };
    MoveView {
        coins,
        name: mv.to_string(),
        kind: match (hidden, value.winning) {
            (true, _) => "unknown",
            (false, true) => "win",
            (false, false) => "lose",
        },
        caption,
        value,
    }
}

fn words(variant: Variant, lang: Lang) -> Words {
    let set = variant.rules.set();
    Words {
        rules: say!(
            lang,
            "view-rules",
            rules = set.name,
            summary = lang.say(set.word(Word::Summary))
        ),
        convention: if variant.is_misere() {
            say!(lang, "view-misere-play")
        } else {
            say!(lang, "view-normal-play")
        },
        column: lang.say(set.word(Word::Column)),
        pictures: capitalized(&lang.say(set.word(Word::Introduction))),
    }
}

/// `text` with its first letter a capital.
fn capitalized(text: &str) -> String {
    let mut letters = text.chars();
    let first: String = letters
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .collect();
    first + letters.as_str()
}

fn summary(analysis: &Analysis, mover: Option<Player>, set: &RuleSet, lang: Lang) -> Summary {
    let values: Vec<String> = analysis
        .rows
        .iter()
        .map(|row| row.grundy.to_string())
        .collect();
    let values = values.join(" xor ");
    // In misère play, whether a row is firm (played as normal play) or none is.
    let text = match analysis.firm_rows {
        None => say!(lang, "view-nim-sum", values = values),
        Some(0) => say!(
            lang,
            "view-nim-sum-endgame",
            note = lang.say(set.word(Word::FickleNote)),
            values = values
        ),
        Some(_) => say!(
            lang,
            "view-nim-sum-firm",
            note = lang.say(set.word(Word::FirmNote)),
            values = values
        ),
    };
    let who = match mover {
        None => "anyone",
        Some(player) => player.name(),
    };
    // In how many moves, where the remoteness is known and the game goes on.
    let verdict = match (
        analysis.first_player_wins,
        analysis.remoteness.filter(|&moves| moves > 0),
    ) {
        (true, None) => say!(lang, "view-verdict-wins", who = who),
        (false, None) => say!(lang, "view-verdict-loses", who = who),
        (true, Some(moves)) => say!(lang, "view-verdict-wins-in", who = who, moves = moves),
        (false, Some(moves)) => say!(lang, "view-verdict-loses-in", who = who, moves = moves),
    };
    let winning: Vec<String> = analysis.winning_moves.iter().map(Move::to_string).collect();
    Summary {
        text,
        verdict,
        winning_moves: (!winning.is_empty())
            .then(|| say!(lang, "view-winning-moves", moves = listed(&winning, lang))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::reply;
    use crate::play::view::ask;
    use crate::stop::Stop;

    /// Regression: an empty row read `as staircase Nim: ;` and `coins none`, and one
    /// odd pile a one-term sum, `odd piles: 1 = 1`.
    #[test]
    fn an_empty_row_and_a_single_pile_are_said_in_words() {
        let rows = |question: &str| {
            let view = ask(question).unwrap();
            view.rows
                .into_iter()
                .map(|row| (row.caption, row.label))
                .collect::<Vec<_>>()
        };
        let hop = rows(r#"{"board": "x3/4"}"#);
        assert_eq!(hop[0].0, "row 1: odd pile: 1, xor 1");
        assert_eq!(
            hop[1].1,
            "row 2 as staircase Nim: an empty row; odd piles: none, xor 0"
        );
        let welter = rows(r#"{"board": "4", "rules": "welter"}"#);
        assert_eq!(welter[0].0, "row 1: no coins, Welter value 0");
        let zh = rows(r#"{"board": "x3/4", "lang": "zh-CN"}"#);
        assert_eq!(zh[0].0, "第 1 行：奇数级只有一堆：1，异或和为 1");
        assert!(zh[1].1.contains("：空行；"), "{}", zh[1].1);
        let zh_welter = rows(r#"{"board": "4", "rules": "welter", "lang": "zh-CN"}"#);
        assert_eq!(zh_welter[0].0, "第 1 行：没有硬币，SG 值为 0");
    }

    /// Regression: a piece with one landing, a winning one, said `can land on 20 (20
    /// wins)`, and in Chinese `可以落在 20，其中落在 20 是胜着`.
    #[test]
    fn a_single_winning_landing_is_said_once() {
        let says = |question: &str| ask(question).unwrap().rows[0].pieces[0].says.clone();
        assert_eq!(
            says(r#"{"board": "18x1/17x2"}"#),
            "The piece at 1:19 can land on 20, a winning move"
        );
        assert_eq!(
            says(r#"{"board": "18x1/17x2", "lang": "zh-CN"}"#),
            "1:19 的棋子可以落在 20（胜着）"
        );
    }

    #[test]
    fn a_position_lists_every_move_of_the_analysis_under_its_piece() {
        for (board, rules) in [
            ("x1x5x2x8/3xx4x5xx3", "hop"),
            ("x1x2/xx3", "welter"),
            ("x2x1x", "slide"),
        ] {
            let json = format!(r#"{{"board": "{board}", "rules": "{rules}"}}"#);
            let view = ask(&json).unwrap();
            let analysis = reply::analysis(
                board,
                Variant::new(rules.parse().unwrap(), false),
                &Stop::never(),
            )
            .unwrap();
            let mut expected: serde_json::Value = serde_json::from_slice(&analysis).unwrap();
            let moves = expected.as_object_mut().unwrap().remove("moves").unwrap();
            assert_eq!(
                serde_json::to_value(&view.analysis).unwrap(),
                expected,
                "{board}"
            );
            let listed: Vec<serde_json::Value> = view
                .rows
                .iter()
                .flat_map(|row| &row.pieces)
                .flat_map(|piece| &piece.moves)
                .map(|mv| serde_json::to_value(mv.value).unwrap())
                .collect();
            let mut all = moves.as_array().unwrap().clone();
            all.sort_by_key(|m| (m["row"].as_u64(), m["from"].as_u64(), m["to"].as_u64()));
            assert_eq!(listed, all, "{board} {rules}");
        }
    }

    #[test]
    fn the_verdict_says_in_how_many_moves_where_the_remoteness_is_known() {
        let verdict = |question: &str| {
            let view = ask(question).unwrap();
            (view.analysis.remoteness, view.summary.verdict)
        };
        // As `analyze` says it: the first player wins in 3 moves; loses in 2.
        for (question, remoteness, said) in [
            (
                r#"{"board": "18x1/17x2"}"#,
                3,
                "the player to move wins in 3 moves",
            ),
            (
                r#"{"board": "18x1/17x2", "lang": "zh-CN"}"#,
                3,
                "先手必胜，剩余 3 步",
            ),
            (r#"{"board": "x1"}"#, 1, "the player to move wins in 1 move"),
            (
                r#"{"board": "17x2"}"#,
                2,
                "the player to move loses in 2 moves against best play",
            ),
            (
                r#"{"board": "17x2", "lang": "zh-CN"}"#,
                2,
                "先手必败，剩余 2 步",
            ),
        ] {
            assert_eq!(verdict(question), (Some(remoteness), said.to_owned()));
        }
        // A game over, or a remoteness not known: the verdict alone.
        assert_eq!(
            verdict(r#"{"board": "18xx"}"#),
            (
                Some(0),
                "the player to move loses against best play".to_owned()
            )
        );
        assert_eq!(
            verdict(r#"{"board": "x9x9x9x9x9x9x", "rules": "welter", "lang": "zh-CN"}"#),
            (None, "先手必胜".to_owned())
        );
    }

    #[test]
    fn the_words_of_a_position() {
        let view = ask(r#"{"board": "18x1/17x2"}"#).unwrap();
        assert_eq!(view.mode, Mode::Edit);
        assert_eq!(view.summary.text, "nim-sum 1 xor 0 =");
        assert_eq!(view.summary.verdict, "the player to move wins in 3 moves");
        assert_eq!(
            view.summary.winning_moves.as_deref(),
            Some("winning moves: 1:19->20, 2:18->19")
        );
        assert_eq!(view.rows[0].caption, "row 1: odd pile: 1, xor 1");
        assert_eq!(view.rows[1].caption, "row 2: odd piles: none, xor 0");
        assert_eq!(
            view.rows[1].label,
            "row 2 as staircase Nim: stair 2 holds 1; odd piles: none, xor 0"
        );
        let piece = &view.rows[1].pieces[0];
        assert_eq!((piece.column, piece.kind), (18, "win"));
        assert_eq!(piece.label, "row 2, column 18, piece, moves to 19 (wins)");
        assert_eq!(
            piece.moves[0].caption,
            "2:18->19 carries 1 piece from stair 2 to stair 1"
        );
        assert_eq!(view.words.rules.split(':').next(), Some("Hop"));
        let choices: Vec<(&str, &str, bool)> = view
            .rule_sets
            .iter()
            .map(|choice| (choice.name, choice.label.as_str(), choice.chosen))
            .collect();
        assert_eq!(
            choices,
            [
                ("hop", "hop (first empty cell)", true),
                ("welter", "Welter (any empty cell)", false),
                ("slide", "slide (over empty cells)", false),
            ]
        );

        let welter = ask(r#"{"board": "x3", "rules": "welter"}"#).unwrap();
        let chosen: Vec<&str> = welter
            .rule_sets
            .iter()
            .filter(|choice| choice.chosen)
            .map(|choice| choice.name)
            .collect();
        assert_eq!(chosen, ["welter"]);
        assert_eq!(welter.rows[0].caption, "row 1: coins 3, Welter value 3");
        let piece = &welter.rows[0].pieces[0];
        assert_eq!(piece.says, "The piece at 1:1 can land on 2, 3, 4 (4 wins)");
        assert_eq!(piece.moves[2].caption, "1:1->4 moves coin 3 to 0");

        let slide = ask(r#"{"board": "x2x1x", "rules": "slide", "misere": true}"#).unwrap();
        assert_eq!(slide.rows[0].caption, "row 1: odd pile: 2, xor 2");
        assert_eq!(
            slide.summary.text,
            "misère play, an odd gap of 2 or more (played as normal play): nim-sum 2 ="
        );
        assert_eq!(
            slide.words.convention,
            "Misère play: the player who cannot move wins."
        );
        let shape: Vec<&str> = slide.rows[0]
            .shape
            .iter()
            .map(|item| item.text.as_str())
            .collect();
        assert_eq!(shape, ["1:2*", "2:1"]);
    }
}
