/** Label values escaped as the Prometheus text format asks (backslash, quote, newline). */
const escapeLabel = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const labelText = (labels: Record<string, string>): string => {
  const entries = Object.entries(labels);
  return entries.length === 0 ? '' : `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
};

/** A counter split by labels. */
export class Counter {
  private readonly values = new Map<string, { labels: Record<string, string>; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Record<string, string>, by = 1): void {
    const key = labelText(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(labels)} ${value}`);
    return lines.join('\n');
  }
}

/** A cumulative histogram (seconds) with fixed buckets. */
export class Histogram {
  private readonly counts: number[];
  private sum = 0;
  private count = 0;
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {
    this.counts = buckets.map(() => 0);
  }

  observe(seconds: number): void {
    this.sum += seconds;
    this.count += 1;
    this.buckets.forEach((le, i) => {
      if (seconds <= le) this.counts[i] = (this.counts[i] ?? 0) + 1;
    });
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    this.buckets.forEach((le, i) => lines.push(`${this.name}_bucket{le="${le}"} ${this.counts[i] ?? 0}`));
    lines.push(`${this.name}_bucket{le="+Inf"} ${this.count}`, `${this.name}_sum ${this.sum}`, `${this.name}_count ${this.count}`);
    return lines.join('\n');
  }
}

/** A value read when scraped. */
export class Gauge {
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`, `${this.name} ${this.read()}`].join('\n');
  }
}

/** A counter kept elsewhere (a store's own count), read when scraped. */
export class ReadCounter {
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`, `${this.name} ${this.read()}`].join('\n');
  }
}
