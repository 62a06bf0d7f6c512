// For pages drawn in French: the English texts from a list that still show anywhere in the
// document (portals and snackbars included), in its text or in the names and hints screen readers
// read (aria-label, title, placeholder, alt).
const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

export function englishLeftovers(texts: readonly string[]): string[] {
  const body = document.body;
  const said = [body.textContent ?? ''];
  for (const element of body.querySelectorAll('*'))
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) said.push(value);
    }
  return texts.filter((text) => said.some((words) => words.includes(text)));
}
