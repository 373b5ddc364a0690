//! `hopnim package DIR`: a judge-ready problem package in the Kattis problem package
//! format (legacy, the newest version `verifyproblem` fully supports): the statement,
//! the validator, the data chosen to kill every wrong idea, and the submissions.
//!
//! The programs and statements are the files under `crates/hopnim-cli/package/`,
//! built into the binary; the data is generated here, and its answers are hopnim's.
//!
//! DIR is a new folder or an empty one that can be listed, never a symbolic link. The
//! package is written into a fresh hidden folder beside it and moved into place
//! (rename(2), which replaces an empty folder) only once it is complete: an error, a
//! full disk or an interruption leaves DIR as it was and no folder beside it.

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Args;
use hopnim::Board;
use hopnim::game::{BoardWidth, Rules, Variant};
use hopnim::judge::{answers_text, input_text};
use hopnim::setter::package::{DataFile, data_for, interactive_positions, size_of, wrong_ideas};

use crate::args::RulesArg;
use crate::child::interruption;
use crate::output;
use crate::usage::UsageError;

/// Write a judge-ready problem package (Kattis format) into DIR
///
/// HDU 5724 itself, its misère twin, an interactive variant, or a sibling game
/// (`--rules welter|slide`). DIR's name is the problem's short name (lower-case letters and digits, as the
/// format asks, e.g. `chess`); it must not exist or be an empty folder. The package holds
/// problem.yaml, the statement, the input validator, the HDU sample, secret data
/// (generator families, and the smallest tests that kill each wrong idea, printed as a
/// table), accepted, wrong and too slow submissions. `verifyproblem DIR` checks it.
#[derive(Debug, Args)]
pub struct PackageArgs {
    /// The package's folder; its name is the problem's short name.
    dir: PathBuf,
    /// The misère twin: the player who cannot move wins.
    #[arg(long, conflicts_with = "interactive")]
    misere: bool,
    /// The interactive variant: beat hopnim's engine from a won position.
    #[arg(long)]
    interactive: bool,
    /// The seed of the secret data.
    #[arg(long, default_value_t = 5724)]
    seed: u64,
    /// The game: `hop` (HDU 5724), or a sibling, `welter` (a piece lands on any empty
    /// cell to its right) or `slide` (a piece slides over empty cells only), in normal
    /// play.
    #[command(flatten)]
    rules: RulesArg,
}

/// What kind of problem the package holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Normal play of a rule set.
    Normal(Rules),
    Misere,
    Interactive,
}

impl Kind {
    /// The folder of its submissions under `package/submissions/`.
    fn folder(self) -> &'static str {
        match self {
            Kind::Normal(Rules::Hop) => "normal",
            Kind::Normal(Rules::Welter) => "welter",
            Kind::Normal(Rules::Slide) => "slide",
            Kind::Misere => "misere",
            Kind::Interactive => "interactive",
        }
    }

    /// The game its answers are for.
    fn variant(self) -> Variant {
        match self {
            Kind::Normal(rules) => Variant::new(rules, false),
            Kind::Misere => Variant::MISERE,
            Kind::Interactive => Variant::default(),
        }
    }
}

/// A file built into the binary: its path under `package/`, and its text.
struct Embedded {
    path: &'static str,
    text: &'static str,
}

macro_rules! embedded {
    ($($path:literal),* $(,)?) => {
        &[$(Embedded { path: $path, text: include_str!(concat!("../../package/", $path)) }),*]
    };
}

/// Every program and statement of the packages.
const FILES: &[Embedded] = embedded![
    "validator.cpp",
    "interactor.cpp",
    "statement_normal.tex",
    "statement_misere.tex",
    "statement_interactive.tex",
    "statement_welter.tex",
    "statement_slide.tex",
    "submissions/normal/accepted/staircase.cpp",
    "submissions/normal/accepted/staircase.py",
    "submissions/normal/accepted/table.cpp",
    "submissions/normal/wrong_answer/any_empty_cell.cpp",
    "submissions/normal/wrong_answer/slide_only.cpp",
    "submissions/normal/wrong_answer/even_stairs.cpp",
    "submissions/normal/wrong_answer/every_stair.cpp",
    "submissions/normal/wrong_answer/wrong_end.cpp",
    "submissions/normal/wrong_answer/mex_wrong.cpp",
    "submissions/normal/wrong_answer/no_reset.py",
    "submissions/normal/time_limit_exceeded/search.cpp",
    "submissions/misere/accepted/staircase.cpp",
    "submissions/misere/accepted/staircase.py",
    "submissions/misere/wrong_answer/normal_play.cpp",
    "submissions/misere/wrong_answer/misere_on_values.cpp",
    "submissions/misere/wrong_answer/even_stairs.cpp",
    "submissions/misere/time_limit_exceeded/search.cpp",
    "submissions/interactive/accepted/perfect.cpp",
    "submissions/interactive/accepted/perfect.py",
    "submissions/interactive/wrong_answer/random_player.cpp",
    "submissions/interactive/wrong_answer/wrong_stairs.cpp",
    "submissions/welter/accepted/welter.cpp",
    "submissions/welter/accepted/welter.py",
    "submissions/welter/accepted/table.cpp",
    "submissions/welter/wrong_answer/hop_rules.cpp",
    "submissions/welter/wrong_answer/plain_nim.cpp",
    "submissions/welter/wrong_answer/mate_plus_one.cpp",
    "submissions/welter/time_limit_exceeded/search.cpp",
    "submissions/slide/accepted/gaps.cpp",
    "submissions/slide/accepted/gaps.py",
    "submissions/slide/accepted/table.cpp",
    "submissions/slide/wrong_answer/hop_rules.cpp",
    "submissions/slide/wrong_answer/pairs_from_right.cpp",
    "submissions/slide/wrong_answer/all_gaps.cpp",
    "submissions/slide/time_limit_exceeded/search.cpp",
];

/// The text of a built-in file.
fn embedded(path: &str) -> &'static str {
    FILES
        .iter()
        .find(|file| file.path == path)
        .map(|file| file.text)
        .expect("every package file is built in")
}

impl PackageArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let rules = self.rules.rules();
        let kind = match (self.misere, self.interactive, rules) {
            (false, false, rules) => Kind::Normal(rules),
            (true, _, Rules::Hop) => Kind::Misere,
            (_, true, Rules::Hop) => Kind::Interactive,
            (_, _, rules) => {
                return Err(UsageError::conflict(format!(
                    "the misère and interactive packages are for the hop rules; --rules {rules} \
                     makes a normal-play package"
                ))
                .into());
            }
        };
        let short_name = self
            .dir
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_default()
            .to_owned();
        if short_name.is_empty()
            || !short_name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return Err(UsageError::conflict(format!(
                "the package folder's name is the problem's short name and must be lower-case \
                 letters and digits only (such as `chess`), not `{short_name}`"
            ))
            .into());
        }
        // `chess/` and `chess/.` are `chess`: the folder itself, not what a symbolic
        // link of that name points to.
        let dir: PathBuf = self.dir.components().collect();
        refuse_unless_new_or_empty(&dir)?;
        interruption::watch()?;
        let staging = Staging::beside(&dir, &short_name)?;
        let package = Package {
            dir: &dir,
            staging: &staging.path,
            kind,
        };
        let report = package
            .write_common()
            .and_then(|()| match kind {
                Kind::Interactive => package.write_interactive_data(self.seed),
                Kind::Normal(_) | Kind::Misere => package.write_data(self.seed),
            })
            .with_context(|| {
                format!(
                    "the package is not written ({} is left as it was)",
                    dir.display()
                )
            })?;
        staging.move_to(&dir)?;
        output::print(report).context("cannot write the report")?;
        Ok(())
    }
}

/// Refuses a DIR that is anything but a new folder or an empty one: a symbolic link
/// (to a folder or not), a file, a folder with anything in it, and a folder that
/// cannot be listed, whose emptiness is unknown.
fn refuse_unless_new_or_empty(dir: &Path) -> anyhow::Result<()> {
    let metadata = match fs::symlink_metadata(dir) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e).with_context(|| format!("cannot look at {}", dir.display())),
        Ok(metadata) => metadata,
    };
    if metadata.file_type().is_symlink() {
        bail!(
            "{} is a symbolic link: give a new folder or an empty one",
            dir.display()
        );
    }
    if !metadata.is_dir() {
        bail!(
            "{} is not a folder: give a new folder or an empty one",
            dir.display()
        );
    }
    let mut entries = fs::read_dir(dir).with_context(|| {
        format!(
            "cannot list {} to see that it is empty: give a new folder or an empty one",
            dir.display()
        )
    })?;
    match entries.next() {
        None => Ok(()),
        Some(Ok(_)) => bail!("{} is not empty: give a new folder", dir.display()),
        Some(Err(e)) => Err(e).with_context(|| format!("cannot list {}", dir.display())),
    }
}

/// The hidden folder beside DIR that the package is written into: removed when
/// dropped (an error) or when `hopnim` is interrupted, unless it was moved into place.
struct Staging {
    path: PathBuf,
}

impl Staging {
    /// A new folder `.NAME.hopnim-PID-K` in DIR's parent, for the first free K.
    fn beside(dir: &Path, short_name: &str) -> anyhow::Result<Staging> {
        let parent = match dir.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        let pid = std::process::id();
        let mut undo = interruption::undo_list();
        for attempt in 0u32.. {
            let path = parent.join(format!(".{short_name}.hopnim-{pid}-{attempt}"));
            match fs::create_dir(&path) {
                Ok(()) => {
                    undo.add_folder(&path);
                    return Ok(Staging { path });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => {}
                Err(e) => {
                    return Err(e).with_context(|| {
                        format!(
                            "cannot create {}, where the package is written before it is \
                             moved to {}",
                            path.display(),
                            dir.display()
                        )
                    });
                }
            }
        }
        unreachable!("the loop returns")
    }

    /// Moves the complete package to `dir`, which is missing or an empty folder.
    fn move_to(self, dir: &Path) -> anyhow::Result<()> {
        let mut undo = interruption::undo_list();
        fs::rename(&self.path, dir).with_context(|| {
            format!(
                "cannot move the package from {} to {} (it must be missing or an empty folder)",
                self.path.display(),
                dir.display()
            )
        })?;
        undo.remove_folder(&self.path);
        drop(undo);
        std::mem::forget(self);
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        let mut undo = interruption::undo_list();
        let _ = fs::remove_dir_all(&self.path);
        undo.remove_folder(&self.path);
    }
}

/// A package being written.
struct Package<'a> {
    /// Where it goes, for messages.
    dir: &'a Path,
    /// Where it is written.
    staging: &'a Path,
    kind: Kind,
}

impl Package<'_> {
    /// Writes the file `path` of the package. The staging folder is new and ours, and
    /// each file is created new (never opened through a symbolic link or over
    /// another file); an interruption waits until the file is written.
    fn write(&self, path: &str, text: impl AsRef<[u8]>) -> anyhow::Result<()> {
        let _undo = interruption::undo_list();
        let mut folder = self.staging.to_owned();
        for part in Path::new(path)
            .parent()
            .into_iter()
            .flat_map(Path::components)
        {
            folder.push(part);
            match fs::create_dir(&folder) {
                Err(e) if e.kind() != io::ErrorKind::AlreadyExists => {
                    return Err(e).with_context(|| format!("cannot create {}", folder.display()));
                }
                _ => {}
            }
        }
        let path = self.staging.join(path);
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut file| file.write_all(text.as_ref()))
            .with_context(|| format!("cannot write {}", path.display()))
    }

    /// problem.yaml, the statement, the validators and the submissions.
    fn write_common(&self) -> anyhow::Result<()> {
        let (uuid, source, statement) = match self.kind {
            Kind::Normal(Rules::Hop) => (
                "5724c0de-0000-4000-8000-000000000001",
                "",
                "statement_normal.tex",
            ),
            Kind::Normal(Rules::Welter) => (
                "5724c0de-0000-4000-8000-000000000004",
                ", Welter's rules",
                "statement_welter.tex",
            ),
            Kind::Normal(Rules::Slide) => (
                "5724c0de-0000-4000-8000-000000000005",
                ", sliding rules",
                "statement_slide.tex",
            ),
            Kind::Misere => (
                "5724c0de-0000-4000-8000-000000000002",
                ", misère twin",
                "statement_misere.tex",
            ),
            Kind::Interactive => (
                "5724c0de-0000-4000-8000-000000000003",
                ", interactive variant",
                "statement_interactive.tex",
            ),
        };
        let mut yaml = format!(
            "# Written by hopnim package. Kattis problem package format, legacy version.\n\
             uuid: {uuid}\n\
             source: HDU 5724 Chess (2016 Multi-University Training Contest 1), Luogu P2575{source}\n\
             source_url: https://acm.hdu.edu.cn/showproblem.php?pid=5724\n\
             author: hopnim\n\
             license: permission\n\
             rights_owner: hopnim\n\
             limits:\n  memory: 256\n"
        );
        if self.kind == Kind::Interactive {
            yaml.push_str("validation: custom interactive\n");
        }
        self.write("problem.yaml", yaml)?;
        self.write("problem_statement/problem.en.tex", embedded(statement))?;
        self.write("input_validators/validator.cpp", embedded("validator.cpp"))?;
        if self.kind == Kind::Interactive {
            // The one validator, told to check the interactive problem's limits.
            self.write("data/testdata.yaml", "input_validator_flags: interactive\n")?;
            self.write(
                "output_validators/interactor.cpp",
                embedded("interactor.cpp"),
            )?;
        }
        let prefix = format!("submissions/{}/", self.kind.folder());
        for file in FILES.iter().filter(|file| file.path.starts_with(&prefix)) {
            self.write(
                &format!("submissions/{}", &file.path[prefix.len()..]),
                file.text,
            )?;
        }
        Ok(())
    }

    /// The sample and the secret data of the normal or misère problem, and the table
    /// of which file kills which wrong idea.
    fn write_data(&self, seed: u64) -> anyhow::Result<String> {
        let variant = self.kind.variant();
        // The HDU sample, byte for byte.
        let sample = include_str!("../../../../examples/hdu5724-sample.txt");
        let spec = hopnim::judge::JudgeSpec::new(BoardWidth::default(), variant)
            .expect("every package's game is proved at width 20");
        let answers = hopnim::judge::JudgeReader::new(sample.as_bytes(), spec)
            .answers()
            .collect::<Result<Vec<bool>, _>>()
            .context("the HDU sample built into hopnim")?;
        self.write("data/sample/1.in", sample)?;
        self.write("data/sample/1.ans", answers_text(&answers))?;
        let files = data_for(variant, seed);
        for file in &files {
            self.write_test(&format!("data/secret/{}", file.name), &file.tests, variant)?;
        }
        Ok(kill_table(&files, variant))
    }

    fn write_test(&self, stem: &str, tests: &[Board], variant: Variant) -> anyhow::Result<()> {
        self.write(&format!("{stem}.in"), input_text(tests))?;
        let truth = hopnim::judge::answers(tests, variant);
        self.write(&format!("{stem}.ans"), answers_text(&truth))
    }

    /// Won positions for the contestant to win, one per file.
    fn write_interactive_data(&self, seed: u64) -> anyhow::Result<String> {
        let sample: Board = "18x1/17x2".parse()?;
        self.write("data/sample/1.in", input_text(&[sample]))?;
        self.write("data/sample/1.ans", "the first player wins\n")?;
        let positions = interactive_positions(seed, 12, 8);
        for (index, board) in positions.iter().enumerate() {
            let stem = format!("data/secret/{:02}", index + 1);
            self.write(
                &format!("{stem}.in"),
                input_text(std::slice::from_ref(board)),
            )?;
            self.write(&format!("{stem}.ans"), "the first player wins\n")?;
        }
        Ok(format!(
            "wrote {}: the sample and {} won positions of up to 8 rows to win against the engine\n",
            self.dir.display(),
            positions.len()
        ))
    }
}

/// Which data file kills which wrong idea, and the files' sizes.
fn kill_table(files: &[DataFile], variant: Variant) -> String {
    let mut table = String::from("secret data (file: tests, rows; purpose):\n");
    for file in files {
        let rows: usize = file.tests.iter().map(|b| b.rows().len()).sum();
        let _ = writeln!(
            table,
            "  {:<12} {:>3} tests, {:>6} rows; {}",
            file.name,
            file.tests.len(),
            rows,
            file.purpose
        );
    }
    table.push_str(
        "wrong ideas (submissions/wrong_answer), and the smallest file that kills each:\n",
    );
    for idea in wrong_ideas(variant) {
        let killer = files
            .iter()
            .filter(|file| file.kills.contains(&idea.name))
            .min_by_key(|file| size_of(&file.tests))
            .map_or("NOTHING", |file| file.name.as_str());
        let _ = writeln!(
            table,
            "  {:<22} killed by {:<12} ({})",
            idea.name, killer, idea.mistake
        );
    }
    table
}
