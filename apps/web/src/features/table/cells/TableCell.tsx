import type { ResourceColumn, ResourceDef } from '@bo/contract';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusIndicator } from '../../entities/codes/StatusIndicator.tsx';
import { OfferProviderCode, SupplierCode } from '../../entities/codes/codes.tsx';
import { EARN_STAR_APP_ID } from '../../entities/constants.ts';
import { EntityLabel } from '../../entities/labels/EntityLabel.tsx';
import { columnLinkTarget } from '../../entities/labels/entity-target.ts';
import { UserLabel } from '../../entities/labels/labels.tsx';
import { EarnStarUserHoverCard } from '../../entities/hover-cards/EarnStarUserHoverCard.tsx';
import { HoverCardFrame } from '../../entities/hover-cards/HoverCardFrame.tsx';
import { SurveyHoverCard } from '../../entities/hover-cards/SurveyHoverCard.tsx';
import { UserBasicCard } from '../../user-details/widgets/UserBasicCard.tsx';
import type { ListRow } from '../api/list-rows.ts';
import { cellCode } from './cell-codes.ts';
import { formatCell } from './format-cell.ts';

const asId = (value: unknown): string | number | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

/** Text longer than this is kept to one line of at most ONE_LINE_MAX_WIDTH, the whole value in its tooltip. */
const ONE_LINE_CHARS = 40;
const ONE_LINE_MAX_WIDTH = 320;
/** A value without spaces. */
const ONE_WORD = /^\S+$/;

/** One cell: its formatted value, as an entity label where the column links, with codes and status dots. */
export function TableCell({ def, column, row }: { def: ResourceDef; column: ResourceColumn; row: ListRow }) {
  const value = row[column.key];
  const text = formatCell(column, value);
  const code = cellCode(def, column);
  const content =
    column.type === 'status' && !column.enum && typeof value === 'number' ? (
      <StatusIndicator value={value} />
    ) : (
      <CellLink column={column} row={row} text={text} />
    );
  if (!code || typeof value !== 'number') return content;
  return (
    <Group gap={6} wrap="nowrap">
      {code === 'supplier' ? <SupplierCode supplierId={value} /> : <OfferProviderCode providerId={value} />}
      {content}
    </Group>
  );
}

function CellLink({ column, row, text }: { column: ResourceColumn; row: ListRow; text: string }) {
  const link = column.link;
  const id = link ? asId(row[link.valueKey]) : null;
  if (!link || id === null || text === '')
    return text.length > ONE_LINE_CHARS ? (
      // Long text (user agents, hashes, notes) on one line, cut with an ellipsis; the whole value on hover (issue 19).
      <Text size="sm" truncate="end" maw={ONE_LINE_MAX_WIDTH} title={text} data-cut>
        {text}
      </Text>
    ) : (
      // One word (a request id, a gateway's name, an e-mail) is not broken at its hyphens: it keeps its line.
      <Text span size="sm" style={ONE_WORD.test(text) ? { whiteSpace: 'nowrap' } : undefined}>
        {text}
      </Text>
    );
  // EarnStar users open the EarnStar user page with its card (specification 01, 2.8).
  if (link.routeName === 'user_details' && row.app_id === EARN_STAR_APP_ID) return <UserLabel userId={id}>{text}</UserLabel>;
  const hoverCard =
    link.routeName === 'survey_details'
      ? (anchor: ReactNode) => <SurveyHoverCard surveyId={id}>{anchor}</SurveyHoverCard>
      : link.routeName === 'es_user_details'
        ? (anchor: ReactNode) => <EarnStarUserHoverCard userId={id}>{anchor}</EarnStarUserHoverCard>
        : link.routeName === 'user_details'
          ? // Every user id in a table carries the basic-details card of the user id widget (issue 19).
            (anchor: ReactNode) => <HoverCardFrame card={<UserBasicCard userId={String(id)} />}>{anchor}</HoverCardFrame>
          : undefined;
  return (
    <EntityLabel target={columnLinkTarget(link, id)} hoverCard={hoverCard}>
      {text}
    </EntityLabel>
  );
}
