import type { UserReview } from '@bo/contract';
import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { displayDateTime } from '../../lib/date-time.ts';
import { ReviewUserStatus } from './user-status/ReviewUserStatus.tsx';

interface Props {
  reviews: UserReview[];
  selected: ReadonlySet<string>;
  onSelect: (uuids: string[], on: boolean) => void;
  onOpen: (review: UserReview) => void;
  /** /support-user-reviews: a User status column with the status actions. */
  withUserStatus?: boolean;
}

/** The review list: one row a review, selectable for reassign; the user opens a review tab. */
export function ReviewTable({ reviews, selected, onSelect, onOpen, withUserStatus = false }: Props) {
  if (reviews.length === 0) return <Text c="dimmed">No reviews match these filters.</Text>;
  const all = reviews.every((r) => selected.has(r.uuid));
  return (
    <Table striped highlightOnHover aria-label="User reviews">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              aria-label="Select all reviews"
              checked={all}
              onChange={(e) =>
                onSelect(
                  reviews.map((r) => r.uuid),
                  e.currentTarget.checked,
                )
              }
            />
          </Table.Th>
          <Table.Th>UUID</Table.Th>
          <Table.Th>User</Table.Th>
          {withUserStatus ? <Table.Th>User status</Table.Th> : null}
          <Table.Th>App</Table.Th>
          <Table.Th>Country</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Assignee</Table.Th>
          <Table.Th>Last judged by</Table.Th>
          <Table.Th>Created</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reviews.map((review) => (
          <Table.Tr key={review.uuid} data-review-uuid={review.uuid}>
            <Table.Td>
              <Checkbox
                aria-label={`Select review ${review.uuid}`}
                checked={selected.has(review.uuid)}
                onChange={(e) => onSelect([review.uuid], e.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {review.uuid}
              </Text>
            </Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => onOpen(review)}>
                {review.user.id}
              </Anchor>
            </Table.Td>
            {withUserStatus ? (
              <Table.Td>
                <ReviewUserStatus review={review} />
              </Table.Td>
            ) : null}
            <Table.Td>{review.user.app.name}</Table.Td>
            <Table.Td>{review.user.country_code ?? ''}</Table.Td>
            <Table.Td>{review.status_label}</Table.Td>
            <Table.Td data-column="assignee">{review.assignee?.name ?? ''}</Table.Td>
            <Table.Td>{review.admin?.name ?? ''}</Table.Td>
            <Table.Td>{displayDateTime(review.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
