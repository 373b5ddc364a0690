//! What the setter knows of each rule set, each rule set in its own file (`hop.rs`,
//! `welter.rs`, `slide.rs`): the problem its package poses (title and identity) and
//! the plausible wrong ideas that the package's data is chosen to kill, each the
//! model of a program under `package/submissions/<rule set>/wrong_answer/`. The rest
//! of the setter asks [`of`], the one dispatch on a rule set, and never names one.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::rules;
//! for set in Rules::ALL {
//!     let facts = rules::of(set);
//!     // Every rule set's normal-play problem has wrong ideas to kill.
//!     assert!(!facts.normal_ideas.is_empty(), "{set}");
//! }
//! ```

mod hop;
mod slide;
mod welter;

use hopnim::game::{Board, Rules, Variant};
use hopnim::judge::answers;

/// What the setter knows of one rule set.
#[derive(Clone, Copy, Debug)]
pub struct RulesFacts {
    /// Its normal-play problem, as a package names it.
    pub problem: Problem,
    /// The wrong ideas of its normal-play problem.
    pub normal_ideas: &'static [WrongIdea],
    /// The wrong ideas of its misère problem: none for a rule set whose misère
    /// problem hopnim does not write.
    pub misere_ideas: &'static [WrongIdea],
}

/// What the setter knows of the rule set `rules`: the one place the setter tells
/// the rule sets apart.
pub const fn of(rules: Rules) -> &'static RulesFacts {
    match rules {
        Rules::Hop => &hop::FACTS,
        Rules::Welter => &welter::FACTS,
        Rules::Slide => &slide::FACTS,
    }
}

/// A problem as a package names it: a rule set's normal-play problem, or the misère
/// or interactive one.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The problem's title: `Chess`, `Leaping Chess`, `Sliding Chess`.
    pub title: &'static str,
    /// Its title in the Chinese statement: `高手过招`, `飞跃棋`, `滑动棋`. A problem's
    /// name, not the rule set's (跳子, Welter 游戏, 滑动): a statement that named
    /// Welter's game would give its solution away, and the English one does not.
    pub title_zh: &'static str,
    /// What the package's `source` adds after the contest: `, Welter's rules`.
    pub source_note: &'static str,
    /// The last digits of the package's UUID, one per problem hopnim writes.
    pub uuid_tail: u8,
}

/// A plausible wrong idea: the program's name and what its mistake is, and a model of
/// the answers it gives.
#[derive(Clone, Copy)]
pub struct WrongIdea {
    /// The program's file name in the package, without its folder.
    pub name: &'static str,
    /// The mistake, in a few words.
    pub mistake: &'static str,
    /// The answers the wrong program gives to an input of these tests.
    pub answers: fn(&[Board]) -> Vec<bool>,
}

impl std::fmt::Debug for WrongIdea {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// The answers of the default rule set's staircase (hop's): the commonest mistake in
/// the sibling games, and misère play's wrong answer of normal play.
fn default_answers(tests: &[Board]) -> Vec<bool> {
    answers(tests, Variant::default())
}

/// The answers of a wrong idea that looks at one test at a time.
fn per_test(tests: &[Board], wins: impl Fn(&Board) -> bool) -> Vec<bool> {
    tests.iter().map(wins).collect()
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The code of `file` (its tests and comment lines left out).
    fn code(file: &Path) -> String {
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        code.lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn outside_its_rules_folder_the_setter_names_no_rule_set() {
        let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        let mut seen = 0;
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    if !path.ends_with("rules") {
                        folders.push(path);
                    }
                } else if path.extension().is_some_and(|e| e == "rs") {
                    seen += 1;
                    let code = code(&path);
                    for name in ["Rules::Hop", "Rules::Welter", "Rules::Slide"] {
                        assert!(!code.contains(name), "{}: {name}", path.display());
                    }
                }
            }
        }
        assert!(seen >= 10, "{seen} files");
    }
}
