/** Fixed marketplace reference rows of the demo: suppliers, publishers, offer providers, questions, configs. */

export interface DemoSupplier {
  id: number;
  name: string;
  status: 0 | 1;
}

const CURRENT_SUPPLIERS: ReadonlyArray<readonly [number, string]> = [
  [1, 'PureInsight'],
  [2, 'Precision Sample'],
  [3, 'Innovate MR'],
  [4, 'Sago'],
  [5, 'Lucid'],
  [6, 'Dynata'],
  [7, 'Toluna'],
  [8, 'Cint'],
  [9, 'RFG Research'],
  [10, 'Prodege'],
  [11, 'MarketCube'],
  [12, 'PDI Panels'],
  [13, 'Repdata'],
  [14, 'iPanel Online'],
  [15, 'Fulcrum Connect'],
  [16, 'Kantar Profiles'],
  [17, 'PureSpectrum'],
  [18, 'Walr'],
  [19, 'OpinionLab'],
  [20, 'Data Axle'],
  [21, 'TapOut Research'],
  [22, 'EdgeLink'],
  [23, 'Forsta'],
  [25, 'OpinionRoute'],
  [26, 'Disqo'],
  [50, 'Prime Sample'],
  [100, 'Test Supplier'],
];

/** Legacy ids of the supplier code map (specification 01, section 3) and the id each maps to. */
const LEGACY_SUPPLIERS: ReadonlyArray<readonly [number, number]> = [
  [24, 8],
  ...[102, 103, 104, 105, 106, 107, 110, 111, 112, 113, 116, 117, 118, 119, 120].map((id) => [id, id - 100] as const),
];

const supplierName = new Map(CURRENT_SUPPLIERS);

/** Every id of the code map; legacy suppliers are inactive and named after the supplier they became. */
export const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  ...CURRENT_SUPPLIERS.map(([id, name]) => ({ id, name, status: 1 as const })),
  ...LEGACY_SUPPLIERS.map(([id, current]) => ({ id, name: `${supplierName.get(current) ?? 'Supplier'} (legacy)`, status: 0 as const })),
].sort((a, b) => a.id - b.id);

/** Suppliers that send traffic in the demo (active, not the test supplier). */
export const TRAFFIC_SUPPLIER_IDS: readonly number[] = CURRENT_SUPPLIERS.map(([id]) => id).filter((id) => id !== 100);

export const DEMO_BUYER_NAMES: readonly string[] = [
  'Ipsos',
  'Kantar Public',
  'NielsenIQ',
  'GfK',
  'YouGov',
  'Qualtrics',
  'Harris Interactive',
  'Morning Consult',
  'SSRS',
  'Hanover Research',
  'Maru Group',
  'Leger',
  'Savanta',
  'Norstat',
  'Bilendi',
  'Critical Mix',
];

export const DEMO_PUBLISHERS: ReadonlyArray<{ name: string; email: string; share: number; status: 0 | 1 }> = [
  { name: 'Prime Opinion Media', email: 'payouts@primeopinion.demo.test', share: 70, status: 1 },
  { name: 'Five Surveys GmbH', email: 'finance@fivesurveys.demo.test', share: 72.5, status: 1 },
  { name: 'HeyCash Ltd', email: 'billing@heycash.demo.test', share: 68, status: 1 },
  { name: 'TopSurveys Inc', email: 'ap@topsurveys.demo.test', share: 70, status: 1 },
  { name: 'EarnStar Apps', email: 'finance@earnstar.demo.test', share: 75, status: 1 },
  { name: 'Rewardia Network', email: 'ops@rewardia.demo.test', share: 60, status: 1 },
  { name: 'Cashout Quest', email: 'team@cashoutquest.demo.test', share: 65, status: 1 },
  { name: 'Opinion Bay', email: 'accounts@opinionbay.demo.test', share: 62.5, status: 0 },
  { name: 'PollPocket', email: 'hello@pollpocket.demo.test', share: 55, status: 1 },
  { name: 'Sample Exchange', email: 'finance@sampleexchange.demo.test', share: 80, status: 1 },
];

/** Offer providers with the ids of the offer provider code map (specification 01, section 3). */
export const DEMO_OFFER_PROVIDERS: ReadonlyArray<{ id: number; name: string; status: 0 | 1; isSyncActive: 0 | 1 }> = [
  { id: 1, name: 'ayeT-Studios', status: 1, isSyncActive: 1 },
  { id: 2, name: 'BitLabs', status: 1, isSyncActive: 1 },
  { id: 3, name: 'Bemob Offers', status: 1, isSyncActive: 0 },
  { id: 4, name: 'AdScend Media', status: 1, isSyncActive: 1 },
  { id: 5, name: 'AdGate', status: 0, isSyncActive: 0 },
  { id: 6, name: 'MAF Offers', status: 1, isSyncActive: 1 },
  { id: 7, name: 'MyFunnels', status: 1, isSyncActive: 0 },
  { id: 50, name: 'Direct Sales', status: 1, isSyncActive: 0 },
  { id: 60, name: 'AppFollow Partners', status: 1, isSyncActive: 1 },
];

export const DEMO_OFFER_NAMES: readonly string[] = [
  'Kingdom Builder',
  'Solitaire Journey',
  'Merge Mansion Tales',
  'Word Garden',
  'Idle Miner Empire',
  'Bubble Pop Quest',
  'Farm Valley',
  'Tile Match Master',
  'Space Colony',
  'Coin Cooking',
  'Puzzle Island',
  'Racing Legends',
  'Budget Tracker Pro',
  'Language Buddy',
  'Fitness Streak',
  'Crypto Starter',
];

/** Profiling questions, every type of specification 02 section 3 represented. */
export const DEMO_QUESTIONS: ReadonlyArray<{ text: string; type: number; category: string }> = [
  { text: 'What is your gender?', type: 1, category: 'Demographics' },
  { text: 'How old are you?', type: 3, category: 'Demographics' },
  { text: 'What is your zip or postal code?', type: 4, category: 'Demographics' },
  { text: 'What is your highest level of education?', type: 1, category: 'Demographics' },
  { text: 'What is your annual household income?', type: 1, category: 'Household' },
  { text: 'How many people live in your household?', type: 3, category: 'Household' },
  { text: 'Which of these pets do you own?', type: 2, category: 'Household' },
  { text: 'What is your employment status?', type: 1, category: 'Work' },
  { text: 'Which industry do you work in?', type: 1, category: 'Work' },
  { text: 'Which of these devices do you own?', type: 2, category: 'Technology' },
  { text: 'Which streaming services do you pay for?', type: 2, category: 'Media' },
  { text: 'How many hours per week do you play video games?', type: 7, category: 'Media' },
  { text: 'Describe your last holiday in a few sentences.', type: 5, category: 'Travel' },
  { text: 'Which car brand do you drive?', type: 6, category: 'Automotive' },
  { text: 'Do you plan to buy an electric vehicle in the next 12 months?', type: 1, category: 'Automotive' },
  { text: 'Which banks do you have an account with?', type: 2, category: 'Finance' },
  { text: 'How much do you spend on groceries per week?', type: 7, category: 'Shopping' },
  { text: 'Which social networks do you use daily?', type: 2, category: 'Media' },
  { text: 'Do you smoke or vape?', type: 1, category: 'Health' },
  { text: 'Which health conditions have you been diagnosed with?', type: 2, category: 'Health' },
];

export const DEMO_CONFIGS: ReadonlyArray<{ key: string; value: string; description: string }> = [
  { key: 'survey_list.max_surveys', value: '40', description: 'Surveys shown to a user at once' },
  { key: 'survey_list.reload_seconds', value: '300', description: 'Seconds before the survey list is rebuilt' },
  { key: 'survey_list.min_cpi', value: '0.30', description: 'Surveys paying less are never shown (USD)' },
  { key: 'fraud.max_clicks_per_hour', value: '30', description: 'Clicks per user and hour before a review' },
  { key: 'fraud.max_accounts_per_ip', value: '3', description: 'Accounts sharing one IP before a review' },
  { key: 'fraud.vpn_check_enabled', value: '1', description: 'Refuse clicks from VPN and proxy addresses' },
  { key: 'payout.min_amount_usd', value: '5.00', description: 'Smallest cash-out' },
  { key: 'payout.hold_days', value: '7', description: 'Days a new user waits before the first cash-out' },
  { key: 'reconciliation.ban_threshold_percent', value: '50', description: 'Reconciliation rate that bans a user' },
  { key: 'offers.default_publisher_share', value: '0.70', description: 'Share of offer revenue paid to publishers' },
  { key: 'offers.sync_interval_minutes', value: '30', description: 'How often offer walls are synchronised' },
  { key: 'chat.max_open_per_agent', value: '8', description: 'Open conversations an agent handles at once' },
  { key: 'profiling.reask_days', value: '180', description: 'Days before a profiling answer is asked again' },
  { key: 'system.maintenance_mode', value: '0', description: 'Show the maintenance page to users' },
];

export const DEMO_SURVEY_TOPICS: readonly string[] = [
  'Consumer Habits',
  'Streaming Services',
  'Grocery Shopping',
  'Mobile Banking',
  'Travel Plans',
  'Car Ownership',
  'Health & Fitness',
  'Gaming Preferences',
  'Pet Owners',
  'Home Improvement',
  'Coffee Drinkers',
  'Smartphone Usage',
  'Energy Providers',
  'Fast Food',
  'Insurance',
  'Skin Care',
  'Sports Fans',
  'Parenting',
  'Electric Vehicles',
  'Online Shopping',
];

export const DEMO_USER_AGENTS: readonly string[] = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];

export const DEMO_CITIES: readonly string[] = [
  'New York',
  'London',
  'Berlin',
  'Paris',
  'Lagos',
  'Mexico City',
  'Toronto',
  'Sydney',
  'Madrid',
  'Karachi',
  'Chicago',
  'Manchester',
];
