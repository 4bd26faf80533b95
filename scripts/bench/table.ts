/**
 * The bench's tables, as Markdown so a report (perf/reports/) carries a run's output unchanged:
 * each figure of this site beside stock Docusaurus's with their ratio, and how each grows from the
 * real corpus to the 10× one.
 */
export type Unit = 'bytes' | 'seconds' | 'megabytes' | 'milliseconds' | 'score' | 'shift' | 'count';

export interface ComparedRow {
  label: string;
  unit: Unit;
  site: number | undefined;
  stock: number | undefined;
}

export interface GrowthRow {
  label: string;
  unit: Unit;
  site1: number | undefined;
  site10: number | undefined;
  stock1: number | undefined;
  stock10: number | undefined;
}

export function formatValue(value: number | undefined, unit: Unit): string {
  if (value === undefined || Number.isNaN(value)) return '—';
  switch (unit) {
    case 'bytes':
      return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MB` : `${(value / 1024).toFixed(1)} KB`;
    case 'seconds':
      return `${value.toFixed(1)} s`;
    case 'megabytes':
      return `${Math.round(value)} MB`;
    case 'milliseconds':
      return `${Math.round(value)} ms`;
    case 'score':
    case 'count':
      return String(Math.round(value));
    case 'shift':
      return value.toFixed(3);
  }
}

/** `a ÷ b` as `0.42×`; a dash when either is missing or the divisor is zero. */
export function formatRatio(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || b === 0 || Number.isNaN(a) || Number.isNaN(b)) return '—';
  return `${(a / b).toFixed(2)}×`;
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rule = `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function comparedTable(rows: ComparedRow[]): string {
  return markdownTable(
    ['Figure', 'This site', 'Stock Docusaurus', 'This ÷ stock'],
    rows.map((r) => [r.label, formatValue(r.site, r.unit), formatValue(r.stock, r.unit), formatRatio(r.site, r.stock)]),
  );
}

export function growthTable(rows: GrowthRow[]): string {
  return markdownTable(
    ['Figure', 'This site 1×', 'This site 10×', 'Growth', 'Stock 1×', 'Stock 10×', 'Growth'],
    rows.map((r) => [
      r.label,
      formatValue(r.site1, r.unit),
      formatValue(r.site10, r.unit),
      formatRatio(r.site10, r.site1),
      formatValue(r.stock1, r.unit),
      formatValue(r.stock10, r.unit),
      formatRatio(r.stock10, r.stock1),
    ]),
  );
}
