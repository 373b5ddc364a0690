//! The `hopnim` command: a thin front end over the `hopnim` library.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::CommandFactory;
use clap::error::ErrorKind;

mod args;
mod child;
mod cmd;
mod diagnostic;
mod input;
mod interruption;
#[cfg(target_os = "linux")]
mod orphans;
#[cfg(unix)]
mod out_of_memory;
mod output;
mod palette;
mod progress;
mod said;
mod staged;
mod stored_zip;
mod usage;

/// The static binary's allocator: musl's own serialises the worker threads (see
/// Cargo.toml). Memory it refuses ends the run with an error, not an abort.
#[cfg(target_env = "musl")]
#[global_allocator]
static ALLOCATOR: out_of_memory::EndsOnRefusal<mimalloc::MiMalloc> =
    out_of_memory::EndsOnRefusal(mimalloc::MiMalloc);

/// The system's allocator (glibc's malloc): memory it refuses ends the run with an
/// error, not an abort.
#[cfg(all(unix, not(target_env = "musl")))]
#[global_allocator]
static ALLOCATOR: out_of_memory::EndsOnRefusal<std::alloc::System> =
    out_of_memory::EndsOnRefusal(std::alloc::System);

fn main() -> ExitCode {
    output::fail_writes_past_the_size_limit();
    let cli = match cmd::Cli::try_parse_args() {
        Ok(cli) => cli,
        Err(err) => return usage_error(err),
    };
    let subcommand = cli.subcommand_name();
    // Memory refused from here on is reported in the language of the run's errors.
    #[cfg(unix)]
    out_of_memory::speak(cli.errors_lang());
    match cli.run() {
        Ok(code) => code,
        Err(err) if input::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            if let Some(usage) = err.downcast_ref::<usage::UsageError>() {
                // A usage error found while the subcommand ran: shown as clap shows its
                // own, with the subcommand's usage (whose words are English: in
                // another language, the error's line alone).
                match usage.said() {
                    Some(said) => output::note(said.line()),
                    None => usage
                        .to_clap(cmd::Cli::command(), subcommand)
                        .print()
                        .is_ok(),
                };
                ExitCode::from(usage::exit_code(subcommand.as_ref()))
            } else if let Some(said) = err.downcast_ref::<said::SaidError>() {
                output::note(said.line());
                ExitCode::FAILURE
            } else {
                failed(format_args!("{err:#}"))
            }
        }
    }
}

/// Reports a run that failed, `error: WHAT`, and says so if it went past the file-size
/// limit; exit code 1. Every control character of WHAT is escaped (a path or a command
/// the user wrote, quoted by an error as it is).
fn failed(what: std::fmt::Arguments<'_>) -> ExitCode {
    let limit = if output::size_limit_reached() {
        "; hopnim reached the file-size limit (ulimit -f)"
    } else {
        ""
    };
    let what = usage::controls_escaped(&what.to_string().into(), usage::Styles::Dropped);
    output::note(format_args!("error: {what}{limit}"));
    ExitCode::FAILURE
}

/// The subcommand the command line `args` (the program's name first) names: its
/// first argument past the global flag `--lang LANG` (empty when there is none).
fn subcommand_of(args: impl IntoIterator<Item = OsString>) -> OsString {
    let mut args = args.into_iter().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--lang" {
            args.next();
        } else if !arg.to_string_lossy().starts_with("--lang=") {
            return arg;
        }
    }
    OsString::new()
}

/// Prints a command-line error. A bad value (`--width 65`) gets one clean line, in
/// the learner's language for a learner's command; other mistakes keep clap's usage
/// hints; `--help` and `--version` print as usual.
fn usage_error(err: clap::Error) -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let subcommand = subcommand_of(args.iter().cloned());
    let code = usage::exit_code(&subcommand);
    // The value's error in the learner's language.
    let lang = said::lang_of_command_line(&args, &subcommand.to_string_lossy());
    if let Some(text) = said::value_error(&err, lang) {
        output::note(said::SaidError { lang, text }.line());
        return ExitCode::from(code);
    }
    // `serve --port N`: clap's tip toward `--addr`.
    let err = match subcommand.to_str() {
        Some("serve") => cmd::with_tip_toward_addr(err, &args),
        _ => err,
    };
    let err = usage::quoting_what_was_given(err);
    match err.kind() {
        // The value's error and the values allowed, without clap's usage hints.
        ErrorKind::ValueValidation | ErrorKind::InvalidValue => {
            // Every control character of it escaped, whatever a value parser wrote.
            let rendered = usage::controls_escaped(&err.render(), usage::Styles::Dropped);
            let message = rendered.split("\n\nFor more information").next();
            output::note(message.unwrap_or("error: bad usage").trim_end());
            ExitCode::from(code)
        }
        _ if err.use_stderr() => {
            let _ = usage::with_controls_escaped(err, &cmd::Cli::command()).print();
            ExitCode::from(code)
        }
        // `--help` and `--version`: a closed pipe is fine, a full disk is not.
        _ => match err.print() {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                let what = match err.kind() {
                    ErrorKind::DisplayVersion => "the version",
                    _ => "the help",
                };
                failed(format_args!("cannot write {what} to standard output: {e}"))
            }
            _ => ExitCode::SUCCESS,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_subcommand_is_found_past_the_global_flags() {
        let line = |args: &[&str]| subcommand_of(args.iter().map(OsString::from));
        assert_eq!(line(&["hopnim", "check", "a"]), "check");
        assert_eq!(line(&["hopnim", "--lang", "zh-CN", "check"]), "check");
        assert_eq!(
            line(&["hopnim", "--lang=fr", "check", "--lang", "en"]),
            "check"
        );
        assert_eq!(line(&["hopnim", "--lang"]), "");
        assert_eq!(line(&["hopnim"]), "");
    }

    /// For each module of the command (the files of `cmd/` counted as one), the other
    /// modules its code names (`crate::NAME`, `use crate::{NAME, …}`), its tests and
    /// comments left out.
    fn imports() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        let mut folders = vec![src.clone()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    files.push(path);
                }
            }
        }
        let module_of = |path: &std::path::Path| {
            let relative = path.strip_prefix(&src).unwrap();
            let first = relative.components().next().unwrap();
            let name = first.as_os_str().to_string_lossy();
            name.trim_end_matches(".rs").to_owned()
        };
        let modules: std::collections::BTreeSet<String> =
            files.iter().map(|f| module_of(f)).collect();
        let mut graph = std::collections::BTreeMap::new();
        for file in &files {
            let module = module_of(file);
            if module == "main" {
                continue;
            }
            let text = std::fs::read_to_string(file).unwrap();
            // The code, without its tests and its comments (a doc link is no import).
            let code: String = text
                .split("#[cfg(test)]\nmod tests")
                .next()
                .unwrap()
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            let named: &mut std::collections::BTreeSet<String> =
                graph.entry(module.clone()).or_default();
            for (at, _) in code.match_indices("crate::") {
                let rest = &code[at + "crate::".len()..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let names = if name.is_empty() && rest.starts_with('{') {
                    let list = &rest[1..rest.find('}').unwrap()];
                    list.split(',')
                        .map(|item| item.trim().split("::").next().unwrap().to_owned())
                        .collect()
                } else {
                    vec![name]
                };
                for name in names {
                    if name != module && modules.contains(&name) {
                        named.insert(name);
                    }
                }
            }
        }
        graph
    }

    /// Found by a review of the imports: `args` used `said` and `usage`, which used
    /// `args` and `said` back.
    #[test]
    fn the_command_s_modules_import_one_way() {
        let graph = imports();
        assert!(graph["args"].contains("said"), "{graph:?}");
        // Depth first: a module met again while its own imports are followed closes a
        // circle.
        fn visit<'a>(
            module: &'a str,
            graph: &'a std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
            path: &mut Vec<&'a str>,
            done: &mut std::collections::BTreeSet<&'a str>,
        ) {
            if let Some(at) = path.iter().position(|m| *m == module) {
                panic!("the imports run in a circle: {:?}", &path[at..]);
            }
            if !done.insert(module) {
                return;
            }
            path.push(module);
            for next in graph.get(module).into_iter().flatten() {
                visit(next, graph, path, done);
            }
            path.pop();
        }
        let mut done = std::collections::BTreeSet::new();
        for module in graph.keys() {
            visit(module, &graph, &mut Vec::new(), &mut done);
        }
    }
}
