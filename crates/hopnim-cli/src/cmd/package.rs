//! `hopnim package DIR`: a judge-ready problem package in the Kattis problem package
//! format (legacy, the newest version `verifyproblem` fully supports): the statement,
//! the validator, the data chosen to kill every wrong idea, and the submissions; or
//! the same problem in the ICPC problem package format of 2023-07 (`--format icpc`,
//! `hopnim_setter::icpc`) or in the layout of a Polygon package (`--format polygon`,
//! `hopnim_setter::polygon`).
//!
//! The programs and statements are the files under `crates/hopnim-setter/package/`,
//! every one built into the binary (`hopnim_setter::package::ASSETS`);
//! `hopnim_setter::package` lays out the package from them, with its data and hopnim's answers, and this
//! command writes its files.
//!
//! DIR is a new folder or an empty one that can be listed, never a symbolic link. The
//! package is written into a fresh hidden folder beside it and moved into place
//! (rename(2), which replaces an empty folder) only once it is complete
//! (`crate::staged`): an error (a full disk, the file-size limit) or an interruption
//! leaves DIR as it was and no folder beside it.

use std::fmt::Write as _;
use std::fs;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use hopnim_setter::hydro::hydro;
use hopnim_setter::icpc::{Version, icpc};
use hopnim_setter::luogu::{DATA_ZIP, luogu};
use hopnim_setter::package::{
    ASSETS, Archive, DataFile, INTERACTIVE_ROWS, Kind, PackageFile, WrongIdea, package, size_of,
};
use hopnim_setter::polygon::polygon;

use crate::args::RulesArg;
use crate::interruption;
use crate::output;
use crate::staged::Staged;
use crate::stored_zip::StoredZip;
use crate::usage::UsageError;

/// The HDU sample, byte for byte: the normal and misère problems' sample. The same
/// bytes as examples/hdu5724-sample.txt (a test compares them), written out here because
/// the crate as published holds no file outside its folder.
const SAMPLE: &str = "2\n1\n2 19 20\n2\n1 19\n1 18\n";

/// Write a judge's problem package: Kattis, ICPC, Polygon, Hydro or Luogu
///
/// HDU 5724 itself, its misère twin, an interactive variant, or a sibling game
/// (`--rules welter|slide`). DIR's name is the problem's short name (lower-case letters and digits, as the
/// format asks, e.g. `chess`); it must not exist or be an empty folder. The package holds
/// problem.yaml, the statement, the input validator, the HDU sample, secret data
/// (generator families, and the smallest tests that kill each wrong idea, printed as a
/// table), accepted, wrong and too slow submissions. `verifyproblem DIR` checks it.
/// `--format polygon` writes the same tests and submissions in the layout of a Polygon
/// package instead: problem.xml, tests/01 (the sample), tests/02…, a testlib checker,
/// validator (and interactor), solutions tagged main, accepted, wrong-answer,
/// time-limit-exceeded, and the statement in Polygon's sections; p2d converts it.
/// `--format icpc` writes the ICPC problem package format of 2023-07: problem.yaml
/// (problem_format_version, type, name in English and Chinese, uuid, credits, source,
/// license, limits), statement/, data/sample/ and data/secret/ (the same tests),
/// input_validators/, output_validator/ (the interactor) and submissions/<verdict>/;
/// `verifyproblem DIR` checks it, or with `--icpc-version 2025-09` `bt validate` and
/// `bt run` (BAPCtools).
/// `--format hydro` writes DIR/<pid>/, a HydroOJ problem (problem.yaml, problem_en.md,
/// problem_zh.md, testdata/ with config.yaml and the testlib checker or interactor,
/// std/ and submissions/), and DIR/<pid>.zip of it to import; <pid> is DIR's name, after
/// `P` if it starts with a digit.
/// `--format luogu` writes what Luogu (luogu.com.cn) takes: data.zip to upload (the tests 1.in,
/// 1.out, … and config.yml: 1000 ms, 262144 KB, scores summing to 100; checker.cpp,
/// the testlib checker, or the interactive problem's interactor beside an empty
/// interactive_lib.cpp), its folder data/, the statement in Markdown in Chinese and
/// English (statement/zh/, statement/en/: a file a field of Luogu's form, and
/// problem.md), a README.md saying which file goes where and which tags to set, and the
/// submissions to submit by hand; scripts/check-luogu.sh checks it.
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
    /// The package's layout: `kattis` (the Kattis problem package format, legacy),
    /// `icpc` (the ICPC problem package format, 2023-07), `polygon` (a Polygon
    /// package: problem.xml, tests/, files/, solutions/, statements/), `hydro` (a
    /// HydroOJ problem folder and its zip to import) or `luogu` (Luogu's data.zip, the
    /// statement a file a form field, README.md).
    #[arg(long, value_enum, default_value_t = Format::Kattis)]
    format: Format,
    /// With `--format icpc`, the format's version as problem.yaml names it:
    /// `2023-07` (`2023-07-draft`, which problemtools' verifyproblem checks) or
    /// `2025-09` (the same text released, which BAPCtools' bt checks; the English
    /// statement then in LaTeX, which bt reads, not Markdown). Default: 2023-07.
    #[arg(long, value_enum)]
    icpc_version: Option<IcpcVersion>,
    /// The game: `hop` (HDU 5724), or a sibling, `welter` (a piece lands on any empty
    /// cell to its right) or `slide` (a piece slides over empty cells only), in normal
    /// play.
    #[command(flatten)]
    rules: RulesArg,
}

/// `--format`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
enum Format {
    Kattis,
    Icpc,
    Polygon,
    Hydro,
    Luogu,
}

/// `--icpc-version`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
enum IcpcVersion {
    #[value(name = "2023-07")]
    V2023_07,
    #[value(name = "2025-09")]
    V2025_09,
}

impl From<IcpcVersion> for Version {
    fn from(version: IcpcVersion) -> Version {
        match version {
            IcpcVersion::V2023_07 => Version::V2023_07,
            IcpcVersion::V2025_09 => Version::V2025_09,
        }
    }
}

impl PackageArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let rules = self.rules.rules();
        let Some(kind) = Kind::new(rules, self.misere, self.interactive) else {
            return Err(UsageError::conflict(format!(
                "the misère and interactive packages are for the {} rules; --rules {rules} \
                 makes a normal-play package",
                Kind::Misere.variant().rules
            ))
            .into());
        };
        if self.icpc_version.is_some() && self.format != Format::Icpc {
            return Err(UsageError::conflict(
                "--icpc-version is the version of the ICPC format: give it with --format icpc",
            )
            .into());
        }
        let icpc_version = self.icpc_version.map_or(Version::default(), Version::from);
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
        let not_written = || {
            format!(
                "the package is not written ({} is left as it was)",
                dir.display()
            )
        };
        let package = match self.format {
            Format::Kattis => package(kind, ASSETS, SAMPLE, self.seed).with_context(not_written)?,
            Format::Icpc => {
                icpc(kind, icpc_version, ASSETS, SAMPLE, self.seed).with_context(not_written)?
            }
            Format::Polygon => {
                polygon(kind, &short_name, ASSETS, SAMPLE, self.seed).with_context(not_written)?
            }
            Format::Hydro => {
                hydro(kind, &short_name, ASSETS, SAMPLE, self.seed).with_context(not_written)?
            }
            Format::Luogu => luogu(kind, ASSETS, SAMPLE, self.seed).with_context(not_written)?,
        };
        let staging = Staged::folder_beside(&dir)?;
        package
            .files
            .iter()
            .try_for_each(|file| write(staging.path(), &dir, &file.path, file.text.as_bytes()))
            .with_context(not_written)?;
        package
            .archives
            .iter()
            .try_for_each(|archive| write_zip(staging.path(), &dir, archive, &package.files))
            .with_context(not_written)?;
        staging.move_to(&dir).with_context(not_written)?;
        let mut report = match kind.wrong_ideas() {
            Some(ideas) => kill_table(&package.secret, ideas),
            None => format!(
                "wrote {}: the sample and {} won positions of up to {INTERACTIVE_ROWS} rows to \
                 win against the engine\n",
                dir.display(),
                package.secret.len()
            ),
        };
        if self.format == Format::Icpc {
            let _ = writeln!(
                report,
                "icpc: problem_format_version {}, which {} checks",
                icpc_version.problem_format_version(),
                icpc_version.checked_by()
            );
        }
        if self.format == Format::Polygon {
            report.push_str(
                "polygon: tests/01 is the sample, tests/02 on the secret files in this order \
                 (problem.xml names each)\n",
            );
        }
        if self.format == Format::Hydro {
            for archive in &package.archives {
                let _ = writeln!(
                    report,
                    "hydro: upload {} at Import From Hydro (从 Hydro 导入) in the problem set",
                    dir.join(&archive.path).display()
                );
            }
        }
        if self.format == Format::Luogu {
            let _ = writeln!(
                report,
                "luogu: upload {DATA_ZIP} (1.in is the sample, 2.in on the secret files in this \
                 order); README.md says where the rest goes"
            );
        }
        output::print(report).context("cannot write the report to standard output")?;
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

/// Writes the file `path` of the package into the staging folder `staging`, which is
/// new and ours, to be moved to `dir`: each file is created new (never opened through
/// a symbolic link or over another file); an interruption waits until the file is
/// written (the folder it removes is not written into meanwhile). An error names the
/// file as it would be in `dir`.
fn write(staging: &Path, dir: &Path, path: &str, text: &[u8]) -> anyhow::Result<()> {
    let _undo = interruption::undo_list();
    create(staging, dir, path)?
        .write_all(text)
        .with_context(|| format!("cannot write {}", dir.join(path).display()))
}

/// Creates the file `path` new in the staging folder `staging`, and the folders it is
/// in, for [`write`] and [`write_zip`]. An error names the file as it would be in
/// `dir`.
fn create(staging: &Path, dir: &Path, path: &str) -> anyhow::Result<fs::File> {
    let mut folder = staging.to_owned();
    for part in Path::new(path)
        .parent()
        .into_iter()
        .flat_map(Path::components)
    {
        folder.push(part);
        match fs::create_dir(&folder) {
            Err(e) if e.kind() != io::ErrorKind::AlreadyExists => {
                let folder = dir.join(folder.strip_prefix(staging).unwrap_or(&folder));
                return Err(e).with_context(|| format!("cannot create {}", folder.display()));
            }
            _ => {}
        }
    }
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(staging.join(path))
        .with_context(|| format!("cannot write {}", dir.join(path).display()))
}

/// Writes the zip `archive` of the package's `files` into the staging folder
/// `staging` (to be moved to `dir`), as [`write`] writes a file: created new, the
/// same bytes every time (every entry stored, dated 1980-01-01, mode 644), each entry
/// written to the file as it is added (the zip is never whole in memory). An error
/// names the zip as it would be in `dir`.
fn write_zip(
    staging: &Path,
    dir: &Path,
    archive: &Archive,
    files: &[PackageFile<'_>],
) -> anyhow::Result<()> {
    let _undo = interruption::undo_list();
    let file = create(staging, dir, &archive.path)?;
    let mut zip = StoredZip::new(io::BufWriter::new(file));
    archive
        .entries(files)
        .try_for_each(|(name, text)| zip.add(name, text.as_bytes()))
        .and_then(|()| zip.finish())
        .and_then(|mut file| file.flush())
        .with_context(|| format!("cannot write {}", dir.join(&archive.path).display()))
}

/// Which data file kills which of the wrong ideas `ideas`, and the files' sizes.
fn kill_table(files: &[DataFile], ideas: &[WrongIdea]) -> String {
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
    for idea in ideas {
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_sample_is_the_examples_file() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/hdu5724-sample.txt"
        );
        let file = std::fs::read_to_string(path).expect("examples/hdu5724-sample.txt");
        assert_eq!(super::SAMPLE, file);
    }

    #[test]
    fn a_zip_holds_its_folder_s_files_by_name_the_same_bytes_every_time() {
        use hopnim_setter::package::{Archive, PackageFile};
        use std::io::Read as _;
        let files = [
            PackageFile::new("data/1.in", "1\n1\n0\n"),
            PackageFile::new("data/1.out", "NO\n"),
            PackageFile::new("statement.md", "# Chess\n"),
        ];
        let archive = Archive {
            path: "data.zip".into(),
            folder: "data/".into(),
            strip: "data/".into(),
        };
        let zips: Vec<Vec<u8>> = (0..2)
            .map(|_| {
                let staging = tempfile::tempdir().unwrap();
                super::write_zip(staging.path(), "out".as_ref(), &archive, &files).unwrap();
                std::fs::read(staging.path().join("data.zip")).unwrap()
            })
            .collect();
        assert_eq!(zips[0], zips[1]);
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&zips[0])).unwrap();
        let names: Vec<String> = zip.file_names().map(|name| name.unwrap().into()).collect();
        assert_eq!(names, ["1.in", "1.out"]);
        let mut text = String::new();
        zip.by_name("1.out")
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        assert_eq!(text, "NO\n");
    }
}
