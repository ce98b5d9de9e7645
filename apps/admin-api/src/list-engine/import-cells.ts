import { IMPORT_MESSAGES, type ImportColumn } from '@bo/contract';

export type CellValue = string | number | string[] | null;
export type CellResult = { ok: true; value: CellValue } | { ok: false; reason: string };

const R = IMPORT_MESSAGES.reason;
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is not checked here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY = /^[A-Za-z]{2}$/;

function checkLength(column: ImportColumn, text: string): string | null {
  return column.maxLength !== undefined && text.length > column.maxLength ? R.tooLong(column.maxLength) : null;
}

/** One imported cell checked against its column's rule; empty is null (refused when required). */
export function parseCell(column: ImportColumn, raw: string | undefined): CellResult {
  const text = (raw ?? '').trim();
  if (text === '') return column.required ? { ok: false, reason: R.required } : { ok: true, value: null };
  switch (column.type) {
    case 'integer':
    case 'number': {
      const ok = column.type === 'integer' ? INTEGER.test(text) : DECIMAL.test(text);
      if (!ok) return { ok: false, reason: column.type === 'integer' ? R.wholeNumber : R.number };
      if (column.min !== undefined && Number(text) < column.min) return { ok: false, reason: R.atLeast(column.min) };
      // Integers as numbers; decimals kept as text so numeric columns get them exactly.
      return { ok: true, value: column.type === 'integer' ? Number(text) : text };
    }
    case 'email': {
      const tooLong = checkLength(column, text);
      if (tooLong) return { ok: false, reason: tooLong };
      return EMAIL.test(text) ? { ok: true, value: text } : { ok: false, reason: R.email };
    }
    case 'country':
      return COUNTRY.test(text) ? { ok: true, value: text.toUpperCase() } : { ok: false, reason: R.country };
    case 'list': {
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length === 0) return { ok: false, reason: R.list };
      const tooLong = items.map((item) => checkLength(column, item)).find(Boolean);
      return tooLong ? { ok: false, reason: tooLong } : { ok: true, value: items };
    }
    case 'text': {
      const tooLong = checkLength(column, text);
      return tooLong ? { ok: false, reason: tooLong } : { ok: true, value: text };
    }
  }
}
