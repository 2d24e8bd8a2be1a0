//! The walk as files: exported as the papers' matrix, a JSON walk record, SVG or PNG, and a
//! tour imported (a matrix or a record) for the walk to step along.

use super::*;

impl WalkLab {
    /// The file name of an export: board, rule, seed and step.
    pub(super) fn file_name(&self, ext: &str) -> String {
        let w = self.walk.walk();
        let rule = if self.imported() {
            "imported".to_string()
        } else {
            w.spec().to_string()
        };
        let rule: String = rule
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        format!(
            "walk-{}-{rule}-seed{}-step{}.{ext}",
            w.board(),
            w.seed(),
            w.len()
        )
    }

    pub(super) fn export(&mut self, format: &str) -> Result<Reply, Error> {
        let err = |e: &dyn std::fmt::Display| FormError::new(WalkField::Start, e);
        let name = |ext| self.file_name(ext);
        let file = |name, mime, text| Reply {
            file: Some(File {
                name,
                mime,
                text,
                bytes: Vec::new(),
            }),
            ..Reply::none()
        };
        if format == "png" {
            return Ok(file(name("png"), "image/png", String::new()));
        }
        if format == "gif" || format == "webm" {
            return self.start_gif(format == "webm");
        }
        let f: Format = format.parse().map_err(|e| err(&e))?;
        let text = self.export_text(f).map_err(|e| err(&e))?;
        let (ext, mime) = match f {
            Format::Matrix => ("txt", "text/plain"),
            Format::Json => ("json", "application/json"),
            Format::Svg => ("svg", "image/svg+xml"),
        };
        Ok(file(name(ext), mime, text))
    }

    /// Start making the animated GIF of the form's GIF fields (a job; the file is taken when
    /// it is over): the walk made again from its start, as `tour --format gif` makes it (its
    /// preparation in the job's first slices).
    /// With `video`, for the page to record as WebM ([`crate::page::gif_export::WEBM`]).
    fn start_gif(&mut self, video: bool) -> Result<Reply, Error> {
        if self.walk.busy() || self.pending.is_some() {
            return Err(FormError::new(
                WalkField::Gif(crate::page::gif_export::GifField::To),
                "the walk is still on its way: export the GIF once it is shown",
            ));
        }
        let w = self.walk.walk();
        let last = w.len();
        let plan = self.form.gif_plan(last)?;
        let region = self.form.region()?;
        // Prepared in the job's first slices (`nineteen`'s trial walks), not here: the click
        // answers at once.
        let prep = match self.form.tour_path()? {
            Some(path) => {
                let squares: Vec<u32> = path.iter().map(|&i| i as u32).collect();
                crate::walk::Preparation::following_indices(
                    &region,
                    &squares,
                    self.form.spec()?,
                    self.form.seed,
                )
            }
            None => crate::walk::Preparation::on(
                &region,
                self.form.start_square()?,
                self.form.spec()?,
                self.form.seed,
            ),
        }
        .map_err(|e| FormError::new(WalkField::Rule, e))?;
        let opts = self.form.gif;
        let range =
            |e: crate::page::gif::GifError| FormError::new(WalkField::Gif(opts.field_of(&e)), e);
        let gif = animation::WalkGif::prepared(prep, last, plan).map_err(range)?;
        let name = format!(
            "{}-steps{}-{}.gif",
            self.file_name("x").trim_end_matches(".x"),
            plan.from,
            plan.to
        );
        self.made = None;
        self.gif = Some(crate::page::gif_export::GifJob::new(gif, name, video));
        Ok(Reply::none())
    }

    /// The walk so far as text (the papers' matrix, a JSON walk record, SVG).
    pub(super) fn export_text(&self, f: Format) -> Result<String, exchange::ExchangeError> {
        let w = self.walk.walk();
        let from = (!self.imported()).then(|| Provenance {
            rule: w.spec().to_string(),
            seed: w.seed(),
        });
        if !w.region().is_plain() {
            // Another leaper, a wrap or a shape: the walk's own record (which names them) and
            // matrix; the knight's checks of `export_path` do not apply.
            return Ok(match f {
                Format::Matrix => crate::matrix::Matrix::of_walk(w).to_string(),
                Format::Json => crate::record::Record::of_walk(w).to_json(),
                Format::Svg => exchange::path_svg(
                    w.board(),
                    &w.path().collect::<Vec<_>>(),
                    w.outcome() == crate::walk::Outcome::ClosedTour,
                ),
            });
        }
        exchange::export_path(w.board(), &w.path_indices(), f, from.as_ref())
    }

    /// A shape imported: the papers' matrix of `.` (a square) and `#` (a removed one), which
    /// opens that board with that shape, the walk started on its first square.
    fn import_shape(&mut self, text: &str) -> Result<Reply, Error> {
        let shape_err = |e: &dyn std::fmt::Display| FormError::new(WalkField::Shape, e);
        let shape: crate::region::Shape = text.parse().map_err(|e| shape_err(&e))?;
        let sides = crate::input::MIN_SIDE..=crate::input::MAX_SIDE;
        if !sides.contains(&shape.rows) || !sides.contains(&shape.cols) {
            return Err(shape_err(&format!(
                "a {}x{} shape: the page takes sides {} to {}",
                shape.rows,
                shape.cols,
                crate::input::MIN_SIDE,
                crate::input::MAX_SIDE
            )));
        }
        let Some(first) = shape.removed.iter().position(|&g| !g) else {
            return Err(shape_err(&"the shape removes every square"));
        };
        let cols = shape.cols as usize;
        let start = Square::new((first / cols) as u32 + 1, (first % cols) as u32 + 1);
        let text = board_shape::field_text(&shape.removed, cols);
        let gone = shape.removed.iter().filter(|&&g| g).count();
        let mut r = self.anew(|f| {
            (f.rows, f.cols) = (shape.rows, shape.cols);
            f.shape = text;
            f.start = start_text(start);
            f.end.clear();
            f.tour.clear();
        })?;
        r.new_view = true;
        r.say = Some(format!(
            "Imported a {}x{} shape with {gone} square{} removed; the walk starts on {start}.",
            shape.rows,
            shape.cols,
            if gone == 1 { "" } else { "s" }
        ));
        Ok(r)
    }

    pub(super) fn import(&mut self, text: &str) -> Result<Reply, Error> {
        let is_shape = text.contains(['.', '#'])
            && text
                .chars()
                .all(|c| c == '.' || c == '#' || c.is_whitespace());
        if is_shape {
            return self.import_shape(text);
        }
        let over = |rows, cols| {
            FormError::new(
                WalkField::Tour,
                format!(
                    "a {rows}x{cols} board: the page takes sides {} to {}",
                    crate::input::MIN_SIDE,
                    crate::input::MAX_SIDE
                ),
            )
        };
        // A board over the page's sides is refused from the text's header, before the body.
        let t =
            exchange::import_tour_within(text, crate::input::MAX_SIDE).map_err(|e| match e {
                exchange::ImportError::OverLimit { rows, cols, .. } => over(rows, cols),
                e => {
                    let square = e.square().map(|s| (s.row, s.col));
                    FormError::new(WalkField::Tour, &e).at(e.line(), square)
                }
            })?;
        let (rows, cols) = (t.board.rows(), t.board.cols());
        let sides = crate::input::MIN_SIDE..=crate::input::MAX_SIDE;
        if !sides.contains(&rows) || !sides.contains(&cols) {
            return Err(over(rows.into(), cols.into()));
        }
        let squares: Vec<usize> = t.squares.iter().map(|&i| i as usize).collect();
        // A whole tour is shown from move 1; a partial path (a position) at its last square,
        // from where the rule on the page goes on (the first ordering when it cannot here).
        let whole = t.squares.len() == t.board.squares();
        let mut form = WalkForm {
            rows,
            cols,
            start: start_text(t.board.square(t.squares[0] as usize)),
            step: if whole { 1 } else { t.squares.len() },
            rule2: None,
            shape: match t.region.squares() == t.board.squares() {
                true => String::new(),
                false => board_shape::field_text(
                    &(0..t.board.squares())
                        .map(|i| t.region.is_removed_index(i))
                        .collect::<Vec<_>>(),
                    cols as usize,
                ),
            },
            leaper: match t.region.leaper().name() {
                Some(name) => name.into(),
                None => t.region.leaper().to_string(),
            },
            wrap: t.region.wrap(),
            tour: form::tour_text(exchange::path_code_on(&t.region, &[squares])),
            ..self.form.clone()
        };
        let spec = match form.spec() {
            Ok(s)
                if s != crate::rules::RuleSpec::SquirrelCull
                    || (t.board.is_square() && t.region.is_plain()) =>
            {
                s
            }
            _ => {
                form.rule = "ordering";
                form.ordering = form::ORDERING.into();
                form.spec()?
            }
        };
        let state = WalkState::following(&t.region, &t.squares, spec.clone(), form.seed)
            .map_err(|e| FormError::new(WalkField::Tour, e))?;
        self.pending = None;
        self.install(state, &form);
        self.second_anew()?;
        self.sync_regions();
        let words = if whole {
            format!(
                "Imported a {} on {}: step through it from step 1.",
                t.verdict, t.board
            )
        } else {
            format!(
                "Imported a {} on {}: shown at its last square; Step goes on by {spec}, Back steps back along it.",
                t.verdict, t.board
            )
        };
        Ok(Reply {
            new_view: true,
            ..Reply::say(words)
        })
    }
}
