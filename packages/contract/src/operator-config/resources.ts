import { z } from 'zod';
import { requiredText } from '../resources/create.ts';
import { defineResource, enumOptions, linkTo } from '../resources/define.ts';
import { textOptions } from '../resources/defs/log-filters.ts';
import { dateField, flagField, moneyField, multiSelectField, numberField, selectField, serverOptionField } from '../resources/form.ts';
import type { FilterOption, ResourceColumn, ResourceFilter } from '../resources/types.ts';
import { FIXED_GRANT_HOLDERS } from '../grants.ts';
import { SUB_PERMISSION } from '../permissions/names.ts';
import { EXTRA_PERMISSIONS } from '../permissions/catalogue.ts';
import { routes } from '../routes/table.ts';
import { countryField, countryListField, idListField, OPERATOR_CONFIG_MESSAGES, splitField, urlField, variantsField } from './fields.ts';

/**
 * Config screens of specification 04 (issue 18): /app-country-source-config, /survey-publishers,
 * /ab-tests, /admin-permission-groups and /profiler-default-questions, as table screens with forms.
 */
export const SURVEY_PUBLISHER_STATUSES = textOptions({ active: 'Active', disabled: 'Disabled' });
export const AB_TEST_STATUSES = textOptions({ draft: 'Draft', running: 'Running', stopped: 'Stopped' });

const appColumns: readonly ResourceColumn[] = [
  { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
  { key: 'app_name', label: 'App', type: 'text', link: linkTo.app() },
];
const appFilter: ResourceFilter = { key: 'app_id', label: 'App', kind: 'select', optionsFrom: 'filterData' };
const countryFilter: ResourceFilter = {
  key: 'country_code',
  label: 'Country',
  kind: 'select',
  valueType: 'country',
  optionsFrom: 'filterData',
};
const updatedColumns: readonly ResourceColumn[] = [
  { key: 'updated_by_name', label: 'Updated By', type: 'text' },
  { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
];

export const appCountrySourceConfigResource = defineResource({
  name: 'app_country_source_config',
  url: '/api/app-country-source-config',
  routeName: 'app_country_source_config',
  title: 'App Country Source Config',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    ...appColumns,
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'suppliers', label: 'Suppliers (in order)', type: 'text' },
    { key: 'supplier_ids', label: 'Supplier IDs', type: 'json' },
    { key: 'offer_providers', label: 'Offer Providers', type: 'text' },
    { key: 'offer_provider_ids', label: 'Offer Provider IDs', type: 'json' },
    { key: 'profiler_required', label: 'Profiler Required', type: 'boolean' },
    { key: 'min_payout', label: 'Min Payout', type: 'money', sortable: true },
    ...updatedColumns,
  ],
  filters: [appFilter, countryFilter, { key: 'supplier_id', label: 'Runs supplier', kind: 'select', optionsFrom: 'filterData' }],
  defaultSort: { key: 'id', direction: 'asc' },
  // Page holders: edit, import CSV (one row per app and country; the lists are ids, comma-separated, in order).
  importable: {
    mode: 'upsert',
    key: 'app_id, country_code',
    columns: [
      { key: 'app_id', type: 'integer', required: true, references: 'app' },
      { key: 'country_code', type: 'country', required: true, references: 'country' },
      { key: 'supplier_ids', type: 'list', required: true, maxLength: 10 },
      { key: 'offer_provider_ids', type: 'list', maxLength: 10 },
      { key: 'min_payout', type: 'number', min: 0 },
    ],
  },
  form: {
    entity: 'Source config',
    nameField: 'country_code',
    schema: z.object({
      app_id: serverOptionField('App', { required: true }),
      country_code: countryField('Country'),
      supplier_ids: idListField('Suppliers', { required: true }),
      offer_provider_ids: idListField('Offer Providers'),
      profiler_required: flagField('Profiler Required'),
      min_payout: moneyField('Min Payout', { required: true, max: 100 }),
    }),
    edit: true,
    remove: true,
    fields: [
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server' },
      { key: 'country_code', label: 'Country', kind: 'select', required: true, options: 'server' },
      {
        key: 'supplier_ids',
        label: 'Suppliers',
        kind: 'multiselect',
        required: true,
        options: 'server',
        description: 'In the order they run: the first is asked first',
      },
      { key: 'offer_provider_ids', label: 'Offer Providers', kind: 'multiselect', options: 'server' },
      { key: 'profiler_required', label: 'Profiler Required', kind: 'switch' },
      { key: 'min_payout', label: 'Min Payout', kind: 'money', required: true, description: 'Surveys paying less are not shown' },
    ],
  },
});

export const surveyPublishersResource = defineResource({
  name: 'survey_publishers',
  url: '/api/survey-publishers',
  routeName: 'survey_publishers',
  title: 'Survey Publishers',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'publisher_id', label: 'Publisher ID', type: 'id', link: linkTo.publisher() },
    { key: 'publisher_name', label: 'Publisher', type: 'text', link: linkTo.publisher(), sortable: true },
    ...appColumns,
    { key: 'revenue_share', label: 'Revenue Share %', type: 'percent', sortable: true },
    { key: 'postback_url', label: 'Postback URL', type: 'text' },
    { key: 'countries', label: 'Countries', type: 'json' },
    { key: 'status', label: 'Status', type: 'text' },
    ...updatedColumns,
  ],
  filters: [
    { key: 'publisher_id', label: 'Publisher', kind: 'select', optionsFrom: 'filterData' },
    appFilter,
    { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: SURVEY_PUBLISHER_STATUSES },
  ],
  search: 'Publisher or postback URL',
  // Page holders: create, edit, disable (the status).
  form: {
    entity: 'Survey publisher',
    nameField: 'publisher_id',
    schema: z.object({
      publisher_id: serverOptionField('Publisher', { required: true }),
      app_id: serverOptionField('App', { required: true }),
      revenue_share: numberField('Revenue Share %', { required: true, min: 0, max: 100 }),
      postback_url: urlField('Postback URL'),
      countries: countryListField('Countries'),
      status: selectField('Status', SURVEY_PUBLISHER_STATUSES, { required: true }),
    }),
    edit: true,
    fields: [
      { key: 'publisher_id', label: 'Publisher', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'revenue_share', label: 'Revenue Share %', kind: 'number', required: true },
      { key: 'postback_url', label: 'Postback URL', kind: 'text', required: true },
      { key: 'countries', label: 'Countries', kind: 'multiselect', options: 'server', description: 'None: every country' },
      { key: 'status', label: 'Status', kind: 'select', required: true, options: SURVEY_PUBLISHER_STATUSES },
    ],
  },
});

export const abTestsResource = defineResource({
  name: 'ab_tests',
  url: '/api/ab-tests',
  routeName: 'ab_tests',
  title: 'A/B Tests',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    ...appColumns,
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'variants', label: 'Variants', type: 'json' },
    { key: 'split', label: 'Split %', type: 'json' },
    { key: 'starts_on', label: 'Starts', type: 'date', sortable: true },
    { key: 'ends_on', label: 'Ends', type: 'date' },
    { key: 'users', label: 'Users', type: 'number' },
    // Per variant, from the assigned users' clicks and completes since their assignment (rule 2).
    { key: 'results', label: 'Conversion and Revenue per User', type: 'text' },
  ],
  filters: [appFilter, { key: 'status', label: 'Status', kind: 'select', valueType: 'text', optionsFrom: AB_TEST_STATUSES }],
  defaultSort: { key: 'starts_on', direction: 'desc' },
  search: 'Name',
  // Page holders: create, edit, start and stop (the status).
  form: {
    entity: 'A/B test',
    nameField: 'name',
    schema: z
      .object({
        name: requiredText('Name', 120),
        app_id: serverOptionField('App', { required: true }),
        status: selectField('Status', AB_TEST_STATUSES, { required: true }),
        variants: variantsField('Variants'),
        split: splitField('Split %'),
        starts_on: dateField('Starts', { required: true }),
        ends_on: dateField('Ends'),
      })
      .superRefine((v, ctx) => {
        if (Array.isArray(v.variants) && Array.isArray(v.split) && v.variants.length !== v.split.length)
          ctx.addIssue({ code: 'custom', path: ['split'], message: OPERATOR_CONFIG_MESSAGES.splitCount('Split %', v.variants.length) });
        if (v.ends_on && v.starts_on && v.ends_on < v.starts_on)
          ctx.addIssue({ code: 'custom', path: ['ends_on'], message: OPERATOR_CONFIG_MESSAGES.endsBeforeStart('Ends') });
      }),
    edit: true,
    remove: true,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server' },
      {
        key: 'status',
        label: 'Status',
        kind: 'select',
        required: true,
        options: AB_TEST_STATUSES,
        description: 'Running starts the test, Stopped ends it',
      },
      { key: 'variants', label: 'Variants', kind: 'text', required: true, description: 'Names, comma-separated: Control, New onboarding' },
      {
        key: 'split',
        label: 'Split %',
        kind: 'text',
        required: true,
        description: 'Whole percents in the same order, adding up to 100: 50, 50',
      },
      { key: 'starts_on', label: 'Starts', kind: 'date', required: true },
      { key: 'ends_on', label: 'Ends', kind: 'date' },
    ],
  },
});

/**
 * What modules can give (a permission group, or Edit access on /admins): every page and sub-permission of
 * the catalogue and its named extras, labelled by the page, never a fixed admin-id grant (those belong to
 * their listed ids only).
 */
export const GRANTABLE_MODULES: readonly FilterOption[] = (() => {
  const labels = new Map<string, string>();
  for (const route of routes) {
    if (!labels.has(route.permission)) labels.set(route.permission, `${route.title} (${route.permission})`);
    for (const sub of route.subPermissions ?? []) if (!labels.has(sub)) labels.set(sub, `${route.title}: ${sub}`);
  }
  for (const extra of EXTRA_PERMISSIONS) if (!labels.has(extra)) labels.set(extra, extra);
  return [...labels]
    .filter(([name]) => !FIXED_GRANT_HOLDERS.has(name))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
})();
/** The pages a group's main page can be (it must also be one of the group's modules: checked by admin-api). */
export const GRANTABLE_MAIN_PAGES: readonly FilterOption[] = (() => {
  const names = new Set(routes.map((r) => r.name));
  return GRANTABLE_MODULES.filter((o) => names.has(String(o.value)));
})();

export const adminPermissionGroupsResource = defineResource({
  name: 'admin_permission_groups',
  url: '/api/admin-permission-groups',
  routeName: 'admin_permission_groups',
  title: 'Admin Permission Groups',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'modules', label: 'Modules', type: 'json' },
    { key: 'main_page', label: 'Main Page', type: 'text' },
    { key: 'admins', label: 'Admins', type: 'text' },
    { key: 'admin_count', label: 'Members', type: 'number' },
    ...updatedColumns,
  ],
  filters: [{ key: 'module', label: 'Holds module', kind: 'select', valueType: 'text', optionsFrom: GRANTABLE_MODULES }],
  defaultSort: { key: 'name', direction: 'asc' },
  search: 'Name',
  // Create, edit, delete with Edit access of /admins; a change re-applies the group to its members (access_version bumped).
  form: {
    entity: 'Permission group',
    nameField: 'name',
    permission: SUB_PERMISSION.adminAccessEdit,
    schema: z.object({
      name: requiredText('Name', 80),
      modules: multiSelectField('Modules', GRANTABLE_MODULES, { required: true }),
      main_page: selectField('Main Page', GRANTABLE_MAIN_PAGES).optional(),
    }),
    edit: true,
    remove: true,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'modules', label: 'Modules', kind: 'multiselect', required: true, options: GRANTABLE_MODULES },
      { key: 'main_page', label: 'Main Page', kind: 'select', options: GRANTABLE_MAIN_PAGES, description: 'One of the modules' },
    ],
  },
});

/** Applying a group to an admin: PUT /api/admins/:id/permission-group (Edit access of /admins). */
export const ZApplyPermissionGroup = z.object({ group_id: z.coerce.number().int().positive() });
export const PERMISSION_GROUP_MESSAGES = {
  applied: (group: string, admin: string) => `Permission group ${group} applied to ${admin}`,
  groupNotFound: (id: number) => `Permission group ${id} not found`,
  members: 'members',
} as const;

export const profilerDefaultQuestionsResource = defineResource({
  name: 'profiler_default_questions',
  url: '/api/profiler-default-questions',
  routeName: 'profiler_default_questions',
  title: 'Profiler Default Questions',
  columns: [
    { key: 'id', label: 'ID', type: 'id' },
    ...appColumns,
    { key: 'country_code', label: 'Country', type: 'text', sortable: true },
    { key: 'position', label: 'Position', type: 'number', sortable: true },
    { key: 'question_id', label: 'Question ID', type: 'id', link: linkTo.question() },
    { key: 'question_text', label: 'Question', type: 'text', link: linkTo.question() },
    { key: 'question_type', label: 'Type', type: 'status', enum: 'questionType' },
    { key: 'required', label: 'Required', type: 'boolean' },
    // Of the app's users in the country, the share who answered the question.
    { key: 'answered', label: 'Answered %', type: 'percent' },
  ],
  filters: [
    appFilter,
    countryFilter,
    { key: 'question_type', label: 'Type', kind: 'multiSelect', optionsFrom: enumOptions('questionType') },
  ],
  defaultSort: { key: 'position', direction: 'asc' },
  // Page holders: add, remove, reorder (the position).
  form: {
    entity: 'Default question',
    nameField: 'question_id',
    schema: z.object({
      app_id: serverOptionField('App', { required: true }),
      country_code: countryField('Country'),
      question_id: serverOptionField('Question', { required: true }),
      position: numberField('Position', { required: true, integer: true, min: 1, max: 100 }),
      required: flagField('Required'),
    }),
    edit: true,
    remove: true,
    fields: [
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'country_code', label: 'Country', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'question_id', label: 'Question', kind: 'select', required: true, options: 'server', createOnly: true },
      { key: 'position', label: 'Position', kind: 'number', required: true, description: 'Asked in this order, 1 first' },
      { key: 'required', label: 'Required', kind: 'switch', description: 'profiler_complete fires once every required one is answered' },
    ],
  },
});

export const operatorConfigResources = [
  appCountrySourceConfigResource,
  surveyPublishersResource,
  abTestsResource,
  adminPermissionGroupsResource,
  profilerDefaultQuestionsResource,
] as const;
