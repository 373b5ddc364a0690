//! `hopnim check`: a contestant's output judged with testlib's verdicts and exit codes.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use hopnim::judge::JudgeSpec;
use hopnim::judge::check::{Verdict, VerdictKind, check};
use hopnim::lang::Lang;

use crate::args::{BoardWidthArg, VariantArgs};
use crate::{input, output};

/// Judge a contestant's OUTPUT for INPUT, with testlib's verdicts
///
/// Exit 0 OK, 1 wrong answer, 2 presentation error, 3 FAIL (an invalid input or
/// answer file); 64 for bad usage of `check` itself. Without ANSWER the answers are
/// computed.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The judge input.
    input: PathBuf,
    /// The contestant's output.
    output: PathBuf,
    /// The jury's answer; it must hold the true answers.
    answer: Option<PathBuf>,
    #[command(flatten)]
    width: BoardWidthArg,
    #[command(flatten)]
    variant: VariantArgs,
}

impl CheckArgs {
    /// Prints the verdict on stderr, as testlib does, and returns its exit code; a
    /// verdict that cannot be shown is the checker's failure (exit 3). A game hopnim
    /// cannot judge is a usage error (exit 64), whatever the files.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        let spec = self.width.spec(&self.variant, Lang::En)?;
        let verdict = self.verdict(spec);
        if !output::note(&verdict) {
            return Ok(ExitCode::from(VerdictKind::Fail.exit_code()));
        }
        Ok(ExitCode::from(verdict.kind.exit_code()))
    }

    fn verdict(&self, spec: JudgeSpec) -> Verdict {
        let open = |path: &PathBuf| {
            input::open(Some(path))
                .map(|(source, _)| input::reader(source))
                .map_err(|e| Verdict {
                    kind: VerdictKind::Fail,
                    message: format!("{e:#}"),
                })
        };
        let files = (|| {
            let input = open(&self.input)?;
            let output = open(&self.output)?;
            let answer = self.answer.as_ref().map(open).transpose()?;
            Ok((input, output, answer))
        })();
        match files {
            Ok((input, output, answer)) => check(input, output, answer, spec),
            Err(verdict) => verdict,
        }
    }
}
