//! `hopnim-labels LOCALES`: writes the page's labels module (`labels.js`) of
//! the catalogue's folder LOCALES on standard output; scripts/build-site.sh runs it
//! for the static site. An error names the file and the line, and exits 1.
//!
//! ```text
//! cargo run -p hopnim-labels -- crates/hopnim/locales > site/labels.js
//! ```

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use hopnim_labels::Labels;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(locales), None) = (args.next(), args.next()) else {
        eprintln!("usage: hopnim-labels LOCALES > labels.js");
        return ExitCode::from(2);
    };
    let module = match Labels::read(&PathBuf::from(locales)) {
        Ok(labels) => labels.module(),
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(error) = std::io::stdout().lock().write_all(module.as_bytes()) {
        eprintln!("error: standard output: {error}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
