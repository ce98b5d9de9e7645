import { can, SUB_PERMISSION, type DbMonitoring, type DbQueryRow, type DbTableRow } from '@bo/contract';
import { Alert, Button, Code, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import { dbMonitoringQuery, useCancelDbQuery } from './api/db-monitoring.ts';

export const DB_MONITORING_LABELS = {
  connections: 'Connections',
  cacheHit: 'Cache hit %',
  tables: 'Tables',
  queries: 'Queries',
  name: 'Name',
  rows: 'Rows (est.)',
  size: 'Size',
  growth: 'Growth 7 d',
  dead: 'Dead tuples %',
  autovacuum: 'Last autovacuum',
  pid: 'PID',
  duration: 'Duration',
  state: 'State',
  query: 'Query',
  cancel: 'Cancel',
  noQueries: 'No query is running.',
  growthSince: (day: string | null) =>
    day ? `Growth compares with the daily size snapshot of 7 days before (snapshots since ${day}).` : 'No size snapshot yet.',
} as const;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
/** A size in bytes as people read it (1024-based). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '–';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${sign}${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

const formatDuration = (seconds: number | null) => {
  if (seconds === null) return '–';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  return m < 60 ? `${m} min ${Math.floor(seconds % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
};
const number = (v: number | null) => (v === null ? '–' : v.toLocaleString('en-US'));
const percent = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}%`);

/** /db-monitoring (specification 04, section 2): database health from PostgreSQL's statistics. */
export default function DbMonitoringPage() {
  const route = useCurrentRoute();
  const answer = useQuery(dbMonitoringQuery());
  const d = answer.data;
  return (
    <Stack gap="md">
      <Title order={2}>{route?.title ?? 'DB Monitoring'}</Title>
      {!d ? <Loader aria-label="Loading" /> : <Body d={d} />}
    </Stack>
  );
}

function Unavailable({ message }: { message: string | null }) {
  return message ? (
    <Alert color="yellow" variant="light">
      {message}
    </Alert>
  ) : null;
}

function Body({ d }: { d: DbMonitoring }) {
  return (
    <>
      <Group gap="md">
        <Paper withBorder p="sm" aria-label={DB_MONITORING_LABELS.connections}>
          <Text size="sm" c="dimmed">
            {DB_MONITORING_LABELS.connections}
          </Text>
          <Text fw={700}>{number(d.header.connections)}</Text>
        </Paper>
        <Paper withBorder p="sm" aria-label={DB_MONITORING_LABELS.cacheHit}>
          <Text size="sm" c="dimmed">
            {DB_MONITORING_LABELS.cacheHit}
          </Text>
          <Text fw={700}>{percent(d.header.cache_hit_percent)}</Text>
        </Paper>
      </Group>
      <Unavailable message={d.header.unavailable} />
      <Tabs defaultValue="tables" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tables">{DB_MONITORING_LABELS.tables}</Tabs.Tab>
          <Tabs.Tab value="queries">{DB_MONITORING_LABELS.queries}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tables" pt="sm">
          <Unavailable message={d.tables.unavailable} />
          <Text size="sm" c="dimmed" mb="xs">
            {DB_MONITORING_LABELS.growthSince(d.snapshots_since)}
          </Text>
          <TablesTab rows={d.tables.rows} />
        </Tabs.Panel>
        <Tabs.Panel value="queries" pt="sm">
          <Unavailable message={d.queries.unavailable} />
          <QueriesTab rows={d.queries.rows} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function TablesTab({ rows }: { rows: DbTableRow[] }) {
  const L = DB_MONITORING_LABELS;
  return (
    <Table striped withTableBorder aria-label={L.tables}>
      <Table.Thead>
        <Table.Tr>
          {[L.name, L.rows, L.size, L.growth, L.dead, L.autovacuum].map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((t) => (
          <Table.Tr key={t.name}>
            <Table.Td>{t.name}</Table.Td>
            <Table.Td>{number(t.rows_estimate)}</Table.Td>
            <Table.Td>{formatBytes(t.size_bytes)}</Table.Td>
            <Table.Td>{formatBytes(t.growth_7d_bytes)}</Table.Td>
            <Table.Td>{percent(t.dead_tuples_percent)}</Table.Td>
            <Table.Td>{t.last_autovacuum ?? '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function QueriesTab({ rows }: { rows: DbQueryRow[] }) {
  const L = DB_MONITORING_LABELS;
  const admin = useAdmin();
  // Cancelling is the top admins' (a fixed grant); the gateway refuses anyone else.
  const mayCancel = admin !== null && can(admin, SUB_PERMISSION.dbMonitoringCancelQuery);
  const cancel = useCancelDbQuery();
  if (rows.length === 0) return <Text c="dimmed">{L.noQueries}</Text>;
  return (
    <Table striped withTableBorder aria-label={L.queries}>
      <Table.Thead>
        <Table.Tr>
          {[L.pid, L.duration, L.state, L.query].map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
          {mayCancel && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((q) => (
          <Table.Tr key={q.pid}>
            <Table.Td>{q.pid}</Table.Td>
            <Table.Td>{formatDuration(q.duration_seconds)}</Table.Td>
            <Table.Td>{q.state ?? '–'}</Table.Td>
            <Table.Td>
              <Code block style={{ maxWidth: 720, whiteSpace: 'pre-wrap' }}>
                {q.query}
              </Code>
            </Table.Td>
            {mayCancel && (
              <Table.Td>
                {!q.own && (
                  <Button size="compact-xs" color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate(q.pid)}>
                    {L.cancel}
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
