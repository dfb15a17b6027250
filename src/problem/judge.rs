//! The judges a problem's header may name: `- judge: baekjoon` and the rest.

/// The online judge a problem comes from. Its rules (languages, extra time,
/// whitespace) are data in `lang::judges`; here it is only the header's word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    Baekjoon,
    LeetCode,
    Aoj,
    Uva,
    Cses,
    Luogu,
    Hdu,
    Kattis,
    Spoj,
}

pub(super) const JUDGES: [(&str, Judge); 9] = [
    ("baekjoon", Judge::Baekjoon),
    ("leetcode", Judge::LeetCode),
    ("aoj", Judge::Aoj),
    ("uva", Judge::Uva),
    ("cses", Judge::Cses),
    ("luogu", Judge::Luogu),
    ("hdu", Judge::Hdu),
    ("kattis", Judge::Kattis),
    ("spoj", Judge::Spoj),
];

impl Judge {
    /// The judge's name as people write it.
    pub fn name(self) -> &'static str {
        match self {
            Judge::Baekjoon => "Baekjoon",
            Judge::LeetCode => "LeetCode",
            Judge::Aoj => "AOJ",
            Judge::Uva => "UVa",
            Judge::Cses => "CSES",
            Judge::Luogu => "Luogu",
            Judge::Hdu => "HDU",
            Judge::Kattis => "Kattis",
            Judge::Spoj => "SPOJ",
        }
    }
}
