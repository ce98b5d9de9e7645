/** A demo staff account (core.admins row) and what it shows off. */
export interface DemoAdmin {
  id: number;
  name: string;
  /** 1 super admin, 2 admin, 3 staff. */
  role: 1 | 2 | 3;
  /** Route / permission names (packages/contract permission catalogue). */
  modules: readonly string[];
  mainPage: string | null;
  hexColor: string;
  isReviewAdmin?: boolean;
  /** Review-admin availability: only 0 or 1 can be assigned reviews (specification 03). */
  supportReviewStatus?: 0 | 1 | 2;
  isSupportTl?: boolean;
  /** What this account can do, printed in the sign-in table of `npm start`. */
  about: string;
}

/** Every demo admin signs in with this password (ARCHITECTURE.md, decisions). Demo data only. */
export const DEMO_PASSWORD = 'demo-password';

/**
 * DEMO_PASSWORD hashed once, ahead of time, at the current scrypt cost (password.ts): seeding copies it
 * instead of spending a third of a second (and 128 MiB) on scrypt at every demo start and test database.
 * A test checks that it still verifies and is not due for an upgrade.
 */
export const DEMO_PASSWORD_HASH = 'scrypt$131072$8$1$btkTYwM8SoIOzGyTnfSppg$eBtTcmUtMLNl1ah1TIvaASml1YHWZMzC_NGqWRqDriA';

export const demoAdminEmail = (id: number): string => `admin${id}@demo.test`;

const USER_PAGES = ['users', 'user_details'] as const;
const ADJUST_SPEND_PAGES = ['adjust_spend_apps', 'adjust_spend_networks', 'adjust_spend_data'] as const;

/**
 * One admin for every id a fixed grant names (1, 5, 6, 9, 11, 15, 26, 32, 46, 50, 54, 55, 73, 93,
 * 114, 160), each holding a few modules so the grant visibly adds something, plus staff with narrow
 * modules and one account without modules (which therefore cannot sign in).
 */
export const DEMO_ADMINS: readonly DemoAdmin[] = [
  {
    id: 1,
    name: 'Daniel Whitaker',
    role: 1,
    modules: [],
    mainPage: null,
    hexColor: '#e03131',
    about: 'Supreme super admin: every page and every fixed grant',
  },
  {
    id: 5,
    name: 'Sofia Marchetti',
    role: 1,
    modules: [],
    mainPage: null,
    hexColor: '#c2255c',
    about: 'Top admin: every page and every fixed grant',
  },
  {
    id: 6,
    name: 'Lukas Brenner',
    role: 2,
    modules: ['fs_users', 'fs_user_details', 'hc_users', 'hc_user_details', 'po_users', 'po_user_details'],
    mainPage: 'fs_users',
    hexColor: '#9c36b5',
    about: 'Product users (fs, hc, po) + settings pages of every product',
  },
  {
    id: 9,
    name: 'Priya Raman',
    role: 2,
    modules: [
      'fs_cohort_analysis',
      'fs_performance',
      'fs_users',
      'hc_cohort_analysis',
      'hc_performance',
      'affiliate_report',
      'cohort_report',
    ],
    mainPage: 'fs_performance',
    hexColor: '#6741d9',
    about: 'Cohort, performance and affiliate reports + their CSV exports',
  },
  {
    id: 11,
    name: 'Tomasz Nowicki',
    role: 2,
    modules: [...USER_PAGES, 'clicks', 'completes', 'surveys', 'survey_details'],
    mainPage: 'users',
    hexColor: '#3b5bdb',
    about: 'QA: users, clicks, completes, surveys + min payout / max recon limits',
  },
  {
    id: 15,
    name: 'Elena Petrova',
    role: 2,
    modules: [...USER_PAGES, 'offer_list', 'offer_details', 'offer_events'],
    mainPage: 'offer_events',
    hexColor: '#1971c2',
    about: 'Offers and offer events + offer-event credit now / hide',
  },
  {
    id: 26,
    name: 'Amara Okafor',
    role: 2,
    modules: [
      ...USER_PAGES,
      'chat',
      'chat_dashboard',
      'user_reviews',
      'support_user_reviews',
      'click_tickets',
      'offer_list',
      'offer_details',
    ],
    mainPage: 'chat_dashboard',
    hexColor: '#0c8599',
    isReviewAdmin: true,
    supportReviewStatus: 1,
    isSupportTl: true,
    about: 'Support team lead: chat, reviews, click tickets, offers + user credit, offer add/edit, ticket productivity',
  },
  {
    id: 32,
    name: 'Lucas Ferreira',
    role: 3,
    modules: [...USER_PAGES, 'chat', 'support_user_reviews'],
    mainPage: 'chat',
    hexColor: '#099268',
    isReviewAdmin: true,
    supportReviewStatus: 0,
    about: 'Support agent and review admin (status 0) + user credit',
  },
  {
    id: 46,
    name: 'Hannah Vogel',
    role: 2,
    modules: [...USER_PAGES, 'surveys', 'survey_details', 'system_alerts'],
    mainPage: 'surveys',
    hexColor: '#2f9e44',
    about: 'QA: surveys, users, system alerts + min payout / max recon limits',
  },
  {
    id: 50,
    name: 'Omar Haddad',
    role: 2,
    modules: [...USER_PAGES, 'offer_list', 'offer_details', 'offer_events'],
    mainPage: 'users',
    hexColor: '#66a80f',
    about: 'Users and offers + user credit, offer-event credit now / hide',
  },
  {
    id: 54,
    name: 'Julia Novak',
    role: 2,
    modules: [...ADJUST_SPEND_PAGES, 'report_performance'],
    mainPage: 'adjust_spend_apps',
    hexColor: '#e67700',
    about: 'Adjust spend pages + add/edit/delete and import adjust spend data',
  },
  {
    id: 55,
    name: 'Kenji Watanabe',
    role: 2,
    modules: ['ts_users', 'ts_user_details', 'es_users', 'es_user_details'],
    mainPage: 'ts_users',
    hexColor: '#d9480f',
    about: 'Product users (ts, es) + settings pages of every product',
  },
  {
    id: 73,
    name: 'Grace Mwangi',
    role: 3,
    modules: [...ADJUST_SPEND_PAGES],
    mainPage: 'adjust_spend_data',
    hexColor: '#f08c00',
    about: 'Adjust spend pages + add/edit/delete and import adjust spend data',
  },
  {
    id: 93,
    name: 'Carlos Mendoza',
    role: 3,
    modules: ['chat', 'chat_dashboard', 'user_details', 'support_user_reviews'],
    mainPage: 'chat',
    hexColor: '#5c940d',
    isReviewAdmin: true,
    supportReviewStatus: 1,
    about: 'Support agent and review admin (status 1) + user credit',
  },
  {
    id: 114,
    name: 'Aisha Rahman',
    role: 3,
    modules: ['adjust_spend_data', 'report_performance'],
    mainPage: 'adjust_spend_data',
    hexColor: '#862e9c',
    about: 'Adjust spend data and clicks report + add/edit/delete and import adjust spend data',
  },
  {
    id: 160,
    name: 'Felix Lindqvist',
    role: 3,
    modules: ['adjust_spend_apps', 'adjust_spend_networks'],
    mainPage: 'adjust_spend_apps',
    hexColor: '#364fc7',
    about: 'Adjust spend apps and networks + add/edit/delete them',
  },
  {
    id: 200,
    name: 'Nadia Staff',
    role: 3,
    modules: ['surveys', 'survey_details'],
    mainPage: 'surveys',
    hexColor: '#495057',
    about: 'Staff: surveys only',
  },
  {
    id: 201,
    name: 'Samuel Reyes',
    role: 3,
    modules: ['chat', 'chat_dashboard', 'user_reviews', 'support_user_reviews', 'user_details'],
    mainPage: 'chat',
    hexColor: '#1098ad',
    isReviewAdmin: true,
    supportReviewStatus: 0,
    about: 'Support agent: chat, user reviews, user details',
  },
  {
    id: 202,
    name: 'Ingrid Berg',
    role: 3,
    modules: ['payments', 'publisher_transactions', 'admin_logs'],
    mainPage: 'payments',
    hexColor: '#a61e4d',
    about: 'Finance: payments, publisher transactions, admin logs',
  },
  { id: 203, name: 'Victor Hale', role: 3, modules: [], mainPage: null, hexColor: '#868e96', about: 'No modules: cannot sign in' },
];
