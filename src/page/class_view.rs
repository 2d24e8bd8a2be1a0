//! The class view every board page has: the board as large as the screen beside (or above) a
//! short panel of the player and the next step's sentence, for showing to a room. Its link
//! entry (`view=class`) is the page frame's, like the colour scheme's ([`super::look`]): kept in
//! every board page's link, never one of the lab's fields. `view=projector`, the walk page's
//! older name for it, opens it too.

use super::form::{decode_query, encode_query};

/// The link key of the view.
pub const LINK_KEY: &str = "view";

/// Which view of the page is on show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum View {
    /// The whole page: the board, its status and every control.
    #[default]
    Full,
    /// The board as large as the screen allows, beside a short panel.
    Class,
}

impl View {
    /// The view's value in the link (`full`, `class`).
    pub fn name(self) -> &'static str {
        match self {
            View::Full => "full",
            View::Class => "class",
        }
    }

    /// The view called `text`, or what is wrong with it.
    ///
    /// ```
    /// use warnsdorff::page::class_view::View;
    /// assert_eq!(View::parse("class"), Ok(View::Class));
    /// assert_eq!(View::parse("projector"), Ok(View::Class));
    /// assert_eq!(View::parse(""), Ok(View::Full));
    /// assert!(View::parse("big").unwrap_err().contains("full or class"));
    /// ```
    pub fn parse(text: &str) -> Result<View, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "class" | "projector" => Ok(View::Class),
            "full" | "board" | "" => Ok(View::Full),
            _ => Err(format!("'{text}' is no view of the page: full or class")),
        }
    }

    /// The view a link (`?` optional) asks for, and what was wrong with its entry (the view is
    /// then the full page).
    ///
    /// ```
    /// use warnsdorff::page::class_view::View;
    /// assert_eq!(View::of_link("board=8x8&view=class"), (View::Class, None));
    /// assert_eq!(View::of_link("?board=8x8"), (View::Full, None));
    /// assert!(View::of_link("view=big").1.unwrap().starts_with("view: 'big'"));
    /// ```
    pub fn of_link(query: &str) -> (View, Option<String>) {
        let given = decode_query(query)
            .into_iter()
            .rev()
            .find(|(k, _)| k == LINK_KEY);
        match given.map(|(_, v)| View::parse(&v)) {
            None => (View::Full, None),
            Some(Ok(view)) => (view, None),
            Some(Err(e)) => (View::Full, Some(format!("{LINK_KEY}: {e}"))),
        }
    }

    /// A link (without `?`) with this view's entry at its end; none for the full page.
    ///
    /// ```
    /// use warnsdorff::page::class_view::View;
    /// assert_eq!(View::Class.onto("board=8x8"), "board=8x8&view=class");
    /// assert_eq!(View::Class.onto(""), "view=class");
    /// assert_eq!(View::Full.onto("board=8x8"), "board=8x8");
    /// ```
    pub fn onto(self, link: &str) -> String {
        match self {
            View::Full => link.to_string(),
            View::Class => {
                let entry = encode_query(&[(LINK_KEY, self.name().to_string())]);
                if link.is_empty() {
                    entry
                } else {
                    format!("{link}&{entry}")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_view_goes_through_its_link() {
        for view in [View::Full, View::Class] {
            let link = view.onto("rule=random&theme=dark");
            assert_eq!(View::of_link(&link), (view, None), "{link}");
            assert_eq!(View::parse(view.name()), Ok(view));
        }
    }

    #[test]
    fn the_last_entry_decides() {
        assert_eq!(View::of_link("view=class&view=full").0, View::Full);
        assert_eq!(View::of_link("view=full&view=class").0, View::Class);
    }
}
