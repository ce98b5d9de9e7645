import { NAMED_BONUS_CHART, productNamedBonusGrantsResources, type ResourceDef } from '@bo/contract';
import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ReportChart } from '../reports/ReportChart.tsx';
import { writeListState } from '../table/state/url-codec.ts';
import { useListParams } from '../table/state/use-list-params.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { useProductPage } from './product-page.ts';
import { productMoneyQueries } from './api/product-money.ts';

const TAB_PARAM = 'tab';
const GRANTED = 'granted';

/**
 * /fs-five-surveys-bonus, /po-prime-opinion-bonus (specification 04, section 1): tab Rules (the
 * programme's rules, page holders create, edit, disable) and tab Granted (the grants, with bonus $ per day).
 */
export default function NamedBonusPage() {
  const page = useProductPage();
  const [params, setParams] = useSearchParams();
  const grants = productNamedBonusGrantsResources.find((r) => r.routeName === page?.resource.routeName);
  if (!page || !grants) return null;
  const tab = params.get(TAB_PARAM) === GRANTED ? GRANTED : 'rules';
  // Each tab keeps its own list state in the URL: a switch starts the other tab's list afresh.
  const choose = (value: string | null) => setParams(value === GRANTED ? { [TAB_PARAM]: GRANTED } : {});
  return (
    <Stack>
      <Title order={2}>{page.title}</Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rules">Rules</Tabs.Tab>
          <Tabs.Tab value={GRANTED}>Granted</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules" pt="md">
          <TableScreen resource={page.resource} title="Rules" />
        </Tabs.Panel>
        <Tabs.Panel value={GRANTED} pt="md">
          <GrantedTab grants={grants} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The grants and, above them, bonus $ per day over the same filters (one truth: the same rows). */
function GrantedTab({ grants }: { grants: ResourceDef }) {
  const list = useListParams(grants);
  const filters = new URLSearchParams([...writeListState(list.state, grants)].filter(([name]) => name.startsWith('filter[')));
  const perDay = useQuery(productMoneyQueries.namedBonusPerDay(grants, filters));
  return (
    <Stack>
      <div data-testid="report-chart">{perDay.data && <ReportChart def={NAMED_BONUS_CHART} points={perDay.data.data} />}</div>
      <TableScreen resource={grants} title="Granted" />
    </Stack>
  );
}
