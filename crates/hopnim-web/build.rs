//! Compiles the page's files into the binary: every file of `assets/`, which is the
//! one list of the page's files (`hopnim serve` serves each, scripts/build-site.sh
//! copies each), so that a file added there is served without another word.
//! index.html gets the version in its footer.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// What index.html says where the page's footer shows the version.
const VERSION_PLACEHOLDER: &str = "@HOPNIM_VERSION@";

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let assets = Path::new(&manifest).join("assets");
    // A directory: cargo looks for any change inside it.
    println!("cargo::rerun-if-changed=assets");
    let mut names: Vec<String> = fs::read_dir(&assets)
        .expect("the assets directory")
        .map(|entry| entry.expect("an entry of assets").file_name())
        .map(|name| name.into_string().expect("file names of assets are UTF-8"))
        // Hidden files and editors' backups are not the page's.
        .filter(|name| !name.starts_with('.') && !name.ends_with('~'))
        .collect();
    names.sort();
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut table = String::from("&[\n");
    for name in &names {
        let mut path = assets.join(name);
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
