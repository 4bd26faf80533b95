/** WCAG contrast arithmetic, used to make the code-highlighting colours readable. */

type Rgb = [number, number, number];

export function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a colour this module reads: ${colour}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of a colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  return luminance(parseColour(colour));
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColour(a)), luminance(parseColour(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it already reaches `min` against the background; otherwise the same hue
 * mixed toward black (light background) or white (dark background) just far enough.
 */
export function withContrast(colour: string, background: string, min = 4.5): string {
  if (contrastRatio(colour, background) >= min) return colour;
  const base = parseColour(colour);
  const target: Rgb = luminance(parseColour(background)) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = toHex(base.map((c, i) => c + (target[i]! - c) * t) as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex(target);
}
