//! The analysis of a position for learners and scripts: each row's Grundy value and
//! stairs, the nim-sum, the winner, and the value of every move, in the JSON shape
//! of `docs/analysis.schema.json`.
//!
//! Every value comes from the [`Variant`]: a move's from the staircase in constant
//! time (a move carries the `k` rightmost pieces of its block from stair `f` down to
//! stair `f - 1`, so only those two piles change). The tests check the result
//! against [`Board::winning_moves`] and against the definition.
//!
//! An [`Analysis`] holds a whole test; an [`Analyser`] reads the same facts row by
//! row and move by move, and writes the JSON as it goes, so that a test of millions
//! of rows costs no more memory than its board.

use std::io::{self, Write};

use serde::Serialize;

use super::json;
use super::judges_row::JudgesRow;
use crate::decimal::push_decimal;
use crate::game::notation::{push_blocks_notation, push_row_notation};
use crate::game::remoteness::staircase_length;
use crate::game::rules::coins_of;
use crate::game::{AnyBoard, Block, Remoteness, Rules, SharedSearch, Value, ValuedMove, Variant};
use crate::game::{Board, Move, Staircase};

/// One analysed test (one board), in the JSON shape of `docs/analysis.schema.json`.
///
/// ```
/// use hopnim::play::analysis::Analysis;
/// let board: hopnim::Board = "18x1/17x2".parse().unwrap();
/// let analysis = Analysis::of_board(&board, false);
/// assert_eq!(analysis.nim_sum, 1);
/// assert!(analysis.first_player_wins);
/// assert_eq!(analysis.winning_moves.len(), 2);
/// let json = serde_json::to_string(&analysis).unwrap();
/// assert!(json.starts_with(r#"{"width":20,"rows":[{"board":"18x1","grundy":1,"stairs":[[1,1]]"#));
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Analysis {
    /// The board width.
    pub width: u32,
    /// How the pieces move; the field is absent for the default rules, `hop`.
    #[serde(skip_serializing_if = "is_hop")]
    pub rules: Rules,
    /// Whether the game is played misère (the player who cannot move wins); the
    /// field is absent in normal play.
    #[serde(skip_serializing_if = "is_false")]
    pub misere: bool,
    /// Each row, top to bottom.
    pub rows: Vec<RowAnalysis>,
    /// The XOR of the rows' Grundy values.
    pub nim_sum: u32,
    /// In misère play, how many rows are firm: hold an odd pile of 2 pieces or more.
    /// While one is, misère play is played as normal play; with none, the winner
    /// leaves an odd number of piles of one. Absent in normal play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub firm_rows: Option<u64>,
    /// Whether the player to move wins with best play: the nim-sum is not 0 (in
    /// misère play, see [`Convention::Misere`](crate::game::Convention::Misere)).
    pub first_player_wins: bool,
    /// The moves that leave the opponent lost (a nim-sum of 0 in normal play); empty
    /// when the player to move loses.
    pub winning_moves: Vec<Move>,
    /// The most moves the game can still last: the sum over rows of
    /// [`RowAnalysis::remaining_moves`].
    pub max_remaining_moves: u64,
    /// How many moves the game lasts when the winner hurries and the loser delays
    /// (see [`Remoteness`]); absent where hopnim does not know it exactly, and then
    /// `max_remaining_moves` is what is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u64>,
    /// Every legal move with its value, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<MoveValue>>,
}

/// One analysed row.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RowAnalysis {
    /// The row in canonical board notation.
    pub board: String,
    /// The row's Grundy value: the XOR of the piles on odd stairs (hop, slide), the
    /// Welter function of the coins (welter).
    pub grundy: u32,
    /// The staircase the row plays as, non-empty stairs lowest first, as `[stair,
    /// pile]` pairs. Hop: the stair of a piece is the number of empty cells to its
    /// right, a pile counts pieces. Slide: the gap of empty cells right of the `i`-th
    /// piece from the left is on stair `i`, a pile counts cells. Absent for welter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stairs: Option<Vec<[u32; 2]>>,
    /// Welter's game only: each piece's coin, the number of cells to its right, left
    /// to right.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coins: Option<Vec<u32>>,
    /// The most moves this row can still take: the sum over pieces of the empty cells
    /// to their right.
    pub remaining_moves: u64,
}

/// A legal move and its value for the player who makes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct MoveValue {
    /// The 1-based row.
    pub row: usize,
    /// The column the piece leaves.
    pub from: u32,
    /// The column it lands on.
    pub to: u32,
    /// Whether the move wins: it leaves the opponent lost.
    pub winning: bool,
    /// The row's Grundy value after the move.
    pub row_grundy_after: u32,
    /// The nim-sum after the move.
    pub nim_sum_after: u32,
    /// How much the move lowers the remaining-moves bound: the number of cells from
    /// `from` to `to`. In hop that is how many pieces it carries down one stair.
    pub pieces_moved: u32,
    /// Hop and slide: the stair the move carries `pieces_moved` pieces (slide: empty
    /// cells) down from, onto the stair below it. Absent in Welter's game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stair: Option<u32>,
    /// The remoteness of the position the move leaves; absent where hopnim does not
    /// know it exactly.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_after: Option<u64>,
}

impl MoveValue {
    /// Appends its object as the `index`-th (from 0) of the list of moves.
    fn write_json(&self, out: &mut Vec<u8>, index: usize) {
        json::move_head(out, index, self.to_move());
        out.extend_from_slice(if self.winning {
            b",\"winning\":true"
        } else {
            b",\"winning\":false"
        });
        out.extend_from_slice(b",\"row_grundy_after\":");
        push_decimal(out, self.row_grundy_after.into());
        out.extend_from_slice(b",\"nim_sum_after\":");
        push_decimal(out, self.nim_sum_after.into());
        out.extend_from_slice(b",\"pieces_moved\":");
        push_decimal(out, self.pieces_moved.into());
        if let Some(stair) = self.stair {
            out.extend_from_slice(b",\"stair\":");
            push_decimal(out, stair.into());
        }
        if let Some(remoteness) = self.remoteness_after {
            out.extend_from_slice(b",\"remoteness_after\":");
            push_decimal(out, remoteness);
        }
        out.push(b'}');
    }

    /// The move itself.
    pub const fn to_move(self) -> Move {
        Move {
            row: self.row,
            from: self.from,
            to: self.to,
        }
    }
}

impl Analysis {
    /// Appends the analysis as one line of JSON, exactly as `serde_json::to_writer`
    /// writes it (the tests compare the two byte for byte), without the newline. Some
    /// times faster than serde, for inputs with millions of rows.
    ///
    /// ```
    /// use hopnim::play::analysis::Analysis;
    /// let analysis = Analysis::of_board(&"18x1/17x2".parse().unwrap(), true);
    /// let mut json = Vec::new();
    /// analysis.write_json(&mut json);
    /// assert_eq!(json, serde_json::to_vec(&analysis).unwrap());
    /// ```
    pub fn write_json(&self, out: &mut Vec<u8>) {
        json::open(out, self.width, self.rules, self.misere);
        for (index, row) in self.rows.iter().enumerate() {
            let shape = |out: &mut Vec<u8>| match (&row.stairs, &row.coins) {
                (Some(stairs), _) => json::stairs(out, stairs.iter().copied()),
                (None, coins) => json::coins(out, coins.iter().flatten().copied()),
            };
            json::row(out, index, row.grundy, row.remaining_moves, shape, |out| {
                out.extend_from_slice(row.board.as_bytes());
            });
        }
        json::after_rows(out, self.nim_sum, self.firm_rows, self.first_player_wins);
        for (index, mv) in self.winning_moves.iter().enumerate() {
            json::winning_move(out, index, *mv);
        }
        json::after_winning_moves(
            out,
            self.max_remaining_moves,
            self.remoteness,
            self.moves.is_some(),
        );
        for (index, value) in self.moves.iter().flatten().enumerate() {
            value.write_json(out, index);
        }
        json::close(out, self.moves.is_some());
    }

    /// Analyses a bitboard board in the default game; `with_moves` also lists every
    /// legal move.
    pub fn of_board(board: &Board, with_moves: bool) -> Analysis {
        Analyser::new(board.width(), board.rows(), Variant::default()).analysis(with_moves)
    }

    /// Analyses a board of either kind in `variant`.
    pub fn of(board: &AnyBoard, variant: Variant, with_moves: bool) -> Analysis {
        match board {
            AnyBoard::Narrow(board) => {
                Analyser::new(board.width(), board.rows(), variant).analysis(with_moves)
            }
            AnyBoard::Wide(board) => {
                Analyser::new(board.width(), board.rows(), variant).analysis(with_moves)
            }
        }
    }
}

/// The analysis of a test read on demand, row by row and move by move: the same facts
/// as [`Analysis`], without holding them.
///
/// ```
/// use hopnim::{Board, game::Variant, play::analysis::{Analyser, Analysis}};
/// let board: Board = "18x1/17x2".parse()?;
/// let analyser = Analyser::new(board.width(), board.rows(), Variant::default());
/// assert_eq!(analyser.nim_sum(), 1);
/// assert_eq!(analyser.winning_moves().count(), 2);
/// let mut json = Vec::new();
/// analyser.write_json(true, &mut json);
/// assert_eq!(json, serde_json::to_vec(&Analysis::of_board(&board, true))?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Analyser<'a, R> {
    width: u32,
    rows: &'a [R],
    variant: Variant,
    total: Value,
    /// Where the remoteness is searched: every question about the board (its
    /// remoteness, its moves') shares it, and so may other boards of the same game.
    search: SharedSearch,
}

impl<'a, R: Staircase> Analyser<'a, R> {
    /// The analysis of the board of `width` with these rows, in `variant`.
    pub fn new(width: u32, rows: &'a [R], variant: Variant) -> Analyser<'a, R> {
        Analyser {
            width,
            rows,
            variant,
            total: variant.value_of_board(rows),
            search: SharedSearch::new(),
        }
    }

    /// This analysis, its remoteness searched in `search`: the search that other
    /// positions of the same game share (and that may stop).
    ///
    /// ```
    /// use hopnim::{Board, game::{Rules, SharedSearch, Variant}, play::analysis::Analyser};
    /// let welter = Variant::new(Rules::Welter, false);
    /// let search = SharedSearch::new();
    /// let start: Board = "x2x3".parse()?;
    /// let analyser = Analyser::new(start.width(), start.rows(), welter).sharing(&search);
    /// assert_eq!(analyser.remoteness(), Some(3));
    /// let known = search.boards_known();
    /// // The moves' remoteness and the board's again: no new search.
    /// assert_eq!(analyser.moves_with_remoteness().count(), 8);
    /// assert_eq!(analyser.remoteness(), Some(3));
    /// assert_eq!(search.boards_known(), known);
    /// # Ok::<(), hopnim::NotationError>(())
    /// ```
    pub fn sharing(self, search: &SharedSearch) -> Analyser<'a, R> {
        Analyser {
            search: search.clone(),
            ..self
        }
    }

    /// The search the remoteness is found in.
    pub const fn search(&self) -> &SharedSearch {
        &self.search
    }

    /// The board width.
    pub const fn width(&self) -> u32 {
        self.width
    }

    /// The rows analysed.
    pub const fn board_rows(&self) -> &'a [R] {
        self.rows
    }

    /// The game it is analysed in.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Each row, top to bottom, analysed as it is asked for.
    pub fn rows(&self) -> impl Iterator<Item = RowAnalysis> + 'a {
        let variant = self.variant;
        self.rows
            .iter()
            .map(move |row| RowAnalysis::of(row, variant))
    }

    /// The XOR of the rows' Grundy values.
    pub fn nim_sum(&self) -> u32 {
        self.total.nim_sum().value()
    }

    /// The board's value: its nim-sum and, in misère play, how many rows are firm.
    pub const fn total(&self) -> Value {
        self.total
    }

    /// In misère play, how many rows hold an odd pile of 2 pieces or more; `None` in
    /// normal play, where it does not matter.
    pub fn firm_rows(&self) -> Option<u64> {
        self.variant.is_misere().then(|| self.total.firm_rows())
    }

    /// Whether the player to move wins with best play.
    pub fn first_player_wins(&self) -> bool {
        self.variant.first_player_wins(self.total)
    }

    /// How many moves the game lasts under best play, where hopnim knows it exactly
    /// ([`Remoteness`]).
    pub fn remoteness(&self) -> Option<u64> {
        self.search
            .remoteness_of(self.variant, self.rows)
            .of_board()
    }

    /// Every legal move with its value, top row first, pieces left to right, without
    /// the remoteness each leaves (`remoteness_after` is `None`: see
    /// [`Analyser::moves_with_remoteness`]).
    pub fn moves(&self) -> impl Iterator<Item = MoveValue> + 'a {
        self.moves_valued(None)
    }

    /// [`Analyser::moves`] with the remoteness each move leaves, where hopnim knows it.
    pub fn moves_with_remoteness(&self) -> impl Iterator<Item = MoveValue> + 'a {
        self.remoteness_and_moves().1
    }

    /// [`Analyser::remoteness`] and [`Analyser::moves_with_remoteness`] from one
    /// [`Remoteness`].
    pub fn remoteness_and_moves(&self) -> (Option<u64>, impl Iterator<Item = MoveValue> + 'a) {
        let remoteness = self.search.remoteness_of(self.variant, self.rows);
        (remoteness.of_board(), self.moves_valued(Some(remoteness)))
    }

    fn moves_valued(
        &self,
        mut remoteness: Option<Remoteness>,
    ) -> impl Iterator<Item = MoveValue> + 'a {
        let variant = self.variant;
        variant
            .move_values(self.rows, self.total)
            .map(move |valued| MoveValue {
                remoteness_after: remoteness.as_mut().and_then(|known| known.after(&valued)),
                row: valued.mv.row,
                from: valued.mv.from,
                to: valued.mv.to,
                winning: !variant.first_player_wins(valued.total_after),
                row_grundy_after: valued.row_after.nim_sum().value(),
                nim_sum_after: valued.total_after.nim_sum().value(),
                pieces_moved: valued.carried,
                stair: valued.stair,
            })
    }

    /// The moves that leave the opponent lost; none when the player to move loses.
    pub fn winning_moves(&self) -> impl Iterator<Item = Move> + 'a {
        self.variant
            .winning_move_values(self.rows, self.total)
            .map(|valued| valued.mv)
    }

    /// The most moves the game can still last.
    pub fn max_remaining_moves(&self) -> u64 {
        self.rows.iter().map(Staircase::remaining_moves_bound).sum()
    }

    /// The whole analysis, held; `with_moves` also lists every legal move.
    pub fn analysis(&self, with_moves: bool) -> Analysis {
        Analysis {
            width: self.width,
            rules: self.variant.rules,
            misere: self.variant.is_misere(),
            rows: self.rows().collect(),
            nim_sum: self.nim_sum(),
            firm_rows: self.firm_rows(),
            first_player_wins: self.first_player_wins(),
            winning_moves: self.winning_moves().collect(),
            max_remaining_moves: self.max_remaining_moves(),
            remoteness: self.remoteness(),
            moves: with_moves.then(|| self.moves_with_remoteness().collect()),
        }
    }

    /// Appends the JSON of [`Analyser::analysis`] (one line, without the newline),
    /// byte for byte what serde writes, without building the analysis: several times
    /// faster, for the millions of rows a judge input may hold.
    pub fn write_json(&self, with_moves: bool, out: &mut Vec<u8>) {
        self.write_json_into(with_moves, out)
            .expect("writing to memory does not fail");
    }

    /// Writes the JSON of [`Analyser::analysis`] (one line, without the newline) to
    /// `out` as it goes, through a buffer of 64 KiB: memory stays bounded however
    /// large the test.
    pub fn write_json_to(&self, with_moves: bool, out: impl Write) -> io::Result<()> {
        let mut flushing = Flushing {
            buffer: Vec::new(),
            out,
        };
        self.write_json_into(with_moves, &mut flushing)?;
        flushing.out.write_all(&flushing.buffer)
    }

    fn write_json_into<O: JsonOut>(&self, with_moves: bool, out: &mut O) -> io::Result<()> {
        let rules = self.variant.rules;
        json::open(out.bytes(), self.width, rules, self.variant.is_misere());
        // Each row's blocks, read once for its notation, bound and staircase.
        let mut blocks: Vec<Block> = Vec::with_capacity(32);
        let mut piles: Vec<[u32; 2]> = Vec::with_capacity(32);
        // Whether the staircase formulas give the remoteness: every row a staircase.
        let mut by_formula = true;
        // The most moves the game can still last, summed as the rows go.
        let mut bound = 0;
        // Where everything is held to the end anyway, a staircase game's winning moves
        // are found from each row's blocks with the row, and held till the rows are
        // written; elsewhere they are found after the rows.
        let first_player_wins = self.first_player_wins();
        let mut winning = WinningMoves::default();
        let mut winning_with_rows = O::HOLDS_ALL && first_player_wins;
        // The judges' game (whose moves carry blocks down their stairs) on bitboard
        // rows takes the fast path of [`JudgesRow`]: in normal play, and in misère play
        // while two rows are firm (a move leaves one firm, so a winning move leaves a
        // nim-sum of 0 as in normal play).
        let judges_game =
            rules.carries_blocks() && (!self.variant.is_misere() || self.total.firm_rows() >= 2);
        let mut hop = JudgesRow::new();
        for (index, row) in self.rows.iter().enumerate() {
            let width = row.width();
            if let (true, Some(mask)) = (judges_game, row.bitboard()) {
                hop.read(width, mask);
                let remaining = hop.remaining_moves();
                let grundy = self.variant.value_of(row).nim_sum().value();
                hop.write_json(out.bytes(), index, grundy, remaining);
                bound += remaining;
                if winning_with_rows {
                    let nim_sum = self.total.nim_sum().value();
                    hop.winning_moves(index, nim_sum, |mv, carried| winning.add(mv, carried));
                }
                out.boundary()?;
                continue;
            }
            blocks.clear();
            blocks.extend(row.blocks());
            let before = self.variant.value_of(row);
            let staircase = rules.piles_of_blocks(width, &blocks, &mut piles);
            let text = RowText {
                index,
                grundy: before.nim_sum().value(),
                remaining: remaining_moves_of(&blocks),
                width,
                blocks: &blocks,
                stairs: staircase.then_some(piles.as_slice()),
            };
            bound += text.remaining;
            text.write(out.bytes());
            by_formula &= staircase;
            winning_with_rows &= staircase;
            if winning_with_rows {
                let found = |valued: ValuedMove| winning.add(valued.mv, valued.carried);
                self.variant
                    .blocks_winning_stair_moves(index, width, &blocks, before, self.total, found);
            }
            out.boundary()?;
        }
        json::after_rows(
            out.bytes(),
            self.nim_sum(),
            self.firm_rows(),
            first_player_wins,
        );
        if winning_with_rows {
            out.bytes().extend_from_slice(&winning.json);
        } else {
            // Welter's game, or a streamed test: after the rows, from the start.
            winning = WinningMoves::default();
            let mut written = Ok(());
            self.variant
                .for_each_winning_move(self.rows, self.total, |valued| {
                    if written.is_ok() {
                        winning.add(valued.mv, valued.carried);
                        out.bytes().append(&mut winning.json);
                        written = out.boundary();
                    }
                });
            written?;
        }
        // The formulas, from the bound and the most a winning move carries (as
        // Remoteness says, which the tests hold this to).
        let remoteness = if by_formula {
            Some(staircase_length(
                self.variant.is_misere(),
                bound,
                first_player_wins.then_some(winning.most_carried),
            ))
        } else {
            self.remoteness()
        };
        json::after_winning_moves(out.bytes(), bound, remoteness, with_moves);
        if with_moves {
            for (index, value) in self.moves_with_remoteness().enumerate() {
                value.write_json(out.bytes(), index);
                out.boundary()?;
            }
        }
        json::close(out.bytes(), with_moves);
        Ok(())
    }
}

/// At most how many entries the analysis of `board` lists: a row each, the pieces'
/// stairs or coins (at most one a piece), the winning moves (at most two a piece) and,
/// `with_moves`, every move ([`Rules::most_moves`]). Counted without valuing the
/// board, so that a caller can bound the text it holds before making it.
///
/// ```
/// use hopnim::{game::{AnyBoard, Rules}, play::analysis::listing_size};
/// let board: AnyBoard = "18x1/17x2".parse()?;
/// // Two rows of one piece each; with its moves, a move a piece.
/// let hop = Rules::default();
/// assert_eq!(listing_size(&board, hop, false), 2 + 3 * 2);
/// assert_eq!(listing_size(&board, hop, true), 2 + 3 * 2 + 2);
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn listing_size(board: &AnyBoard, rules: Rules, with_moves: bool) -> u64 {
    fn of_rows<R: Staircase>(rows: &[R], rules: Rules, with_moves: bool) -> u64 {
        rows.iter()
            .map(|row| {
                let pieces = u64::from(row.piece_count());
                let moves = if with_moves { rules.most_moves(row) } else { 0 };
                1 + 3 * pieces + moves
            })
            .sum()
    }
    match board {
        AnyBoard::Narrow(board) => of_rows(board.rows(), rules, with_moves),
        AnyBoard::Wide(board) => of_rows(board.rows(), rules, with_moves),
    }
}

/// Steps of a remoteness search that cost about as much time as writing one entry of
/// an analysis (measured on the release build: 57 ns an entry of `analyze --json
/// --moves` on the classic board, 4.3 ns a step of the search of Welter's `xxxx47`).
const STEPS_PER_ENTRY: u64 = 16;

/// About how long analysing `board` in `variant` takes, in entries of its listing
/// ([`listing_size`]): the listing, plus the remoteness search where there is one
/// ([`Remoteness::search_steps`]). A front end that analyses tests in batches sizes
/// them by it, so that a batch of searched tests is small and its first answer soon.
///
/// ```
/// use hopnim::game::{AnyBoard, Rules, Variant};
/// use hopnim::play::analysis::{analysis_cost, listing_size};
/// let board: AnyBoard = "xxxx16".parse()?;
/// let normal = Variant::default();
/// assert_eq!(analysis_cost(&board, normal, true), listing_size(&board, normal.rules, true));
/// let welter = Variant::new(Rules::Welter, false);
/// assert!(analysis_cost(&board, welter, true) > 100 * listing_size(&board, welter.rules, true));
/// # Ok::<(), hopnim::NotationError>(())
/// ```
pub fn analysis_cost(board: &AnyBoard, variant: Variant, with_moves: bool) -> u64 {
    let steps = match board {
        AnyBoard::Narrow(board) => Remoteness::search_steps(variant, board.rows()),
        AnyBoard::Wide(board) => Remoteness::search_steps(variant, board.rows()),
    };
    listing_size(board, variant.rules, with_moves).saturating_add(steps / STEPS_PER_ENTRY)
}

/// What the JSON says of one row, the `index`-th (from 0), whose blocks are read.
struct RowText<'a> {
    index: usize,
    grundy: u32,
    remaining: u64,
    width: u32,
    /// The blocks, left to right.
    blocks: &'a [Block],
    /// The staircase as `[stair, pile]` pairs, lowest first; `None` in Welter's game,
    /// whose rows show their coins.
    stairs: Option<&'a [[u32; 2]]>,
}

impl RowText<'_> {
    /// Appends the row's object.
    fn write(&self, out: &mut Vec<u8>) {
        let RowText { width, blocks, .. } = *self;
        let notation =
            |text: &mut Vec<u8>| push_blocks_notation(text, width, blocks.iter().copied());
        let shape = |out: &mut Vec<u8>| match self.stairs {
            Some(stairs) => json::stairs(out, stairs.iter().copied()),
            None => {
                let columns = blocks.iter().flat_map(|block| block.first..=block.last());
                json::coins(out, columns.map(|column| width - column));
            }
        };
        json::row(
            out,
            self.index,
            self.grundy,
            self.remaining,
            shape,
            notation,
        );
    }
}

/// The winning moves listed so far: their JSON not yet written out, how many, and
/// the most one carries (which gives the remoteness).
#[derive(Default)]
struct WinningMoves {
    json: Vec<u8>,
    listed: usize,
    most_carried: u32,
}

impl WinningMoves {
    /// Lists one more, which carries `carried` pieces or cells.
    fn add(&mut self, mv: Move, carried: u32) {
        self.most_carried = self.most_carried.max(carried);
        json::winning_move(&mut self.json, self.listed, mv);
        self.listed += 1;
    }
}

/// The most moves a row can still take ([`Staircase::remaining_moves_bound`]), from its
/// blocks: the sum over the pieces of the empty cells to their right.
fn remaining_moves_of(blocks: &[Block]) -> u64 {
    blocks
        .iter()
        .map(|block| u64::from(block.len) * u64::from(block.stair))
        .sum()
}

/// Whether the rules are the default ones, for serde to leave them out.
fn is_hop(rules: &Rules) -> bool {
    rules.is_default()
}

/// Whether a flag is off, for serde to leave it out.
fn is_false(flag: &bool) -> bool {
    !flag
}

/// Where JSON is written: a buffer, and a chance after each row and move to pass it
/// on.
trait JsonOut {
    /// Whether the buffer holds everything written till the end, never passed on.
    const HOLDS_ALL: bool;

    /// The buffer to append to.
    fn bytes(&mut self) -> &mut Vec<u8>;
    /// A row or move is complete.
    fn boundary(&mut self) -> io::Result<()>;
}

impl JsonOut for Vec<u8> {
    const HOLDS_ALL: bool = true;

    fn bytes(&mut self) -> &mut Vec<u8> {
        self
    }

    fn boundary(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The buffer size past which [`Flushing`] writes out.
const FLUSH_BYTES: usize = 64 * 1024;

/// A buffer that writes to `out` whenever it holds [`FLUSH_BYTES`].
struct Flushing<W> {
    buffer: Vec<u8>,
    out: W,
}

impl<W: Write> JsonOut for Flushing<W> {
    const HOLDS_ALL: bool = false;

    fn bytes(&mut self) -> &mut Vec<u8> {
        &mut self.buffer
    }

    fn boundary(&mut self) -> io::Result<()> {
        if self.buffer.len() >= FLUSH_BYTES {
            self.out.write_all(&self.buffer)?;
            self.buffer.clear();
        }
        Ok(())
    }
}

impl RowAnalysis {
    /// Analyses one row, of either kind.
    ///
    /// ```
    /// use hopnim::{Row, game::Variant, play::analysis::RowAnalysis};
    /// let row: Row = "x1xx2x".parse().unwrap();
    /// let analysis = RowAnalysis::of(&row, Variant::default());
    /// assert_eq!(analysis.stairs, Some(vec![[0, 1], [2, 2], [3, 1]]));
    /// assert_eq!(analysis.grundy, 1);
    /// assert_eq!(analysis.remaining_moves, 7);
    /// ```
    pub fn of(row: &impl Staircase, variant: Variant) -> RowAnalysis {
        let mut board = Vec::with_capacity(24);
        push_row_notation(&mut board, row);
        let stairs = variant.rules.stairs_of(row).map(|stairs| {
            stairs
                .piles()
                .iter()
                .map(|pile| [pile.stair, pile.pieces])
                .collect()
        });
        RowAnalysis {
            board: String::from_utf8(board).expect("notation is ASCII"),
            grundy: variant.value_of(row).nim_sum().value(),
            coins: stairs.is_none().then(|| coins_of(row)),
            stairs,
            remaining_moves: row.remaining_moves_bound(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Nimber, Row, WideRow};
    use crate::proof::definition::grundy_by_definition;
    use proptest::prelude::*;

    /// Whether `analyser` writes `expected` both whole and streamed.
    fn written_alike<R: Staircase>(
        analyser: &Analyser<'_, R>,
        with_moves: bool,
        expected: &[u8],
    ) -> Result<(), TestCaseError> {
        let mut whole = Vec::new();
        analyser.write_json(with_moves, &mut whole);
        prop_assert_eq!(&whole[..], expected);
        let mut streamed = Vec::new();
        analyser.write_json_to(with_moves, &mut streamed).unwrap();
        prop_assert_eq!(&streamed[..], expected);
        Ok(())
    }

    fn board_strategy() -> impl Strategy<Value = Board> {
        (1u32..=12).prop_flat_map(|width| {
            proptest::collection::vec(0..(1u64 << width), 0..5).prop_map(move |masks| {
                let rows = masks.iter().map(|&m| Row::new(width, m).unwrap()).collect();
                Board::new(width, rows).unwrap()
            })
        })
    }

    proptest! {
        #[test]
        fn winning_moves_are_exactly_those_leaving_nim_sum_zero_by_the_definition(
            board in board_strategy()
        ) {
            let analysis = Analysis::of_board(&board, true);
            for (with_moves, json_of) in [(true, &analysis), (false, &Analysis::of_board(&board, false))] {
                let expected = serde_json::to_vec(json_of).unwrap();
                let mut json = Vec::new();
                json_of.write_json(&mut json);
                prop_assert_eq!(&json, &expected);
                let analyser = Analyser::new(board.width(), board.rows(), Variant::default());
                written_alike(&analyser, with_moves, &expected)?;
            }
            let by_definition: Vec<Move> = board
                .moves()
                .filter(|mv| {
                    let after = board.play(mv.cell()).unwrap();
                    after.rows().iter().map(|&r| grundy_by_definition(r)).sum::<Nimber>().is_zero()
                })
                .collect();
            prop_assert_eq!(&analysis.winning_moves, &by_definition);
            prop_assert_eq!(&analysis.winning_moves, &board.winning_moves());
            let moves = analysis.moves.unwrap();
            prop_assert_eq!(moves.iter().map(|m| m.to_move()).collect::<Vec<_>>(),
                            board.moves().collect::<Vec<_>>());
            for value in moves {
                let after = board.play(value.to_move().cell()).unwrap();
                let row_after = after.rows()[value.row - 1];
                prop_assert_eq!(value.row_grundy_after, grundy_by_definition(row_after).value());
                prop_assert_eq!(value.nim_sum_after, after.nim_sum().value());
                let drop = board.rows()[value.row - 1].remaining_moves_bound()
                    - row_after.remaining_moves_bound();
                prop_assert_eq!(u64::from(value.pieces_moved), drop);
            }
        }
    }

    proptest! {
        #[test]
        fn every_games_json_is_written_alike_with_its_remoteness(
            width in 1u32..=6,
            masks in proptest::collection::vec(any::<u64>(), 0..4),
            game in 0usize..6,
        ) {
            let variant = Variant::ALL[game];
            let rows: Vec<Row> = masks.iter().map(|&m| Row::new(width, m & ((1 << width) - 1)).unwrap()).collect();
            let analyser = Analyser::new(width, &rows, variant);
            for with_moves in [false, true] {
                let analysis = analyser.analysis(with_moves);
                prop_assert_eq!(analysis.remoteness, Remoteness::of(variant, &rows).of_board());
                prop_assert!(analysis.remoteness.is_some());
                let mut direct = Vec::new();
                analyser.write_json(with_moves, &mut direct);
                prop_assert_eq!(direct, serde_json::to_vec(&analysis).unwrap());
            }
        }
    }

    proptest! {
        #[test]
        fn misere_json_is_written_alike_and_counts_the_firm_rows(board in board_strategy()) {
            let analyser = Analyser::new(board.width(), board.rows(), Variant::MISERE);
            let analysis = analyser.analysis(true);
            let expected = serde_json::to_vec(&analysis).unwrap();
            let mut held = Vec::new();
            analysis.write_json(&mut held);
            prop_assert_eq!(&held, &expected);
            let mut direct = Vec::new();
            analyser.write_json(true, &mut direct);
            prop_assert_eq!(&direct, &expected);
            // A firm row holds an odd pile of 2 or more, read off its stairs.
            let firm = analysis
                .rows
                .iter()
                .filter(|row| row.stairs.iter().flatten().any(|&[stair, pile]| stair % 2 == 1 && pile >= 2))
                .count();
            prop_assert_eq!(analysis.firm_rows, Some(firm as u64));
            prop_assert!(analysis.misere);
            let normal = Analyser::new(board.width(), board.rows(), Variant::default());
            prop_assert_eq!(normal.analysis(false).firm_rows, None);
        }
    }

    proptest! {
        /// Wide rows of the staircase games: the JSON written whole (the winning moves
        /// found with the rows) and streamed (found after them) is serde's.
        #[test]
        fn wide_staircase_json_is_written_alike_whole_and_streamed(
            width in 65u32..=200,
            rows in proptest::collection::vec(proptest::collection::btree_set(1u32..=200, 0..12), 1..4),
            game in prop::sample::select(vec![0usize, 1, 4, 5]),
        ) {
            let variant = Variant::ALL[game];
            let rows: Vec<WideRow> = rows
                .into_iter()
                .map(|columns| WideRow::new(width, columns.into_iter().filter(|&c| c <= width).collect()).unwrap())
                .collect();
            let analyser = Analyser::new(width, &rows, variant);
            let expected = serde_json::to_vec(&analyser.analysis(false)).unwrap();
            written_alike(&analyser, false, &expected)?;
        }
    }

    #[test]
    fn both_kinds_of_row_analyse_alike() {
        for mask in 0..(1u64 << 10) {
            let row = Row::new(10, mask).unwrap();
            let analysis = RowAnalysis::of(&row, Variant::default());
            assert_eq!(
                analysis,
                RowAnalysis::of(&WideRow::from(row), Variant::default())
            );
            assert_eq!(analysis.grundy, grundy_by_definition(row).value());
            assert_eq!(analysis.board, row.to_string());
        }
    }
}
