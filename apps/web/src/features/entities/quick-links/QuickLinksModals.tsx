import { Alert, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { FRAMEWORK_MESSAGES, RESOURCE_CARD_CALL, USER_DETAILS_CALL } from '@bo/contract';
import { useEffect, type ReactNode } from 'react';
import { callPath } from '../../../lib/api/call.ts';
import { toastMessage } from '../../../lib/toast-message.ts';
import { formatDateTimeYmdHis, formatMoney } from '../../table/cells/format-cell.ts';
import { useClickBreakdown } from '../api/click-breakdown.ts';
import { isMissingCall } from '../api/missing-call.ts';
import { useUserOfferDetails } from '../api/user-offer-details.ts';
import { useUserProfilingBasics } from '../api/user-profiling-basics.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import type { QuickLinkModal } from './quick-link-types.ts';

export const MODAL_TITLES: Readonly<Record<QuickLinkModal, string>> = {
  userProfilingBasics: 'User Profiling Basics',
  userOffersOverview: 'User Offers Overview',
  clicksBreakdown: 'Clicks Breakdown',
};

/** Ours: a modal whose call the server does not answer yet says so, rather than showing made-up data. */
export const CALL_NOT_AVAILABLE = (path: string): string => `This information is not available yet: the server does not answer ${path}.`;

interface QueryView<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
}

/** Loading, the missing-call notice, the error, 'No data', or the rows. */
function ModalBody<T>({ query, path, children }: { query: QueryView<T>; path: string; children: (rows: T[]) => ReactNode }) {
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.isError) {
    return (
      <Alert color={isMissingCall(query.error) ? 'yellow' : 'red'} variant="light" role="alert">
        {isMissingCall(query.error) ? CALL_NOT_AVAILABLE(path) : toastMessage(query.error)}
      </Alert>
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) return <Text c="dimmed">{FRAMEWORK_MESSAGES.noData}</Text>;
  return <ScrollArea.Autosize mah="60vh">{children(rows)}</ScrollArea.Autosize>;
}

function UserProfilingBasics({ userId }: { userId: string }) {
  const query = useUserProfilingBasics(userId);
  // "Detail tooltips and modals failure: alert" — a call that does not exist yet is shown in the modal only.
  useFailureToast(isMissingCall(query.error) ? null : query.error);
  return (
    <ModalBody query={query} path={callPath(USER_DETAILS_CALL.profilingBasics.path, { id: userId })}>
      {(rows) => (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Question</Table.Th>
              <Table.Th>Answer</Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.question_id}>
                <Table.Td>{row.question_text}</Table.Td>
                <Table.Td>{row.answer_text ?? row.answer_input ?? ''}</Table.Td>
                <Table.Td>{row.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ModalBody>
  );
}

function UserOffersOverview({ userId }: { userId: string }) {
  const query = useUserOfferDetails(userId);
  useFailureToast(isMissingCall(query.error) ? null : query.error);
  return (
    <ModalBody query={query} path={callPath(USER_DETAILS_CALL.offerDetails.path, { id: userId })}>
      {(rows) => (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Offer</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Events</Table.Th>
              <Table.Th>Payout</Table.Th>
              <Table.Th>IAP value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>
                  {offer.name} ({offer.id})
                </Table.Td>
                <Table.Td>{formatDateTimeYmdHis(offer.started_at)}</Table.Td>
                <Table.Td>{offer.events.length}</Table.Td>
                <Table.Td>{formatMoney(offer.publisher_payout_sum)}</Table.Td>
                <Table.Td>{formatMoney(offer.transaction_value_sum)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ModalBody>
  );
}

function ClicksBreakdown({ surveyId }: { surveyId: string }) {
  const query = useClickBreakdown(surveyId);
  // "Click breakdown failure: only logged to the console" (specification 01, 8).
  useEffect(() => {
    if (query.error) console.error(`Clicks breakdown of survey ${surveyId} failed`, query.error);
  }, [query.error, surveyId]);
  return (
    <ModalBody
      query={{ ...query, isError: query.isError && isMissingCall(query.error) }}
      path={callPath(RESOURCE_CARD_CALL.surveyClickBreakdown.path, { id: surveyId })}
    >
      {(rows) => (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Response status</Table.Th>
              <Table.Th ta="right">Clicks</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.name}-${row.response_status ?? ''}`}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.response_status ?? ''}</Table.Td>
                <Table.Td ta="right">{row.clicks_ct}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ModalBody>
  );
}

/** The bar's three modals (specification 01, 2.6); each loads its call when opened. */
export function QuickLinkModalView({ modal, id, onClose }: { modal: QuickLinkModal | null; id: string; onClose: () => void }) {
  return (
    <Modal opened={modal !== null} onClose={onClose} title={modal ? MODAL_TITLES[modal] : ''} size="xl">
      {modal === 'userProfilingBasics' && <UserProfilingBasics userId={id} />}
      {modal === 'userOffersOverview' && <UserOffersOverview userId={id} />}
      {modal === 'clicksBreakdown' && <ClicksBreakdown surveyId={id} />}
    </Modal>
  );
}
