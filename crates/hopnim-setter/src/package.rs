//! A judge's problem package, laid out: which file goes where, `problem.yaml`, the
//! statement, validators and submissions of each [`Kind`] of package, and the test
//! data, chosen to kill: the families every package holds, and a catalogue of the
//! plausible wrong ideas with a model of each, from which the smallest tests that
//! tell every wrong idea from the right answer are picked.
//!
//! The statements, validators and programs are the package sources, [`Asset`]s that
//! the caller hands in ([`ASSETS`]: every file of this crate's `package/` folder,
//! built in): [`package`] picks those of a kind and adds what is computed, and its
//! caller only writes the files.
//!
//! A wrong idea is a model of a wrong program: the answers it gives to a whole input
//! (a whole input, not a test, because some mistakes carry state from one test to the
//! next). The package's `submissions/wrong_answer/` holds the program itself (the
//! source `submissions/<kind>/wrong_answer/`, [`Kind::folder`]); the judge's verifier
//! checks that the program fails on the data, the models only pick the data. To add a
//! wrong idea: write the program, and add its model to [`wrong_ideas`].
//!
//! ```
//! use hopnim::game::Variant;
//! use hopnim_setter::package::{data_for, wrong_ideas};
//! let data = data_for(Variant::default(), 5724);
//! // Every wrong idea fails on some file, and the file says which.
//! for idea in wrong_ideas(Variant::default()) {
//!     assert!(data.iter().any(|file| file.kills.contains(&idea.name)), "{}", idea.name);
//! }
//! ```

use std::borrow::Cow;
use std::fmt;

use hopnim::phrase;
use hopnim::phrase::Phrase;

use crate::generate::{
    Answers, Family, GenSpec, PieceCounts, generate_on_stream, generate_or_any_answers,
};
use crate::rules;
use hopnim::game::{Board, CLASSIC_WIDTH, Row, Staircase};
use hopnim::game::{BoardWidth, Convention, Rules, Variant};
use hopnim::judge::{JudgeError, JudgeReader, JudgeSpec, answers, answers_text, input_text};
use hopnim::random::Prng;

pub use crate::rules::{Problem, WrongIdea};

/// The wrong ideas of the problem in `variant`: those of its rule set
/// ([`rules::of`]) in its convention; none for a misère problem
/// that hopnim does not write.
pub fn wrong_ideas(variant: Variant) -> &'static [WrongIdea] {
    let facts = rules::of(variant.rules);
    match variant.convention {
        Convention::Normal => facts.normal_ideas,
        Convention::Misere => facts.misere_ideas,
    }
}

/// One file of a package's test data: its name (without extension), its tests, and
/// the wrong ideas it kills.
#[derive(Clone, Debug)]
pub struct DataFile {
    /// `01-max`, `kill-03`, …
    pub name: String,
    /// What it is for, in a few words.
    pub purpose: String,
    /// The tests.
    pub tests: Vec<Board>,
    /// The wrong ideas whose answers differ from the right ones on it.
    pub kills: Vec<&'static str>,
}

/// The secret data of the problem in `variant`, from `seed`: one file per generator
/// family (the largest input, balanced answers, empty, stuck, single pieces, dense and
/// sparse rows), then the fewest small files that kill every wrong idea, each as small
/// as the search found (the family files kill most ideas too, but a small test says
/// why).
pub fn data_for(variant: Variant, seed: u64) -> Vec<DataFile> {
    let ideas = wrong_ideas(variant);
    let width = CLASSIC_WIDTH;
    let family_file =
        |name: &str, purpose: &str, family: Family, tests: u64, rows: u64, answers: Answers| {
            let spec = GenSpec {
                seed,
                tests,
                rows,
                width,
                pieces: PieceCounts::any(width),
                family,
                answers,
                variant,
            };
            let tests =
                generate_or_any_answers(&spec, 0).expect("the classic board makes every family");
            DataFile {
                name: name.to_owned(),
                purpose: purpose.to_owned(),
                kills: killed(ideas, &tests, variant),
                tests,
            }
        };
    let mut files = vec![
        family_file(
            "01-max",
            "the largest input: 100 tests of 1000 rows",
            Family::Max,
            100,
            1000,
            Answers::Mixed,
        ),
        family_file(
            "02-balanced",
            "random rows, half YES and half NO",
            Family::Random,
            100,
            6,
            Answers::Mixed,
        ),
        family_file(
            "03-empty",
            "rows without pieces",
            Family::Empty,
            10,
            3,
            Answers::Any,
        ),
        family_file(
            "04-stuck",
            "pieces packed against the right end",
            Family::Stuck,
            10,
            3,
            Answers::Any,
        ),
        family_file(
            "05-single",
            "one piece per row",
            Family::Single,
            100,
            4,
            Answers::Mixed,
        ),
        family_file(
            "06-dense",
            "rows of 15 to 20 pieces",
            Family::Dense,
            100,
            5,
            Answers::Mixed,
        ),
        family_file(
            "07-sparse",
            "rows of 1 to 5 pieces",
            Family::Sparse,
            100,
            5,
            Answers::Mixed,
        ),
    ];
    files.extend(killers(ideas, variant, seed));
    files
}

/// The size of a file's tests: rows plus pieces, which orders files from small to large.
pub fn size_of(tests: &[Board]) -> usize {
    tests
        .iter()
        .map(|b| {
            b.rows()
                .iter()
                .map(|r| 1 + r.piece_count() as usize)
                .sum::<usize>()
        })
        .sum()
}

/// The wrong ideas whose answers differ from the right ones on `tests`.
fn killed(ideas: &[WrongIdea], tests: &[Board], variant: Variant) -> Vec<&'static str> {
    let truth = answers(tests, variant);
    ideas
        .iter()
        .filter(|idea| (idea.answers)(tests) != truth)
        .map(|idea| idea.name)
        .collect()
}

/// How many small candidate inputs the kill search draws.
const CANDIDATES: usize = 4000;

/// The fewest small inputs that kill every idea: candidates of 1 to 3 tests of 1 to
/// 3 sparse rows, each judged once against every idea; then greedily the candidate
/// that kills the most ideas still alive, the smallest among those.
fn killers(ideas: &[WrongIdea], variant: Variant, seed: u64) -> Vec<DataFile> {
    let mut rng = Prng::new(seed, 0x6b696c6c);
    let candidates: Vec<(Vec<Board>, Vec<&'static str>)> = (0..CANDIDATES)
        .map(|_| {
            let tests = small_input(&mut rng);
            let kills = killed(ideas, &tests, variant);
            (tests, kills)
        })
        .collect();
    let mut left: Vec<&'static str> = ideas.iter().map(|idea| idea.name).collect();
    let mut files = Vec::new();
    while !left.is_empty() {
        let alive = |kills: &[&'static str]| -> Vec<&'static str> {
            kills
                .iter()
                .copied()
                .filter(|name| left.contains(name))
                .collect()
        };
        let best = candidates
            .iter()
            .map(|(tests, kills)| (alive(kills), tests))
            .filter(|(kills, _)| !kills.is_empty())
            .max_by_key(|(kills, tests)| (kills.len(), std::cmp::Reverse(size_of(tests))));
        let Some((kills, tests)) = best else {
            break;
        };
        left.retain(|name| !kills.contains(name));
        files.push(DataFile {
            name: format!("kill-{:02}", files.len() + 1),
            purpose: format!("kills {}", kills.join(", ")),
            tests: tests.clone(),
            kills,
        });
    }
    files
}

/// A small random input: 1 to 3 tests of 1 to 3 rows of 0 to 6 pieces.
fn small_input(rng: &mut Prng) -> Vec<Board> {
    let width = CLASSIC_WIDTH;
    (0..rng.between(1, 3))
        .map(|_| {
            let rows = (0..rng.between(1, 3))
                .map(|_| {
                    let pieces = rng.between(0, 6);
                    let mut columns: Vec<u32> = Vec::new();
                    while (columns.len() as u64) < pieces {
                        let column = rng.between(1, u64::from(width)) as u32;
                        if !columns.contains(&column) {
                            columns.push(column);
                        }
                    }
                    Row::from_columns(width, columns).expect("columns of the board")
                })
                .collect();
            Board::new(width, rows).expect("rows of the board's width")
        })
        .collect()
}

/// Small first-player wins for the interactive problem (one test of 1 to `max_rows`
/// rows each): the contestant moves first and must win.
pub fn interactive_positions(seed: u64, count: u64, max_rows: u64) -> Vec<Board> {
    let mut rng = Prng::new(seed, 0x696e74);
    (0..count)
        .map(|index| {
            let spec = GenSpec {
                seed: seed ^ index,
                tests: 1,
                rows: rng.between(1, max_rows),
                width: CLASSIC_WIDTH,
                pieces: PieceCounts::new(1, 8),
                family: Family::Random,
                answers: Answers::Yes,
                variant: Variant::default(),
            };
            let mut tests = generate_on_stream(&spec, index).expect("first-player wins exist");
            tests.remove(0)
        })
        .collect()
}

/// What problem a package holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A rule set in normal play: HDU 5724 itself (hop), or a sibling game.
    Normal(Rules),
    /// HDU 5724's misère twin: the player who cannot move wins.
    Misere,
    /// HDU 5724 against the engine: the contestant moves first from a won position
    /// and must win, move by move.
    Interactive,
}

/// The misère twin's problem: its title and identity.
const MISERE_PROBLEM: Problem = Problem {
    title: "Misère Chess",
    title_zh: "高手过招（反常规则）",
    source_note: ", misère twin",
    uuid_tail: 2,
};

/// The interactive variant's problem: its title and identity.
const INTERACTIVE_PROBLEM: Problem = Problem {
    title: "Beat the Engine",
    title_zh: "战胜引擎",
    source_note: ", interactive variant",
    uuid_tail: 3,
};

/// The interactive package's sample: a won position small enough to play out in
/// a statement.
pub(crate) fn interactive_sample() -> Board {
    "18x1/17x2".parse().expect("the interactive sample")
}

/// The answer file of every test of the interactive package: the engine's opponent
/// is to win, and the interactor judges how.
pub const INTERACTIVE_ANSWER: &str = "the first player wins\n";

/// The memory limit of every package, in MB (MiB, as the judges count).
pub const MEMORY_LIMIT_MB: u32 = 256;

/// How many won positions the interactive package's secret data holds.
pub const INTERACTIVE_TESTS: u64 = 12;

/// The most rows of a won position of the interactive package.
pub const INTERACTIVE_ROWS: u64 = 8;

impl Kind {
    /// The package of `rules` in normal play, in misère play (`misere`), or
    /// interactive; `None` for a misère or interactive package of a sibling game,
    /// which hopnim does not write (nor for both at once).
    ///
    /// ```
    /// use hopnim::game::Rules;
    /// use hopnim_setter::package::Kind;
    /// let [hop, welter, slide] = Rules::ALL;
    /// assert_eq!(Kind::new(welter, false, false), Some(Kind::Normal(welter)));
    /// assert_eq!(Kind::new(hop, true, false), Some(Kind::Misere));
    /// assert_eq!(Kind::new(slide, false, true), None);
    /// ```
    pub fn new(rules: Rules, misere: bool, interactive: bool) -> Option<Kind> {
        match (misere, interactive) {
            (false, false) => Some(Kind::Normal(rules)),
            _ if !rules.is_default() => None,
            (true, false) => Some(Kind::Misere),
            (false, true) => Some(Kind::Interactive),
            (true, true) => None,
        }
    }

    /// Every kind of package: each rule set's, then the misère and interactive ones.
    pub fn all() -> impl Iterator<Item = Kind> {
        Rules::ALL
            .into_iter()
            .map(Kind::Normal)
            .chain([Kind::Misere, Kind::Interactive])
    }

    /// The game its answers are for.
    pub fn variant(self) -> Variant {
        match self {
            Kind::Normal(rules) => Variant::new(rules, false),
            Kind::Misere => Variant::MISERE,
            Kind::Interactive => Variant::default(),
        }
    }

    /// Its name among the package sources: the rule set's name (`hop`, `welter`,
    /// `slide`), `misere` or `interactive`. Its statement is `statement_NAME.tex`,
    /// its submissions are under `submissions/NAME/`.
    pub fn folder(self) -> &'static str {
        match self {
            Kind::Normal(rules) => rules.set().name,
            Kind::Misere => "misere",
            Kind::Interactive => "interactive",
        }
    }

    /// Its problem's title and identity.
    pub fn problem(self) -> Problem {
        match self {
            Kind::Normal(set) => rules::of(set).problem,
            Kind::Misere => MISERE_PROBLEM,
            Kind::Interactive => INTERACTIVE_PROBLEM,
        }
    }

    /// The wrong ideas its data is chosen to kill, each the model of a program of
    /// its `wrong_answer/` folder; `None` for the interactive package, whose wrong
    /// programs lose to the engine instead.
    pub fn wrong_ideas(self) -> Option<&'static [WrongIdea]> {
        match self {
            Kind::Interactive => None,
            Kind::Normal(_) | Kind::Misere => Some(wrong_ideas(self.variant())),
        }
    }
}

/// A package source: a statement, a validator or a program, by its path among the
/// sources (`validator.cpp`, `statement_hop.tex`,
/// `submissions/hop/accepted/staircase.cpp`), with its text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Asset<'a> {
    /// Its path among the sources, `/` between folders.
    pub path: &'a str,
    /// Its text.
    pub text: &'a str,
}

/// Every statement, validator and program of the packages: the files under this
/// crate's `package/` folder (but its README.md), listed by the build script, sorted by
/// path.
///
/// ```
/// use hopnim_setter::package::ASSETS;
/// assert!(ASSETS.iter().any(|asset| asset.path == "validator.cpp"));
/// assert!(ASSETS.is_sorted_by_key(|asset| asset.path));
/// ```
pub const ASSETS: &[Asset<'static>] = include!(concat!(env!("OUT_DIR"), "/assets.rs"));

/// A file of a package: its path in the package, `/` between folders, and its text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PackageFile<'a> {
    /// `problem.yaml`, `data/secret/01-max.in`, …
    pub path: String,
    /// What it holds.
    pub text: Cow<'a, str>,
}

impl<'a> PackageFile<'a> {
    /// The file `path` holding `text`.
    pub fn new(path: impl Into<String>, text: impl Into<Cow<'a, str>>) -> PackageFile<'a> {
        PackageFile {
            path: path.into(),
            text: text.into(),
        }
    }
}

/// A zip that a package holds beside its files, for a judge that imports one: the
/// package's files under `folder`, each named in the zip by its path without `strip`.
///
/// ```
/// use hopnim_setter::package::{Archive, PackageFile};
/// let files = [
///     PackageFile { path: "data/1.in".into(), text: "1\n".into() },
///     PackageFile { path: "statement.md".into(), text: "# Chess\n".into() },
/// ];
/// let zip = Archive { path: "data.zip".into(), folder: "data/".into(), strip: "data/".into() };
/// let entries: Vec<_> = zip.entries(&files).collect();
/// assert_eq!(entries, [("1.in", "1\n")]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archive {
    /// Its path in the package: `chess.zip`, `data.zip`.
    pub path: String,
    /// The files it holds: those whose path starts with this folder, `/` at its end.
    pub folder: String,
    /// What their names in the zip leave out at the start of their paths: nothing to
    /// keep the folder, or the folder itself for a flat zip.
    pub strip: String,
}

impl Archive {
    /// Each file of `files` that the zip holds, as its name in the zip and its text,
    /// in the order of `files`.
    pub fn entries<'f>(
        &'f self,
        files: &'f [PackageFile<'_>],
    ) -> impl Iterator<Item = (&'f str, &'f str)> {
        files
            .iter()
            .filter(|file| file.path.starts_with(&self.folder))
            .map(|file| {
                let name = file.path.strip_prefix(&self.strip).unwrap_or(&file.path);
                (name, &*file.text)
            })
    }
}

/// A whole package: every file, and what its secret data files are.
#[derive(Clone, Debug)]
pub struct Package<'a> {
    /// Every file, `problem.yaml` first.
    pub files: Vec<PackageFile<'a>>,
    /// The zips made of some of those files, written beside them (none in the Kattis
    /// and Polygon formats).
    pub archives: Vec<Archive>,
    /// Its secret data, each also in `files` as `data/secret/NAME.in` and `.ans`:
    /// chosen to kill the wrong ideas, or for the interactive package the won
    /// positions (one test each, killing nothing by itself).
    pub secret: Vec<DataFile>,
}

impl Package<'_> {
    /// The text of the file `path`, if the package holds it.
    ///
    /// ```
    /// use hopnim_setter::package::{Package, PackageFile};
    /// let package = Package {
    ///     files: vec![PackageFile::new("problem.yaml", "name: Chess\n")],
    ///     archives: Vec::new(),
    ///     secret: Vec::new(),
    /// };
    /// assert_eq!(package.file("problem.yaml"), Some("name: Chess\n"));
    /// assert_eq!(package.file("nothing"), None);
    /// ```
    pub fn file(&self, path: &str) -> Option<&str> {
        self.files
            .iter()
            .find(|file| file.path == path)
            .map(|file| &*file.text)
    }
}

/// Why a package cannot be laid out. It says itself in any language
/// ([`PackageError::phrase`]); its `Display` is the English.
#[derive(Debug, thiserror::Error)]
pub enum PackageError {
    /// A source the package needs is not among those given.
    MissingAsset(String),
    /// The sample is not a valid judge input.
    Sample(JudgeError),
    /// Two submissions of a kind have one name: some formats keep every solution in
    /// one folder.
    SameName {
        /// The kind's sources: `submissions/hop/`.
        folder: String,
        /// The file name.
        name: String,
    },
    /// A submission's folder is no verdict the formats know.
    UnknownVerdict {
        /// The submission's source.
        path: String,
        /// Its folder: the verdict it declares.
        verdict: String,
    },
}

impl PackageError {
    /// Why the package cannot be laid out, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)).
    ///
    /// ```
    /// use hopnim::lang::Lang;
    /// use hopnim_setter::package::PackageError;
    /// let error = PackageError::MissingAsset("validator.cpp".into());
    /// assert_eq!(error.to_string(), "the package sources hold no validator.cpp");
    /// assert_eq!(Lang::ZhCn.say(error.phrase()), "题目包的源文件中没有 validator.cpp");
    /// ```
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            PackageError::MissingAsset(path) => {
                phrase!("setter-package-missing-asset", path = path)
            }
            PackageError::Sample(error) => {
                phrase!("setter-package-sample", error = error.to_string())
            }
            PackageError::SameName { folder, name } => {
                phrase!("setter-package-same-name", folder = folder, name = name)
            }
            PackageError::UnknownVerdict { path, verdict } => phrase!(
                "setter-package-unknown-verdict",
                path = path,
                verdict = verdict
            ),
        }
    }
}

impl fmt::Display for PackageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.phrase().fmt(f)
    }
}

/// The package of `kind` from the package sources `assets`, with the HDU sample
/// `sample` (the normal and misère problems' sample) and the secret data of `seed`:
/// [`sources`] and [`data`].
pub fn package<'a>(
    kind: Kind,
    assets: &[Asset<'a>],
    sample: &'a str,
    seed: u64,
) -> Result<Package<'a>, PackageError> {
    let mut files = sources(kind, assets)?;
    let (data, secret) = data(kind, sample, seed)?;
    files.extend(data);
    Ok(Package {
        files,
        archives: Vec::new(),
        secret,
    })
}

/// The source that opens every Chinese statement, before its `\problemname`: the
/// fonts and line breaks lualatex needs for Chinese, and the sample headings.
pub const ZH_SETUP: &str = "zh_setup.tex";

/// The files of a package of `kind` that come from the sources `assets` or are
/// written as they are: `problem.yaml`; the statements, in English
/// (`problem.en.tex`: `statement_NAME.tex` under a `\problemname` of the kind's
/// title) and in Chinese (`problem.zh.tex`: [`ZH_SETUP`], then
/// `statement_NAME.zh.tex` under a `\problemname` of its Chinese title); the input
/// validator, `validator.cpp`; for the interactive problem `interactor.cpp` and
/// `data/testdata.yaml`; every source under `submissions/NAME/` (NAME is
/// [`Kind::folder`]). An error names a missing source.
///
/// ```
/// use hopnim_setter::package::{Asset, Kind, sources};
/// let assets = [
///     Asset { path: "validator.cpp", text: "int main() {}\n" },
///     Asset { path: "statement_misere.tex", text: "Alice and Bob…\n" },
///     Asset { path: "statement_misere.zh.tex", text: "Alice 和 Bob……\n" },
///     Asset { path: "zh_setup.tex", text: "% fonts\n" },
///     Asset { path: "submissions/misere/accepted/a.py", text: "print()\n" },
///     Asset { path: "submissions/hop/accepted/b.py", text: "print()\n" },
/// ];
/// let files = sources(Kind::Misere, &assets)?;
/// let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
/// assert_eq!(paths, [
///     "problem.yaml",
///     "problem_statement/problem.en.tex",
///     "problem_statement/problem.zh.tex",
///     "input_validators/validator.cpp",
///     "submissions/accepted/a.py",
/// ]);
/// assert_eq!(files[1].text, "\\problemname{Misère Chess}\n\nAlice and Bob…\n");
/// assert_eq!(
///     files[2].text,
///     "% fonts\n\n\\problemname{高手过招（反常规则）}\n\nAlice 和 Bob……\n"
/// );
/// # Ok::<(), hopnim_setter::package::PackageError>(())
/// ```
pub fn sources<'a>(kind: Kind, assets: &[Asset<'a>]) -> Result<Vec<PackageFile<'a>>, PackageError> {
    let asset = |path: &str| source(assets, path);
    let folder = kind.folder();
    let mut yaml = format!(
        "# Written by hopnim package. Kattis problem package format, legacy version.\n\
         uuid: {}\n\
         source: {}\n\
         source_url: {SOURCE_URL}\n\
         author: hopnim\n\
         license: permission\n\
         rights_owner: hopnim\n\
         limits:\n  memory: {MEMORY_LIMIT_MB}\n",
        uuid(kind),
        source_name(kind)
    );
    if kind == Kind::Interactive {
        yaml.push_str("validation: custom interactive\n");
    }
    let mut files = vec![
        PackageFile::new("problem.yaml", yaml),
        PackageFile::new(
            "problem_statement/problem.en.tex",
            latex_statement(kind, assets, false)?,
        ),
        PackageFile::new(
            "problem_statement/problem.zh.tex",
            latex_statement(kind, assets, true)?,
        ),
        PackageFile::new("input_validators/validator.cpp", asset("validator.cpp")?),
    ];
    if kind == Kind::Interactive {
        // The one validator, told to check the interactive problem's limits.
        files.push(PackageFile::new(
            "data/testdata.yaml",
            "input_validator_flags: interactive\n",
        ));
        files.push(PackageFile::new(
            "output_validators/interactor.cpp",
            asset("interactor.cpp")?,
        ));
    }
    let prefix = format!("submissions/{folder}/");
    for asset in assets {
        if let Some(path) = asset.path.strip_prefix(&prefix) {
            files.push(PackageFile::new(format!("submissions/{path}"), asset.text));
        }
    }
    Ok(files)
}

/// The package source `path` among `assets`, or the error that names it.
pub(crate) fn source<'a>(assets: &[Asset<'a>], path: &str) -> Result<&'a str, PackageError> {
    assets
        .iter()
        .find(|asset| asset.path == path)
        .map(|asset| asset.text)
        .ok_or_else(|| PackageError::MissingAsset(path.to_owned()))
}

/// Where HDU 5724 is: the `source` link of every package.
pub(crate) const SOURCE_URL: &str = "https://acm.hdu.edu.cn/showproblem.php?pid=5724";

/// The package's UUID: one per problem, the same in every format and every run.
pub(crate) fn uuid(kind: Kind) -> String {
    format!("5724c0de-0000-4000-8000-{:012}", kind.problem().uuid_tail)
}

/// Where the problem comes from, in a few words: the contest, and what the problem
/// changes in it.
pub(crate) fn source_name(kind: Kind) -> String {
    format!(
        "HDU 5724 Chess (2016 Multi-University Training Contest 1), Luogu P2575{}",
        kind.problem().source_note
    )
}

/// The whole LaTeX statement of `kind`, as problemtools typesets it: in English
/// `statement_NAME.tex` under a `\problemname` of the kind's title; in Chinese
/// (`chinese`) [`ZH_SETUP`], then `statement_NAME.zh.tex` under a `\problemname` of
/// its Chinese title.
pub(crate) fn latex_statement(
    kind: Kind,
    assets: &[Asset<'_>],
    chinese: bool,
) -> Result<String, PackageError> {
    let folder = kind.folder();
    let problem = kind.problem();
    Ok(if chinese {
        let statement = source(assets, &format!("statement_{folder}.zh.tex"))?;
        format!(
            "{}\n\\problemname{{{}}}\n\n{statement}",
            source(assets, ZH_SETUP)?,
            problem.title_zh
        )
    } else {
        let statement = source(assets, &format!("statement_{folder}.tex"))?;
        format!("\\problemname{{{}}}\n\n{statement}", problem.title)
    })
}

/// The sample and the secret data of a package of `kind` from `seed`, as files
/// (`data/sample/1.in`, `.ans`, `data/secret/NAME.in`, `.ans`), and the secret data
/// files. The normal and misère problems' sample is `sample`, byte for byte, with
/// hopnim's answers, and their secret data is [`data_for`]'s; the interactive
/// problem's are [`interactive_positions`], with a small sample of its own. An error
/// says that `sample` is not a valid input.
pub fn data(
    kind: Kind,
    sample: &str,
    seed: u64,
) -> Result<(Vec<PackageFile<'_>>, Vec<DataFile>), PackageError> {
    let variant = kind.variant();
    let mut files = Vec::new();
    let secret = if kind == Kind::Interactive {
        let sample = interactive_sample();
        files.push(PackageFile::new(
            "data/sample/1.in",
            input_text(std::slice::from_ref(&sample)),
        ));
        files.push(PackageFile::new("data/sample/1.ans", INTERACTIVE_ANSWER));
        let positions = interactive_positions(seed, INTERACTIVE_TESTS, INTERACTIVE_ROWS);
        let secret: Vec<DataFile> = positions
            .into_iter()
            .enumerate()
            .map(|(index, board)| DataFile {
                name: format!("{:02}", index + 1),
                purpose: "a won position to win against the engine".to_owned(),
                tests: vec![board],
                kills: Vec::new(),
            })
            .collect();
        for file in &secret {
            let stem = format!("data/secret/{}", file.name);
            files.push(PackageFile::new(
                format!("{stem}.in"),
                input_text(&file.tests),
            ));
            files.push(PackageFile::new(format!("{stem}.ans"), INTERACTIVE_ANSWER));
        }
        secret
    } else {
        let spec = JudgeSpec::new(BoardWidth::default(), variant)
            .expect("every package's game is proved at width 20");
        let truth = JudgeReader::new(sample.as_bytes(), spec)
            .answers()
            .collect::<Result<Vec<bool>, _>>()
            .map_err(PackageError::Sample)?;
        files.push(PackageFile::new("data/sample/1.in", sample));
        files.push(PackageFile::new("data/sample/1.ans", answers_text(&truth)));
        let secret = data_for(variant, seed);
        for file in &secret {
            let stem = format!("data/secret/{}", file.name);
            files.push(PackageFile::new(
                format!("{stem}.in"),
                input_text(&file.tests),
            ));
            files.push(PackageFile::new(
                format!("{stem}.ans"),
                answers_text(&answers(&file.tests, variant)),
            ));
        }
        secret
    };
    Ok((files, secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_wrong_idea_is_killed_by_the_data_in_both_conventions() {
        let welter = Variant::new(Rules::Welter, false);
        let slide = Variant::new(Rules::Slide, false);
        for variant in [Variant::default(), Variant::MISERE, welter, slide] {
            let data = data_for(variant, 1);
            for idea in wrong_ideas(variant) {
                assert!(
                    data.iter().any(|file| file.kills.contains(&idea.name)),
                    "{variant:?}: nothing kills {}",
                    idea.name
                );
            }
            for file in &data {
                let truth = answers(&file.tests, variant);
                for name in &file.kills {
                    let idea = wrong_ideas(variant)
                        .iter()
                        .find(|i| i.name == *name)
                        .unwrap();
                    assert_ne!((idea.answers)(&file.tests), truth);
                }
            }
        }
    }

    #[test]
    fn each_kind_has_its_own_name_identity_and_title() {
        let kinds: Vec<Kind> = Kind::all().collect();
        assert_eq!(kinds.len(), 5);
        for (i, a) in kinds.iter().enumerate() {
            for b in &kinds[i + 1..] {
                assert_ne!(a.folder(), b.folder());
                assert_ne!(a.problem().uuid_tail, b.problem().uuid_tail);
                assert_ne!(a.problem().title, b.problem().title);
                assert_ne!(a.problem().title_zh, b.problem().title_zh);
            }
        }
        assert_eq!(Kind::Normal(Rules::Hop).folder(), "hop");
        assert_eq!(Kind::new(Rules::Welter, true, false), None);
        assert_eq!(Kind::new(Rules::Hop, true, true), None);
        assert_eq!(Kind::Interactive.wrong_ideas().map(<[_]>::len), None);
        assert_eq!(
            Kind::Misere.wrong_ideas().map(<[_]>::len),
            Some(wrong_ideas(Variant::MISERE).len())
        );
    }

    /// Sources for every kind: a statement, a submission of each, the validators.
    fn assets() -> Vec<Asset<'static>> {
        let mut assets = vec![
            Asset {
                path: "validator.cpp",
                text: "validator\n",
            },
            Asset {
                path: "interactor.cpp",
                text: "interactor\n",
            },
            Asset {
                path: ZH_SETUP,
                text: "% set-up\n",
            },
        ];
        for kind in Kind::all() {
            let folder: &'static str = kind.folder();
            let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
            assets.push(Asset {
                path: leak(format!("statement_{folder}.tex")),
                text: leak(format!("the {folder} game\n")),
            });
            assets.push(Asset {
                path: leak(format!("statement_{folder}.zh.tex")),
                text: leak(format!("{folder} 游戏\n")),
            });
            assets.push(Asset {
                path: leak(format!("submissions/{folder}/accepted/a.cpp")),
                text: leak(format!("{folder} solved\n")),
            });
        }
        assets
    }

    #[test]
    fn a_package_takes_its_own_sources_and_names_a_missing_one() {
        let assets = assets();
        let files = sources(Kind::Normal(Rules::Welter), &assets).unwrap();
        let paths: Vec<&str> = files.iter().map(|file| file.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                "problem.yaml",
                "problem_statement/problem.en.tex",
                "problem_statement/problem.zh.tex",
                "input_validators/validator.cpp",
                "submissions/accepted/a.cpp"
            ]
        );
        assert_eq!(
            files[1].text,
            "\\problemname{Leaping Chess}\n\nthe welter game\n"
        );
        assert_eq!(
            files[2].text,
            "% set-up\n\n\\problemname{飞跃棋}\n\nwelter 游戏\n"
        );
        assert_eq!(files[4].text, "welter solved\n");
        let yaml = &files[0].text;
        assert!(yaml.contains("uuid: 5724c0de-0000-4000-8000-000000000004\n"));
        assert!(yaml.contains("Luogu P2575, Welter's rules\n"));
        assert!(!yaml.contains("interactive"));
        let interactive = sources(Kind::Interactive, &assets).unwrap();
        let file = |path: &str| {
            interactive
                .iter()
                .find(|file| file.path == path)
                .map(|file| file.text.clone())
        };
        assert_eq!(
            file("output_validators/interactor.cpp").unwrap(),
            "interactor\n"
        );
        assert_eq!(
            file("data/testdata.yaml").unwrap(),
            "input_validator_flags: interactive\n"
        );
        assert!(
            file("problem.yaml")
                .unwrap()
                .ends_with("validation: custom interactive\n")
        );
        let without: Vec<Asset<'_>> = assets
            .iter()
            .copied()
            .filter(|asset| asset.path != "interactor.cpp")
            .collect();
        assert_eq!(
            sources(Kind::Interactive, &without)
                .unwrap_err()
                .to_string(),
            "the package sources hold no interactor.cpp"
        );
        assert!(sources(Kind::Misere, &without).is_ok());
        // Every package needs its Chinese statement and the set-up that opens it.
        for missing in ["statement_misere.zh.tex", ZH_SETUP] {
            let without: Vec<Asset<'_>> = assets
                .iter()
                .copied()
                .filter(|asset| asset.path != missing)
                .collect();
            assert_eq!(
                sources(Kind::Misere, &without).unwrap_err().to_string(),
                format!("the package sources hold no {missing}")
            );
            // Another package needs the set-up, but not the misère statement.
            assert_eq!(
                sources(Kind::Normal(Rules::Hop), &without).is_ok(),
                missing != ZH_SETUP
            );
        }
    }

    #[test]
    fn the_data_answers_its_inputs_and_refuses_a_bad_sample() {
        let (files, secret) = data(Kind::Misere, "1\n1\n1 20\n", 3).unwrap();
        let text = |path: &str| &files.iter().find(|file| file.path == path).unwrap().text;
        assert_eq!(text("data/sample/1.in"), "1\n1\n1 20\n");
        // One piece on the last cell cannot move: in misère play its player wins.
        assert_eq!(text("data/sample/1.ans"), &answers_text(&[true]));
        assert_eq!(files.len(), 2 + 2 * secret.len());
        for file in &secret {
            let ans = text(&format!("data/secret/{}.ans", file.name));
            assert_eq!(ans, &answers_text(&answers(&file.tests, Variant::MISERE)));
        }
        assert!(matches!(
            data(Kind::Normal(Rules::Hop), "1\n1\n1 21\n", 3),
            Err(PackageError::Sample(_))
        ));
        let (files, secret) = data(Kind::Interactive, "not read", 3).unwrap();
        assert_eq!(secret.len() as u64, INTERACTIVE_TESTS);
        assert_eq!(files.len(), 2 + 2 * secret.len());
        assert!(secret.iter().all(|file| file.tests[0].first_player_wins()));
    }

    #[test]
    fn interactive_positions_are_first_player_wins() {
        for board in interactive_positions(3, 12, 6) {
            assert!(board.first_player_wins(), "{board}");
            assert!(board.rows().len() <= 6);
        }
    }
}
