//! `hopnim completions SHELL` and `hopnim man`: the shell completion scripts and the
//! manual pages, generated from the command-line definitions.

use std::io;
use std::path::PathBuf;

use anyhow::Context;
use clap::{Args, CommandFactory};
use clap_complete::Shell;

use crate::usage::UsageError;

/// Print the shell completion script for SHELL
///
/// For bash, zsh, fish, powershell or elvish; docs/contestants.md says where to put it.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    shell: Shell,
}

impl CompletionsArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let mut command = super::Cli::command();
        let mut script = Vec::new();
        clap_complete::generate(self.shell, &mut command, "hopnim", &mut script);
        crate::output::print(script).context("cannot write the completions to standard output")
    }
}

/// Print the manual page (roff)
///
/// The page of the command, or of one subcommand; with `--out DIR`, every page
/// written to DIR (hopnim.1, hopnim-solve.1, …). Generated from the same definitions
/// as `--help`; docs/contestants.md says where to put them.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The subcommand whose page to print [default: the command's own page].
    command: Option<String>,
    /// Write every page into this directory instead.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    out: Option<PathBuf>,
}

impl ManArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let command = super::Cli::command();
        if let Some(dir) = &self.out {
            return crate::staged::write_files(dir, pages(&command)?);
        }
        let page = match &self.command {
            None => page_of(&command)?,
            Some(name) => match command.find_subcommand(name) {
                Some(sub) => page_of(&named_subcommand(sub))?,
                None => {
                    let names: Vec<&str> = command
                        .get_subcommands()
                        .map(clap::Command::get_name)
                        .collect();
                    return Err(UsageError::conflict(format!(
                        "`{name}` is no command of hopnim [possible values: {}]",
                        names.join(", ")
                    ))
                    .into());
                }
            },
        };
        crate::output::print(page).context("cannot write the manual page to standard output")
    }
}

/// Every page: `hopnim.1`, then `hopnim-SUB.1` for each subcommand.
fn pages(command: &clap::Command) -> io::Result<Vec<(String, Vec<u8>)>> {
    let mut pages = vec![("hopnim.1".to_owned(), page_of(command)?)];
    for sub in command
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
    {
        let file = format!("hopnim-{}.1", sub.get_name());
        pages.push((file, page_of(&named_subcommand(sub))?));
    }
    Ok(pages)
}

/// A subcommand named as its page is: `hopnim-solve`.
fn named_subcommand(sub: &clap::Command) -> clap::Command {
    let name = format!("hopnim-{}", sub.get_name());
    let usage = format!("hopnim {}", sub.get_name());
    sub.clone()
        .name(name)
        .bin_name(usage)
        .version(env!("CARGO_PKG_VERSION"))
}

/// The roff page of `command`.
fn page_of(command: &clap::Command) -> io::Result<Vec<u8>> {
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone()).render(&mut page)?;
    Ok(page)
}
