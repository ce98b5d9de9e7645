import { SUB_PERMISSION as P, SWITCH_ACCOUNT_PERMISSION } from '../../permissions/names.ts';
import { detailPage, page } from '../define.ts';
import type { RouteDef } from '../types.ts';

/** Suppliers (specification 01, 2.3, eighth bullet). */
export const supplierRoutes: readonly RouteDef[] = [
  page('/suppliers', 'Suppliers', 'surveys'),
  detailPage('/supplier/:supplierId', 'supplier_details', 'Supplier Details', 'surveys'),
  page('/supplier-buyers', 'Supplier Buyers', 'surveys'),
  detailPage('/supplier-buyer/:supplierBuyerId', 'supplier_buyer_details', 'Supplier Buyer Details', 'surveys'),
];

/**
 * Questions and config (specification 01, 2.3, ninth bullet). Adding and copying a question mapping
 * are pages of their own whose main permission is the matching sub-permission of Questions Mapping.
 */
export const questionConfigRoutes: readonly RouteDef[] = [
  page('/questions', 'Questions', 'config'),
  detailPage('/questions/:questionId', 'question_details', 'Question Details', 'config'),
  page('/questions-mapping', 'Questions Mapping', 'config', { subPermissions: [P.questionMappingAdd, P.questionMappingCopy] }),
  page('/questions-mapping/add', 'Add Question Mapping', 'config', { permission: P.questionMappingAdd, flags: { hidden: true } }),
  detailPage('/questions-mapping/:questionMappingId', 'question_mapping_details', 'Question Mapping Details', 'config'),
  page('/questions-mapping/:questionMappingId/copy/:targetCountryCode', 'Copy Question Mapping', 'config', {
    permission: P.questionMappingCopy,
    flags: { hidden: true },
  }),
  page('/profiler-default-questions', 'Profiler Default Questions', 'config'),
  page('/survey-publishers', 'Survey Publishers', 'config'),
  page('/age-questions', 'Age Questions', 'config'),
  page('/admins', 'Admins', 'config', { subPermissions: [SWITCH_ACCOUNT_PERMISSION, P.adminAccessEdit] }),
  page('/home-contacts', 'Home Contacts', 'config'),
  page('/survey-groups', 'Survey Groups', 'surveys'),
  page('/configs', 'Configs', 'config'),
  page('/survey-list-reloads', 'Survey List Reloads', 'log'),
];
