import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';

export async function seedSupport(_db: Db, _opts: DemoOptions): Promise<void> {}
