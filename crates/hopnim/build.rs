//! Tells the crates built on the library where its catalogue is: hopnim-web's build
//! script reads `DEP_HOPNIM_LOCALES` (the `locales` folder, wherever the library was
//! unpacked: the workspace, or a registry's copy) to build the page's labels into the
//! page. The library's own build needs nothing from here.

use std::env;

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    println!("cargo::metadata=locales={manifest}/locales");
    // The folder's place never changes with its files: no need to run again for them.
    println!("cargo::rerun-if-changed=build.rs");
}
