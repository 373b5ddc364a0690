//! Imports run one way: in each crate of the workspace, the graph of its files'
//! `use crate::…`, `use super::…` and `use self::…` imports has no circle, and no file
//! imports from the crate root. A folder's `mod.rs` faces its files (it hands their
//! names on with `pub use`), so it stands above them: a file that imports through its
//! own folder's face closes a circle, as two files that import each other do. Each
//! file imports a name from the module that owns it. Tests (a file's `#[cfg(test)]`
//! tail) and comments are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace's crates whose sources are held to it.
const CRATES: [&str; 5] = [
    "hopnim",
    "hopnim-setter",
    "hopnim-cli",
    "hopnim-web",
    "hopnim-wasm",
];

/// A module's path inside its crate, `game::rules`; the crate root is empty.
type ModulePath = Vec<String>;

/// Every `.rs` file under `dir`, in a stable order (rule_names.rs reads them too).
pub(crate) fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// The module a file of `src` is: `game/rules/mod.rs` and `game/rules.rs` are
/// `game::rules`, `lib.rs` and `main.rs` the root.
fn module_of(src: &Path, file: &Path) -> ModulePath {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_owned());
    }
    parts
}

/// The code of a file: its `#[cfg(test)]` tail and its comment lines left out.
fn code_of(text: &str) -> String {
    text.lines()
        .take_while(|line| !(line.starts_with("#[cfg(") && line.contains("test")))
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a `use` tree names, its groups spelled out: `crate::{a::B, c}` is
/// `crate::a::B` and `crate::c`.
fn expand(tree: &str, prefix: &[String], found: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let mut path = prefix.to_vec();
        path.extend(segments(&tree[..open]));
        let inner = &tree[open + 1..tree.rfind('}').unwrap()];
        let mut depth = 0;
        let mut start = 0;
        for (at, byte) in inner.bytes().enumerate() {
            match byte {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                b',' if depth == 0 => {
                    expand(&inner[start..at], &path, found);
                    start = at + 1;
                }
                _ => {}
            }
        }
        expand(&inner[start..], &path, found);
    } else if !tree.is_empty() {
        let mut path = prefix.to_vec();
        path.extend(segments(tree.split(" as ").next().unwrap()));
        found.push(path);
    }
}

/// The segments of `a::b::`, without empty ones.
fn segments(path: &str) -> impl Iterator<Item = String> + '_ {
    path.split("::")
        .map(str::trim)
        .filter(|segment| !segment.is_empty())
        .map(str::to_owned)
}

/// The crate-internal paths a file's code imports, made absolute from the crate root.
fn imports_of(code: &str, module: &ModulePath, is_face: bool) -> Vec<ModulePath> {
    let mut paths = Vec::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        let line = line.trim_start();
        let line = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|visibility| line.strip_prefix(visibility))
            .unwrap_or(line);
        let Some(first) = line.strip_prefix("use ") else {
            continue;
        };
        // The declaration, to its `;`, over as many lines as it takes.
        let mut declaration = first.to_owned();
        while !declaration.contains(';') {
            let Some(next) = lines.next() else { break };
            declaration.push_str(next);
        }
        let end = declaration.find(';').unwrap_or(declaration.len());
        let mut trees = Vec::new();
        expand(&declaration[..end], &[], &mut trees);
        for tree in trees {
            // A file's `super` is its folder's module; a face's is the folder above.
            let mut base: ModulePath = if is_face {
                module.clone()
            } else {
                module[..module.len().saturating_sub(1)].to_vec()
            };
            let mut names = tree.into_iter().peekable();
            match names.peek().map(String::as_str) {
                Some("crate") => {
                    names.next();
                    base.clear();
                }
                Some("self") => {
                    names.next();
                    base = module.clone();
                }
                Some("super") => {
                    base = module.clone();
                    while names.peek().map(String::as_str) == Some("super") {
                        names.next();
                        base.pop();
                    }
                }
                // A crate's own submodule named plainly by its face (`pub use
                // board::Board;`), or another crate.
                Some(_) if is_face => {}
                _ => continue,
            }
            base.extend(names);
            paths.push(base);
        }
    }
    paths
}

/// Each module of `src` and the modules its file imports.
fn graph_of(src: &Path) -> BTreeMap<ModulePath, BTreeSet<ModulePath>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let modules: BTreeMap<ModulePath, PathBuf> = files
        .iter()
        .filter(|file| !file.ends_with("build.rs"))
        .map(|file| (module_of(src, file), file.clone()))
        .collect();
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let name = file.file_name().unwrap().to_string_lossy();
        let is_face = matches!(&*name, "mod.rs" | "lib.rs" | "main.rs");
        let code = code_of(&fs::read_to_string(file).unwrap());
        let mut targets = BTreeSet::new();
        for path in imports_of(&code, module, is_face) {
            // The module that owns the name: the longest prefix that is a file.
            let owner = (0..=path.len())
                .rev()
                .map(|len| path[..len].to_vec())
                .find(|prefix| modules.contains_key(prefix));
            if let Some(owner) = owner.filter(|owner| owner != module) {
                targets.insert(owner);
            }
        }
        graph.insert(module.clone(), targets);
    }
    graph
}

/// A module as code names it, the root as `crate`.
fn shown(module: &ModulePath) -> String {
    if module.is_empty() {
        "crate".to_owned()
    } else {
        module.join("::")
    }
}

/// The first circle of `graph`, if any, as the modules along it.
fn circle_in(graph: &BTreeMap<ModulePath, BTreeSet<ModulePath>>) -> Option<Vec<String>> {
    fn visit<'a>(
        module: &'a ModulePath,
        graph: &'a BTreeMap<ModulePath, BTreeSet<ModulePath>>,
        path: &mut Vec<&'a ModulePath>,
        done: &mut BTreeSet<&'a ModulePath>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|seen| *seen == module) {
            let mut circle: Vec<String> = path[at..].iter().map(|m| shown(m)).collect();
            circle.push(shown(module));
            return Some(circle);
        }
        if !done.insert(module) {
            return None;
        }
        path.push(module);
        for next in graph.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, &mut Vec::new(), &mut done))
}

/// The `src` folder of the workspace's crate `name`.
fn src_of(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name)
        .join("src")
}

#[test]
fn each_crate_s_files_import_one_way() {
    for name in CRATES {
        let graph = graph_of(&src_of(name));
        assert!(!graph.is_empty(), "{name}: no modules read");
        if let Some(circle) = circle_in(&graph) {
            panic!(
                "{name}: the imports run in a circle: {}",
                circle.join(" -> ")
            );
        }
        let root = ModulePath::new();
        for (module, targets) in &graph {
            assert!(
                !targets.contains(&root),
                "{name}: {} imports from the crate root",
                module.join("::")
            );
        }
    }
}

#[test]
fn a_file_that_imports_through_its_folder_s_face_closes_a_circle() {
    let code = "use super::Board;\nuse crate::judge::JudgeSpec;";
    let module: ModulePath = vec!["game".into(), "row".into()];
    let imports = imports_of(code, &module, false);
    assert_eq!(
        imports,
        [
            vec!["game".to_owned(), "Board".to_owned()],
            vec!["judge".to_owned(), "JudgeSpec".to_owned()],
        ]
    );
    let game: ModulePath = vec!["game".into()];
    let graph = BTreeMap::from([
        (game.clone(), BTreeSet::from([module.clone()])),
        (module.clone(), BTreeSet::from([game.clone()])),
    ]);
    assert_eq!(
        circle_in(&graph),
        Some(vec!["game".into(), "game::row".into(), "game".into()])
    );
}

#[test]
fn groups_are_spelled_out() {
    let mut found = Vec::new();
    expand("crate::{game::{Board, Row as R}, lang}", &[], &mut found);
    let found: Vec<String> = found.iter().map(|path| path.join("::")).collect();
    assert_eq!(
        found,
        ["crate::game::Board", "crate::game::Row", "crate::lang"]
    );
}
