//! Every CSV line the tool writes, by the `csv` crate's RFC 4180 writer: a field holding a
//! comma, a double quote or a line break is quoted and its quotes doubled, so a generator named
//! `takefuji-lee (obfuscated, sequential shatter)` stays one field for any CSV reader.
//!
//! ```
//! use warnsdorff::csv_text::record;
//! assert_eq!(record(["a", "b,c", "say \"hi\""]), "a,\"b,c\",\"say \"\"hi\"\"\"");
//! assert_eq!(record(["8", "0.25"]), "8,0.25");
//! ```

/// One record as a CSV line, without its line end.
pub fn record<I, T>(fields: I) -> String
where
    I: IntoIterator<Item = T>,
    T: AsRef<[u8]>,
{
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    // Writing to memory cannot fail, and a record of UTF-8 fields is UTF-8.
    w.write_record(fields).expect("CSV into memory");
    let mut bytes = w.into_inner().expect("CSV into memory");
    bytes.pop();
    String::from_utf8(bytes).expect("CSV of UTF-8 fields")
}
