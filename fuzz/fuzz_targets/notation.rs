//! Fuzz target: board, row, cell and move notation parse as the slow reference says,
//! round-trip through `Display`, and never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Err(difference) = hopnim::game::notation::reference::compare_with_parsers(text) {
        panic!("{difference}");
    }
});
