//! The course and a try as the page asks for them, in JSON: the same bytes from the
//! server and the WebAssembly module.

use serde::{Deserialize, Serialize};

use super::course::{Course, Kind, LessonError};
use super::progress::Stars;
use crate::game::Move;
use crate::lang::Lang;
use crate::play::refusal::{Refusal, Refused};
use crate::play::reply::read_question;
use crate::play::view::language;

/// The course in `lang`, as the page lists it.
#[derive(Serialize)]
struct CourseJson {
    lessons: Vec<LessonJson>,
}

#[derive(Serialize)]
struct LessonJson {
    id: String,
    number: usize,
    title: String,
    intro: String,
    problems: Vec<ProblemJson>,
    exercises: Vec<ExerciseJson>,
}

#[derive(Serialize)]
struct ProblemJson {
    name: String,
    title: String,
    hint: String,
}

#[derive(Serialize)]
struct ExerciseJson {
    number: usize,
    kind: Kind,
    label: String,
    board: String,
    width: u32,
    rules: &'static str,
    misere: bool,
    goal: String,
    hint: String,
    par: Option<u32>,
}

/// The whole course in `lang`: `{"lessons":[{"id","number","title","intro",
/// "problems":[{"name","title","hint"}],"exercises":[{"number","kind","label","board",
/// "width","rules","misere","goal","hint","par"}]}]}`. The answers are not in it.
pub fn course_json(lang: Lang) -> Vec<u8> {
    let lessons = Course::lessons()
        .iter()
        .map(|lesson| LessonJson {
            id: lesson.id.clone(),
            number: lesson.number,
            title: lesson.title(lang),
            intro: lesson.intro(lang),
            problems: (lesson.problems.iter().enumerate())
                .map(|(index, problem)| ProblemJson {
                    name: problem.name.clone(),
                    title: problem.title.clone(),
                    hint: lesson.problem_hint(index, lang),
                })
                .collect(),
            exercises: (lesson.exercises.iter())
                .map(|exercise| ExerciseJson {
                    number: exercise.number,
                    kind: exercise.kind,
                    label: exercise.kind.label(lang),
                    board: exercise.board.to_string(),
                    width: exercise.board.width(),
                    rules: exercise.variant.rules.name(),
                    misere: exercise.variant.is_misere(),
                    goal: exercise.goal(lang),
                    hint: exercise.hint(lang),
                    par: exercise.par,
                })
                .collect(),
        })
        .collect();
    serde_json::to_vec(&CourseJson { lessons }).expect("the course is JSON")
}

/// A try, as the page asks about it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttemptQuestion {
    lesson: String,
    exercise: usize,
    answer: String,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    wrong: u32,
    #[serde(default)]
    hinted: bool,
    #[serde(default, deserialize_with = "language")]
    lang: Lang,
}

/// What the try did, as the page reads it.
#[derive(Serialize)]
struct AttemptJson {
    right: bool,
    done: bool,
    says: String,
    moves: Vec<String>,
    reply: Option<String>,
    board: String,
    stars: Option<u8>,
}

/// The page's try at an exercise, answered: see [`reply::lesson_attempt`](crate::play::reply::lesson_attempt).
pub fn attempt_json(question: &[u8]) -> Result<Vec<u8>, Refused> {
    let question: AttemptQuestion = read_question(question).map_err(|why| why.said_in(Lang::En))?;
    let lang = question.lang;
    let refused = |error: LessonError| Refusal::BadQuestion(lang.say(error.phrase())).said_in(lang);
    let exercise = Course::exercise(&question.lesson, question.exercise).map_err(refused)?;
    let played = (question.moves.iter().enumerate())
        .map(|(index, text)| {
            text.parse::<Move>()
                .map_err(|_| LessonError::BadGame { number: index + 1 })
        })
        .collect::<Result<Vec<Move>, _>>()
        .map_err(refused)?;
    let attempt = exercise
        .attempt(&played, &question.answer, lang)
        .map_err(refused)?;
    let reply = AttemptJson {
        right: attempt.right,
        done: attempt.done,
        says: attempt.says,
        moves: attempt.played.iter().map(Move::to_string).collect(),
        reply: attempt.reply.map(|mv| mv.to_string()),
        board: attempt.board.to_string(),
        stars: attempt
            .done
            .then(|| Stars::earned(question.wrong, question.hinted).get()),
    };
    Ok(serde_json::to_vec(&reply).expect("an attempt is JSON"))
}
