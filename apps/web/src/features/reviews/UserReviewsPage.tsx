import {
  canOpenRoute,
  DEFAULT_REVIEW_LIST_STATUS,
  DEFAULT_REVIEW_SORT,
  type ReviewSort,
  type UserReview,
  type UserReviewFilters,
} from '@bo/contract';
import { CloseButton, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import { reviewFilterOptionsQuery, reviewListQuery } from './api/reviews.ts';
import { OwnReviewStatus } from './OwnReviewStatus.tsx';
import { ReassignBar } from './ReassignBar.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';
import { ReviewHistoryPanel } from './ReviewHistoryPanel.tsx';
import { ReviewStatistics } from './ReviewStatistics.tsx';
import { ReviewTable } from './ReviewTable.tsx';
import { closeReviewTab, openReviewTab, type ReviewTab } from './review-tabs.ts';
import { useReviewEvents } from './use-review-events.ts';

const LIST_TAB = 'list';
const SUPPORT_REVIEWS_ROUTE = 'support_user_reviews';
// The status actions load the user (GET /api/user/:id) and change it, both guarded by user_details.
const USER_DETAILS_ROUTE = 'user_details';

/** /user-reviews and /support-user-reviews: the review queue, its statistics, reassign and per-user review tabs. */
export default function UserReviewsPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const withUserStatus = route?.name === SUPPORT_REVIEWS_ROUTE && admin !== null && canOpenRoute(admin, USER_DETAILS_ROUTE);
  const [filters, setFilters] = useState<UserReviewFilters>({ status: DEFAULT_REVIEW_LIST_STATUS });
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [tabs, setTabs] = useState<ReviewTab[]>([]);
  const [activeTab, setActiveTab] = useState<string>(LIST_TAB);
  useReviewEvents();

  const list = useQuery({ ...reviewListQuery({ page, filters, sort }), placeholderData: keepPreviousData });
  const filterOptions = useQuery(reviewFilterOptionsQuery()).data;

  const select = (uuids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const uuid of uuids)
        if (on) next.add(uuid);
        else next.delete(uuid);
      return next;
    });
  const open = (review: UserReview) => {
    setTabs((current) => openReviewTab(current, { userId: review.user.id, label: `User ${review.user.id}` }));
    setActiveTab(String(review.user.id));
  };
  const close = (userId: number) => {
    setTabs((current) => closeReviewTab(current, userId));
    if (activeTab === String(userId)) setActiveTab(LIST_TAB);
  };
  const changeView = (apply: () => void) => {
    apply();
    setPage(1);
    setSelected(new Set());
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{route?.title ?? 'User reviews'}</Title>
        <OwnReviewStatus />
      </Group>
      <ReviewStatistics />
      <Tabs value={activeTab} onChange={(value) => setActiveTab(value ?? LIST_TAB)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={LIST_TAB}>Reviews</Tabs.Tab>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.userId}
              value={String(tab.userId)}
              rightSection={
                <CloseButton
                  size="xs"
                  component="span"
                  aria-label={`Close ${tab.label}`}
                  onClick={(e) => (e.stopPropagation(), close(tab.userId))}
                />
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={LIST_TAB} pt="md">
          <Stack gap="md">
            <ReviewFilters
              filters={filters}
              sort={sort}
              options={filterOptions}
              onFilters={(next) => changeView(() => setFilters(next))}
              onSort={(next) => changeView(() => setSort(next))}
            />
            <ReassignBar selected={[...selected]} onDone={() => setSelected(new Set())} />
            {list.isPending ? <Loader /> : null}
            {list.isError ? <Text c="red">{list.error.message}</Text> : null}
            {list.data ? (
              <>
                <Text size="sm" c="dimmed">
                  {list.data.pagination.total} reviews
                </Text>
                <ReviewTable reviews={list.data.data} selected={selected} onSelect={select} onOpen={open} withUserStatus={withUserStatus} />
                {list.data.pagination.last_page > 1 ? (
                  <Pagination total={list.data.pagination.last_page} value={page} onChange={setPage} />
                ) : null}
              </>
            ) : null}
          </Stack>
        </Tabs.Panel>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.userId} value={String(tab.userId)} pt="md">
            <ReviewHistoryPanel userId={tab.userId} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
