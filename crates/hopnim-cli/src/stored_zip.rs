//! A zip archive whose entries are stored (not compressed), written entry by entry:
//! all that the judges' packages need, without a general zip library's build.
//!
//! Every entry is dated 1980-01-01 00:00 (the first date a zip can hold) and has the
//! Unix mode 644, so the same files give the same bytes every time. The layout is the
//! one of APPNOTE.TXT (PKWARE's specification), without zip64: an archive over
//! 4 GiB, or of more than 65,535 entries, is refused (`FileTooLarge`).

use std::io::{self, Write};

/// The signature of a local file header.
const LOCAL_HEADER: u32 = 0x0403_4b50;
/// The signature of a central directory header.
const CENTRAL_HEADER: u32 = 0x0201_4b50;
/// The signature of the end of central directory record.
const END_OF_CENTRAL_DIRECTORY: u32 = 0x0605_4b50;
/// The version needed to extract a stored file: 1.0.
const VERSION_NEEDED: u16 = 10;
/// The version that made it: 1.0, on Unix (the high byte 3), whose mode the external
/// attributes hold.
const VERSION_MADE_BY: u16 = (3 << 8) | VERSION_NEEDED;
/// The general purpose flag that says a name is UTF-8 (bit 11), for a name that is
/// not ASCII.
const UTF8_NAME: u16 = 1 << 11;
/// Compression method 0: stored.
const STORED: u16 = 0;
/// 00:00:00 in MS-DOS time.
const DOS_TIME: u16 = 0;
/// 1980-01-01 in MS-DOS date: (year - 1980) << 9 | month << 5 | day.
const DOS_DATE: u16 = (1 << 5) | 1;
/// A regular file of mode 644 (`0o100644`), in the high half of the external
/// attributes.
const EXTERNAL_ATTRIBUTES: u32 = 0o100_644 << 16;

/// A zip archive being written to `W`: each entry goes out when it is added, and the
/// central directory, kept until then, at [`StoredZip::finish`].
///
/// ```ignore
/// let mut zip = StoredZip::new(Vec::new());
/// zip.add("data/1.in", b"1\n1\n0\n")?;
/// let bytes: Vec<u8> = zip.finish()?;
/// ```
pub struct StoredZip<W: Write> {
    /// Where the archive goes.
    out: W,
    /// How many bytes have gone out: where the next local header starts.
    offset: u32,
    /// The central directory's headers so far.
    central: Vec<u8>,
    /// How many entries have been added.
    entries: u16,
}

/// A field too large for a zip without zip64.
fn too_large() -> io::Error {
    io::ErrorKind::FileTooLarge.into()
}

/// `value` as the zip's 16-bit field, or [`too_large`].
fn narrow16(value: usize) -> io::Result<u16> {
    u16::try_from(value).map_err(|_| too_large())
}

/// `value` as the zip's 32-bit field, or [`too_large`].
fn narrow32(value: usize) -> io::Result<u32> {
    u32::try_from(value).map_err(|_| too_large())
}

impl<W: Write> StoredZip<W> {
    /// An empty archive that writes to `out`.
    pub fn new(out: W) -> Self {
        StoredZip {
            out,
            offset: 0,
            central: Vec::new(),
            entries: 0,
        }
    }

    /// Writes the entry `name` holding `data`.
    pub fn add(&mut self, name: &str, data: &[u8]) -> io::Result<()> {
        let name_length = narrow16(name.len())?;
        let size = narrow32(data.len())?;
        let entries = self.entries.checked_add(1).ok_or_else(too_large)?;
        let flags = if name.is_ascii() { 0 } else { UTF8_NAME };
        let crc = crc32fast::hash(data);
        // What the local and the central header share, from the version needed to
        // extract to the extra field's length (none).
        let mut common = Vec::with_capacity(26);
        for field in [VERSION_NEEDED, flags, STORED, DOS_TIME, DOS_DATE] {
            common.extend_from_slice(&field.to_le_bytes());
        }
        for field in [crc, size, size] {
            common.extend_from_slice(&field.to_le_bytes());
        }
        common.extend_from_slice(&name_length.to_le_bytes());
        common.extend_from_slice(&0u16.to_le_bytes());

        let mut local = Vec::with_capacity(30 + name.len());
        local.extend_from_slice(&LOCAL_HEADER.to_le_bytes());
        local.extend_from_slice(&common);
        local.extend_from_slice(name.as_bytes());
        let next = narrow32(local.len())
            .ok()
            .and_then(|header| self.offset.checked_add(header)?.checked_add(size))
            .ok_or_else(too_large)?;
        self.out.write_all(&local)?;
        self.out.write_all(data)?;

        let central = &mut self.central;
        central.extend_from_slice(&CENTRAL_HEADER.to_le_bytes());
        central.extend_from_slice(&VERSION_MADE_BY.to_le_bytes());
        central.extend_from_slice(&common);
        // No comment, disk 0, no internal attributes.
        for field in [0u16, 0, 0] {
            central.extend_from_slice(&field.to_le_bytes());
        }
        central.extend_from_slice(&EXTERNAL_ATTRIBUTES.to_le_bytes());
        central.extend_from_slice(&self.offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());

        self.offset = next;
        self.entries = entries;
        Ok(())
    }

    /// Writes the central directory and its end record; gives back the writer.
    pub fn finish(mut self) -> io::Result<W> {
        let size = narrow32(self.central.len())?;
        self.offset.checked_add(size).ok_or_else(too_large)?;
        self.out.write_all(&self.central)?;
        let mut end = Vec::with_capacity(22);
        end.extend_from_slice(&END_OF_CENTRAL_DIRECTORY.to_le_bytes());
        // This disk and the directory's disk: 0; its entries on this disk and in all.
        for field in [0u16, 0, self.entries, self.entries] {
            end.extend_from_slice(&field.to_le_bytes());
        }
        end.extend_from_slice(&size.to_le_bytes());
        end.extend_from_slice(&self.offset.to_le_bytes());
        // No comment.
        end.extend_from_slice(&0u16.to_le_bytes());
        self.out.write_all(&end)?;
        Ok(self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::StoredZip;
    use std::io::Read as _;

    /// The archive of `entries`, in memory.
    fn archive(entries: &[(&str, &str)]) -> Vec<u8> {
        let mut zip = StoredZip::new(Vec::new());
        for (name, text) in entries {
            zip.add(name, text.as_bytes()).unwrap();
        }
        zip.finish().unwrap()
    }

    #[test]
    fn a_zip_reader_reads_every_entry_back_by_name_with_its_date_and_mode() {
        let bytes = archive(&[
            ("1.in", "1\n1\n0\n"),
            ("1.out", "NO\n"),
            ("题目.md", "# 棋\n"),
        ]);
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let names: Vec<String> = zip.file_names().map(|name| name.unwrap().into()).collect();
        assert_eq!(names, ["1.in", "1.out", "题目.md"]);
        for (name, expected) in [
            ("1.in", "1\n1\n0\n"),
            ("1.out", "NO\n"),
            ("题目.md", "# 棋\n"),
        ] {
            let mut entry = zip.by_name(name).unwrap();
            assert_eq!(entry.compression(), zip::CompressionMethod::Stored);
            assert_eq!(entry.unix_mode(), Some(0o100_644));
            assert_eq!(entry.last_modified(), Some(zip::DateTime::default()));
            let mut text = String::new();
            entry.read_to_string(&mut text).unwrap();
            assert_eq!(text, expected);
        }
    }

    #[test]
    fn the_bytes_are_the_zip_library_s_for_the_same_stored_entries() {
        let entries = [
            ("data/1.in", "1\n1\n0\n"),
            ("data/1.out", "NO\n"),
            ("é.md", ""),
        ];
        let mut expected = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .last_modified_time(zip::DateTime::default())
            .unix_permissions(0o644);
        for (name, text) in entries {
            expected.start_file(name, options).unwrap();
            std::io::Write::write_all(&mut expected, text.as_bytes()).unwrap();
        }
        let expected = expected.finish().unwrap().into_inner();
        assert_eq!(archive(&entries), expected);
    }

    #[test]
    fn an_empty_archive_is_its_end_record_alone() {
        let bytes = archive(&[]);
        assert_eq!(bytes.len(), 22);
        assert_eq!(
            zip::ZipArchive::new(std::io::Cursor::new(bytes))
                .unwrap()
                .len(),
            0
        );
    }
}
