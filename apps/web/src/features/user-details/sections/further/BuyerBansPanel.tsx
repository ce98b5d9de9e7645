import { USER_DETAILS_EMPTY, type SupplierStatistic } from '@bo/contract';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useBuyerBans } from '../../api/panels.ts';
import { formatDay } from '../../format.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

type BuyerBan = NonNullable<ReturnType<typeof useBuyerBans>['data']>[number];

const COLUMNS: readonly SimpleColumn<BuyerBan>[] = [
  { title: 'Buyer', cell: (b) => b.supplier_buyer_name },
  { title: 'Buyer ID', cell: (b) => b.supplier_buyer_id },
  { title: 'Type', cell: (b) => b.type_name },
  { title: 'Created', cell: (b) => formatDay(b.created_at) },
];

function SupplierBuyerBans({ userId, supplier }: { userId: string; supplier: SupplierStatistic }) {
  const bans = useBuyerBans(userId, supplier.id);
  return (
    <Stack gap={4}>
      <Title order={6}>{supplier.name}</Title>
      {bans.isPending ? (
        <Loader size="sm" />
      ) : bans.isError ? (
        <LoadFailure error={bans.error} />
      ) : (
        <SimpleTable
          label={`Buyer bans at ${supplier.name}`}
          columns={COLUMNS}
          rows={bans.data}
          rowKey={(b) => String(b.id)}
          empty={USER_DETAILS_EMPTY.noData}
        />
      )}
    </Stack>
  );
}

/** The buyers that refuse the user, per supplier with buyer bans (GET /api/user/:userId/buyer-bans/:supplierId). */
export function BuyerBansPanel({ userId, suppliers }: { userId: string; suppliers: readonly SupplierStatistic[] }) {
  const banned = suppliers.filter((s) => s.banned_buyers_count > 0);
  if (banned.length === 0) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return (
    <Stack>
      {banned.map((s) => (
        <SupplierBuyerBans key={s.id} userId={userId} supplier={s} />
      ))}
    </Stack>
  );
}
