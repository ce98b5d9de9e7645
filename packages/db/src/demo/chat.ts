import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';

export async function seedChat(_db: Db, _opts: DemoOptions): Promise<void> {}
