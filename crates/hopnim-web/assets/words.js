// The page's own words, in the language chosen: the library's catalogue (page.ftl)
// in every language, built into the page as labels.js (made from the catalogue
// when the page is built), applied to the elements of index.html that name a message
// (data-l10n, data-l10n-attr) and to the texts the script writes. So the page speaks
// the reader's language as it loads, before its engine has answered, and when the
// engine cannot be reached. Which language: `?lang=` in the address, then the
// reader's saved choice, then the browser's languages, then English.
import { LABELS } from "./labels.js";

const STORED_KEY = "hopnim-lang";

// The catalogue's languages, by tag: `en`, `zh-CN`.
const LANGUAGES = Object.keys(LABELS);

let labels = LABELS.en;
// The language whose words the document shows.
let shown = null;

/**
 * The language of the catalogue a tag names, as the library reads tags
 * (`Lang::from_tag`): the one with that tag, else the one of its primary language
 * (`zh…` is Simplified Chinese, `en…` English; the C locale is English); `null` for
 * any other.
 */
export function languageOf(tag) {
  const asked = String(tag || "").toLowerCase();
  const language = asked.split(/[-_.@]/)[0];
  if (language === "c" || language === "posix") return "en";
  return LANGUAGES.find((code) => code.toLowerCase() === asked)
    || LANGUAGES.find((code) => code.split("-")[0].toLowerCase() === language)
    || null;
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
 * The page's message `id` in the language shown, its placeholders `{name}` filled
 * from `values` (plain substitution: page.ftl holds nothing else, its build says so).
 */
export function t(id, values = {}) {
  const text = labels[id] ?? LABELS.en[id] ?? id;
  return text.replace(/\{([A-Za-z][\w-]*)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
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
 * Shows the page's words in `lang` (a tag of the catalogue) on every element of the
 * document that names a message: `data-l10n="page-…"` for its text,
 * `data-l10n-attr="aria-label:page-…;placeholder:page-…"` for its attributes. Sets
 * `<html lang>` and the title. Does nothing when the words are the ones shown.
 */
export function applyWords(lang) {
  if (shown === lang) return;
  shown = lang;
  labels = LABELS[lang] || LABELS.en;
  document.documentElement.lang = lang;
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
