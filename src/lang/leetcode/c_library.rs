//! The C harness's own reading and printing: LeetCode's testcase values
//! parsed from a line (`lc_int`, `lc_bool`, `lc_str`, arrays through
//! `lc_open`/`lc_next`) and strings printed as LeetCode shows them. All of
//! it is `static` and prefixed `lc_`, so that it claims no name of the user's.

pub const LIBRARY: &str = r#"static void lc_space(void) { while (*lc_s == ' ' || *lc_s == '\t' || *lc_s == '\r') lc_s++; }
static long long lc_int(void) {
    lc_space();
    char* end;
    long long v = strtoll(lc_s, &end, 10);
    if (end == lc_s) lc_fail("unreadable input");
    lc_s = end;
    return v;
}
static bool lc_bool(void) {
    lc_space();
    if (!strncmp(lc_s, "true", 4)) { lc_s += 4; return true; }
    if (!strncmp(lc_s, "false", 5)) { lc_s += 5; return false; }
    lc_fail("unreadable input");
    return false;
}
static char* lc_str(void) {
    lc_space();
    if (*lc_s != '"') lc_fail("unreadable input");
    lc_s++;
    char* out = malloc(strlen(lc_s) + 1);
    char* o = out;
    while (*lc_s && *lc_s != '"') {
        char c = *lc_s++;
        if (c == '\\' && *lc_s) { char e = *lc_s++; *o++ = e == 'n' ? '\n' : e == 't' ? '\t' : e; }
        else *o++ = c;
    }
    if (*lc_s) lc_s++;
    *o = 0;
    return out;
}
/* `[`, then whether an item follows; after each item, whether another does. */
static bool lc_open(void) {
    lc_space();
    if (*lc_s != '[') lc_fail("unreadable input");
    lc_s++;
    lc_space();
    if (*lc_s == ']') { lc_s++; return false; }
    return true;
}
static bool lc_next(void) {
    lc_space();
    if (*lc_s == ',') { lc_s++; return true; }
    if (*lc_s == ']') { lc_s++; return false; }
    lc_fail("unreadable input");
    return false;
}
static void lc_put_string(const char* s) {
    if (!s) { fputs("null", lc_out); return; }
    fputc('"', lc_out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') { fputc('\\', lc_out); fputc(*s, lc_out); }
        else if (*s == '\n') fputs("\\n", lc_out);
        else fputc(*s, lc_out);
    }
    fputc('"', lc_out);
}

"#;
