/** A choice of a select filter or form field (apart from types.ts, which form.ts would otherwise import back). */
export interface FilterOption {
  value: string | number;
  label: string;
}
