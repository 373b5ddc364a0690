//! A problem for Luogu (洛谷), HDU 5724's home judge in China (P2575「高手过招」):
//! the data zip Luogu's problem page takes, and what the setter pastes and sets by
//! hand around it.
//!
//! The folder holds:
//! - `data/`: the tests of the problem's [`Layout`], byte for byte, named `1.in`,
//!   `1.out`, `2.in`, … in their order (test 1 is the sample): Luogu wants one `.in`
//!   and one `.out` a test, and in a name exactly one run of digits, so the names are
//!   numbers alone (a short name may hold digits). `config.yml` gives each test, by its
//!   input's name, its `timeLimit` ([`TIME_LIMIT_MS`] ms), `memoryLimit`
//!   ([`MEMORY_LIMIT_KB`] KB, Luogu's KB being 1024 bytes: its pages show the 128000 KB
//!   it used to default to as 125.00 MB) and its `score`, integers summing to 100. The
//!   normal and misère problems' answers are exact lines, and Luogu's default
//!   comparison (line by line, spaces at line ends and blank lines at the end ignored)
//!   judges them: no checker. The interactive problem is an IO interactive problem
//!   in Luogu's sense: `checker.cpp` is the testlib interactor
//!   ([`Programs::testlib_interactor`](crate::setter::layout::Programs::testlib_interactor),
//!   `registerInteraction`), and `interactive_lib.cpp` an empty placeholder, as Luogu's
//!   documentation asks. `testlib.h` is Luogu's: the data holds none.
//! - `data.zip`: the zip of `data/`, flat (no folder, nothing else), the file to
//!   upload. Luogu takes at most [`MAX_ZIPPED_BYTES`] zipped and
//!   [`MAX_UNPACKED_BYTES`] unpacked; data past the unpacked limit is an error here.
//! - `README.md`, in English and Chinese: what to upload where, which tags to set
//!   (Special Judge and 交互题 for the interactive problem), and which test is which.
//! - `submissions/<verdict>/`: the submissions, which Luogu does not keep, to submit
//!   by hand and see each get its verdict.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim::setter::luogu::luogu;
//! use hopnim::setter::package::{Asset, Kind};
//! let assets = [
//!     Asset { path: "validator.cpp", text: "// Kattis's validator\n" },
//!     Asset { path: "polygon/validator.cpp", text: "// validator\n" },
//!     Asset { path: "polygon/check.cpp", text: "// checker\n" },
//!     Asset { path: "submissions/hop/accepted/staircase.cpp", text: "// right\n" },
//! ];
//! let package = luogu(Kind::Normal(Rules::Hop), &assets, "1\n1\n1 20\n", 5724)?;
//! let file = |path: &str| package.files.iter().find(|file| file.path == path).map(|file| &file.text);
//! assert_eq!(file("data/1.in").unwrap(), "1\n1\n1 20\n");
//! assert_eq!(file("data/1.out").unwrap(), "NO\n");
//! assert!(file("data/config.yml").unwrap().starts_with("1.in:\n  timeLimit: 1000\n"));
//! assert!(file("data/checker.cpp").is_none());
//! assert_eq!(file("submissions/accepted/staircase.cpp").unwrap(), "// right\n");
//! assert_eq!(package.archives[0].path, "data.zip");
//! # Ok::<(), hopnim::setter::luogu::LuoguError>(())
//! ```

use std::fmt::Write as _;

use crate::setter::layout::{Layout, Test};
use crate::setter::package::{
    Archive, Asset, Kind, MEMORY_LIMIT_MB, Package, PackageError, PackageFile,
};
pub use crate::setter::polygon::TIME_LIMIT_MS;

/// The folder of the data, whose files the data zip holds flat.
pub const DATA_FOLDER: &str = "data/";

/// The data zip: the file to upload.
pub const DATA_ZIP: &str = "data.zip";

/// The most bytes Luogu takes in a data zip: 50 MB (counted in decimal megabytes, the
/// smaller reading of Luogu's "50M").
pub const MAX_ZIPPED_BYTES: u64 = 50_000_000;

/// The most bytes Luogu takes in the data unpacked: 100 MB (in decimal megabytes, the
/// smaller reading).
pub const MAX_UNPACKED_BYTES: u64 = 100_000_000;

/// The memory limit of every test in `config.yml`, in Luogu's KB (1024 bytes):
/// 256 MiB.
pub const MEMORY_LIMIT_KB: u32 = MEMORY_LIMIT_MB * 1024;

/// What the tests' scores sum to.
pub const TOTAL_SCORE: u32 = 100;

/// Why a problem cannot be laid out for Luogu.
#[derive(Debug, thiserror::Error)]
pub enum LuoguError {
    /// What the layout refuses: a missing source, a bad sample.
    #[error(transparent)]
    Package(#[from] PackageError),
    /// The data is larger unpacked than Luogu takes.
    #[error(
        "{DATA_FOLDER}: the data is {bytes} bytes unpacked, and Luogu takes at most \
         {MAX_UNPACKED_BYTES} (100 MB)"
    )]
    DataTooLarge {
        /// The data's size unpacked, in bytes.
        bytes: u64,
    },
    /// More tests than points: each test is worth at least one.
    #[error(
        "{DATA_FOLDER}config.yml: {tests} tests cannot share {TOTAL_SCORE} points, at least one each"
    )]
    TooManyTests {
        /// How many tests there are.
        tests: usize,
    },
}

/// The name of test `number` (from 1) in the data, with its extension `extension`
/// (`in`, `out`): the number alone, the one run of digits Luogu allows.
///
/// ```
/// use hopnim::setter::luogu::test_file;
/// assert_eq!(test_file(12, "out"), "12.out");
/// ```
pub fn test_file(number: usize, extension: &str) -> String {
    format!("{number}.{extension}")
}

/// The scores of `tests` tests: integers summing to [`TOTAL_SCORE`], as even as
/// they go, the larger ones last (the sample, test 1, is worth no more than the
/// others). An error if there are more tests than points.
///
/// ```
/// use hopnim::setter::luogu::scores;
/// assert_eq!(scores(3)?, [33, 33, 34]);
/// assert_eq!(scores(8)?, [12, 12, 12, 12, 13, 13, 13, 13]);
/// assert!(scores(101).is_err() && scores(0)?.is_empty());
/// # Ok::<(), hopnim::setter::luogu::LuoguError>(())
/// ```
pub fn scores(tests: usize) -> Result<Vec<u32>, LuoguError> {
    let count = u32::try_from(tests)
        .ok()
        .filter(|&count| count <= TOTAL_SCORE)
        .ok_or(LuoguError::TooManyTests { tests })?;
    if count == 0 {
        return Ok(Vec::new());
    }
    let (base, more) = (TOTAL_SCORE / count, TOTAL_SCORE % count);
    Ok((0..count)
        .map(|index| base + u32::from(index >= count - more))
        .collect())
}

/// `config.yml`: each test by its input's name, with its time limit, memory limit and
/// score (`scores`, in the tests' order).
///
/// ```
/// use hopnim::setter::luogu::config_yml;
/// assert_eq!(
///     config_yml(&[40, 60]),
///     "1.in:\n  timeLimit: 1000\n  memoryLimit: 262144\n  score: 40\n\
///      2.in:\n  timeLimit: 1000\n  memoryLimit: 262144\n  score: 60\n"
/// );
/// ```
pub fn config_yml(scores: &[u32]) -> String {
    let mut yaml = String::new();
    for (index, score) in scores.iter().enumerate() {
        let _ = write!(
            yaml,
            "{}:\n  timeLimit: {TIME_LIMIT_MS}\n  memoryLimit: {MEMORY_LIMIT_KB}\n  score: {score}\n",
            test_file(index + 1, "in")
        );
    }
    yaml
}

/// The Luogu folder of `kind` from the package sources `assets`, with the sample
/// `sample` and the secret data of `seed`: see the module's documentation. An error
/// names a missing source, a bad sample, or data Luogu would refuse.
pub fn luogu<'a>(
    kind: Kind,
    assets: &[Asset<'a>],
    sample: &'a str,
    seed: u64,
) -> Result<Package<'a>, LuoguError> {
    let layout = Layout::new(kind, assets, sample, seed)?;
    let scores = scores(layout.tests.len())?;
    let mut data = Vec::with_capacity(2 * layout.tests.len() + 3);
    for (index, test) in layout.tests.iter().enumerate() {
        let number = index + 1;
        data.push(PackageFile::new(
            format!("{DATA_FOLDER}{}", test_file(number, "in")),
            test.input.clone(),
        ));
        data.push(PackageFile::new(
            format!("{DATA_FOLDER}{}", test_file(number, "out")),
            test.answer.clone(),
        ));
    }
    data.push(PackageFile::new(
        format!("{DATA_FOLDER}config.yml"),
        config_yml(&scores),
    ));
    if let Some(interactor) = layout.programs.testlib_interactor() {
        data.push(PackageFile::new(
            format!("{DATA_FOLDER}checker.cpp"),
            interactor,
        ));
        data.push(PackageFile::new(
            format!("{DATA_FOLDER}interactive_lib.cpp"),
            "",
        ));
    }
    within_unpacked_limit(&data, MAX_UNPACKED_BYTES)?;

    let mut files = vec![PackageFile::new("README.md", readme(&layout, &scores))];
    files.extend(data);
    files.extend(layout.submissions.iter().map(|submission| {
        PackageFile::new(
            format!(
                "submissions/{}/{}",
                submission.verdict.folder(),
                submission.name
            ),
            submission.text,
        )
    }));
    Ok(Package {
        files,
        archives: vec![Archive {
            path: DATA_ZIP.to_owned(),
            folder: DATA_FOLDER.to_owned(),
            strip: DATA_FOLDER.to_owned(),
        }],
        secret: layout.secret,
    })
}

/// Refuses data that is more than `limit` bytes unpacked.
fn within_unpacked_limit(data: &[PackageFile<'_>], limit: u64) -> Result<(), LuoguError> {
    let bytes: u64 = data.iter().map(|file| file.text.len() as u64).sum();
    if bytes > limit {
        return Err(LuoguError::DataTooLarge { bytes });
    }
    Ok(())
}

/// `README.md`: what to upload where and which tags to set, in English and in
/// Chinese, and which test is which.
fn readme(layout: &Layout<'_>, scores: &[u32]) -> String {
    let problem = layout.kind.problem();
    let interactive = layout.kind == Kind::Interactive;
    let mut text = format!(
        "# {} ({}) for Luogu\n\n\
         Written by `hopnim package --format luogu`. 由 `hopnim package --format luogu` 生成。\n\n\
         ## English\n\n\
         1. Create the problem (your page → 题库 → 我创建的题目 → 新建题目) and save its statement.\n\
         2. Upload `{DATA_ZIP}` as its test data. It holds the tests `1.in`/`1.out` \
         to `{n}.in`/`{n}.out` (test 1 is the sample) and `config.yml`, which sets each \
         test's time limit ({TIME_LIMIT_MS} ms), memory limit ({MEMORY_LIMIT_KB} KB = \
         {MEMORY_LIMIT_MB} MiB) and score (together {TOTAL_SCORE}). What you set on the \
         page overrides `config.yml`.\n",
        problem.title,
        problem.title_zh,
        n = layout.tests.len(),
    );
    if interactive {
        text.push_str(
            "3. Set the tags **交互题** (interactive) and **Special Judge**: `checker.cpp` in \
             the zip is the interactor (testlib, `registerInteraction`) and \
             `interactive_lib.cpp` the empty placeholder Luogu asks of an IO interactive \
             problem.\n",
        );
    } else {
        text.push_str(
            "3. Set no judging tag: the answers are exact lines (`YES` or `NO`), which \
             Luogu's default comparison judges.\n",
        );
    }
    text.push_str(
        "4. Submit the programs under `submissions/` (Luogu keeps none): each of \
         `accepted/` must get 100 points, each of `wrong_answer/` a Wrong Answer and each \
         of `time_limit_exceeded/` a Time Limit Exceeded on some test.\n\n\
         ## 中文\n\n\
         1. 新建题目（个人主页 → 题库 → 我创建的题目 → 新建题目），保存题面。\n",
    );
    let _ = writeln!(
        text,
        "2. 上传 `{DATA_ZIP}` 作为测试数据。其中有测试点 `1.in`/`1.out` 到 `{n}.in`/`{n}.out`\
         （第 1 个测试点是样例）和 `config.yml`：每个测试点的时间限制 {TIME_LIMIT_MS} ms，\
         内存限制 {MEMORY_LIMIT_KB} KB（即 {MEMORY_LIMIT_MB} MiB），分值合计 {TOTAL_SCORE} 分。\
         网页上的设置会覆盖 `config.yml`。",
        n = layout.tests.len()
    );
    if interactive {
        text.push_str(
            "3. 打上 **交互题** 和 **Special Judge** 标签：压缩包中的 `checker.cpp` 是交互程序\
             （testlib，`registerInteraction`），`interactive_lib.cpp` 是洛谷对 IO 交互题要求的\
             空占位文件。\n",
        );
    } else {
        text.push_str(
            "3. 无需评测相关的标签：答案是确定的行（`YES` 或 `NO`），洛谷默认的比较方式即可评测。\n",
        );
    }
    text.push_str(
        "4. 自行提交 `submissions/` 下的程序（洛谷不保存它们）：`accepted/` 中的每个程序应得 \
         100 分，`wrong_answer/` 中的每个程序应在某个测试点得到 Wrong Answer，\
         `time_limit_exceeded/` 中的每个程序应在某个测试点得到 Time Limit Exceeded。\n\n\
         ## Tests · 测试点\n\n\
         | test · 测试点 | score · 分值 | name in the Kattis package · Kattis 包中的名字 | purpose |\n\
         |---|---|---|---|\n",
    );
    for (index, (test, score)) in layout.tests.iter().zip(scores).enumerate() {
        let _ = writeln!(text, "{}", test_row(index + 1, test, *score));
    }
    text
}

/// The row of test `number` in the README's table.
fn test_row(number: usize, test: &Test<'_>, score: u32) -> String {
    format!(
        "| `{}` | {score} | `{}/{}` | {} |",
        test_file(number, "in"),
        if test.sample { "sample" } else { "secret" },
        test.name,
        test.purpose.replace('|', "\\|")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::setter::package::{INTERACTIVE_ANSWER, data};

    fn assets() -> Vec<Asset<'static>> {
        vec![
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
            Asset {
                path: "submissions/hop/accepted/a.cpp",
                text: "// a\n",
            },
            Asset {
                path: "submissions/hop/wrong_answer/w.py",
                text: "# w\n",
            },
            Asset {
                path: "submissions/interactive/accepted/p.cpp",
                text: "// p\n",
            },
        ]
    }

    const SAMPLE: &str = "1\n1\n1 20\n";

    fn file<'p>(package: &'p Package<'_>, path: &str) -> Option<&'p str> {
        package
            .files
            .iter()
            .find(|file| file.path == path)
            .map(|file| &*file.text)
    }

    #[test]
    fn the_tests_are_the_kattis_data_numbered_in_order() {
        let kind = Kind::Normal(Rules::Hop);
        let package = luogu(kind, &assets(), SAMPLE, 7).unwrap();
        let (kattis, secret) = data(kind, SAMPLE, 7).unwrap();
        for (index, pair) in kattis.chunks(2).enumerate() {
            let number = index + 1;
            assert_eq!(
                file(&package, &format!("data/{number}.in")),
                Some(&*pair[0].text)
            );
            assert_eq!(
                file(&package, &format!("data/{number}.out")),
                Some(&*pair[1].text)
            );
        }
        let tests = package
            .files
            .iter()
            .filter(|f| f.path.starts_with("data/") && f.path.ends_with(".in"))
            .count();
        assert_eq!(tests, 1 + secret.len());
        let readme = file(&package, "README.md").unwrap();
        let score = scores(tests).unwrap()[1];
        let row = format!("| `2.in` | {score} | `secret/{}` |", secret[0].name);
        assert!(readme.contains(&row), "{readme}");
        assert!(readme.contains("Set no judging tag"));
        assert_eq!(
            file(&package, "submissions/wrong_answer/w.py"),
            Some("# w\n")
        );
    }

    #[test]
    fn the_config_names_every_test_and_the_scores_sum_to_100() {
        let package = luogu(Kind::Misere, &assets(), SAMPLE, 7).unwrap();
        let config = file(&package, "data/config.yml").unwrap();
        let tests = package
            .files
            .iter()
            .filter(|f| f.path.starts_with("data/") && f.path.ends_with(".out"))
            .count();
        let mut total = 0;
        for number in 1..=tests {
            let entry =
                format!("{number}.in:\n  timeLimit: 1000\n  memoryLimit: 262144\n  score: ");
            let at = config.find(&entry).unwrap() + entry.len();
            let score: u32 = config[at..].lines().next().unwrap().parse().unwrap();
            total += score;
        }
        assert_eq!(total, 100);
        assert_eq!(config.lines().count(), 4 * tests);
        for n in 1..=100 {
            assert_eq!(scores(n).unwrap().iter().sum::<u32>(), 100, "{n}");
            assert!(scores(n).unwrap().iter().all(|&s| s > 0));
        }
        assert!(matches!(
            scores(101),
            Err(LuoguError::TooManyTests { tests: 101 })
        ));
    }

    #[test]
    fn the_interactive_problem_s_checker_is_the_testlib_interactor() {
        let package = luogu(Kind::Interactive, &assets(), SAMPLE, 7).unwrap();
        assert_eq!(
            file(&package, "data/checker.cpp"),
            Some("#define HOPNIM_TESTLIB\n// i\n")
        );
        assert_eq!(file(&package, "data/interactive_lib.cpp"), Some(""));
        assert_eq!(file(&package, "data/2.out"), Some(INTERACTIVE_ANSWER));
        assert!(file(&package, "README.md").unwrap().contains("**交互题**"));
        assert_eq!(file(&package, "submissions/accepted/p.cpp"), Some("// p\n"));
        assert!(file(&package, "submissions/accepted/a.cpp").is_none());
        let hop = luogu(Kind::Normal(Rules::Hop), &assets(), SAMPLE, 7).unwrap();
        assert!(
            !hop.files
                .iter()
                .any(|f| f.path.ends_with(".cpp") && f.path.starts_with("data/"))
        );
    }

    #[test]
    fn the_zip_is_the_data_folder_flat() {
        let package = luogu(Kind::Interactive, &assets(), SAMPLE, 7).unwrap();
        let [archive] = &package.archives[..] else {
            panic!("one zip");
        };
        let names: Vec<&str> = archive
            .entries(&package.files)
            .map(|(name, _)| name)
            .collect();
        assert!(names.iter().all(|name| !name.contains('/')));
        assert!(names.contains(&"config.yml") && names.contains(&"interactive_lib.cpp"));
        let data = package
            .files
            .iter()
            .filter(|f| f.path.starts_with("data/"))
            .count();
        assert_eq!(names.len(), data);
    }

    #[test]
    fn data_past_the_unpacked_limit_is_refused() {
        let data = [
            PackageFile::new("data/1.in", "1\n1\n0\n"),
            PackageFile::new("data/1.out", "NO\n"),
        ];
        assert!(within_unpacked_limit(&data, 9).is_ok());
        assert!(matches!(
            within_unpacked_limit(&data, 8),
            Err(LuoguError::DataTooLarge { bytes: 9 })
        ));
    }

    #[test]
    fn errors_name_the_place() {
        assert_eq!(
            LuoguError::DataTooLarge { bytes: 100_000_001 }.to_string(),
            "data/: the data is 100000001 bytes unpacked, and Luogu takes at most 100000000 (100 MB)"
        );
        assert_eq!(
            scores(150).unwrap_err().to_string(),
            "data/config.yml: 150 tests cannot share 100 points, at least one each"
        );
        assert!(matches!(
            luogu(Kind::Normal(Rules::Hop), &[], SAMPLE, 7),
            Err(LuoguError::Package(PackageError::MissingAsset(_)))
        ));
    }
}
