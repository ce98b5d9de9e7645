/** A WHERE built from optional filters; every value reaches SQL as a parameter. */
export class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[];

  constructor(initialParams: unknown[] = []) {
    this.params = [...initialParams];
  }

  /** A placeholder for the value. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds the clause the template builds around the value's placeholder, unless the value is absent. */
  when<T>(value: T | undefined | null, template: (placeholder: string) => string): this {
    if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
      this.clauses.push(template(this.param(value)));
    return this;
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}
