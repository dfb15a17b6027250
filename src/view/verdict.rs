//! A judgement explained for people: its message, and when two queens attack
//! each other, the board drawn beneath it. The table, stress mode and
//! `--input` all show a verdict this way; JSON carries the same board as plain
//! text in its own field.

use super::board;
use super::paint::{tint, Paint};
use crate::check::verdict::{Judgement, Verdict};

/// The message's lines (tinted), then the board's (coloured by `paint`), unindented.
pub fn explanation(judgement: &Judgement, paint: Paint) -> Vec<String> {
    let tone = match judgement.verdict {
        Verdict::Accepted => tint::WARN,
        _ => tint::DIM,
    };
    let mut lines: Vec<String> = judgement
        .message
        .lines()
        .map(|line| paint.paint(tone, line))
        .collect();
    if let Some(attack) = &judgement.attack {
        lines.extend(board::draw(attack, paint).lines().map(str::to_string));
    }
    lines
}

/// The board of the judgement's attack in plain text, for JSON.
pub fn plain_board(judgement: &Judgement) -> Option<String> {
    judgement
        .attack
        .as_ref()
        .map(|attack| board::draw(attack, Paint::PLAIN))
}

/// `--- title ---` and the text under it, for outputs shown whole.
pub fn section(title: &str, text: &str) -> String {
    format!("--- {title} ---\n{text}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::fault::{Attack, Square};

    #[test]
    fn a_judgement_reads_as_its_message_then_its_board() {
        let sq = |row, column| Square { row, column };
        let attack = Attack::new(4, vec![sq(0, 0), sq(1, 1)], sq(0, 0), sq(1, 1)).unwrap();
        let judgement = Judgement {
            verdict: Verdict::WrongAnswer,
            message: "row 2: queen in column 2 attacks row 1's queen on a diagonal".into(),
            attack: Some(Box::new(attack)),
        };
        let lines = explanation(&judgement, Paint::PLAIN);
        assert_eq!(lines[0], judgement.message);
        assert_eq!(lines[1], "   1 2 3 4");
        assert_eq!(lines[2], " 1 X · · ·");
        assert!(lines
            .last()
            .unwrap()
            .starts_with("X the queens at row 1, column 1"));
        assert_eq!(
            plain_board(&judgement).unwrap().lines().count(),
            lines.len() - 1
        );
        let plain = Judgement {
            attack: None,
            ..judgement
        };
        assert_eq!(explanation(&plain, Paint::PLAIN).len(), 1);
        assert_eq!(plain_board(&plain), None);
    }
}
