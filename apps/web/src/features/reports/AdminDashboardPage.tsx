import { canOpenRoute, DASHBOARD_PERIODS, DASHBOARD_TILES, DASHBOARD_WORK, pathFor, type AdminDashboard } from '@bo/contract';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import { formatMoney } from '../table/cells/format-cell.ts';
import { adminDashboardQuery } from './api/admin-dashboard.ts';

export const DASHBOARD_LABELS = {
  liability: 'Liability',
  chart: 'Revenue, last 30 days',
  topSuppliers: 'Top suppliers, last 30 days',
  topApps: 'Top apps, last 30 days',
  work: 'Waiting work',
  name: 'Name',
  revenue: 'Revenue $',
  netRevenue: 'Net revenue $',
} as const;

/** Management reads sums with thousands grouped: $20,394.54 on a tile, 20,394.54 under a "Revenue $" header. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const GROUPED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const grouped = (value: unknown, format: Intl.NumberFormat): string => {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? format.format(amount) : formatMoney(value);
};
const usd = (value: unknown) => grouped(value, USD);
const amount = (value: unknown) => grouped(value, GROUPED);

const show = (type: string, value: number | null | undefined) =>
  value === null || value === undefined ? '–' : type === 'money' ? usd(value) : type === 'percent' ? `${value.toFixed(2)}%` : String(value);

/** Management's morning page (specification 04, section 2): the same figures as Daily Overview. */
export default function AdminDashboardPage() {
  const route = useCurrentRoute();
  const dashboard = useQuery(adminDashboardQuery());
  const d = dashboard.data;
  return (
    <Stack gap="md">
      <Title order={2}>{route?.title ?? 'Admin Dashboard'}</Title>
      {!d ? <Loader aria-label="Loading" /> : <DashboardBody d={d} />}
    </Stack>
  );
}

function DashboardBody({ d }: { d: AdminDashboard }) {
  const admin = useAdmin();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {DASHBOARD_PERIODS.map((period) => (
          <Paper key={period.key} withBorder p="sm" aria-label={period.label}>
            <Text fw={700} mb={4}>
              {period.label}
            </Text>
            {DASHBOARD_TILES.map((tile) => (
              <Group key={tile.key} justify="space-between">
                <Text size="sm" c="dimmed">
                  {tile.label}
                </Text>
                <Text size="sm" fw={600}>
                  {show(tile.type, d.tiles[period.key]?.[tile.key])}
                </Text>
              </Group>
            ))}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {DASHBOARD_LABELS.liability}
              </Text>
              <Text size="sm" fw={600}>
                {show('money', d.liability)}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="sm" data-testid="report-chart">
        <Text fw={700} mb="xs">
          {DASHBOARD_LABELS.chart}
        </Text>
        <LineChart
          h={240}
          data={d.chart.map((p) => ({ period: p.period, Revenue: p.revenue, 'Net revenue': p.net_revenue, Margin: p.margin }))}
          dataKey="period"
          withLegend
          series={[
            { name: 'Revenue', color: 'blue.6' },
            { name: 'Net revenue', color: 'teal.6' },
            { name: 'Margin', color: 'orange.6' },
          ]}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TopTable title={DASHBOARD_LABELS.topSuppliers} rows={d.topSuppliers} />
        <TopTable title={DASHBOARD_LABELS.topApps} rows={d.topApps} />
        <Paper withBorder p="sm">
          <Text fw={700} mb="xs">
            {DASHBOARD_LABELS.work}
          </Text>
          {DASHBOARD_WORK.map((w) => (
            <Group key={w.key} justify="space-between">
              {admin && canOpenRoute(admin, w.routeName) ? (
                <Anchor component={Link} to={pathFor(w.routeName)} size="sm">
                  {w.label}
                </Anchor>
              ) : (
                <Text size="sm">{w.label}</Text>
              )}
              <Text size="sm" fw={600}>
                {d.work[w.key] ?? 0}
              </Text>
            </Group>
          ))}
        </Paper>
      </SimpleGrid>
    </>
  );
}

function TopTable({ title, rows }: { title: string; rows: AdminDashboard['topApps'] }) {
  return (
    <Paper withBorder p="sm">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Table aria-label={title} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{DASHBOARD_LABELS.name}</Table.Th>
            <Table.Th>{DASHBOARD_LABELS.revenue}</Table.Th>
            <Table.Th>{DASHBOARD_LABELS.netRevenue}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r.id)}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{amount(r.revenue)}</Table.Td>
              <Table.Td>{amount(r.net_revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
