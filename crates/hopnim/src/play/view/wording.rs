//! A small helper of the views' words.

use crate::lang::Lang;
use crate::lang::say;

/// `items` as a list in `lang`: `2, 3, 4`.
pub(super) fn listed(items: &[String], lang: Lang) -> String {
    items.join(&say!(lang, "view-list-separator"))
}
