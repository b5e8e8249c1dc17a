/** `text` is what only screen readers hear (the event and the joining words, run together). */
export type LabelPart = { slot: 'text' | 'selection' | 'price'; text: string };

const SLOTS = ['event', 'selection', 'price'] as const;
/** Marks a placeholder in the translated sentence; a control character no translation contains. */
const MARK = '\u0001';

/**
 * Splits a price button's translated name ("{{event}}: {{selection}} at {{price}}", in any word
 * order a locale needs) into its words and its placeholders, so the button can show the selection
 * and the price and read the rest to screen readers only: its name is then its own content, and
 * the visible words are part of it (WCAG 2.5.3, label in name).
 */
export function labelParts(
  translate: (values: Record<(typeof SLOTS)[number], string>) => string,
  values: Record<(typeof SLOTS)[number], string>,
): LabelPart[] {
  const marked = translate({ event: `${MARK}event${MARK}`, selection: `${MARK}selection${MARK}`, price: `${MARK}price${MARK}` });
  const parts: LabelPart[] = [];
  marked.split(MARK).forEach((piece, index) => {
    const slot = index % 2 === 1 ? SLOTS.find((name) => name === piece) : undefined;
    const part: LabelPart =
      slot === 'selection' || slot === 'price' ? { slot, text: values[slot] } : { slot: 'text', text: slot ? values[slot] : piece };
    const last = parts.at(-1);
    // One hidden run, not several: a name joins its parts with spaces, which would split "Arsenal – Chelsea" from its ":".
    if (part.slot === 'text' && last?.slot === 'text') last.text += part.text;
    else if (part.text !== '') parts.push(part);
  });
  return parts;
}
