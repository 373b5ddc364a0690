//! The course: lessons from the rules to the contest problems, each a few short
//! exercises with a goal and a check, in every language hopnim speaks.
//!
//! **Lessons are data.** Each lesson is one JSON file of the crate's `lessons/` folder
//! (`03-staircase.json`), built into the library: its id, the contest problems that
//! use its idea, and its exercises, each a board, its game and what the learner is to
//! find. Its words — the title, the teaching text, each exercise's goal and hint, a
//! one-line hint for each problem — are the catalogue's `lessons.ftl`, by ids the
//! data names (`lesson-staircase-2-goal`). The tests hold every answer to the
//! library's and to a whole-board search by the definition, every `win` par to the
//! fastest win, and every word to both languages.
//!
//! **Exercises** come in five [`Kind`]s: say a board's SG value ([`Kind::Value`]);
//! play a winning move, any of them ([`Kind::WinningMove`]); play the fastest win
//! ([`Kind::Fastest`]); hold a lost position as long as possible ([`Kind::Longest`]);
//! win a won position against the perfect engine within a par of one's own moves
//! ([`Kind::Win`]). [`Exercise::attempt`] checks one try and says why it is right or
//! wrong: a wrong move is told by the position it leaves and that position's value.
//!
//! ```
//! use hopnim::lang::Lang;
//! use hopnim::play::lesson::{Course, Kind};
//! let lessons = Course::lessons();
//! assert!(lessons.len() >= 8);
//! let first = &lessons[0];
//! assert_eq!(first.number, 1);
//! assert_eq!(Course::lesson("1")?.id, first.id);
//! assert!(!first.title(Lang::ZhCn).is_empty());
//! // Every exercise checks its own answer.
//! for lesson in lessons {
//!     for exercise in &lesson.exercises {
//!         if let Some(answer) = exercise.answer.first_text() {
//!             let attempt = exercise.attempt(&[], &answer, Lang::En)?;
//!             assert!(attempt.right, "{} {}", lesson.id, exercise.number);
//!         }
//!     }
//! }
//! # Ok::<(), hopnim::play::lesson::LessonError>(())
//! ```

mod attempt;
mod course;
mod page;
mod progress;

pub use attempt::Attempt;
pub use course::{Answer, Course, Exercise, Kind, Lesson, LessonError, Problem};
pub(crate) use page::{attempt_json, course_json};
pub use progress::{Progress, Stars, StarsError};
