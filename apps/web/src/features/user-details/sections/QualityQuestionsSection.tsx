import { USER_DETAILS_EMPTY, bannedDuplicatesColour, type UserDetails } from '@bo/contract';
import { Table } from '@mantine/core';
import { answerText } from '../copy-paste-label.ts';
import { formatDay } from '../format.ts';
import { ColouredValue } from './Metric.tsx';

/** Section 11 'Quality Questions': open-end answers, their duplicates and the banned share among them. */
export function QualityQuestionsSection({ answers }: { answers: UserDetails['quality_questions']['answers'] }) {
  return (
    <Table withTableBorder aria-label="Quality Questions table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Question</Table.Th>
          <Table.Th>Answer</Table.Th>
          <Table.Th>Language</Table.Th>
          <Table.Th>Identical</Table.Th>
          <Table.Th>Similar</Table.Th>
          <Table.Th>Banned Duplicates</Table.Th>
          <Table.Th>Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answers.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={7}>{USER_DETAILS_EMPTY.noData}</Table.Td>
          </Table.Tr>
        )}
        {answers.map((a) => (
          <Table.Tr key={a.id} data-answer={a.id}>
            <Table.Td>{a.question}</Table.Td>
            <Table.Td>{answerText(a.answer)}</Table.Td>
            <Table.Td>{a.detected_language ?? '-'}</Table.Td>
            <Table.Td>{a.identical_count}</Table.Td>
            <Table.Td>{a.similar_count}</Table.Td>
            <Table.Td>
              <ColouredValue colour={bannedDuplicatesColour(a.banned_duplicate_percentage)}>
                {(a.banned_duplicate_percentage * 100).toFixed(2)}%
              </ColouredValue>
            </Table.Td>
            <Table.Td>{formatDay(a.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
