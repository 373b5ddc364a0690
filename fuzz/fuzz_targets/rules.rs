//! Fuzz target: every rule set's formula and move values on small boards, against the
//! definition (mex over the rule set's own moves).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(difference) = hopnim::proof::definition::compare_rules_with_definition(data) {
        panic!("{difference}");
    }
});
