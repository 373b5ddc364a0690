// What every part of hopnim's page draws with: elements by id, SVG elements, the
// status line, and animations that respect the reader's wish for less motion.

const SVG_NS = "http://www.w3.org/2000/svg";

const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

/** The page's element with this id. */
export const $ = (id) => document.getElementById(id);

/** A new SVG element `name` with `attributes`, appended to `parent` if given. */
export function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

/** Plays `keyframes` on `element` unless the reader asked for less motion. */
export function animate(element, keyframes) {
  if (reducedMotion.matches || !element.animate) return;
  element.animate(keyframes, { duration: 320, easing: "ease-out" });
}

/** Shows `text` on the status line, as an error or not. */
export function say(text, isError = false) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}
