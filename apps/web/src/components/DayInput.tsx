import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

/** Days are typed and kept as YYYY-MM-DD (what the API takes); DD.MM.YYYY, the display format, is read too. */
const DAY_FORMAT = 'YYYY-MM-DD';
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const pad = (n: string) => n.padStart(2, '0');

/** A typed day as YYYY-MM-DD, or null while it is not a real day. */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const dotted = DOTTED_DAY.exec(trimmed);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], pad(dotted[2] ?? ''), pad(dotted[1] ?? '')] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? `${y}-${m}-${d}`
    : null;
}

export interface DayInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (day: string) => void;
}

/** A day picker of @mantine/dates (issue 19: not the browser's mm/dd/yyyy), typed or picked from its calendar. */
export function DayInput({ value, onChange, ...rest }: DayInputProps) {
  return (
    <DateInput
      {...rest}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={DAY_FORMAT}
      dateParser={parseDay}
      clearable
      placeholder={rest.placeholder ?? DAY_FORMAT}
      popoverProps={{ withinPortal: true, ...rest.popoverProps }}
    />
  );
}
