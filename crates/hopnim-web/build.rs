//! Compiles the page's files into the binary: every file of `assets/`, which is the
//! one list of the page's files (`hopnim serve` serves each, scripts/build-site.sh
//! copies each), so that a file added there is served without another word.
//! index.html gets the version in its footer. The page's labels (`labels.js`, every
//! language's page.ftl of the library's catalogue) are made here too, as
//! scripts/build-site.sh makes them for the static site.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

use hopnim_labels::{Labels, MODULE_NAME};

/// What index.html says where the page's footer shows the version.
const VERSION_PLACEHOLDER: &str = "@HOPNIM_VERSION@";

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let assets = Path::new(&manifest).join("assets");
    // A directory: cargo looks for any change inside it.
    println!("cargo::rerun-if-changed=assets");
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(&assets)
        .expect("the assets directory")
        .map(|entry| entry.expect("an entry of assets").file_name())
        .map(|name| name.into_string().expect("file names of assets are UTF-8"))
        // Hidden files and editors' backups are not the page's.
        .filter(|name| !name.starts_with('.') && !name.ends_with('~'))
        .map(|name| {
            assert_ne!(
                name, MODULE_NAME,
                "assets/{name} is made by the build, not kept"
            );
            let path = assets.join(&name);
            (name, path)
        })
        .collect();
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    files.push((MODULE_NAME.to_owned(), labels_module(&out_dir)));
    files.sort();
    let mut table = String::from("&[\n");
    for (name, mut path) in files {
        if name == "index.html" {
            // The footer's version: the workspace's, as scripts/build-site.sh fills it.
            let page = fs::read_to_string(&path).expect("index.html is UTF-8");
            let version = env::var("CARGO_PKG_VERSION").expect("cargo sets CARGO_PKG_VERSION");
            path = Path::new(&out_dir).join("index.html");
            fs::write(&path, page.replace(VERSION_PLACEHOLDER, &version))
                .expect("writing into OUT_DIR");
        }
        writeln!(
            table,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    table.push(']');
    let out = Path::new(&out_dir).join("assets.rs");
    fs::write(out, table).expect("writing into OUT_DIR");
}

/// Writes the page's labels module into `out_dir` from the library's catalogue, and
/// returns its path. A message the page cannot show stops the build, naming it.
fn labels_module(out_dir: &str) -> PathBuf {
    // Where the library is, in the workspace or as a registry unpacked it.
    let locales = env::var("DEP_HOPNIM_LOCALES").expect("the hopnim library names its catalogue");
    println!("cargo::rerun-if-changed={locales}");
    // For the tests, which hold the labels to the library's own formatting.
    println!("cargo::rustc-env=HOPNIM_LOCALES={locales}");
    let locales = Path::new(&locales);
    let labels = Labels::read(locales).unwrap_or_else(|error| {
        panic!("the page's labels: {error}");
    });
    let path = Path::new(out_dir).join(MODULE_NAME);
    fs::write(&path, labels.module()).expect("writing into OUT_DIR");
    path
}
