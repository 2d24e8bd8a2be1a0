//! The page's colour scheme as its link and its switch say: follow the browser's
//! `prefers-color-scheme` (no link entry), or `theme=light` / `theme=dark`. The frame keeps the
//! entry in every lab's link and carries it to the other pages; the lab never sees it.

use super::form::{decode_query, encode_query};
use super::theme::Scheme;

/// The link key of the switch.
pub const LINK_KEY: &str = "theme";

/// What the switch says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Look {
    /// The browser's scheme.
    #[default]
    Auto,
    Fixed(Scheme),
}

impl Look {
    /// The switch's choices, in its order.
    pub const ALL: [Look; 3] = [
        Look::Auto,
        Look::Fixed(Scheme::Light),
        Look::Fixed(Scheme::Dark),
    ];

    /// The choice's value in the link and the switch (`auto`, `light`, `dark`).
    pub fn name(self) -> &'static str {
        match self {
            Look::Auto => "auto",
            Look::Fixed(s) => s.name(),
        }
    }

    /// The choice called `text`, or what is wrong with it.
    ///
    /// ```
    /// use warnsdorff::page::look::Look;
    /// use warnsdorff::page::theme::Scheme;
    /// assert_eq!(Look::parse("dark"), Ok(Look::Fixed(Scheme::Dark)));
    /// assert_eq!(Look::parse(" Auto "), Ok(Look::Auto));
    /// assert!(Look::parse("night").unwrap_err().contains("auto, light or dark"));
    /// ```
    pub fn parse(text: &str) -> Result<Look, String> {
        let t = text.trim().to_ascii_lowercase();
        Look::ALL
            .into_iter()
            .find(|l| l.name() == t)
            .ok_or_else(|| format!("'{text}' is no colour scheme: auto, light or dark"))
    }

    /// The choice a link (`?` optional) makes, and what was wrong with its entry (the choice is
    /// then the browser's).
    ///
    /// ```
    /// use warnsdorff::page::look::Look;
    /// use warnsdorff::page::theme::Scheme;
    /// assert_eq!(Look::of_link("board=8x8&theme=dark"), (Look::Fixed(Scheme::Dark), None));
    /// assert_eq!(Look::of_link("board=8x8"), (Look::Auto, None));
    /// assert!(Look::of_link("?theme=blue").1.unwrap().starts_with("theme: 'blue'"));
    /// ```
    pub fn of_link(query: &str) -> (Look, Option<String>) {
        let given = decode_query(query)
            .into_iter()
            .rev()
            .find(|(k, _)| k == LINK_KEY);
        match given.map(|(_, v)| Look::parse(&v)) {
            None => (Look::Auto, None),
            Some(Ok(look)) => (look, None),
            Some(Err(e)) => (Look::Auto, Some(format!("{LINK_KEY}: {e}"))),
        }
    }

    /// A lab's link (without `?`) with this choice's entry at its end; none for the browser's.
    ///
    /// ```
    /// use warnsdorff::page::look::Look;
    /// use warnsdorff::page::theme::Scheme;
    /// let dark = Look::Fixed(Scheme::Dark);
    /// assert_eq!(dark.onto("board=8x8"), "board=8x8&theme=dark");
    /// assert_eq!(dark.onto(""), "theme=dark");
    /// assert_eq!(Look::Auto.onto("board=8x8"), "board=8x8");
    /// ```
    pub fn onto(self, link: &str) -> String {
        match self {
            Look::Auto => link.to_string(),
            Look::Fixed(_) => {
                let entry = encode_query(&[(LINK_KEY, self.name().to_string())]);
                if link.is_empty() {
                    entry
                } else {
                    format!("{link}&{entry}")
                }
            }
        }
    }

    /// The scheme to draw in, the browser preferring dark or not.
    pub fn scheme(self, browser_dark: bool) -> Scheme {
        match self {
            Look::Fixed(s) => s,
            Look::Auto if browser_dark => Scheme::Dark,
            Look::Auto => Scheme::Light,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_goes_through_its_link() {
        for look in Look::ALL {
            let link = look.onto("rule=random");
            assert_eq!(Look::of_link(&link), (look, None), "{link}");
            assert_eq!(Look::parse(look.name()), Ok(look));
        }
    }

    #[test]
    fn the_switch_offers_every_choice_by_its_name() {
        let names: Vec<&str> = super::super::words::CHROME
            .themes
            .iter()
            .map(|t| t.0)
            .collect();
        let all: Vec<&str> = Look::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(names, all);
    }

    #[test]
    fn the_browser_decides_only_when_the_link_does_not() {
        assert_eq!(Look::Auto.scheme(true), Scheme::Dark);
        assert_eq!(Look::Auto.scheme(false), Scheme::Light);
        let light = Look::Fixed(Scheme::Light);
        assert_eq!(light.scheme(true), Scheme::Light);
        assert_eq!(Look::Fixed(Scheme::Dark).scheme(false), Scheme::Dark);
    }
}
