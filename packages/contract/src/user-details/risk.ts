import { isRiskyCountry, isRiskyTimezone } from '../enums/risk.ts';

export interface RiskyLocation {
  country: boolean;
  timezone: boolean;
  /** Either one is on the risky list (Nigeria, Mexico, Venezuela, Pakistan, Syria, China). */
  any: boolean;
}

/** Checks a user's country and time zone against the risky list of specification 02, section 9. */
export function riskyLocation(country: string | null | undefined, timezone: string | null | undefined): RiskyLocation {
  const c = isRiskyCountry(country);
  const t = isRiskyTimezone(timezone);
  return { country: c, timezone: t, any: c || t };
}
