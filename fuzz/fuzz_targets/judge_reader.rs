//! Fuzz target: the streaming judge reader never panics and reads every input as the
//! slow whole-slice reference does. The first byte picks the width and the read size.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&knob, input)) = data.split_first() else {
        return;
    };
    let spec = hopnim::judge::JudgeSpec::of_width(u64::from(knob % 64) + 1).expect("1..=64");
    let chunk = usize::from(knob / 4) + 1;
    if let Err(difference) = hopnim::judge::reference::compare_all_readers(input, spec, chunk) {
        panic!("{difference}");
    }
});
