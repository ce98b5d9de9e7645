import { useState } from 'react';

/** True from the first render where `flag` is true on: a lazily loaded modal mounts when first opened and stays mounted. */
export function useOnceTrue(flag: boolean): boolean {
  const [once, setOnce] = useState(flag);
  if (flag && !once) setOnce(true);
  return once || flag;
}
