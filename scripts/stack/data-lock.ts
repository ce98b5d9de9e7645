import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second stack opening the same folder would corrupt it. A pid
 * file beside the folder (`<folder>.lock`) refuses the second start; one left by a crash is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(`Another stack (pid ${holder}) is using the data folder ${dataDir}`, { cause: error });
      }
      rmSync(file, { force: true });
    }
  }
}
