// The page's own words, in the language chosen: the library's catalogue (page.ftl)
// as each view carries it (`labels`), applied to the elements of index.html that name
// a message (data-l10n, data-l10n-attr) and to the texts the script writes. Which
// language: `?lang=` in the address, then the reader's saved choice, then the
// browser's languages, then English.

const STORED_KEY = "hopnim-lang";

let labels = {};
// The language whose words the document shows.
let shown = null;

/**
 * The language a tag names, as the library reads tags (`Lang::from_tag`): `zh…` is
 * Simplified Chinese, `en…` English; `null` for any other.
 */
export function languageOf(tag) {
  const language = String(tag || "").split(/[-_.@]/)[0].toLowerCase();
  if (language === "zh") return "zh-CN";
  if (language === "en" || language === "c" || language === "posix") return "en";
  return null;
}

/** The reader's choice kept by the browser, or `null`. */
function storedLanguage() {
  try {
    return languageOf(window.localStorage.getItem(STORED_KEY));
  } catch {
    return null;
  }
}

/**
 * The language to show the page in, and whether the address names it: `?lang=`, then
 * the saved choice, then the first of the browser's languages the library speaks
 * (`Lang::first_known`), then English.
 */
export function chosenLanguage() {
  const asked = languageOf(new URL(window.location.href).searchParams.get("lang"));
  if (asked) return { lang: asked, inAddress: true };
  const browser = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])
    .map(languageOf)
    .find(Boolean);
  return { lang: storedLanguage() || browser || "en", inAddress: false };
}

/** Keeps the reader's choice of language for the next visit (where the browser keeps anything). */
export function storeLanguage(lang) {
  try {
    window.localStorage.setItem(STORED_KEY, lang);
  } catch {
    // A browser that keeps nothing: the choice lasts as long as the address.
  }
}

/**
 * The page's message `id` with its placeholders `{name}` filled from `values`;
 * `fallback` (English) where no view has brought the words yet (the engine could not
 * be reached).
 */
export function t(id, values = {}, fallback = id) {
  const text = Object.hasOwn(labels, id) ? labels[id] : fallback;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Writes `text` into `element`, the parts between backticks as code. */
function write(element, text) {
  const parts = text.split("`");
  element.replaceChildren(...parts.map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement("code");
    code.textContent = part;
    return code;
  }));
}

/**
 * Takes the words of `view` (its `lang` and `labels`) and shows them on every element
 * of the document that names a message: `data-l10n="page-…"` for its text,
 * `data-l10n-attr="aria-label:page-…;placeholder:page-…"` for its attributes. Sets
 * `<html lang>` and the title. Does nothing when the words are the ones shown.
 */
export function applyWords(view) {
  labels = view.labels;
  if (shown === view.lang) return;
  shown = view.lang;
  document.documentElement.lang = view.lang;
  for (const element of document.querySelectorAll("[data-l10n]")) {
    write(element, t(element.dataset.l10n));
  }
  for (const element of document.querySelectorAll("[data-l10n-attr]")) {
    for (const pair of element.dataset.l10nAttr.split(";")) {
      const [attribute, id] = pair.split(":");
      element.setAttribute(attribute, t(id));
    }
  }
  document.title = t("page-title");
}
