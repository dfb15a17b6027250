//! The items that `Framed` input kinds are made of, one file per family.

pub mod coords;
pub mod given;
pub mod grid;
pub mod int;
pub mod numbers;
