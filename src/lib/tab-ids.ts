/**
 * The ids that tie a tab to its panel. React's useId gives ':r0:'-like bases, and a tab value may
 * hold any character, so both are reduced to characters that are safe in an id and in CSS.
 */
export function tabIds(base: string, value: string): {tab: string; panel: string} {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`);
  const stem = `tabs${safe(base)}-${safe(value)}`;
  return {tab: `${stem}-tab`, panel: `${stem}-panel`};
}
