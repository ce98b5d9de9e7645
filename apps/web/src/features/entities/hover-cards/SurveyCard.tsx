import { Alert, Loader, Stack, Text } from '@mantine/core';
import { toastMessage } from '../../../lib/toast-message.ts';
import { formatMoney } from '../../table/cells/format-cell.ts';
import { useSurveyBasic } from '../api/survey-basic.ts';
import { StatusIndicator } from '../codes/StatusIndicator.tsx';
import { SupplierCode } from '../codes/codes.tsx';
import { VISIBLE } from '../constants.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { SupplierBuyerLabel, SupplierBuyersLabel, SupplierLabel } from '../labels/plain-labels.tsx';
import { CardRow } from './CardRows.tsx';
import { surveyReasons } from './survey-reasons.ts';

/** The survey card of specification 01, section 3, loaded when shown (GET /api/surveys/:id/basic). */
export function SurveyCard({ surveyId }: { surveyId: string | number }) {
  const basic = useSurveyBasic(surveyId);
  useFailureToast(basic.error);
  if (basic.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (basic.isError)
    return (
      <Alert color="red" variant="light">
        {toastMessage(basic.error)}
      </Alert>
    );

  const { survey, supplier_buyer: buyer, performance } = basic.data;
  const reasons = survey.visibility === VISIBLE ? [] : surveyReasons(survey.reasons);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {survey.name}
      </Text>
      <CardRow label="Status">
        <StatusIndicator value={survey.status} />
      </CardRow>
      <CardRow label="Visibility">
        <StatusIndicator value={survey.visibility} />
      </CardRow>
      {reasons.length > 0 && <CardRow label="Reasons">{reasons.join(', ')}</CardRow>}
      <CardRow label="Created">{survey.created_at_timeago}</CardRow>
      <CardRow label="Country">{survey.country_name ? `${survey.country_name} (${survey.country_code})` : '-'}</CardRow>
      <CardRow label="Supplier">
        <SupplierCode supplierId={survey.supplier_id} />{' '}
        <SupplierLabel supplierId={survey.supplier_id}>{survey.supplier_name}</SupplierLabel>
      </CardRow>
      {buyer && (
        <CardRow label="Buyer">
          <SupplierBuyerLabel supplierBuyerId={buyer.id}>{buyer.supplier_buyer_name}</SupplierBuyerLabel> (
          <SupplierBuyersLabel supplierBuyerId={buyer.supplier_buyer_id} />)
        </CardRow>
      )}
      <CardRow label="Revenue">{formatMoney(survey.revenue)}</CardRow>
      <CardRow label="Clicks / Completes">
        {performance.clicks_count} / {performance.completes_count} ({performance.completes_percentage}%)
      </CardRow>
    </Stack>
  );
}
