//! The library's tests through its public interface, one test binary: each module the
//! tests of one part (one binary links the library once). `memory.rs` is a binary of
//! its own: its counting allocator must see nothing else allocate.

mod catalogue;
mod fuzz_corpus;
mod imports;
mod judge_reader;
mod lessons;
mod misere;
mod notation;
mod rule_names;
mod rules;
mod theory;
mod verify;
