//! Builds the catalogue's messages into the library's types, and tells the crates
//! built on the library where the catalogue is.
//!
//! - Every message of the English catalogue (`locales/en/*.ftl`, the reference the
//!   other languages are held to) becomes something the compiler knows: a `Message`
//!   constant for each message without placeholders, and a table of every message's
//!   placeholders that the `phrase!` macro checks each call against as a constant. A
//!   misspelt id, a placeholder left out or one the message lacks is then a compile
//!   error (`$OUT_DIR/messages.rs`, included by `src/phrase.rs`).
//! - hopnim-web's build script reads `DEP_HOPNIM_LOCALES` (the `locales` folder,
//!   wherever the library was unpacked: the workspace, or a registry's copy) to build
//!   the page's labels into the page.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The language every other is held to.
const REFERENCE: &str = "locales/en";

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!(
        "cargo::metadata=locales={}",
        manifest.join("locales").display()
    );
    println!("cargo::rerun-if-changed=build.rs");
    let reference = manifest.join(REFERENCE);
    println!("cargo::rerun-if-changed={}", reference.display());
    let messages = reference_messages(&reference);
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it")).join("messages.rs");
    fs::write(&out, generated(&messages)).expect("OUT_DIR is writable");
}

/// One message of the reference catalogue.
struct Message {
    /// Its id: `count-pieces`.
    id: String,
    /// The names of its placeholders, in its text and its selectors: `count`.
    placeholders: BTreeSet<String>,
    /// Its Fluent source, for the documentation.
    source: String,
}

/// Every message of every file of `folder`, in the order of the files' names and
/// then of the files. Fails the build on a file that does not parse.
fn reference_messages(folder: &Path) -> Vec<Message> {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)
        .expect("the reference catalogue")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
        .collect();
    files.sort();
    let mut messages = Vec::new();
    for file in files {
        println!("cargo::rerun-if-changed={}", file.display());
        let source = fs::read_to_string(&file).expect("a readable catalogue file");
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", file.display()));
        for entry in resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let Some(pattern) = message.value else {
                continue;
            };
            let mut placeholders = BTreeSet::new();
            pattern_names(&pattern, &mut placeholders);
            let source = source
                .lines()
                .skip_while(|line| !line.starts_with(&format!("{} =", message.id.name)))
                .enumerate()
                .take_while(|(index, line)| *index == 0 || line.starts_with([' ', '\t']))
                .map(|(_, line)| line.trim_end())
                .collect::<Vec<_>>()
                .join("\n");
            messages.push(Message {
                id: message.id.name.to_owned(),
                placeholders: placeholders.into_iter().map(str::to_owned).collect(),
                source,
            });
        }
    }
    messages
}

/// The names of the variables `pattern` uses, in its text and its selectors.
fn pattern_names<'s>(pattern: &Pattern<&'s str>, names: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_names(expression, names);
        }
    }
}

fn expression_names<'s>(expression: &Expression<&'s str>, names: &mut BTreeSet<&'s str>) {
    let inline = match expression {
        Expression::Inline(inline) => inline,
        Expression::Select { selector, variants } => {
            for variant in variants {
                pattern_names(&variant.value, names);
            }
            selector
        }
    };
    match inline {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name);
        }
        InlineExpression::Placeable { expression } => expression_names(expression, names),
        _ => {}
    }
}

/// The Rust source of the messages: a [`Message`] constant for each message without
/// placeholders, and the table of every message's placeholders that `phrase!` checks
/// its calls against, sorted by id.
fn generated(messages: &[Message]) -> String {
    let mut constants = String::new();
    let mut table: Vec<String> = Vec::new();
    for message in messages {
        let id = &message.id;
        if message.placeholders.is_empty() {
            let doc = format!("`{id}`: in English,\n\n```text\n{}\n```", message.source);
            let constant = id.to_uppercase().replace('-', "_");
            writeln!(
                constants,
                "    #[doc = {doc:?}]\n    pub const {constant}: Message = Message({id:?});"
            )
            .unwrap();
        }
        let names: Vec<&String> = message.placeholders.iter().collect();
        table.push(format!("    ({id:?}, &{names:?}),\n"));
    }
    table.sort();
    format!(
        "// Generated by build.rs from the English catalogue: do not edit.\n\n\
         impl Message {{\n{constants}}}\n\n\
         /// Every message of the catalogue and its placeholders' names, sorted by id.\n\
         const CATALOGUE: &[(&str, &[&str])] = &[\n{}];\n",
        table.concat()
    )
}
