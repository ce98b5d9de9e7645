/** The risky timezone and country list (specification 02, section 9). */
export const RISKY_COUNTRIES = [
  { code: 'NG', name: 'Nigeria' },
  { code: 'MX', name: 'Mexico' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'SY', name: 'Syria' },
  { code: 'CN', name: 'China' },
] as const;

/** The IANA time zones of those countries (Mexico has several; China's second is Urumqi). */
export const RISKY_TIMEZONES: readonly string[] = [
  'Africa/Lagos',
  'America/Mexico_City',
  'America/Cancun',
  'America/Merida',
  'America/Monterrey',
  'America/Matamoros',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
  'America/Caracas',
  'Asia/Karachi',
  'Asia/Damascus',
  'Asia/Shanghai',
  'Asia/Urumqi',
];

/** A country code (NG) or name (Nigeria), any case. */
export function isRiskyCountry(codeOrName: string | null | undefined): boolean {
  const value = (codeOrName ?? '').trim().toLowerCase();
  return value !== '' && RISKY_COUNTRIES.some((c) => c.code.toLowerCase() === value || c.name.toLowerCase() === value);
}

/** An IANA zone of a risky country, or a zone label naming one ("Nigeria (UTC+1)"). */
export function isRiskyTimezone(timezone: string | null | undefined): boolean {
  const value = (timezone ?? '').trim().toLowerCase();
  if (value === '') return false;
  return RISKY_TIMEZONES.some((tz) => tz.toLowerCase() === value) || RISKY_COUNTRIES.some((c) => value.includes(c.name.toLowerCase()));
}
