/**
 * An admin's own colour as text on the dark skin: the same hue mixed with white so the name reads at
 * WCAG's 4.5:1 (issue 19; admin colours such as #0c8599 were 3.6:1). Undefined for none.
 */
export const adminTextColour = (hex: string | null | undefined): string | undefined =>
  hex ? `color-mix(in srgb, ${hex} 55%, white)` : undefined;
