//! The JSON of an analysis, written piece by piece without the formatting machinery,
//! in the order `serde_json` writes the fields of
//! [`Analysis`](super::analysis::Analysis): both writers of the JSON use these pieces,
//! and the tests compare them with serde byte for byte. It knows JSON and the game's
//! words, not the analysis: the analysis writes its values through it.

use crate::decimal::push_decimal;
use crate::game::Move;
use crate::game::Rules;

/// `{"width":W,"rows":[`, with `"rules":"R",` for rules other than hop and
/// `"misere":true,` in misère play before the rows.
pub(super) fn open(out: &mut Vec<u8>, width: u32, rules: Rules, misere: bool) {
    out.extend_from_slice(b"{\"width\":");
    push_decimal(out, width.into());
    variant_fields(out, rules, misere);
    out.extend_from_slice(b",\"rows\":[");
}

/// `,"rules":"R"` for rules other than hop, `,"misere":true` in misère play: the game,
/// where it is not the default.
pub(super) fn variant_fields(out: &mut Vec<u8>, rules: Rules, misere: bool) {
    if !rules.is_default() {
        out.extend_from_slice(b",\"rules\":\"");
        out.extend_from_slice(rules.name().as_bytes());
        out.push(b'"');
    }
    if misere {
        out.extend_from_slice(b",\"misere\":true");
    }
}

/// One row, the `index`-th (from 0); `board` writes its notation, which holds
/// only 'x' and digits: nothing to escape; `shape` writes the field that shows the
/// row's structure ([`stairs`] or [`coins`]).
pub(super) fn row(
    out: &mut Vec<u8>,
    index: usize,
    grundy: u32,
    remaining_moves: u64,
    shape: impl FnOnce(&mut Vec<u8>),
    board: impl FnOnce(&mut Vec<u8>),
) {
    if index > 0 {
        out.push(b',');
    }
    out.extend_from_slice(b"{\"board\":\"");
    board(out);
    out.extend_from_slice(b"\",\"grundy\":");
    push_decimal(out, grundy.into());
    shape(out);
    out.extend_from_slice(b",\"remaining_moves\":");
    push_decimal(out, remaining_moves);
    out.push(b'}');
}

/// `,"stairs":[[S,P],…]`: a staircase, lowest stair first.
pub(super) fn stairs(out: &mut Vec<u8>, stairs: impl Iterator<Item = [u32; 2]>) {
    out.extend_from_slice(b",\"stairs\":[");
    for (index, [stair, pile]) in stairs.enumerate() {
        if index > 0 {
            out.push(b',');
        }
        if stair < 10 && pile < 10 {
            // Most pairs: one copy of fixed size.
            out.extend_from_slice(&[b'[', b'0' + stair as u8, b',', b'0' + pile as u8, b']']);
        } else {
            out.push(b'[');
            push_decimal(out, stair.into());
            out.push(b',');
            push_decimal(out, pile.into());
            out.push(b']');
        }
    }
    out.push(b']');
}

/// `,"coins":[C,…]`: Welter's coins, left to right.
pub(super) fn coins(out: &mut Vec<u8>, coins: impl Iterator<Item = u32>) {
    out.extend_from_slice(b",\"coins\":[");
    for (index, coin) in coins.enumerate() {
        if index > 0 {
            out.push(b',');
        }
        push_decimal(out, coin.into());
    }
    out.push(b']');
}

/// The nim-sum, the firm rows (in misère play) and the winner, and the start of the
/// winning moves.
pub(super) fn after_rows(
    out: &mut Vec<u8>,
    nim_sum: impl Into<u64>,
    firm_rows: Option<u64>,
    first_player_wins: bool,
) {
    out.extend_from_slice(b"],\"nim_sum\":");
    push_decimal(out, nim_sum.into());
    if let Some(firm_rows) = firm_rows {
        out.extend_from_slice(b",\"firm_rows\":");
        push_decimal(out, firm_rows);
    }
    out.extend_from_slice(if first_player_wins {
        b",\"first_player_wins\":true"
    } else {
        b",\"first_player_wins\":false"
    });
    out.extend_from_slice(b",\"winning_moves\":[");
}

/// The `index`-th winning move (from 0).
pub(super) fn winning_move(out: &mut Vec<u8>, index: usize, mv: Move) {
    move_head(out, index, mv);
    out.push(b'}');
}

/// The bound, the remoteness where it is known, and the start of the moves if they are
/// listed.
pub(super) fn after_winning_moves(
    out: &mut Vec<u8>,
    max_remaining_moves: u64,
    remoteness: Option<u64>,
    moves: bool,
) {
    out.extend_from_slice(b"],\"max_remaining_moves\":");
    push_decimal(out, max_remaining_moves);
    if let Some(remoteness) = remoteness {
        out.extend_from_slice(b",\"remoteness\":");
        push_decimal(out, remoteness);
    }
    if moves {
        out.extend_from_slice(b",\"moves\":[");
    }
}

/// The end of the moves if they are listed, and of the object.
pub(super) fn close(out: &mut Vec<u8>, moves: bool) {
    if moves {
        out.push(b']');
    }
    out.push(b'}');
}

/// `,{"row":R,"from":C,"to":D` (the caller closes the object).
pub(super) fn move_head(out: &mut Vec<u8>, index: usize, mv: Move) {
    if index > 0 {
        out.push(b',');
    }
    move_fields(out, mv);
}

/// `{"row":R,"from":C,"to":D`: a move's object, left open for more fields.
pub(super) fn move_fields(out: &mut Vec<u8>, mv: Move) {
    out.extend_from_slice(b"{\"row\":");
    push_decimal(out, mv.row as u64);
    out.extend_from_slice(b",\"from\":");
    push_decimal(out, mv.from.into());
    out.extend_from_slice(b",\"to\":");
    push_decimal(out, mv.to.into());
}
