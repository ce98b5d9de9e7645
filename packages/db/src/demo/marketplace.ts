import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';

export async function seedMarketplace(_db: Db, _opts: DemoOptions): Promise<void> {}
