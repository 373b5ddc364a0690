//! One try at an exercise: whether it is right, and why, told by the position a move
//! leaves and that position's value; in a `win` exercise, the engine's reply.

use crate::game::notation::WrittenMove;
use crate::game::{Board, Move, SharedSearch};
use crate::lang::{Lang, say};
use crate::phrase::Quoted;
use crate::play::analysis::{Analyser, MoveValue};
use crate::play::engine::Engine;

use super::course::{Answer, Exercise, Kind, LessonError};

/// What one try did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Attempt {
    /// The try is right: the value, an accepted move, or in a `win` exercise a move
    /// that keeps the win within the par.
    pub right: bool,
    /// The exercise is solved: a right try, or in a `win` exercise the game won.
    pub done: bool,
    /// Why it is right or wrong, in the learner's language.
    pub says: String,
    /// The moves to go on from: those played, the try and the engine's reply after a
    /// right move of a `win` exercise; those played after a wrong try; none when a
    /// `win` exercise must start again (its par spent).
    pub played: Vec<Move>,
    /// The engine's reply in a `win` exercise.
    pub reply: Option<Move>,
    /// The board after `played`: what to draw next.
    pub board: Board,
}

impl Exercise {
    /// Checks the try `tried` (a number for a [`Kind::Value`], a move `R:C` or
    /// `R:C->D` otherwise) after the moves `played` (a `win` exercise's game so far,
    /// the learner's and the engine's in turn, the learner first; empty otherwise),
    /// and says in `lang` why it is right or wrong. A try that is no answer at all —
    /// no number, no move, a move that cannot be played — is an error, and counts
    /// for nothing.
    ///
    /// ```
    /// use hopnim::{lang::Lang, play::lesson::{Course, Kind}};
    /// let exercise = Course::lessons()
    ///     .iter()
    ///     .flat_map(|lesson| &lesson.exercises)
    ///     .find(|exercise| exercise.kind == Kind::Value)
    ///     .unwrap();
    /// let right = exercise.answer.first_text().unwrap();
    /// assert!(exercise.attempt(&[], &right, Lang::En)?.done);
    /// let wrong = (right.parse::<u32>().unwrap() + 1).to_string();
    /// let attempt = exercise.attempt(&[], &wrong, Lang::En)?;
    /// assert!(!attempt.right);
    /// assert!(attempt.says.starts_with(&format!("Not {wrong}")));
    /// # Ok::<(), hopnim::play::lesson::LessonError>(())
    /// ```
    pub fn attempt(
        &self,
        played: &[Move],
        tried: &str,
        lang: Lang,
    ) -> Result<Attempt, LessonError> {
        let tried = tried.trim();
        let board = self.board_after(played)?;
        let checked = match (self.kind, &self.answer) {
            (Kind::Value, Answer::Value(value)) => self.said_value(tried, *value, lang)?,
            (Kind::Win, _) => {
                return self.played_on(played, &board, self.move_of(&board, tried)?, lang);
            }
            (_, Answer::Moves(accepted)) => {
                let mv = self.move_of(&board, tried)?;
                self.moved(&board, mv, accepted.contains(&mv), lang)
            }
            _ => unreachable!("a lesson's answer fits its kind: checked when it is read"),
        };
        Ok(Attempt {
            right: checked.right,
            done: checked.right,
            says: checked.says,
            played: played.to_vec(),
            reply: None,
            board,
        })
    }

    /// The board after `played`, each move checked.
    fn board_after(&self, played: &[Move]) -> Result<Board, LessonError> {
        if self.kind != Kind::Win && !played.is_empty() {
            return Err(LessonError::BadGame { number: 1 });
        }
        let mut board = self.board.clone();
        for (index, &mv) in played.iter().enumerate() {
            board
                .make_move(mv, self.variant.rules)
                .map_err(|_| LessonError::BadGame { number: index + 1 })?;
        }
        Ok(board)
    }

    /// The move `tried` names on `board`.
    fn move_of(&self, board: &Board, tried: &str) -> Result<Move, LessonError> {
        let written: WrittenMove = tried.parse().map_err(|error| LessonError::BadMove {
            text: Quoted::new(tried),
            error,
        })?;
        board
            .move_to(written.cell, written.to, self.variant.rules)
            .map_err(LessonError::IllegalMove)
    }

    /// A value said: right when it is `value`.
    fn said_value(&self, tried: &str, value: u32, lang: Lang) -> Result<Checked, LessonError> {
        let said: u32 = tried.parse().map_err(|_| LessonError::NotANumber {
            text: Quoted::new(tried),
        })?;
        Ok(if said == value {
            Checked::right(say!(lang, "learn-value-right", value = value))
        } else {
            Checked::wrong(say!(lang, "learn-value-wrong", value = said))
        })
    }

    /// A move of a move exercise played on `board`: right when `accepted`; either way
    /// told by what it leaves.
    fn moved(&self, board: &Board, mv: Move, accepted: bool, lang: Lang) -> Checked {
        let analyser = Analyser::new(board.width(), board.rows(), self.variant);
        let (remoteness, moves) = analyser.remoteness_and_moves();
        let moves: Vec<MoveValue> = moves.collect();
        let valued = *moves
            .iter()
            .find(|valued| valued.to_move() == mv)
            .expect("a legal move is one of the board's moves");
        // The best move: one that leaves remoteness one less (the fastest win, the
        // longest loss).
        let best = moves
            .iter()
            .find(|other| {
                other.remoteness_after.is_some()
                    && other.remoteness_after.map(|r| r + 1) == remoteness
            })
            .map(|other| other.to_move().to_string())
            .unwrap_or_default();
        let after = remoteness_text(valued.remoteness_after);
        let mv_text = mv.to_string();
        match self.kind {
            Kind::Fastest if valued.winning && !accepted => Checked::wrong(say!(
                lang,
                "learn-fastest-slower",
                move = mv_text,
                after = after,
                best = best
            )),
            Kind::Fastest if accepted => {
                Checked::right(say!(lang, "learn-fastest-right", move = mv_text, after = after))
            }
            Kind::Longest if accepted => {
                Checked::right(say!(lang, "learn-longest-right", move = mv_text, after = after))
            }
            Kind::Longest => Checked::wrong(say!(
                lang,
                "learn-longest-sooner",
                move = mv_text,
                after = after,
                best = best
            )),
            _ if accepted => Checked::right(self.leaves(board, analyser.search(), &valued, lang)),
            _ => Checked::wrong(self.leaves(board, analyser.search(), &valued, lang)),
        }
    }

    /// What a move leaves: the board, its value, and who wins it (with the
    /// opponent's winning reply, found in `search`, the search that valued `board`,
    /// when the move loses).
    fn leaves(
        &self,
        board: &Board,
        search: &SharedSearch,
        valued: &MoveValue,
        lang: Lang,
    ) -> String {
        let mv = valued.to_move();
        let after = board
            .play_move(mv, self.variant.rules)
            .expect("a legal move is played");
        let shown = after.to_string();
        let value = valued.nim_sum_after;
        let misere = self.variant.is_misere();
        match (valued.winning, misere) {
            (true, false) => {
                say!(lang, "learn-move-wins", move = mv.to_string(), board = shown, value = value)
            }
            (true, true) => {
                say!(lang, "learn-move-wins-misere", move = mv.to_string(), board = shown)
            }
            (false, _) => {
                let reply = self
                    .perfect_reply(&after, search)
                    .map(|reply| reply.to_string())
                    .unwrap_or_default();
                if misere {
                    say!(lang, "learn-move-loses-misere", move = mv.to_string(), board = shown, reply = reply)
                } else {
                    say!(lang, "learn-move-loses", move = mv.to_string(), board = shown, value = value, reply = reply)
                }
            }
        }
    }

    /// The perfect engine's reply on `after`, searched in `search`: the search of the
    /// board before, which has met `after` already where it valued the moves'
    /// remoteness. `None` when there is no move.
    fn perfect_reply(&self, after: &Board, search: &SharedSearch) -> Option<Move> {
        let analyser = Analyser::new(after.width(), after.rows(), self.variant).sharing(search);
        Engine::PERFECT.choose_in(&analyser).to_move()
    }

    /// A move of a `win` exercise: refused when it throws the win away; otherwise the
    /// engine's reply, and the game won, or over the par, or going on.
    fn played_on(
        &self,
        played: &[Move],
        board: &Board,
        mv: Move,
        lang: Lang,
    ) -> Result<Attempt, LessonError> {
        let analyser = Analyser::new(board.width(), board.rows(), self.variant);
        let valued = analyser
            .moves()
            .find(|valued| valued.to_move() == mv)
            .expect("a legal move is one of the board's moves");
        if !valued.winning {
            return Ok(Attempt {
                right: false,
                done: false,
                says: self.leaves(board, analyser.search(), &valued, lang),
                played: played.to_vec(),
                reply: None,
                board: board.clone(),
            });
        }
        let rules = self.variant.rules;
        let mut after = board.play_move(mv, rules).expect("a legal move is played");
        let reply = self.perfect_reply(&after, analyser.search());
        if let Some(reply) = reply {
            after
                .make_move(reply, rules)
                .expect("the engine plays a legal move");
        }
        let yours = played.len() / 2 + 1;
        let par = self.par.unwrap_or(u32::MAX) as usize;
        let mut going_on = played.to_vec();
        going_on.push(mv);
        going_on.extend(reply);
        // Over when the engine cannot move, or (misère) leaves the learner no move.
        let over = reply.is_none()
            || !after
                .rows()
                .iter()
                .any(|row| rules.moves_of(row).next().is_some());
        let (right, done, says, played, board) = if over {
            (
                true,
                true,
                say!(lang, "learn-win-won", moves = yours, par = par),
                going_on,
                after,
            )
        } else if yours >= par {
            (
                false,
                false,
                say!(lang, "learn-win-over-par", par = par),
                Vec::new(),
                self.board.clone(),
            )
        } else {
            let reply_text = reply.map(|reply| reply.to_string()).unwrap_or_default();
            (
                true,
                false,
                say!(lang, "learn-win-reply", move = mv.to_string(), reply = reply_text, moves = yours, par = par),
                going_on,
                after,
            )
        };
        Ok(Attempt {
            right,
            done,
            says,
            played,
            reply,
            board,
        })
    }
}

/// The remoteness a move leaves, as a learner reads it (`?` where hopnim does not
/// know it).
fn remoteness_text(remoteness: Option<u64>) -> String {
    remoteness.map_or_else(|| "?".to_owned(), |remoteness| remoteness.to_string())
}

/// Whether a try is right, and what to say about it.
struct Checked {
    right: bool,
    says: String,
}

impl Checked {
    fn right(says: String) -> Checked {
        Checked { right: true, says }
    }

    fn wrong(says: String) -> Checked {
        Checked { right: false, says }
    }
}
