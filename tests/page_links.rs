//! Every page's link as its lab reads it: a key no page field answers to (a typo, an older
//! link, another page's setting) is skipped and said, on every page alike.

use warnsdorff::labs;
use warnsdorff::page::pages::PAGES;

#[test]
fn a_key_the_link_does_not_hold_is_said_once_and_skipped() {
    for p in PAGES {
        let (page, errors) = labs::open(p.key, "rowz=9&zz%3C%3E=1&rowz=3").unwrap();
        assert_eq!(errors.len(), 1, "{}: {errors:?}", p.key);
        let e = &errors[0];
        assert_eq!(e.field, None, "{}", p.key);
        assert!(
            e.message
                .starts_with("'rowz', 'zz<>' are not settings this page's link holds (it holds "),
            "{}: {}",
            p.key,
            e.message
        );
        // Nothing of it was used: the page is on its defaults.
        assert_eq!(page.link(), "", "{}", p.key);
    }
}

#[test]
fn a_control_only_field_is_not_a_link_key() {
    // The walk page's rows and cols are its controls; its link holds them as one `board`.
    let (page, errors) = labs::open("walk", "board=5x6&rows=9").unwrap();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.starts_with("'rows' is not a setting"));
    assert_eq!(page.link(), "board=5x6");
}

#[test]
fn a_field_the_rest_of_the_link_leaves_out_is_said_skipped() {
    // A generated cover takes a size, not a board: the board given is said, not silently lost.
    let (page, errors) = labs::open("tourneys", "board=-1&gen=braid&n=8").unwrap();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].field, Some("board"));
    assert_eq!(
        errors[0].message,
        "'-1' was skipped: the rest of the link does not use board"
    );
    assert_eq!(page.link(), "gen=braid&n=8");
    // The same board with Lin & Wei's tour as the source is used.
    let (page, errors) = labs::open("tourneys", "from=construct&board=6x6").unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(page.link().contains("board=6x6"), "{}", page.link());
}

#[test]
fn the_colour_schemes_entry_is_the_frames_on_every_page() {
    for p in PAGES {
        // Taken without a word, and left to the frame: the lab's own link does not hold it.
        for scheme in ["light", "dark", "auto"] {
            let (page, errors) = labs::open(p.key, &format!("theme={scheme}")).unwrap();
            assert!(errors.is_empty(), "{}: {errors:?}", p.key);
            assert_eq!(page.link(), "", "{}", p.key);
        }
        // A value that is no scheme is said, as the scheme's, and nothing else is.
        let (_, errors) = labs::open(p.key, "theme=night").unwrap();
        assert_eq!(errors.len(), 1, "{}: {errors:?}", p.key);
        assert!(
            errors[0]
                .message
                .starts_with("theme: 'night' is no colour scheme"),
            "{}: {}",
            p.key,
            errors[0].message
        );
        // Every page's header link carries it.
        assert!(p.carries.contains(&"theme"), "{}", p.key);
    }
}
