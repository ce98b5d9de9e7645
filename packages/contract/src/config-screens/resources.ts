import { z } from 'zod';
import { requiredText } from '../resources/create.ts';
import { defineResource, linkTo } from '../resources/define.ts';
import { lastDaysWindow, textOptions } from '../resources/defs/log-filters.ts';
import { dateField, flagField, numberField, selectField, serverOptionField } from '../resources/form.ts';
import type { ResourceColumn, ResourceFilter } from '../resources/types.ts';
import { countryListField } from '../operator-config/fields.ts';
import { surveyIdsField } from './fields.ts';

/** Config screens of specification 04, section 9, as table screens with forms (issue 18). */
export const HOME_CONTACT_STATUSES = textOptions({ new: 'New', handled: 'Handled' });
export const ARTICLE_STATUSES = textOptions({ draft: 'Draft', published: 'Published' });
export const GROUP_EXCLUSIONS = textOptions({ complete: 'One complete per group', click: 'One click per group' });
export const BONUS_TYPES = textOptions({ multiplier: 'Multiplier', fixed: 'Fixed per complete' });
export const BONUS_STATUSES = textOptions({ scheduled: 'Scheduled', running: 'Running', ended: 'Ended', cancelled: 'Cancelled' });

const appColumns: readonly ResourceColumn[] = [
  { key: 'app_id', label: 'App ID', type: 'id', link: linkTo.app() },
  { key: 'app_name', label: 'App', type: 'text', link: linkTo.app() },
];
const appFilter: ResourceFilter = { key: 'app_id', label: 'App', kind: 'select', optionsFrom: 'filterData' };
const updatedColumns: readonly ResourceColumn[] = [
  { key: 'updated_by_name', label: 'Updated By', type: 'text' },
  { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: true },
];
const statusFilter = (options: typeof HOME_CONTACT_STATUSES): ResourceFilter => ({
  key: 'status',
  label: 'Status',
  kind: 'select',
  valueType: 'text',
  optionsFrom: options,
});

export const homeContactsResource = defineResource({
  name: 'home_contacts',
  defaultFilters: lastDaysWindow(),
  url: '/api/home-contacts',
  routeName: 'home_contacts',
  title: 'Home Contacts',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text' },
    { key: 'email', label: 'E-mail', type: 'text' },
    { key: 'company', label: 'Company', type: 'text' },
    { key: 'site', label: 'Site', type: 'text' },
    { key: 'message', label: 'Message', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'created_at', label: 'Received', type: 'datetime', sortable: true },
  ],
  filters: [statusFilter(HOME_CONTACT_STATUSES), { key: 'created_at', label: 'Received', kind: 'dateRange' }],
  search: 'Name, e-mail or company',
  // Page holders: mark handled (edit the status), delete.
  form: {
    entity: 'Contact message',
    nameField: 'email',
    schema: z.object({ status: selectField('Status', HOME_CONTACT_STATUSES, { required: true }) }),
    create: false,
    edit: true,
    remove: true,
    fields: [{ key: 'status', label: 'Status', kind: 'select', required: true, options: HOME_CONTACT_STATUSES }],
  },
});

export const appArticlesResource = defineResource({
  name: 'app_articles',
  url: '/api/app-articles',
  routeName: 'app_articles',
  title: 'App Articles',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    ...appColumns,
    { key: 'language_code', label: 'Language', type: 'text' },
    { key: 'title', label: 'Title', type: 'text', sortable: true },
    { key: 'category', label: 'Category', type: 'text' },
    { key: 'status', label: 'Status', type: 'text' },
    ...updatedColumns,
  ],
  filters: [
    appFilter,
    statusFilter(ARTICLE_STATUSES),
    { key: 'category', label: 'Category', kind: 'select', valueType: 'text', optionsFrom: 'filterData' },
  ],
  search: 'Title',
  // Page holders: create, edit, publish (status), delete.
  form: {
    entity: 'Article',
    nameField: 'title',
    schema: z.object({
      app_id: serverOptionField('App', { required: true }),
      language_code: requiredText('Language', 8),
      title: requiredText('Title', 200),
      category: requiredText('Category', 60),
      status: selectField('Status', ARTICLE_STATUSES, { required: true }),
    }),
    edit: true,
    remove: true,
    fields: [
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server' },
      { key: 'language_code', label: 'Language', kind: 'text', required: true },
      { key: 'title', label: 'Title', kind: 'text', required: true },
      { key: 'category', label: 'Category', kind: 'text', required: true },
      { key: 'status', label: 'Status', kind: 'select', required: true, options: ARTICLE_STATUSES },
    ],
  },
});

export const surveyGroupsResource = defineResource({
  name: 'survey_groups',
  url: '/api/survey-groups',
  routeName: 'survey_groups',
  title: 'Survey Groups',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    { key: 'name', label: 'Name', type: 'text', sortable: true },
    { key: 'surveys', label: 'Surveys', type: 'number' },
    { key: 'suppliers', label: 'Suppliers', type: 'number' },
    { key: 'survey_ids', label: 'Survey IDs', type: 'text' },
    { key: 'exclusion', label: 'Exclusion', type: 'text' },
    ...updatedColumns,
  ],
  filters: [{ key: 'exclusion', label: 'Exclusion', kind: 'select', valueType: 'text', optionsFrom: GROUP_EXCLUSIONS }],
  search: 'Name',
  // Page holders: create, edit, add/remove surveys (the Survey IDs field), delete (refused while surveys are in the group).
  form: {
    entity: 'Survey group',
    nameField: 'name',
    schema: z.object({
      name: requiredText('Name', 120),
      exclusion: selectField('Exclusion', GROUP_EXCLUSIONS, { required: true }),
      survey_ids: surveyIdsField('Survey IDs'),
    }),
    edit: true,
    remove: true,
    fields: [
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'exclusion', label: 'Exclusion', kind: 'select', required: true, options: GROUP_EXCLUSIONS },
      {
        key: 'survey_ids',
        label: 'Survey IDs',
        kind: 'textarea',
        description: 'Separated by commas or spaces: add an ID to add its survey, remove it to take the survey out',
      },
    ],
  },
});

export const bonusSchedulesResource = defineResource({
  name: 'bonus_schedules',
  url: '/api/bonus-schedules',
  routeName: 'bonus_schedules',
  title: 'Bonus Schedules',
  columns: [
    { key: 'id', label: 'ID', type: 'id', sortable: true },
    ...appColumns,
    { key: 'name', label: 'Name', type: 'text' },
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'value', label: 'Value', type: 'number' },
    { key: 'countries', label: 'Countries', type: 'text' },
    { key: 'starts_on', label: 'Starts', type: 'date', sortable: true },
    { key: 'ends_on', label: 'Ends', type: 'date' },
    { key: 'status', label: 'Status', type: 'text' },
    { key: 'cancelled', label: 'Cancelled', type: 'boolean' },
    { key: 'paid', label: 'Paid', type: 'money' },
  ],
  filters: [appFilter, statusFilter(BONUS_STATUSES)],
  defaultSort: { key: 'starts_on', direction: 'desc' },
  // Page holders: create, edit, cancel (the Cancelled switch).
  form: {
    entity: 'Bonus schedule',
    nameField: 'name',
    schema: z.object({
      app_id: serverOptionField('App', { required: true }),
      name: requiredText('Name', 120),
      type: selectField('Type', BONUS_TYPES, { required: true }),
      value: numberField('Value', { required: true, min: 0.01, max: 1000 }),
      countries: countryListField('Countries').default([]),
      starts_on: dateField('Starts', { required: true }),
      ends_on: dateField('Ends', { required: true }),
      cancelled: flagField('Cancelled'),
    }),
    edit: true,
    fields: [
      { key: 'app_id', label: 'App', kind: 'select', required: true, options: 'server' },
      { key: 'name', label: 'Name', kind: 'text', required: true },
      { key: 'type', label: 'Type', kind: 'select', required: true, options: BONUS_TYPES },
      { key: 'value', label: 'Value', kind: 'number', required: true, description: 'Multiplier (1.2 = +20 %) or $ per complete' },
      { key: 'countries', label: 'Countries', kind: 'multiselect', options: 'server', description: 'None: every country' },
      { key: 'starts_on', label: 'Starts', kind: 'date', required: true },
      { key: 'ends_on', label: 'Ends', kind: 'date', required: true },
      { key: 'cancelled', label: 'Cancelled', kind: 'switch' },
    ],
  },
});
