import { matchingProbabilityShade, type Shade } from '@bo/contract';
import { Badge } from '@mantine/core';

/** Matching-probability shades of section 9 (99/100 dark, 80 medium, 50 light) as Mantine badges. */
const LOOK: Readonly<Record<Shade, { color: string; text: string }>> = {
  dark: { color: 'indigo.9', text: 'white' },
  medium: { color: 'indigo.5', text: 'white' },
  light: { color: 'indigo.1', text: 'indigo.9' },
};

export function MatchingProbability({ value }: { value: number }) {
  const shade = matchingProbabilityShade(value);
  if (!shade)
    return (
      <Badge variant="outline" color="gray" data-shade="none">
        {value}%
      </Badge>
    );
  return (
    <Badge variant="filled" color={LOOK[shade].color} c={LOOK[shade].text} data-shade={shade}>
      {value}%
    </Badge>
  );
}
