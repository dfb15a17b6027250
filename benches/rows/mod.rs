//! The benchmark's rows, one module per problem or kernel, each returning the
//! table lines of the targets it measures.

use crate::harness::{Harness, Row};

mod boj30243;
mod count;
mod luogu1219;
mod near_floor;
mod output;
mod spoj_nqueen;
mod uva11195;
mod watchdog;

/// A row measures its targets and returns their table lines.
pub type RowFn = fn(&Harness) -> Vec<Row>;

/// Every row: its name (for `cargo bench -- NAME` to pick it) and its function.
pub const ALL: &[(&str, RowFn)] = &[
    ("count", count::run),
    ("near_floor", near_floor::run),
    ("output", output::run),
    ("uva11195", uva11195::run),
    ("luogu1219", luogu1219::run),
    ("spoj_nqueen", spoj_nqueen::run),
    ("boj30243", boj30243::run),
    ("watchdog", watchdog::run),
];

/// Rows run only when named (`cargo bench -- rate`): minutes long.
pub const ON_REQUEST: &[(&str, RowFn)] = &[("rate", count::rate)];
