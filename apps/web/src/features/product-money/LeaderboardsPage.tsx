import { ZLeaderboardPrizesBody, parsePrizeList, userStatus, type Product, type ResourceDef } from '@bo/contract';
import { Button, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { formErrors } from '../../lib/api/form-errors.ts';
import { useAdmin } from '../auth/session-store.ts';
import { mayCall } from './may-call.ts';
import { toast } from '../../lib/toast.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useProductPage } from './product-page.ts';
import { productMoneyQueries, useExcludeLeaderboardUser } from './api/product-money.ts';
import { usePayLeaderboard, useSaveLeaderboardPrizes } from './api/product-money-writes.ts';

export const LEADERBOARD_LABELS = {
  ranking: 'Ranking',
  pay: 'Pay prizes',
  exclude: 'Exclude',
  prizes: 'Prizes',
  prizesTitle: (name: string) => `Prizes of ${name}`,
  prizesLabel: 'Prizes in points, rank 1 first',
  prizesHint: 'Comma-separated, e.g. 5000, 2500, 1000',
  payTitle: 'Pay prizes',
  payText: (name: string) => `Pay the prizes of ${name}? Each winner gets a Leaderboard Bonus once.`,
} as const;

/** /{p}-leaderboards (hc, po, es): the periods, their ranking and the prizes paid once (specification 04, section 1). */
export default function LeaderboardsPage() {
  const page = useProductPage();
  if (!page) return null;
  return <LeaderboardsScreen key={page.resource.name} {...page} />;
}

function LeaderboardsScreen({ product, resource, title }: { product: Product; resource: ResourceDef; title: string }) {
  const [paying, setPaying] = useState<ListRow | null>(null);
  const [showing, setShowing] = useState<ListRow | null>(null);
  const [pricing, setPricing] = useState<ListRow | null>(null);
  const canEditPrizes = mayCall(useAdmin(), `${product.prefix}.leaderboards.prizes`);
  const pay = usePayLeaderboard(product, resource, {
    onDone: () => setPaying(null),
    onFailed: (error) => {
      setPaying(null);
      toast.error(error);
    },
  });
  const rowActions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => setShowing(row)}>
        {LEADERBOARD_LABELS.ranking}
      </Button>
      {canEditPrizes && row.status !== 'paid' && (
        <Button size="compact-xs" variant="light" onClick={() => setPricing(row)}>
          {LEADERBOARD_LABELS.prizes}
        </Button>
      )}
      {row.status === 'finished' && (
        <Button size="compact-xs" variant="light" color="green" onClick={() => setPaying(row)}>
          {LEADERBOARD_LABELS.pay}
        </Button>
      )}
    </Group>
  );
  return (
    <>
      <TableScreen resource={resource} title={title} rowActions={rowActions} />
      <ConfirmModal
        opened={paying !== null}
        title={LEADERBOARD_LABELS.payTitle}
        text={LEADERBOARD_LABELS.payText(String(paying?.name ?? ''))}
        confirm={LEADERBOARD_LABELS.pay}
        loading={pay.isPending}
        onConfirm={() => paying && pay.mutate(Number(paying.id))}
        onClose={() => setPaying(null)}
      />
      {pricing && (
        <PrizesForm key={String(pricing.id)} product={product} resource={resource} board={pricing} onClose={() => setPricing(null)} />
      )}
      <Modal opened={showing !== null} onClose={() => setShowing(null)} title={String(showing?.name ?? '')} size="lg">
        {showing && <Ranking product={product} board={showing} />}
      </Modal>
    </>
  );
}

/** The drill of one period: rank, user, points, prize; a non-Active user can be excluded before payment. */
function Ranking({ product, board }: { product: Product; board: ListRow }) {
  const id = Number(board.id);
  const entries = useQuery(productMoneyQueries.leaderboardEntries(product, id));
  const exclude = useExcludeLeaderboardUser(product, id);
  if (entries.isPending) return <Loader size="sm" />;
  if (entries.isError) return <Text c="red">{String(entries.error)}</Text>;
  return (
    <Table striped aria-label="Leaderboard ranking">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Rank</Table.Th>
          <Table.Th>User</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Points</Table.Th>
          <Table.Th>Prize</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.data.map((e) => (
          <Table.Tr key={e.user_id}>
            <Table.Td>{e.rank ?? 'Excluded'}</Table.Td>
            <Table.Td>
              <a href={`/${product.prefix}-user/${e.user_id}`}>{e.user_id}</a>
            </Table.Td>
            <Table.Td>{userStatus.labelOf(e.user_status)}</Table.Td>
            <Table.Td>{e.points}</Table.Td>
            <Table.Td>{e.prize > 0 ? `$${e.prize_usd.toFixed(2)}${e.paid ? ' (paid)' : ''}` : '-'}</Table.Td>
            <Table.Td>
              {e.user_status !== 1 && !e.excluded && board.status !== 'paid' && (
                <Button size="compact-xs" variant="light" color="red" loading={exclude.isPending} onClick={() => exclude.mutate(e.user_id)}>
                  {LEADERBOARD_LABELS.exclude}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The prizes of a period not yet paid, typed as a list of points (rank 1 first), checked by the call's schema. */
function PrizesForm({
  product,
  resource,
  board,
  onClose,
}: {
  product: Product;
  resource: ResourceDef;
  board: ListRow;
  onClose: () => void;
}) {
  const [text, setText] = useState(Array.isArray(board.prizes) ? board.prizes.join(', ') : '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveLeaderboardPrizes(product, resource, Number(board.id), {
    onReloaded: onClose,
    onFailed: (failure) => {
      const split = formErrors(failure, ['prizes']);
      setError(split.fields.prizes ?? split.general);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZLeaderboardPrizesBody.safeParse({ prizes: parsePrizeList(text) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(checked.data);
  };
  return (
    <Modal opened onClose={onClose} title={LEADERBOARD_LABELS.prizesTitle(String(board.name ?? ''))}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={LEADERBOARD_LABELS.prizesLabel}
            description={LEADERBOARD_LABELS.prizesHint}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <FormActions submit="Save" onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
