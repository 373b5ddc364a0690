//! The problem setter's tools: the seeded generator and its families, the stress
//! tester's plan and verdicts, the shrinking of a failing input, and problem packages.

pub mod generate;
pub mod package;
pub mod shrink;
pub mod stress;
