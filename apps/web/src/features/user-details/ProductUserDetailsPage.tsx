import { canOpenRoute, productByPrefix, routeByName, type Product } from '@bo/contract';
import { Alert, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/api-error.ts';
import { toastMessage } from '../../lib/toast-message.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import { useUserDetails } from './api/user-details.ts';
import { useSiblingUserBasic, type SiblingUserBasic } from './api/sibling-user-basic.ts';
import { PerformanceSection } from './sections/PerformanceSection.tsx';
import { RelatedSections } from './sections/RelatedSections.tsx';
import { SectionFrame } from './sections/SectionFrame.tsx';
import { ThirtyDayChart } from './sections/ThirtyDayChart.tsx';
import { UserDetailsTable } from './sections/UserDetailsTable.tsx';
import { USER_DETAILS_ROUTE, UserIdWidget } from './widgets/UserIdWidget.tsx';
import { siblingAmount } from './widgets/sibling-amount.ts';

const failureText = (error: unknown): string => toastMessage(error instanceof ApiError ? error.response.data : error);

/**
 * /fs-user/:userId, /hc-user/:userId, /po-user/:userId, /ts-user/:userId, /es-user/:userId: one app's
 * user (specification 02, section 2). The app's card call gives the balance and rewards; where the
 * admin may also open user_details, the details call adds the same sections as the full page.
 */
export default function ProductUserDetailsPage() {
  const route = useCurrentRoute();
  const { userId } = useParams();
  const product = route?.product ? productByPrefix(route.product) : undefined;
  if (!product || !userId) return null;
  return <ProductUserScreen key={`${product.prefix}-${userId}`} product={product} userId={userId} />;
}

function ProductUserScreen({ product, userId }: { product: Product; userId: string }) {
  const admin = useAdmin();
  const basic = useSiblingUserBasic(product, userId);
  const withDetails = admin !== null && canOpenRoute(admin, USER_DETAILS_ROUTE);
  return (
    <Stack>
      <Title order={2}>
        {product.name} User {userId}
      </Title>
      {basic.isPending ? (
        <Loader />
      ) : basic.isError ? (
        <Alert color="red" title="Error">
          {failureText(basic.error)}
        </Alert>
      ) : (
        <>
          <SectionFrame title={`${product.name} User`}>
            <AppUserTable basic={basic.data} withLevel={routeByName(`${product.prefix}_levels`) !== undefined} />
          </SectionFrame>
          {withDetails && <PlatformSections userId={userId} />}
        </>
      )}
    </Stack>
  );
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Table.Tr>
    <Table.Th w={200}>{label}</Table.Th>
    <Table.Td>{children}</Table.Td>
  </Table.Tr>
);

/** The app's own figures: balance in the app's units as currency, rewards total and top rewards. */
function AppUserTable({ basic, withLevel }: { basic: SiblingUserBasic; withLevel: boolean }) {
  const { user, balance, total_reward: totalReward, top_rewards: topRewards, level } = basic;
  const amount = (points: number) => siblingAmount(points, user.app_id, user.default_currency);
  return (
    <Table withTableBorder aria-label="App user table">
      <Table.Tbody>
        <Row label="User ID">
          <UserIdWidget userId={user.id} status={user.status} />
        </Row>
        <Row label="App">{user.app_name}</Row>
        <Row label="Created">{user.created_at_timeago}</Row>
        <Row label="Country">{user.country_name ? `${user.country_name} (${user.country_code})` : '-'}</Row>
        <Row label="Balance">{amount(balance)}</Row>
        {withLevel && <Row label="Level">{level ? `${level.level}${level.name ? ` ${level.name}` : ''}` : '-'}</Row>}
        <Row label="Total Rewards">{amount(totalReward)}</Row>
        <Row label="Top Rewards">
          {topRewards.length === 0 ? (
            '-'
          ) : (
            <List size="sm" spacing={2}>
              {topRewards.map((r) => (
                <List.Item key={`${r.name}-${r.created_at}`}>
                  {r.name}: {amount(r.reward)}
                </List.Item>
              ))}
            </List>
          )}
        </Row>
      </Table.Tbody>
    </Table>
  );
}

/** The platform sections that apply to an app user: details, performance, accounts, payout and the 30 days. */
function PlatformSections({ userId }: { userId: string }) {
  const details = useUserDetails(userId);
  if (details.isPending) return <Loader size="sm" />;
  if (details.isError) return <Text c="red">{failureText(details.error)}</Text>;
  const d = details.data;
  return (
    <>
      <SectionFrame title="User Details">
        <UserDetailsTable details={d} />
      </SectionFrame>
      <PerformanceSection details={d} />
      <RelatedSections details={d} />
      <SectionFrame title="Clicks, Completes and Conversion (30 days)">
        <ThirtyDayChart rates={d.completes_and_conversion_rates_thirty_days_ago} />
      </SectionFrame>
    </>
  );
}
