//! Words every page shares: numbers written one way ([`count`], [`decimal`]), plurals, and the
//! words of the page frame's own controls (the header, the player, the job row, export and
//! import), so that no page's script holds a sentence.

use serde::Serialize;

/// A whole number with its thousands grouped by commas, as every page writes counts.
///
/// ```
/// use warnsdorff::page::words::count;
/// assert_eq!(count(3159728), "3,159,728");
/// assert_eq!(count(999), "999");
/// ```
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` with `places` decimals, its whole part grouped as [`count`] groups it.
///
/// ```
/// use warnsdorff::page::words::decimal;
/// assert_eq!(decimal(14258.349, 1), "14,258.3");
/// assert_eq!(decimal(-0.5, 2), "-0.50");
/// ```
pub fn decimal(x: f64, places: usize) -> String {
    if !x.is_finite() {
        return x.to_string();
    }
    let text = format!("{:.*}", places, x.abs());
    let (whole, frac) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if x < 0.0 && text.chars().any(|c| c != '0' && c != '.') {
        "-"
    } else {
        ""
    };
    let whole = count(whole.parse().unwrap_or(0));
    if frac.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac}")
    }
}

/// `n` and the word for it: `1 cycle`, `2 cycles`, `14,258 tours`.
///
/// ```
/// use warnsdorff::page::words::counted;
/// assert_eq!(counted(1, "cycle", "cycles"), "1 cycle");
/// assert_eq!(counted(14258, "tour", "tours"), "14,258 tours");
/// ```
pub fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", count(n), if n == 1 { one } else { many })
}

/// A path's, tour's or cover's turns and crossings ([`crate::shape`], after Mamano, Efrat et
/// al., arXiv:1904.02824) in the short phrase the walk, tourney and Lin & Wei pages say.
///
/// ```
/// use warnsdorff::page::words::turns_and_crossings;
/// use warnsdorff::shape::Shape;
/// let s = Shape { turns: 1, crossings: 1234 };
/// assert_eq!(turns_and_crossings(s), "1 turn and 1,234 crossings");
/// ```
pub fn turns_and_crossings(s: crate::shape::Shape) -> String {
    format!(
        "{} and {}",
        counted(s.turns, "turn", "turns"),
        counted(s.crossings, "crossing", "crossings")
    )
}

/// What a page says of link keys it does not know (they were skipped), naming those it does.
///
/// ```
/// use warnsdorff::page::words::unknown_link_keys;
/// assert_eq!(
///     unknown_link_keys(&["rows".into()], &["board", "rule"]),
///     "'rows' is not a setting this page's link holds (it holds board, rule); it was skipped."
/// );
/// ```
pub fn unknown_link_keys(unknown: &[String], known: &[&str]) -> String {
    let quoted: Vec<String> = unknown.iter().map(|k| format!("'{k}'")).collect();
    let (what, verb) = match quoted.len() {
        1 => ("is not a setting", "it was"),
        _ => ("are not settings", "they were"),
    };
    format!(
        "{} {what} this page's link holds (it holds {}); {verb} skipped.",
        quoted.join(", "),
        known.join(", ")
    )
}

/// The words of the page frame's own controls.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Chrome {
    /// The tool's name, atop every page.
    pub title: &'static str,
    /// The label of the pages' navigation.
    pub nav: &'static str,
    pub back: &'static str,
    pub step: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub to_end: &'static str,
    pub stop: &'static str,
    pub home: &'static str,
    pub speed: &'static str,
    pub position: &'static str,
    /// The speed's read-out: `{n} {unit} a second`.
    pub per_second: &'static str,
    /// The player's position: `{pos} of {len}`.
    pub of: &'static str,
    pub cancel: &'static str,
    pub working: &'static str,
    pub export: &'static str,
    pub import: &'static str,
    pub import_help: &'static str,
    pub import_title: &'static str,
    pub import_paste: &'static str,
    pub import_file: &'static str,
    pub load: &'static str,
    pub close: &'static str,
    /// Beside a field edited and not yet applied.
    pub pending: &'static str,
    /// Beside the form's button while any field is pending.
    pub pending_form: &'static str,
    /// A message from the link, before what it says.
    pub from_link: &'static str,
    /// The keys of the player, for the page's key list.
    pub keys: &'static str,
    /// The board pages' class view ([`super::class_view`]): the button that opens it, the one
    /// that leaves it, what the first says it does, and its key.
    pub class_view: &'static str,
    pub full_page: &'static str,
    pub class_help: &'static str,
    pub class_keys: &'static str,
    /// The disclosure under the status line that holds its details.
    pub details: &'static str,
    /// The export formats' names on their buttons.
    pub formats: &'static [(&'static str, &'static str)],
    /// The GIF export form's fields (their names: [`super::gif_export::GifField::name`]) by
    /// label, and its two buttons.
    pub gif_fields: &'static [(&'static str, &'static str)],
    pub export_gif: &'static str,
    pub export_webm: &'static str,
    /// Beside Export WebM while the page records the animation as video
    /// ([`super::gif_export::WEBM`]), and where the browser cannot.
    pub recording: &'static str,
    pub no_video: &'static str,
    /// The link copied.
    pub copied: &'static str,
    pub copy_by_hand: &'static str,
    /// Said after a reload (or a return) that stopped jobs under way: `{}` is their names.
    pub reload_stopped: &'static str,
    /// The colour scheme's switch in the header, and its choices' names by value
    /// ([`super::look::Look::name`]).
    pub theme: &'static str,
    pub themes: &'static [(&'static str, &'static str)],
}

/// The frame's words.
pub const CHROME: Chrome = Chrome {
    title: "Warnsdorff",
    nav: "Pages",
    back: "◀ Back",
    step: "Step ▶",
    play: "Play",
    pause: "Pause",
    to_end: "Run to end",
    stop: "Stop",
    home: "Reset",
    speed: "Speed",
    position: "Position",
    per_second: "a second",
    of: "of",
    cancel: "Cancel",
    working: "Working",
    export: "Export",
    import: "Import…",
    import_help: "paste a matrix (move numbers, - for unvisited) or a JSON record, or drop a file on the board",
    import_title: "Import",
    import_paste: "Paste a matrix or a JSON record:",
    import_file: "or a file",
    load: "Load",
    close: "Close",
    pending: "edited: press Enter or the form's button to apply",
    pending_form: "Some fields are edited and not applied yet.",
    from_link: "From the link: ",
    keys: "Keys: → step, ← back, Space play/pause, ↑/↓ speed, End run to end, Home reset",
    class_view: "Class view",
    full_page: "Full page",
    class_help: "The board as large as the screen, with Step, Back, Play and the speed beside it",
    class_keys: "C class view, Esc full page",
    details: "Details",
    formats: &[
        ("png", "PNG"),
        ("svg", "SVG"),
        ("matrix", "Matrix"),
        ("json", "JSON"),
        ("csv", "CSV"),
    ],
    gif_fields: &[
        ("gif-from", "From step"),
        ("gif-to", "To step"),
        ("gif-stride", "Every"),
        ("gif-size", "Size (px)"),
        ("gif-delay", "Frame (ms)"),
    ],
    export_gif: "Export GIF",
    export_webm: "Export WebM",
    recording: "Recording the video: it plays once through, frame by frame, as the GIF would…",
    no_video: "This browser cannot record video from the page (it needs ImageDecoder and MediaRecorder); export the GIF instead.",
    copied: "Link copied: it opens this view.",
    copy_by_hand: "Copy this link:",
    reload_stopped: "The reload stopped what was running ({}); this is the view it was on.",
    theme: "Colours",
    themes: &[
        ("auto", "as the browser"),
        ("light", "light"),
        ("dark", "dark"),
    ],
};

/// The most words a status line takes; what is more goes to its details.
pub const HEADLINE_WORDS: usize = 20;

/// A status text parted into its headline (its first sentences, as many as fit in
/// [`HEADLINE_WORDS`] words, at least one) and the rest, its details. A sentence ends at a full
/// stop, `?` or `!` followed by a space and a capital letter, so `Figs. 6, 12` stays whole.
///
/// ```
/// use warnsdorff::page::words::headline;
/// let (line, more) = headline("Merged (Figs. 6, 12): 1 part left. The tour has 156 turns.");
/// assert_eq!(line, "Merged (Figs. 6, 12): 1 part left. The tour has 156 turns.");
/// assert_eq!(more, "");
/// let long = "One two three four five six seven eight nine ten. Eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one. Last.";
/// let (line, more) = headline(long);
/// assert_eq!(line, "One two three four five six seven eight nine ten.");
/// assert!(more.starts_with("Eleven") && more.ends_with("Last."));
/// ```
pub fn headline(text: &str) -> (String, String) {
    let text = text.trim();
    let mut ends = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for w in chars.windows(3) {
        let [(_, a), (_, b), (k, c)] = [w[0], w[1], w[2]];
        if matches!(a, '.' | '?' | '!') && b == ' ' && c.is_uppercase() {
            ends.push(k);
        }
    }
    ends.push(text.len());
    let count = |s: &str| s.split_whitespace().count();
    let mut cut = ends[0];
    for &e in &ends[1..] {
        if count(&text[..e]) > HEADLINE_WORDS {
            break;
        }
        cut = e;
    }
    (
        text[..cut].trim().to_string(),
        text[cut..].trim().to_string(),
    )
}
