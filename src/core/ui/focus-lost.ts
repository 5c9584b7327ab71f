/**
 * Whether the keyboard's focus fell to nothing (the page's <body>): the control that held it went
 * away with what it changed, or a dialog gave it back to where it was before opening.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
