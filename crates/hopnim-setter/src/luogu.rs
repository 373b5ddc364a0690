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
//!   ([`MEMORY_LIMIT_KB`] KB: 256 MiB in KB of 1024 bytes; Luogu's documentation does
//!   not say which KB, and in KB of 1000 bytes it would be 250 MiB) and its `score`,
//!   integers summing to 100. `checker.cpp`, Luogu's Special Judge, is the layout's
//!   testlib checker (the answers token by token, case ignored), so that Luogu accepts
//!   what the Kattis, Polygon and Hydro packages accept: Luogu's default comparison
//!   goes line by line and would refuse `yes` for `YES`. The interactive problem is an
//!   IO interactive problem in Luogu's sense: its `checker.cpp` is the testlib
//!   interactor
//!   ([`Programs::testlib_interactor`](crate::layout::Programs::testlib_interactor),
//!   `registerInteraction`), beside an empty `interactive_lib.cpp`, as Luogu's
//!   documentation asks. `testlib.h` is Luogu's: the data holds none.
//! - `data.zip`: the zip of `data/`, flat (no folder, nothing else), the file to
//!   upload. Luogu takes at most [`MAX_ZIPPED_BYTES`] zipped and
//!   [`MAX_UNPACKED_BYTES`] unpacked. The zip stores its files (no compression), so
//!   it is the data and its headers: data that would make it larger than Luogu takes
//!   zipped is an error here.
//! - `statement/zh/` and `statement/en/`: the statement in Markdown with TeX
//!   ([`MarkdownStatement`]), ready to paste into Luogu's form, one file a field:
//!   `title.txt` (题目标题), `description.md` (题目描述), `input.md` (输入格式; the
//!   interactive problem's protocol, for which the form has no field), `output.md`
//!   (输出格式), `sample-input-1.txt` and `sample-output-1.txt` (样例输入 #1,
//!   样例输出 #1; the interactive problem shows none), `hint.md` (说明/提示), each where
//!   the statement has it; and `problem.md`, the whole statement on one page. Chinese
//!   is the problem's statement on Luogu, English its translation (多语言).
//! - `README.md`, in English and Chinese: what to upload where, which file goes in
//!   which field, which tags to set (Special Judge, and 交互题 for the interactive
//!   problem), and which test is which.
//! - `submissions/<verdict>/`: the submissions, which Luogu does not keep, to submit
//!   by hand and see each get its verdict.
//!
//! ```
//! use hopnim::game::Rules;
//! use hopnim_setter::luogu::luogu;
//! use hopnim_setter::package::{Asset, Kind};
//! let assets = [
//!     Asset { path: "statement_hop.tex", text: "Who wins?\n\n\\section*{Output}\n\\texttt{YES} or \\texttt{NO}.\n" },
//!     Asset { path: "statement_hop.zh.tex", text: "谁赢？\n\n\\section*{输出格式}\n\\texttt{YES} 或 \\texttt{NO}。\n" },
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
//! assert_eq!(file("data/checker.cpp").unwrap(), "// checker\n");
//! assert_eq!(file("statement/zh/title.txt").unwrap(), "高手过招\n");
//! assert_eq!(file("statement/zh/output.md").unwrap(), "`YES` 或 `NO`。\n");
//! assert_eq!(file("statement/en/sample-output-1.txt").unwrap(), "NO\n");
//! assert_eq!(file("submissions/accepted/staircase.cpp").unwrap(), "// right\n");
//! assert_eq!(package.archives[0].path, "data.zip");
//! # Ok::<(), hopnim_setter::luogu::LuoguError>(())
//! ```

use std::fmt::Write as _;

use crate::layout::{Layout, Test};
use crate::package::{Archive, Asset, Kind, MEMORY_LIMIT_MB, Package, PackageError, PackageFile};
pub use crate::polygon::TIME_LIMIT_MS;
use crate::statement::{Frame, Language, MarkdownStatement, Sample, StatementError};
use hopnim::phrase;
use hopnim::phrase::Phrase;

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

/// The memory limit of every test in `config.yml`, in KB: 256 MiB, counted in KB of
/// 1024 bytes (Luogu's documentation does not say which KB it means).
pub const MEMORY_LIMIT_KB: u32 = MEMORY_LIMIT_MB * 1024;

/// What the tests' scores sum to.
pub const TOTAL_SCORE: u32 = 100;

/// Why a problem cannot be laid out for Luogu. It says itself in any language
/// ([`LuoguError::phrase`]); its `Display` is the English.
#[derive(Debug, thiserror::Error)]
pub enum LuoguError {
    /// What the layout refuses: a missing source, a bad sample.
    #[error(transparent)]
    Package(#[from] PackageError),
    /// A statement source that cannot be split or converted to Markdown.
    #[error(transparent)]
    Statement(#[from] StatementError),
    /// The data would make a zip larger than Luogu takes.
    #[error("{}", self.phrase())]
    DataTooLarge {
        /// The size of the zip the data makes, in bytes.
        bytes: u64,
    },
    /// More tests than points: each test is worth at least one.
    #[error("{}", self.phrase())]
    TooManyTests {
        /// How many tests there are.
        tests: usize,
    },
}

impl LuoguError {
    /// Why the problem cannot be laid out for Luogu, to be said in any language
    /// ([`Lang::say`](hopnim::lang::Lang::say)).
    pub fn phrase(&self) -> Phrase<'_> {
        match self {
            LuoguError::Package(error) => error.phrase(),
            LuoguError::Statement(error) => error.phrase(),
            LuoguError::DataTooLarge { bytes } => phrase!(
                "setter-luogu-data-too-large",
                folder = DATA_FOLDER,
                bytes = bytes.to_string(),
                most = MAX_ZIPPED_BYTES.to_string()
            ),
            LuoguError::TooManyTests { tests } => phrase!(
                "setter-luogu-too-many-tests",
                folder = DATA_FOLDER,
                tests = *tests,
                points = TOTAL_SCORE
            ),
        }
    }
}

/// The name of test `number` (from 1) in the data, with its extension `extension`
/// (`in`, `out`): the number alone, the one run of digits Luogu allows.
///
/// ```
/// use hopnim_setter::luogu::test_file;
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
/// use hopnim_setter::luogu::scores;
/// assert_eq!(scores(3)?, [33, 33, 34]);
/// assert_eq!(scores(8)?, [12, 12, 12, 12, 13, 13, 13, 13]);
/// assert!(scores(101).is_err() && scores(0)?.is_empty());
/// # Ok::<(), hopnim_setter::luogu::LuoguError>(())
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
/// use hopnim_setter::luogu::config_yml;
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
    match layout.programs.testlib_interactor() {
        Some(interactor) => {
            data.push(PackageFile::new(
                format!("{DATA_FOLDER}checker.cpp"),
                interactor,
            ));
            data.push(PackageFile::new(
                format!("{DATA_FOLDER}interactive_lib.cpp"),
                "",
            ));
        }
        None => data.push(PackageFile::new(
            format!("{DATA_FOLDER}checker.cpp"),
            layout.programs.checker,
        )),
    }
    within_zip_limit(&data, MAX_ZIPPED_BYTES.min(MAX_UNPACKED_BYTES))?;

    let (statement_files, fields) = statements(&layout, assets)?;
    let mut files = vec![PackageFile::new(
        "README.md",
        readme(&layout, &scores, &fields),
    )];
    files.extend(statement_files);
    files.extend(data);
    files.extend(layout.submission_files());
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

/// The most bytes a stored zip spends on one file beside its text and name (twice):
/// its local header (30) and central directory entry (46), with room for their extra
/// fields.
const ZIP_BYTES_A_FILE: u64 = 30 + 46 + 64;

/// Refuses data whose stored zip would be more than `limit` bytes: its files' texts,
/// their names twice and their headers, and the directory's end (22).
fn within_zip_limit(data: &[PackageFile<'_>], limit: u64) -> Result<(), LuoguError> {
    let bytes: u64 = 22
        + data
            .iter()
            .map(|file| {
                let name = file.path.strip_prefix(DATA_FOLDER).unwrap_or(&file.path);
                file.text.len() as u64 + 2 * name.len() as u64 + ZIP_BYTES_A_FILE
            })
            .sum::<u64>();
    if bytes > limit {
        return Err(LuoguError::DataTooLarge { bytes });
    }
    Ok(())
}

/// The statement's languages on Luogu, each with its folder: Chinese, the problem's
/// main statement, and English, its translation (Luogu's 多语言).
const LANGUAGES: [(Language, &str); 2] = [(Language::Chinese, "zh"), (Language::English, "en")];

/// A field of Luogu's problem form, in the form's order, and the file of the
/// statement's folder that holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    /// 题目标题: `title.txt`.
    Title,
    /// 题目描述: `description.md`, the legend.
    Description,
    /// 输入格式: `input.md`, the input section, or the interactive problem's
    /// protocol (Luogu's form has no field of its own for it).
    Input,
    /// 输出格式: `output.md`.
    Output,
    /// 样例输入 #N: `sample-input-N.txt`.
    SampleInput(usize),
    /// 样例输出 #N: `sample-output-N.txt`.
    SampleOutput(usize),
    /// 说明/提示: `hint.md`, the notes.
    Hint,
}

impl Field {
    /// Its name on Luogu's form.
    fn label(self) -> String {
        match self {
            Field::Title => "题目标题".to_owned(),
            Field::Description => "题目描述".to_owned(),
            Field::Input => "输入格式".to_owned(),
            Field::Output => "输出格式".to_owned(),
            Field::SampleInput(number) => format!("样例输入 #{number}"),
            Field::SampleOutput(number) => format!("样例输出 #{number}"),
            Field::Hint => "说明/提示".to_owned(),
        }
    }

    /// Its file's name in a statement's folder.
    fn file(self) -> String {
        match self {
            Field::Title => "title.txt".to_owned(),
            Field::Description => "description.md".to_owned(),
            Field::Input => "input.md".to_owned(),
            Field::Output => "output.md".to_owned(),
            Field::SampleInput(number) => format!("sample-input-{number}.txt"),
            Field::SampleOutput(number) => format!("sample-output-{number}.txt"),
            Field::Hint => "hint.md".to_owned(),
        }
    }
}

/// The fields of the statement `statement` (in `language`, of the problem `kind`)
/// that have any text, each with its text, in the form's order; the samples those
/// of `samples`.
fn fields(
    kind: Kind,
    language: Language,
    statement: &MarkdownStatement,
    samples: &[Sample<'_>],
) -> Vec<(Field, String)> {
    let sections = statement.sections();
    let title = sections
        .name
        .clone()
        .unwrap_or_else(|| language.title(&kind.problem()).to_owned());
    let mut fields = vec![
        (Field::Title, format!("{title}\n")),
        (Field::Description, sections.legend.clone()),
    ];
    let input = sections.input.as_ref().or(sections.interaction.as_ref());
    fields.extend(input.map(|text| (Field::Input, text.clone())));
    fields.extend(sections.output.clone().map(|text| (Field::Output, text)));
    for (index, sample) in samples.iter().enumerate() {
        fields.push((Field::SampleInput(index + 1), sample.input.to_owned()));
        fields.push((Field::SampleOutput(index + 1), sample.answer.to_owned()));
    }
    fields.extend(sections.notes.clone().map(|text| (Field::Hint, text)));
    fields.retain(|(_, text)| !text.trim().is_empty());
    fields
}

/// The statement files of `layout`'s problem: under `statement/<zh|en>/`, one file a
/// field of Luogu's form and the whole statement, `problem.md`; and the fields of
/// each language, for the README. An error names a missing or unreadable source.
fn statements(
    layout: &Layout<'_>,
    assets: &[Asset<'_>],
) -> Result<(Vec<PackageFile<'static>>, Vec<Vec<Field>>), LuoguError> {
    let kind = layout.kind;
    // The interactive problem's sample is the interactor's input, not a sample of
    // the protocol: its statement shows none.
    let samples: Vec<Sample<'_>> = if kind == Kind::Interactive {
        Vec::new()
    } else {
        layout
            .samples()
            .map(|test| Sample {
                input: &test.input,
                answer: &test.answer,
            })
            .collect()
    };
    let mut files = Vec::new();
    let mut all_fields = Vec::new();
    for (language, folder) in LANGUAGES {
        let source_path = language.source_path(kind);
        let text = assets
            .iter()
            .find(|asset| asset.path == source_path)
            .ok_or_else(|| PackageError::MissingAsset(source_path.clone()))?
            .text;
        let statement = MarkdownStatement::from_latex(&source_path, text)?;
        let fields = fields(kind, language, &statement, &samples);
        let title = fields[0].1.trim_end().to_owned();
        let page = statement.render(
            language,
            Frame::Page {
                title: &title,
                samples: &samples,
            },
        );
        for (field, text) in &fields {
            files.push(PackageFile::new(
                format!("statement/{folder}/{}", field.file()),
                text.clone(),
            ));
        }
        files.push(PackageFile::new(
            format!("statement/{folder}/problem.md"),
            page,
        ));
        all_fields.push(fields.into_iter().map(|(field, _)| field).collect());
    }
    Ok((files, all_fields))
}

/// `README.md`: what to upload where and which tags to set, in English and in
/// Chinese, which file goes in which field of Luogu's form (`fields`: each
/// language's, in [`LANGUAGES`]' order), and which test is which.
fn readme(layout: &Layout<'_>, scores: &[u32], fields: &[Vec<Field>]) -> String {
    let problem = layout.kind.problem();
    let interactive = layout.kind == Kind::Interactive;
    let n = layout.tests.len();
    let mut text = format!(
        "# {} · {}: for Luogu (洛谷)\n\n\
         Written by `hopnim package --format luogu`. 由 `hopnim package --format luogu` 生成。\n\n\
         ## English\n\n\
         1. Create the problem (your page → 题库 → 我创建的题目 → 新建题目) and fill in its \
         form from `statement/zh/`, one file a field (the table below); `problem.md` is the \
         whole statement on one page. `statement/en/` holds the English statement, for \
         Luogu's English version (多语言).\n\
         2. Upload `{DATA_ZIP}` as its test data. It holds the tests `1.in`/`1.out` to \
         `{n}.in`/`{n}.out` (test 1 is the sample) and `config.yml`, which sets each \
         test's time limit ({TIME_LIMIT_MS} ms), memory limit ({MEMORY_LIMIT_KB} KB, \
         {MEMORY_LIMIT_MB} MiB in KB of 1024 bytes) and score (together {TOTAL_SCORE}). \
         What you set on the page overrides `config.yml`: if the page shows a memory \
         limit other than {MEMORY_LIMIT_MB} MB, set it there.\n",
        problem.title_zh, problem.title,
    );
    text.push_str(if interactive {
        "3. Set the tags **交互题** (interactive) and **Special Judge**: `checker.cpp` in \
         the zip is the interactor (testlib, `registerInteraction`) and \
         `interactive_lib.cpp` the empty placeholder Luogu asks of an IO interactive \
         problem. The form has no field for the protocol: it goes in 输入格式, and \
         输出格式 stays empty.\n"
    } else {
        "3. Set the tag **Special Judge**: `checker.cpp` in the zip is the testlib \
         checker, which compares the answers token by token, case ignored, as the \
         problem's other packages do (Luogu's default comparison would refuse `yes`).\n"
    });
    text.push_str(
        "4. Submit the programs under `submissions/` (Luogu keeps none): each of \
         `accepted/` must get 100 points, each of `wrong_answer/` a Wrong Answer and each \
         of `time_limit_exceeded/` a Time Limit Exceeded on some test.\n\n\
         ## 中文\n\n\
         1. 新建题目（个人主页 → 题库 → 我创建的题目 → 新建题目），按下表把 `statement/zh/` \
         中的文件逐一填入对应的栏目；`problem.md` 是完整的题面。`statement/en/` 是英文题面，\
         供洛谷的多语言题面使用。\n",
    );
    let _ = writeln!(
        text,
        "2. 上传 `{DATA_ZIP}` 作为测试数据。其中有测试点 `1.in`/`1.out` 到 `{n}.in`/`{n}.out`\
         （第 1 个测试点是样例）和 `config.yml`：每个测试点的时间限制 {TIME_LIMIT_MS} ms，\
         内存限制 {MEMORY_LIMIT_KB} KB（按 1 KB = 1024 字节计即 {MEMORY_LIMIT_MB} MiB），\
         分值合计 {TOTAL_SCORE} 分。网页上的设置会覆盖 `config.yml`：若网页上显示的内存限制\
         不是 {MEMORY_LIMIT_MB} MB，请在网页上改为 {MEMORY_LIMIT_MB} MB。"
    );
    text.push_str(if interactive {
        "3. 打上 **交互题** 和 **Special Judge** 标签：压缩包中的 `checker.cpp` 是 testlib 交互器\
         （interactor，`registerInteraction`），`interactive_lib.cpp` 是洛谷对 IO 交互题要求的\
         空占位文件。表单中没有交互方式一栏：交互方式填入输入格式，输出格式留空。\n"
    } else {
        "3. 打上 **Special Judge** 标签：压缩包中的 `checker.cpp` 是 testlib 比较器（checker），\
         逐个单词比较答案、不区分大小写，与本题的其他格式一致（洛谷默认的比较方式会把 `yes` \
         判为错误）。\n"
    });
    text.push_str(
        "4. 自行提交 `submissions/` 下的程序（洛谷不保存它们）：`accepted/` 中的每个程序应得 \
         100 分，`wrong_answer/` 中的每个程序应在某个测试点得到 Wrong Answer，\
         `time_limit_exceeded/` 中的每个程序应在某个测试点得到 Time Limit Exceeded。\n\n\
         ## The form · 题目表单\n\n",
    );
    let _ = writeln!(
        text,
        "| field · 栏目 | {} |\n|---|---|---|",
        LANGUAGES
            .map(|(language, _)| match language {
                Language::Chinese => "中文",
                Language::English => "English",
            })
            .join(" | ")
    );
    let mut order: Vec<Field> = Vec::new();
    for field in fields.iter().flatten() {
        if !order.contains(field) {
            order.push(*field);
        }
    }
    for field in order {
        let cells: Vec<String> = LANGUAGES
            .iter()
            .zip(fields)
            .map(|((_, folder), fields)| {
                if fields.contains(&field) {
                    format!("`statement/{folder}/{}`", field.file())
                } else {
                    "—".to_owned()
                }
            })
            .collect();
        let _ = writeln!(text, "| {} | {} |", field.label(), cells.join(" | "));
    }
    text.push_str(
        "\n## Tests · 测试点\n\n\
         | test · 测试点 | score · 分值 | in the Kattis package · Kattis 包中 | purpose · 用途 |\n\
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
    use crate::package::{INTERACTIVE_ANSWER, data};
    use hopnim::game::Rules;

    fn assets() -> Vec<Asset<'static>> {
        vec![
            Asset {
                path: "statement_hop.tex",
                text: "Who wins?\n\n\\section*{Input}\nThe board.\n\n\\section*{Output}\nYES or NO.\n",
            },
            Asset {
                path: "statement_hop.zh.tex",
                text: "\\section*{题目描述}\n谁赢？\n\\section*{输入格式}\n棋盘。\n\
                       \\section*{输出格式}\nYES 或 NO。\n\\section*{说明/提示}\n$T \\le 100$。\n",
            },
            Asset {
                path: "statement_misere.tex",
                text: "Who loses?\n",
            },
            Asset {
                path: "statement_misere.zh.tex",
                text: "谁输？\n",
            },
            Asset {
                path: "statement_interactive.tex",
                text: "Win.\n\n\\section*{Interaction}\nMove.\n",
            },
            Asset {
                path: "statement_interactive.zh.tex",
                text: "赢。\n\n\\section*{交互方式}\n走。\n",
            },
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

    #[test]
    fn the_tests_are_the_kattis_data_numbered_in_order() {
        let kind = Kind::Normal(Rules::Hop);
        let package = luogu(kind, &assets(), SAMPLE, 7).unwrap();
        let (kattis, secret) = data(kind, SAMPLE, 7).unwrap();
        for (index, pair) in kattis.chunks(2).enumerate() {
            let number = index + 1;
            assert_eq!(
                package.file(&format!("data/{number}.in")),
                Some(&*pair[0].text)
            );
            assert_eq!(
                package.file(&format!("data/{number}.out")),
                Some(&*pair[1].text)
            );
        }
        let tests = package
            .files
            .iter()
            .filter(|f| f.path.starts_with("data/") && f.path.ends_with(".in"))
            .count();
        assert_eq!(tests, 1 + secret.len());
        let readme = package.file("README.md").unwrap();
        let score = scores(tests).unwrap()[1];
        let row = format!("| `2.in` | {score} | `secret/{}` |", secret[0].name);
        assert!(readme.contains(&row), "{readme}");
        assert!(readme.contains("Set the tag **Special Judge**"));
        assert!(!readme.contains("交互题"));
        assert_eq!(package.file("data/checker.cpp"), Some("// c\n"));
        assert!(package.file("data/interactive_lib.cpp").is_none());
        assert_eq!(package.file("submissions/wrong_answer/w.py"), Some("# w\n"));
    }

    #[test]
    fn the_config_names_every_test_and_the_scores_sum_to_100() {
        let package = luogu(Kind::Misere, &assets(), SAMPLE, 7).unwrap();
        let config = package.file("data/config.yml").unwrap();
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
            package.file("data/checker.cpp"),
            Some("#define HOPNIM_TESTLIB\n// i\n")
        );
        assert_eq!(package.file("data/interactive_lib.cpp"), Some(""));
        assert_eq!(package.file("data/2.out"), Some(INTERACTIVE_ANSWER));
        assert!(package.file("README.md").unwrap().contains("**交互题**"));
        assert_eq!(package.file("submissions/accepted/p.cpp"), Some("// p\n"));
        assert!(package.file("submissions/accepted/a.cpp").is_none());
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
    fn each_field_of_the_form_has_its_file_in_both_languages() {
        let package = luogu(Kind::Normal(Rules::Hop), &assets(), SAMPLE, 7).unwrap();
        for (path, text) in [
            ("statement/zh/title.txt", "高手过招\n"),
            ("statement/zh/description.md", "谁赢？\n"),
            ("statement/zh/input.md", "棋盘。\n"),
            ("statement/zh/output.md", "YES 或 NO。\n"),
            ("statement/zh/sample-input-1.txt", SAMPLE),
            ("statement/zh/sample-output-1.txt", "NO\n"),
            ("statement/zh/hint.md", "$T \\le 100$。\n"),
            ("statement/en/title.txt", "Chess\n"),
            ("statement/en/description.md", "Who wins?\n"),
            ("statement/en/sample-input-1.txt", SAMPLE),
        ] {
            assert_eq!(package.file(path), Some(text), "{path}");
        }
        assert!(package.file("statement/en/hint.md").is_none());
        let page = package.file("statement/zh/problem.md").unwrap();
        assert!(
            page.starts_with("# 高手过招\n\n## 题目描述\n\n谁赢？\n"),
            "{page}"
        );
        assert!(
            page.contains("### 样例输出 #1\n\n```\nNO\n```\n\n## 说明/提示\n"),
            "{page}"
        );
        let readme = package.file("README.md").unwrap();
        assert!(readme.contains(
            "| 题目描述 | `statement/zh/description.md` | `statement/en/description.md` |"
        ));
        assert!(readme.contains("| 说明/提示 | `statement/zh/hint.md` | — |"));

        // The interactive problem: its protocol in 输入格式, no sample.
        let package = luogu(Kind::Interactive, &assets(), SAMPLE, 7).unwrap();
        assert_eq!(package.file("statement/zh/input.md"), Some("走。\n"));
        assert_eq!(package.file("statement/en/input.md"), Some("Move.\n"));
        assert!(
            !package
                .files
                .iter()
                .any(|f| f.path.contains("sample") || f.path.ends_with("output.md"))
        );
        let page = package.file("statement/zh/problem.md").unwrap();
        assert_eq!(
            page,
            "# 战胜引擎\n\n## 题目描述\n\n赢。\n\n## 交互方式\n\n走。\n"
        );
    }

    #[test]
    fn a_statement_that_cannot_be_converted_is_an_error_naming_its_line() {
        let mut assets = assets();
        assets.retain(|asset| asset.path != "statement_misere.zh.tex");
        assert_eq!(
            luogu(Kind::Misere, &assets, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "the package sources hold no statement_misere.zh.tex"
        );
        assets.push(Asset {
            path: "statement_misere.zh.tex",
            text: "谁输？\n\n见 \\cite{x}。\n",
        });
        assert_eq!(
            luogu(Kind::Misere, &assets, SAMPLE, 7)
                .unwrap_err()
                .to_string(),
            "statement_misere.zh.tex:3: the command \\cite has no Markdown here"
        );
    }

    #[test]
    fn data_past_the_zip_limit_is_refused() {
        let data = [
            PackageFile::new("data/1.in", "1\n1\n0\n"),
            PackageFile::new("data/1.out", "NO\n"),
        ];
        // 9 bytes of text, 2 names of 4 and 5 bytes twice, 2 headers, the end.
        let zip = 22 + 9 + 2 * (4 + 5) + 2 * ZIP_BYTES_A_FILE;
        assert!(within_zip_limit(&data, zip).is_ok());
        assert!(matches!(
            within_zip_limit(&data, zip - 1),
            Err(LuoguError::DataTooLarge { bytes }) if bytes == zip
        ));
    }

    #[test]
    fn errors_name_the_place() {
        assert_eq!(
            LuoguError::DataTooLarge { bytes: 50_000_001 }.to_string(),
            "data/: the data makes a zip of 50000001 bytes (its files stored), and Luogu takes \
             at most 50000000 (50 MB) zipped"
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
