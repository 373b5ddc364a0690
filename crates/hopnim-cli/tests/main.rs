//! The whole-binary tests of the `hopnim` command, one test binary: each module the
//! tests of one command or concern (one binary links the library once, not once a
//! file). A new file under `tests/` is a `mod` line here (`test_files` checks it).

mod common;

mod analyze;
mod bad_input;
mod check;
mod crates;
mod docs_links;
mod faults;
mod generate;
mod hardening;
mod lang;
mod learn;
mod limits;
mod markdown;
mod memory;
mod misere;
mod newcomer;
mod package;
mod package_hydro;
mod package_icpc;
mod package_luogu;
mod play;
mod puzzle;
mod review;
mod rules;
mod solve;
mod stress;
mod table;
mod test_files;
mod usage;
mod validate;
mod verify;
