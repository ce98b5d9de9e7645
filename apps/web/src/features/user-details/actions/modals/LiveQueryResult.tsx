import { USER_DETAILS_EMPTY, USER_DETAILS_MESSAGES, ZLiveQueryAnswer, type LiveQueryResult as Result } from '@bo/contract';
import { Alert, Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';

type Survey = Result['eligible_surveys'][number];

function SurveyTable({ label, surveys }: { label: string; surveys: readonly Survey[] }) {
  if (surveys.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noResult}</Text>;
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Survey</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Visibility</Table.Th>
          <Table.Th>Score</Table.Th>
          <Table.Th>Reasons</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {surveys.map((s) => (
          <Table.Tr key={s.survey_id}>
            <Table.Td>{s.survey_id}</Table.Td>
            <Table.Td>{s.status}</Table.Td>
            <Table.Td>{s.visibility}</Table.Td>
            <Table.Td>{s.score}</Table.Td>
            <Table.Td>{s.reasons.join('; ') || '-'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The live query result panel. An answer without an eligible list shows 'Error' and then the raw
 * response (specification 02, section 8).
 */
export function LiveQueryResult({ answer }: { answer: unknown }) {
  const parsed = ZLiveQueryAnswer.safeParse(answer);
  if (!parsed.success)
    return (
      <Alert color="red" title={USER_DETAILS_MESSAGES.liveQueryError} aria-label="Live query result">
        <Code block>{JSON.stringify(answer, null, 2)}</Code>
      </Alert>
    );
  const r = parsed.data.data;
  return (
    <Stack gap="sm" aria-label="Live query result" role="region">
      <Group gap="xs">
        <Badge variant="light">Queried: {r.queried_surveys}</Badge>
        <Badge variant="light">Checked: {r.checked_surveys}</Badge>
        <Badge variant="light" color="green">
          Eligible: {r.eligible_surveys_count}
        </Badge>
        <Badge variant="light" color="red">
          Ineligible: {r.ineligible_surveys_count}
        </Badge>
      </Group>
      <Title order={5}>Eligible surveys</Title>
      <SurveyTable label="Eligible surveys" surveys={r.eligible_surveys} />
      <Title order={5}>Ineligible surveys</Title>
      <SurveyTable label="Ineligible surveys" surveys={r.ineligible_surveys} />
      <Title order={5}>Queries</Title>
      {r.queries.length === 0 ? (
        <Text size="sm">{USER_DETAILS_EMPTY.noResult}</Text>
      ) : (
        <Table withTableBorder aria-label="Queries">
          <Table.Tbody>
            {r.queries.map((q) => (
              <Table.Tr key={q.supplier_id}>
                <Table.Td>{q.supplier_name}</Table.Td>
                <Table.Td>{q.surveys_count} surveys</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={5}>Request</Title>
      <Code block>{r.request_details.curl_command}</Code>
    </Stack>
  );
}
