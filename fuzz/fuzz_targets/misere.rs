//! Fuzz target: misère play's rule, every move's value and the winning moves of small
//! boards against a search of the whole board by the definition.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(difference) = hopnim::proof::misere::compare_with_search(data) {
        panic!("{difference}");
    }
});
