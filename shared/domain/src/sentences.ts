/**
 * A text that ends a sentence with an amount ("… under {{below}}.") gets two full stops
 * when the amount itself ends with one ("100,00 kr."). Exactly two become one; an
 * ellipsis ("...") is left alone.
 */
export function collapseDoubleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
