//! How results read on the screen, as pure functions the report and the modes
//! call: colour (`paint`), the board of an attack (`board`), a case's input
//! (`excerpt`), repeated errors folded (`fold`), the live line (`live`), the problem
//! list (`list`) and a verdict with its board (`verdict`).

pub mod board;
pub mod excerpt;
pub mod fold;
pub mod list;
pub mod live;
pub mod paint;
pub mod verdict;
