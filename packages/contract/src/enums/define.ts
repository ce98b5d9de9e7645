export type EnumValue = string | number;

export interface EnumOption<V extends EnumValue = EnumValue> {
  readonly value: V;
  readonly label: string;
}

/** A labelled enum: `value.key` for code, `options` for selects, `labelOf` for cells. */
export interface ContractEnum<E extends Record<string, EnumOption>> {
  readonly name: string;
  readonly value: { readonly [K in keyof E]: E[K]['value'] };
  readonly options: readonly EnumOption<E[keyof E]['value']>[];
  /** The label of a value; numeric strings from a URL match numeric values. Undefined when unknown. */
  labelOf(value: unknown): string | undefined;
  /** Whether the value (strictly, same type) is one of this enum's values. */
  has(value: unknown): value is E[keyof E]['value'];
}

export function defineEnum<const E extends Record<string, EnumOption>>(name: string, entries: E): ContractEnum<E> {
  const options = Object.values(entries) as EnumOption<E[keyof E]['value']>[];
  const value = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry.value])) as ContractEnum<E>['value'];
  const labels = new Map(options.map((o) => [String(o.value), o.label]));
  return {
    name,
    value,
    options,
    labelOf: (v) => (v === null || v === undefined ? undefined : labels.get(String(v))),
    has: (v): v is E[keyof E]['value'] => options.some((o) => o.value === v),
  };
}

/** The value type of an enum made by defineEnum. */
export type ValueOf<T> = T extends ContractEnum<infer E> ? E[keyof E]['value'] : never;
