//! Builds the package sources into the library: every file under `package/` (but its
//! README.md, which tells of them), which is their one list, becomes an entry of
//! `hopnim_setter::package::ASSETS`. The package writers pick each package's files from
//! it, so that a program added there goes into its package without another word.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("package");
    // A directory: cargo looks for any change inside it.
    println!("cargo::rerun-if-changed=package");
    let mut paths = Vec::new();
    walk(&root, "", &mut paths);
    paths.retain(|path| path != "README.md");
    paths.sort();
    let mut table = String::from("&[\n");
    for path in &paths {
        writeln!(
            table,
            "    crate::package::Asset {{ path: {path:?}, text: \
             include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {:?})) }},",
            format!("/package/{path}")
        )
        .expect("writing to a string");
    }
    table.push(']');
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("assets.rs");
    fs::write(out, table).expect("writing into OUT_DIR");
}

/// Adds the path of every file under `folder` to `paths`, each as `prefix` then its
/// path inside `folder`, `/` between folders.
fn walk(folder: &Path, prefix: &str, paths: &mut Vec<String>) {
    let entries =
        fs::read_dir(folder).unwrap_or_else(|e| panic!("cannot list {}: {e}", folder.display()));
    for entry in entries {
        let entry = entry.unwrap_or_else(|e| panic!("cannot list {}: {e}", folder.display()));
        let name = entry
            .file_name()
            .into_string()
            .expect("the names of the package sources are UTF-8");
        // Hidden files and editors' backups are no package's.
        if name.starts_with('.') || name.ends_with('~') {
            continue;
        }
        let path = format!("{prefix}{name}");
        let kind = entry
            .file_type()
            .unwrap_or_else(|e| panic!("cannot look at {path}: {e}"));
        if kind.is_dir() {
            walk(&entry.path(), &format!("{path}/"), paths);
        } else {
            paths.push(path);
        }
    }
}
