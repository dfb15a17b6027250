//! The benchmark's rows, one module per problem or kernel, each returning the
//! table lines of the targets it measures.

use crate::harness::{Harness, Row};

mod count;
mod first_four;
mod hdu2553;
mod kattis_8queens;
mod kattis_queens;
mod uva11085;
mod uva167;

/// A row measures its targets and returns their table lines.
pub type RowFn = fn(&Harness) -> Vec<Row>;

/// Every row: its name (for `cargo bench -- NAME` to pick it) and its function.
pub const ALL: &[(&str, RowFn)] = &[
    ("count", count::run),
    ("first_four", first_four::run),
    ("hdu2553", hdu2553::run),
    ("uva167", uva167::run),
    ("uva11085", uva11085::run),
    ("kattis_8queens", kattis_8queens::run),
    ("kattis_queens", kattis_queens::run),
];
