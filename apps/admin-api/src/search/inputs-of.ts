/** The inputs of one kind, with the typed value each stands for. */
export const inputsOf = <T>(inputs: readonly string[], pick: (input: string) => T | null): { input: string; value: T }[] =>
  inputs.flatMap((input) => {
    const value = pick(input);
    return value === null ? [] : [{ input, value }];
  });
