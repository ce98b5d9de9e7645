import type { Colour } from '@bo/contract';

/** The Mantine colour of each traffic-light colour of the contract (section 9). */
export const MANTINE_COLOUR: Readonly<Record<Colour, string>> = { green: 'green', amber: 'orange', red: 'red' };
