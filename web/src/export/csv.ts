// CSV of a chart's data (RFC 4180 quoting). Text cells that a spreadsheet
// would run as a formula get a leading apostrophe.
export interface DataTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

function cell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: DataTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(cell).join(','));
  return lines.join('\r\n') + '\r\n';
}
