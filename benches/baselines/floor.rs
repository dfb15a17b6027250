//! The start-up floor of the benchmark: a Rust program that does nothing, so its
//! run time is what starting and ending a process costs on this machine.

fn main() {}
