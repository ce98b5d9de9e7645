import { APP_ID } from '@bo/contract';

/** Survey and offer visibility: 1 visible, 0 hidden (the reasons say why; specification 01, 3). */
export const VISIBLE = 1;

/** "User balance is divided by 100 for display" (specification 01, 9). */
export const BALANCE_DIVISOR = 100;

/** The users whose labels open the EarnStar user page with its card (specification 01, 2.8). */
export const EARN_STAR_APP_ID = APP_ID.earnStar;
