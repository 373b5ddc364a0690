//! Test data for problem setters: the seeded generator and its families, the stress
//! tester's plan and verdicts, and the shrinking of a failing input.

pub mod generate;
pub mod package;
pub mod shrink;
pub mod stress;
