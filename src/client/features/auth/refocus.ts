/** Puts the focus back on a field of a form that was refused, its text selected to retype. */
export function refocus(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  field.select();
}
