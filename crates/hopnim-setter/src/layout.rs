//! A problem laid out once, for every format a judge takes: its tests with their
//! answers, its submissions with the verdict each declares, and the programs that
//! judge it. Each format's writer (Polygon, ICPC, Hydro, Luogu) only names and places
//! these, so every format carries the same tests, byte for byte, and the same
//! programs.
//!
//! The tests are the Kattis package's ([`data`]): the sample first, then the secret
//! files in their order. The submissions are the package sources under
//! `submissions/<kind>/<verdict>/`. The programs are the package sources too: the
//! Kattis input validator (`validator.cpp`, exit 42), its testlib twin
//! (`polygon/validator.cpp`), testlib's checker (`polygon/check.cpp`) and, for the
//! interactive problem, the interactor (`interactor.cpp`, which a `#define` turns into
//! a testlib interactor: [`Programs::testlib_interactor`]).
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::layout::{Layout, Verdict};
//! use hopnim_setter::package::{Asset, Kind};
//! let assets = [
//!     Asset { path: "validator.cpp", text: "// Kattis\n" },
//!     Asset { path: "polygon/validator.cpp", text: "// testlib\n" },
//!     Asset { path: "polygon/check.cpp", text: "// checker\n" },
//!     Asset { path: "submissions/hop/accepted/staircase.cpp", text: "// right\n" },
//!     Asset { path: "submissions/hop/wrong_answer/even_stairs.cpp", text: "// wrong\n" },
//! ];
//! let layout = Layout::new(Kind::Normal(Rules::Hop), &assets, "1\n1\n1 20\n", 5724)?;
//! assert_eq!(layout.tests[0].input, "1\n1\n1 20\n");
//! assert_eq!(layout.tests[0].answer, "NO\n");
//! assert!(layout.tests[0].sample && !layout.tests[1].sample);
//! assert_eq!(layout.submissions[1].verdict, Verdict::WrongAnswer);
//! assert_eq!(layout.programs.checker, "// checker\n");
//! # Ok::<(), hopnim_setter::package::PackageError>(())
//! ```

use std::borrow::Cow;

use crate::package::{Asset, DataFile, Kind, PackageError, PackageFile, data, source};
use crate::statement::StatementError;
use hopnim::phrase::Phrase;

/// Why a problem cannot be written in a judge's format (Polygon, ICPC): what its
/// layout refuses (a missing source, a bad sample, a submission folder that is no
/// verdict), or a statement source that does not convert.
#[derive(Debug, thiserror::Error)]
pub enum FormatError {
    /// What the layout refuses.
    #[error(transparent)]
    Package(#[from] PackageError),
    /// A statement source that does not convert (to Markdown, or into sections).
    #[error(transparent)]
    Statement(#[from] StatementError),
}

impl FormatError {
    /// Why the problem cannot be written, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)): the phrase of the error it holds.
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            FormatError::Package(error) => error.phrase(),
            FormatError::Statement(error) => error.phrase(),
        }
    }
}

/// A problem laid out for every format: see the module's documentation.
#[derive(Clone, Debug)]
pub struct Layout<'a> {
    /// The problem.
    pub kind: Kind,
    /// Every test: the samples first, then the secret ones, in order.
    pub tests: Vec<Test<'a>>,
    /// Every submission, in the order of the sources.
    pub submissions: Vec<Submission<'a>>,
    /// The programs that judge.
    pub programs: Programs<'a>,
    /// The secret data files, as the Kattis package's data chose them (what each
    /// kills).
    pub secret: Vec<DataFile>,
}

/// One test: its name, its input and its answer, whether it is a sample, and what it
/// is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Test<'a> {
    /// Its name in the Kattis package: `1` for the sample, the secret file's name
    /// (`01-max`, `kill-03`) otherwise.
    pub name: String,
    /// Whether it is the sample: shown in the statement (but for the interactive
    /// problem's, which its statement does not show).
    pub sample: bool,
    /// What it is for, in a few words.
    pub purpose: String,
    /// The input.
    pub input: Cow<'a, str>,
    /// The answer: hopnim's, or the interactive problem's fixed line.
    pub answer: Cow<'a, str>,
}

/// The verdict a submission declares, by the folder it sits in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// `accepted/`: right and fast enough.
    Accepted,
    /// `wrong_answer/`: some test's answer is wrong (or, interactive, it loses).
    WrongAnswer,
    /// `time_limit_exceeded/`: right but too slow.
    TimeLimitExceeded,
}

impl Verdict {
    /// Every verdict.
    pub const ALL: [Verdict; 3] = [
        Verdict::Accepted,
        Verdict::WrongAnswer,
        Verdict::TimeLimitExceeded,
    ];

    /// Its folder's name, in the sources and in the Kattis and ICPC formats.
    ///
    /// ```
    /// use hopnim_setter::layout::Verdict;
    /// assert_eq!(Verdict::TimeLimitExceeded.folder(), "time_limit_exceeded");
    /// ```
    pub fn folder(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong_answer",
            Verdict::TimeLimitExceeded => "time_limit_exceeded",
        }
    }

    /// The verdict whose folder is `folder`.
    pub fn of_folder(folder: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.folder() == folder)
    }
}

/// A submission: its file name, the verdict it declares and its source.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Submission<'a> {
    /// Its file name, `staircase.cpp`; unique among the problem's submissions.
    pub name: &'a str,
    /// The verdict it must get.
    pub verdict: Verdict,
    /// Its source.
    pub text: &'a str,
}

/// The programs that judge a problem, as sources.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Programs<'a> {
    /// The input validator of the Kattis and ICPC formats (exit 42 for a valid input).
    pub validator: &'a str,
    /// Its testlib twin, for the interactive problem's limits too with
    /// [`Programs::testlib_validator`].
    testlib_validator: &'a str,
    /// testlib's checker (`input output answer`): the answers token by token, or for
    /// the interactive problem the interactor's `tout` against the answer.
    pub checker: &'a str,
    /// The interactive problem's interactor (the Kattis form: `input answer
    /// feedback_dir`, exit 42 or 43); `None` for the others.
    pub interactor: Option<&'a str>,
}

impl Programs<'_> {
    /// The input validator of the problem (the Kattis form, exit 42): the source as
    /// it is, or headed by the `#define` that checks the interactive problem's limits
    /// without a flag (the ICPC format's flags differ between its versions).
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// use hopnim_setter::layout::Layout;
    /// use hopnim_setter::package::{Asset, Kind};
    /// let assets = [
    ///     Asset { path: "validator.cpp", text: "// Kattis\n" },
    ///     Asset { path: "polygon/validator.cpp", text: "// testlib\n" },
    ///     Asset { path: "polygon/check.cpp", text: "// checker\n" },
    ///     Asset { path: "interactor.cpp", text: "// interactor\n" },
    /// ];
    /// let layout = Layout::new(Kind::Interactive, &assets, "", 1)?;
    /// let validator = layout.programs.input_validator(Kind::Interactive);
    /// assert_eq!(validator, "#define HOPNIM_INTERACTIVE\n// Kattis\n");
    /// assert_eq!(layout.programs.input_validator(Kind::Misere), "// Kattis\n");
    /// # Ok::<(), hopnim_setter::package::PackageError>(())
    /// ```
    pub fn input_validator(&self, kind: Kind) -> Cow<'_, str> {
        interactive_headed(kind, self.validator)
    }

    /// The testlib validator of the problem: the source as it is, or headed by the
    /// `#define` that checks the interactive problem's limits.
    pub fn testlib_validator(&self, kind: Kind) -> Cow<'_, str> {
        interactive_headed(kind, self.testlib_validator)
    }

    /// The interactor as testlib's (`input tout [answer]`, verdicts testlib's): the
    /// source headed by the `#define` that chooses that form.
    pub fn testlib_interactor(&self) -> Option<String> {
        self.interactor
            .map(|source| format!("#define HOPNIM_TESTLIB\n{source}"))
    }
}

/// A validator's source as it is, or for the interactive problem headed by the
/// `#define` that makes it check that problem's limits.
fn interactive_headed(kind: Kind, source: &str) -> Cow<'_, str> {
    if kind == Kind::Interactive {
        Cow::Owned(format!("#define HOPNIM_INTERACTIVE\n{source}"))
    } else {
        Cow::Borrowed(source)
    }
}

impl<'a> Layout<'a> {
    /// The layout of `kind` from the package sources `assets`, with the sample
    /// `sample` (the normal and misère problems') and the secret data of `seed`. An
    /// error names a missing source, a bad sample, a submission folder that is no
    /// verdict, or two submissions of one name.
    pub fn new(
        kind: Kind,
        assets: &[Asset<'a>],
        sample: &'a str,
        seed: u64,
    ) -> Result<Layout<'a>, PackageError> {
        let required = |path: &str| source(assets, path);
        let programs = Programs {
            validator: required("validator.cpp")?,
            testlib_validator: required("polygon/validator.cpp")?,
            checker: required("polygon/check.cpp")?,
            interactor: match kind {
                Kind::Interactive => Some(required("interactor.cpp")?),
                _ => None,
            },
        };
        let (files, secret) = data(kind, sample, seed)?;
        Ok(Layout {
            kind,
            tests: tests(files, &secret),
            submissions: submissions(kind, assets)?,
            programs,
            secret,
        })
    }

    /// The sample tests.
    pub fn samples(&self) -> impl Iterator<Item = &Test<'a>> {
        self.tests.iter().filter(|test| test.sample)
    }

    /// Every submission as a file `submissions/<verdict>/<name>`, the layout of the
    /// Kattis and ICPC formats (and of the programs other formats keep for the setter),
    /// in their order.
    pub fn submission_files(&self) -> impl Iterator<Item = PackageFile<'a>> + '_ {
        self.submissions.iter().map(|submission| {
            PackageFile::new(
                format!(
                    "submissions/{}/{}",
                    submission.verdict.folder(),
                    submission.name
                ),
                submission.text,
            )
        })
    }

    /// The submissions that declare `verdict`.
    pub fn with_verdict(&self, verdict: Verdict) -> impl Iterator<Item = &Submission<'a>> {
        self.submissions
            .iter()
            .filter(move |submission| submission.verdict == verdict)
    }
}

/// The Kattis package's data files (`data/sample/1.in`, `.ans`, `data/secret/…`) as
/// tests, in their order.
fn tests<'a>(files: Vec<PackageFile<'a>>, secret: &[DataFile]) -> Vec<Test<'a>> {
    let (inputs, answers): (Vec<_>, Vec<_>) = files
        .into_iter()
        .partition(|file| file.path.ends_with(".in"));
    inputs
        .into_iter()
        .map(|input| {
            let stem = input.path.strip_suffix(".in").expect("an input");
            let answer = answers
                .iter()
                .find(|file| file.path.strip_suffix(".ans") == Some(stem))
                .expect("every input has its answer")
                .text
                .clone();
            let (name, sample, purpose) = match stem.strip_prefix("data/secret/") {
                Some(name) => {
                    let file = secret.iter().find(|file| file.name == name);
                    let purpose = file.map_or("", |file| file.purpose.as_str());
                    (name, false, purpose)
                }
                None => (
                    stem.strip_prefix("data/sample/").unwrap_or(stem),
                    true,
                    "the sample",
                ),
            };
            Test {
                name: name.to_owned(),
                sample,
                purpose: purpose.to_owned(),
                input: input.text,
                answer,
            }
        })
        .collect()
}

/// The submissions of `kind` among the sources, in their order.
fn submissions<'a>(kind: Kind, assets: &[Asset<'a>]) -> Result<Vec<Submission<'a>>, PackageError> {
    let folder = format!("submissions/{}/", kind.folder());
    let mut submissions: Vec<Submission<'a>> = Vec::new();
    for asset in assets {
        let Some(inside) = asset.path.strip_prefix(&folder) else {
            continue;
        };
        let (verdict_folder, name) = inside.split_once('/').unwrap_or(("", inside));
        let verdict =
            Verdict::of_folder(verdict_folder).ok_or_else(|| PackageError::UnknownVerdict {
                path: asset.path.to_owned(),
                verdict: verdict_folder.to_owned(),
            })?;
        if submissions.iter().any(|submission| submission.name == name) {
            return Err(PackageError::SameName {
                folder: folder.clone(),
                name: name.to_owned(),
            });
        }
        submissions.push(Submission {
            name,
            verdict,
            text: asset.text,
        });
    }
    Ok(submissions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::INTERACTIVE_ANSWER;
    use hopnim::game::Rules;

    fn assets(extra: &[Asset<'static>]) -> Vec<Asset<'static>> {
        let mut assets = vec![
            Asset {
                path: "validator.cpp",
                text: "// v\n",
            },
            Asset {
                path: "polygon/validator.cpp",
                text: "// tv\n",
            },
            Asset {
                path: "polygon/check.cpp",
                text: "// c\n",
            },
            Asset {
                path: "interactor.cpp",
                text: "// i\n",
            },
        ];
        assets.extend_from_slice(extra);
        assets
    }

    #[test]
    fn the_tests_are_the_kattis_data_in_order() {
        let kind = Kind::Normal(Rules::Hop);
        let layout = Layout::new(kind, &assets(&[]), "1\n1\n1 20\n", 3).unwrap();
        let (files, secret) = data(kind, "1\n1\n1 20\n", 3).unwrap();
        assert_eq!(layout.tests.len() * 2, files.len());
        for (test, pair) in layout.tests.iter().zip(files.chunks(2)) {
            assert_eq!(test.input, pair[0].text);
            assert_eq!(test.answer, pair[1].text);
            assert!(pair[0].path.ends_with(&format!("/{}.in", test.name)));
        }
        assert_eq!(layout.samples().count(), 1);
        assert_eq!(layout.tests.len(), secret.len() + 1);
        assert_eq!(layout.tests[1].purpose, secret[0].purpose);
    }

    #[test]
    fn the_interactive_problem_has_its_interactor_in_both_forms() {
        let layout = Layout::new(Kind::Interactive, &assets(&[]), "", 1).unwrap();
        assert_eq!(layout.programs.interactor, Some("// i\n"));
        assert_eq!(
            layout.programs.testlib_interactor().unwrap(),
            "#define HOPNIM_TESTLIB\n// i\n"
        );
        assert!(
            layout
                .programs
                .testlib_validator(Kind::Interactive)
                .starts_with("#define HOPNIM_INTERACTIVE\n")
        );
        assert!(layout.tests.iter().all(|t| t.answer == INTERACTIVE_ANSWER));
        let hop = Layout::new(Kind::Normal(Rules::Hop), &assets(&[]), "1\n1\n0\n", 1).unwrap();
        assert_eq!(hop.programs.interactor, None);
        assert_eq!(hop.programs.testlib_validator(hop.kind), "// tv\n");
    }

    #[test]
    fn submissions_carry_their_verdicts_and_a_bad_folder_or_a_twin_is_an_error() {
        let good = assets(&[
            Asset {
                path: "submissions/hop/accepted/a.cpp",
                text: "a",
            },
            Asset {
                path: "submissions/welter/accepted/other.cpp",
                text: "o",
            },
            Asset {
                path: "submissions/hop/time_limit_exceeded/s.cpp",
                text: "s",
            },
        ]);
        let layout = Layout::new(Kind::Normal(Rules::Hop), &good, "1\n1\n0\n", 1).unwrap();
        let names: Vec<_> = layout.submissions.iter().map(|s| s.name).collect();
        assert_eq!(names, ["a.cpp", "s.cpp"]);
        assert_eq!(layout.with_verdict(Verdict::TimeLimitExceeded).count(), 1);
        let twin = assets(&[
            Asset {
                path: "submissions/hop/accepted/a.cpp",
                text: "a",
            },
            Asset {
                path: "submissions/hop/wrong_answer/a.cpp",
                text: "a",
            },
        ]);
        assert!(matches!(
            Layout::new(Kind::Normal(Rules::Hop), &twin, "1\n1\n0\n", 1),
            Err(PackageError::SameName { .. })
        ));
        let odd = assets(&[Asset {
            path: "submissions/hop/slow/a.cpp",
            text: "a",
        }]);
        assert!(matches!(
            Layout::new(Kind::Normal(Rules::Hop), &odd, "1\n1\n0\n", 1),
            Err(PackageError::UnknownVerdict { .. })
        ));
        let missing = Layout::new(Kind::Normal(Rules::Hop), &[], "1\n1\n0\n", 1);
        assert!(matches!(missing, Err(PackageError::MissingAsset(p)) if p == "validator.cpp"));
    }
}
