//! `cargo bench`: every speed target of the kit, std only, measured in one run
//! against baselines measured in the same run (see `harness.rs`).
//!
//! `cargo bench -- NAME…` runs only the rows named (see `rows/mod.rs`); the
//! rows of `ON_REQUEST` (minutes long) run only when named.

mod harness;
mod rows;

use harness::Harness;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Cargo passes `--bench`; names pick rows.
    let wanted: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let cores = std::thread::available_parallelism().map_or(1, |p| p.get());
    println!(
        "N-Queens kit benchmark: {cores} cores, {}\n(medians; ratios between medians of the same run)\n",
        harness::cpu_model()
    );
    let h = Harness::new();
    let mut table = Vec::new();
    let on_request = rows::ON_REQUEST
        .iter()
        .filter(|(name, _)| wanted.contains(name));
    for (name, row) in rows::ALL.iter().chain(on_request) {
        if wanted.is_empty() || wanted.contains(name) {
            println!("== {name}");
            table.extend(row(&h));
            println!();
        }
    }
    println!("| target | measured | goal | holds |\n| --- | --- | --- | --- |");
    for r in &table {
        let holds = if r.holds { "yes" } else { "**no**" };
        println!("| {} | {} | {} | {holds} |", r.target, r.measured, r.goal);
    }
}
