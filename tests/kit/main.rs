//! The kit's integration tests, in one test crate so that the shared helpers
//! (`common`) and the test harness are compiled and linked once: one module per
//! concern, each test named as a sentence and driving the real binaries.

mod common;

mod any_answer_fixtures;
mod architecture;
mod bad_fixtures_and_command_lines;
mod bad_input;
mod completion_fixtures;
mod count_cli;
mod fixtures;
mod judge_build_cache;
mod judge_fixture_protection;
mod judge_hostile;
mod judge_interface;
mod judge_languages;
mod judge_lifetime;
mod judge_messages;
mod judge_rules;
mod judge_sandbox;
mod judge_script;
mod judge_whole_tree;
mod leetcode_harnesses;
mod leetcode_one_process;
mod new_problem;
mod practice_session;
mod practice_terminal;
mod problem_files;
mod stress;
mod submit;
