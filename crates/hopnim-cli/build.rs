//! Links the `hopnim` program at a fixed address on Linux with glibc (`-no-pie`).
//!
//! A position-independent program is relocated by the loader at every start: ten
//! thousand addresses in its tables, each page of them copied on write. At a fixed
//! address there is nothing to relocate: `hopnim solve` of the HDU sample touched 131
//! pages instead of 179, and started in 0.91 of the time (interleaved runs beside an
//! empty C program). The price is that the program's own code is not placed at a
//! random address; hopnim runs no code it reads and keeps no secret. The libraries
//! it loads, its stack and its heap are still placed at random.
//!
//! The static musl binary is linked at a fixed address the same way, by
//! `-C relocation-model=static` in scripts/release.sh (a flag of `--target` builds).

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let target = |key: &str| std::env::var(key).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") == "linux" && target("CARGO_CFG_TARGET_ENV") == "gnu" {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
