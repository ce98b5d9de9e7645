/** The icon a platform shows (specification 01, section 3). */
export type PlatformIcon = 'android' | 'ios' | 'mobile' | 'desktop' | 'unknown';

const PLATFORM_ICONS: Readonly<Record<string, PlatformIcon>> = {
  android: 'android',
  ios: 'ios',
  'web-mobile': 'mobile',
  mobile: 'mobile',
  web: 'desktop',
  desktop: 'desktop',
};

export function platformIcon(platform: string | null | undefined): PlatformIcon {
  return PLATFORM_ICONS[(platform ?? '').trim().toLowerCase()] ?? 'unknown';
}
