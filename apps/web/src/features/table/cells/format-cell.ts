import { enumLabel, parseUtc, type ResourceColumn } from '@bo/contract';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The specification's datetime format Y-m-d H:i:S (section 9), in UTC like the CSV export. */
export function formatDateTimeYmdHis(value: unknown): string {
  const date = parseUtc(value instanceof Date || typeof value === 'string' || typeof value === 'number' ? value : null);
  if (!date) return value === null || value === undefined ? '' : String(value);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
}

/** Money with two decimals, as stored (no currency: the tables mix currencies). */
export function formatMoney(value: unknown): string {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount.toFixed(2) : value === null || value === undefined ? '' : String(value);
}

/** A JSON cell (lists of reasons, platforms, modules ...): lists joined by commas, objects as JSON. */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (Array.isArray(parsed) && parsed.every((item) => typeof item !== 'object' || item === null))
    return parsed.map((item) => String(item ?? '')).join(', ');
  return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
}

/** The text a cell shows for a column type (links, codes and status dots are drawn around it). */
export function formatCell(column: Pick<ResourceColumn, 'type' | 'enum'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.enum) return enumLabel(column.enum, value) ?? String(value);
  switch (column.type) {
    case 'datetime':
      return formatDateTimeYmdHis(value);
    case 'date':
      return formatDateTimeYmdHis(value).slice(0, 10);
    case 'money':
      return formatMoney(value);
    case 'percent':
      return `${formatMoney(value)}%`;
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true' ? 'Yes' : 'No';
    case 'json':
      return formatJson(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
