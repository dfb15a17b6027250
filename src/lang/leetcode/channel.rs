//! How a LeetCode harness hands back its results: on a channel of its own,
//! never on the stdout the user's code prints to, so that no print can forge a
//! case boundary or an answer.
//!
//! LeetCode's own Python driver does the same (four public captures of its
//! `prog_joined.py`, one dated February 2021): one process reads every
//! testcase, builds a fresh `Solution()` for each, writes the answers to a
//! file of its own (`user.out`) and only a separator to stdout.
//!
//! Here the run's command is wrapped in `sh -c 'exec "$@" 3>&1 1>&2'`: the
//! file the launcher opened as stdout becomes descriptor 3, the harness's
//! channel, and descriptor 1 becomes stderr before any of the harness's or the
//! user's code runs, so even a write to descriptor 1 lands in stderr. The cases
//! come on stdin one after another, one parameter a line (LeetCode's testcase
//! format), and their number is the harness's last argument; the harness reads
//! them all before the user's code is loaded. On the channel it writes, per case:
//!
//! ```text
//! start K CPU_NS                       before case K (from 1) is read and called
//! done K CPU_NS PEAK_KIB LEN           after the call, then LEN bytes of the answer and a newline
//! error K LEN                          the harness could not go on, then LEN bytes of why and a newline
//! end                                  after the last case
//! ```
//!
//! `CPU_NS` is, in `done`, the CPU time measured around the call alone (see
//! each generator for its clock), in `start` that clock's reading then;
//! `PEAK_KIB` the process's peak resident memory so far (`VmHWM`). A record cut short by the end of the run leaves its case
//! started but not done.

use std::ffi::OsString;
use std::time::Duration;

/// The harness's channel: the run's stdout file, moved to descriptor 3.
pub const FD: i32 = 3;

/// The shell words that move stdout to [`FD`] and stderr over stdout, then run the harness.
const WRAPPER: [&str; 4] = ["sh", "-c", "exec \"$@\" 3>&1 1>&2", "sh"];

/// The command line that runs a harness built as `argv` on `cases` cases.
pub fn command(argv: &[OsString], cases: usize) -> Vec<OsString> {
    let mut words: Vec<OsString> = WRAPPER.iter().map(OsString::from).collect();
    words.extend(argv.iter().cloned());
    words.push(cases.to_string().into());
    words
}

/// The harness's stdin for these cases: each one's first `params` lines
/// (LeetCode's testcase format), one after another. A case with fewer lines
/// is named by its index in the error.
pub fn stdin_for<'a>(
    params: usize,
    cases: impl IntoIterator<Item = &'a [u8]>,
) -> Result<Vec<u8>, usize> {
    let mut input = Vec::new();
    for (index, case) in cases.into_iter().enumerate() {
        let text = case.strip_suffix(b"\n").unwrap_or(case);
        let mut lines = text.split(|&b| b == b'\n');
        for _ in 0..params {
            let line = lines.next().ok_or(index)?;
            input.extend_from_slice(line.strip_suffix(b"\r").unwrap_or(line));
            input.push(b'\n');
        }
    }
    Ok(input)
}

/// One case the harness finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Done {
    /// From 1, in the order the cases were fed.
    pub case: usize,
    /// Measured around the call alone.
    pub cpu: Duration,
    /// The process's peak resident memory when the call returned.
    pub peak_rss_kib: u64,
    /// The returned value as LeetCode prints it.
    pub answer: Vec<u8>,
}

/// What a run wrote on its channel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Results {
    /// The cases done, in order.
    pub done: Vec<Done>,
    /// The case started but never done (the run crashed, was stopped or exited in it).
    pub running: Option<usize>,
    /// The harness's clock when that case started.
    pub running_since: Option<Duration>,
    /// Why the harness gave up on the running case, in its own words.
    pub error: Option<String>,
    /// Whether the harness got past its last case.
    pub finished: bool,
}

/// Reads a channel. `Err` names the byte where it stops making sense, which
/// only a solution writing to the harness's descriptor itself can cause.
pub fn parse(bytes: &[u8]) -> Result<Results, String> {
    let mut results = Results::default();
    let mut at = 0;
    let garbled = |at: usize, why: &str| {
        format!(
            "the LeetCode harness's result channel is garbled at byte {at} ({why}): \
             did the solution write to file descriptor {FD}?"
        )
    };
    while at < bytes.len() {
        let Some(end) = bytes[at..].iter().position(|&b| b == b'\n') else {
            break; // cut short by the end of the run
        };
        let line =
            std::str::from_utf8(&bytes[at..at + end]).map_err(|_| garbled(at, "not text"))?;
        let words: Vec<&str> = line.split(' ').collect();
        let number = |i: usize| -> Result<u64, String> {
            words
                .get(i)
                .and_then(|w| w.parse().ok())
                .ok_or_else(|| garbled(at, "a number is missing"))
        };
        let next_case = results.done.len() + 1;
        let body_at = at + end + 1;
        // A record's payload: its bytes, or None when the run ended inside it.
        let payload = |len: u64| -> Result<Option<&[u8]>, String> {
            let end = usize::try_from(len)
                .ok()
                .and_then(|len| body_at.checked_add(len))
                .ok_or_else(|| garbled(at, "a length past the end"))?;
            match (bytes.get(body_at..end), bytes.get(end)) {
                (Some(body), Some(b'\n')) => Ok(Some(body)),
                (Some(_), Some(_)) => Err(garbled(at, "a payload of another length")),
                _ => Ok(None),
            }
        };
        match words[0] {
            "start" if words.len() == 3 && results.running.is_none() => {
                if number(1)? != next_case as u64 {
                    return Err(garbled(at, "cases out of order"));
                }
                results.running = Some(next_case);
                results.running_since = Some(Duration::from_nanos(number(2)?));
                at = body_at;
            }
            "done" if words.len() == 5 && results.running == Some(next_case) => {
                if number(1)? != next_case as u64 {
                    return Err(garbled(at, "cases out of order"));
                }
                let Some(answer) = payload(number(4)?)? else {
                    break;
                };
                results.done.push(Done {
                    case: next_case,
                    cpu: Duration::from_nanos(number(2)?),
                    peak_rss_kib: number(3)?,
                    answer: answer.to_vec(),
                });
                (results.running, results.running_since) = (None, None);
                at = body_at + answer.len() + 1;
            }
            "error" if words.len() == 3 && results.error.is_none() => {
                let Some(why) = payload(number(2)?)? else {
                    break;
                };
                results.error = Some(String::from_utf8_lossy(why).into_owned());
                at = body_at + why.len() + 1;
            }
            "end" if words.len() == 1 && results.running.is_none() => {
                results.finished = true;
                at = body_at;
            }
            _ => return Err(garbled(at, "not a record")),
        }
    }
    Ok(results)
}

/// The answer of a run on one case, with its newline, from its channel;
/// `Err` says why a run that ended cleanly gave none.
pub fn first_answer(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let results = parse(bytes)?;
    match (results.done.into_iter().next(), results.error) {
        (Some(done), _) => Ok([done.answer, b"\n".to_vec()].concat()),
        (None, Some(why)) => Err(format!("LeetCode harness: {why}")),
        (None, None) => Err(
            "the process ended during the call with exit code 0: does your \
                             code call exit?"
                .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(head: &str, payload: &str) -> String {
        format!("{head} {}\n{payload}\n", payload.len())
    }

    #[test]
    fn a_whole_run_gives_every_case_its_answer_time_and_memory() {
        let text = format!(
            "start 1 0\n{}start 2 5\n{}end\n",
            record("done 1 1500 2048", "1"),
            record("done 2 2000000 4096", "[[\"Q\"],\n[]]")
        );
        let results = parse(text.as_bytes()).unwrap();
        assert_eq!(results.done.len(), 2);
        assert_eq!(results.done[0].answer, b"1");
        assert_eq!(results.done[0].cpu, Duration::from_nanos(1500));
        assert_eq!(results.done[1].answer, b"[[\"Q\"],\n[]]");
        assert_eq!(results.done[1].peak_rss_kib, 4096);
        assert!(results.finished && results.running.is_none() && results.error.is_none());
    }

    #[test]
    fn a_run_that_died_in_a_case_leaves_that_case_running() {
        let crashed = format!("start 1 0\n{}start 2 70\n", record("done 1 10 1", "0"));
        let results = parse(crashed.as_bytes()).unwrap();
        assert_eq!((results.done.len(), results.running), (1, Some(2)));
        assert_eq!(results.running_since, Some(Duration::from_nanos(70)));
        assert!(!results.finished);
        // Killed while writing its answer: the case is still the running one.
        let cut = format!("start 1 0\n{}", &record("done 1 10 1", "12345")[..17]);
        let results = parse(cut.as_bytes()).unwrap();
        assert_eq!((results.done.len(), results.running), (0, Some(1)));
        let harness = format!("start 1 0\n{}", record("error 1", "unreadable input: x"));
        let results = parse(harness.as_bytes()).unwrap();
        assert_eq!(results.error.as_deref(), Some("unreadable input: x"));
        assert_eq!(results.running, Some(1));
    }

    #[test]
    fn anything_but_the_harnesss_records_in_order_is_named_as_garbled() {
        for text in [
            "start 2 0\n",
            "start 1 0\nstart 2 0\n",
            "start 1\n",
            "done 1 0 0 1\n1\n",
            "start 1 0\ndone 1 0 0 1\n1x",
            "start 1 0\ndone 1 zero 0 1\n1\n",
            "[[\"Q\"]]\n",
            "start 1 0\nend\n",
        ] {
            let error = parse(text.as_bytes()).unwrap_err();
            assert!(error.contains("garbled at byte"), "{text:?}: {error}");
        }
    }

    #[test]
    fn the_command_moves_stdout_to_the_channel_and_counts_the_cases() {
        let argv: Vec<OsString> = vec!["python3".into(), "Main.py".into()];
        let words = command(&argv, 9);
        assert_eq!(words[..3], ["sh", "-c", "exec \"$@\" 3>&1 1>&2"]);
        assert_eq!(words[3..], ["sh", "python3", "Main.py", "9"]);
    }

    #[test]
    fn stdin_holds_each_cases_parameter_lines_one_after_another() {
        let cases: [&[u8]; 3] = [b"4\n", b"5", b"[1,2]\r\n3\nextra\n"];
        assert_eq!(stdin_for(1, cases).unwrap(), b"4\n5\n[1,2]\n");
        assert_eq!(stdin_for(2, [&b"[1]\n2\n"[..]]).unwrap(), b"[1]\n2\n");
        assert_eq!(stdin_for(2, cases), Err(0));
        assert_eq!(stdin_for(0, cases).unwrap(), b"");
    }
}
