//! The start-up floor as a baseline: a Rust program that does nothing, so that
//! a row can run it in turn with the programs it measures (A B A B …).

fn main() {}
