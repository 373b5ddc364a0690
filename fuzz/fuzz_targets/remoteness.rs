//! Fuzz target: the remoteness of small boards in every game (the staircase formula,
//! or the library's search), after each move and after the engine's move, against a
//! search of the whole board by the definition.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(difference) = hopnim::play::engine::compare_with_search(data) {
        panic!("{difference}");
    }
});
