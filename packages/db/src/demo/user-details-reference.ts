/** Fixed reference rows of the user-details demo: languages, time zones, carriers, domains, answers. */

export const DEMO_LANGUAGES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['en', 'English'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['it', 'Italian'],
  ['nl', 'Dutch'],
  ['pl', 'Polish'],
  ['ro', 'Romanian'],
  ['uk', 'Ukrainian'],
  ['tr', 'Turkish'],
  ['ar', 'Arabic'],
  ['hi', 'Hindi'],
  ['bn', 'Bengali'],
  ['ur', 'Urdu'],
  ['zh', 'Chinese'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['id', 'Indonesian'],
  ['vi', 'Vietnamese'],
  ['th', 'Thai'],
  ['ms', 'Malay'],
  ['tl', 'Filipino'],
  ['sv', 'Swedish'],
  ['no', 'Norwegian'],
  ['da', 'Danish'],
  ['sw', 'Swahili'],
];

/** Each demo country's main language and an IANA time zone of it. */
export const COUNTRY_LOCALE: Readonly<Record<string, readonly [language: string, timezone: string]>> = {
  US: ['en', 'America/New_York'],
  GB: ['en', 'Europe/London'],
  DE: ['de', 'Europe/Berlin'],
  FR: ['fr', 'Europe/Paris'],
  NG: ['en', 'Africa/Lagos'],
  MX: ['es', 'America/Mexico_City'],
  VE: ['es', 'America/Caracas'],
  PK: ['ur', 'Asia/Karachi'],
  SY: ['ar', 'Asia/Damascus'],
  CN: ['zh', 'Asia/Shanghai'],
  CA: ['en', 'America/Toronto'],
  AU: ['en', 'Australia/Sydney'],
  NZ: ['en', 'Pacific/Auckland'],
  IE: ['en', 'Europe/Dublin'],
  ES: ['es', 'Europe/Madrid'],
  IT: ['it', 'Europe/Rome'],
  PT: ['pt', 'Europe/Lisbon'],
  NL: ['nl', 'Europe/Amsterdam'],
  BE: ['nl', 'Europe/Brussels'],
  AT: ['de', 'Europe/Vienna'],
  CH: ['de', 'Europe/Zurich'],
  SE: ['sv', 'Europe/Stockholm'],
  NO: ['no', 'Europe/Oslo'],
  DK: ['da', 'Europe/Copenhagen'],
  PL: ['pl', 'Europe/Warsaw'],
  RO: ['ro', 'Europe/Bucharest'],
  UA: ['uk', 'Europe/Kyiv'],
  TR: ['tr', 'Europe/Istanbul'],
  IN: ['hi', 'Asia/Kolkata'],
  BD: ['bn', 'Asia/Dhaka'],
  PH: ['tl', 'Asia/Manila'],
  ID: ['id', 'Asia/Jakarta'],
  VN: ['vi', 'Asia/Ho_Chi_Minh'],
  TH: ['th', 'Asia/Bangkok'],
  MY: ['ms', 'Asia/Kuala_Lumpur'],
  SG: ['en', 'Asia/Singapore'],
  JP: ['ja', 'Asia/Tokyo'],
  KR: ['ko', 'Asia/Seoul'],
  BR: ['pt', 'America/Sao_Paulo'],
  AR: ['es', 'America/Argentina/Buenos_Aires'],
  CO: ['es', 'America/Bogota'],
  CL: ['es', 'America/Santiago'],
  PE: ['es', 'America/Lima'],
  ZA: ['en', 'Africa/Johannesburg'],
  EG: ['ar', 'Africa/Cairo'],
  KE: ['sw', 'Africa/Nairobi'],
  MA: ['ar', 'Africa/Casablanca'],
  AE: ['ar', 'Asia/Dubai'],
  SA: ['ar', 'Asia/Riyadh'],
};

/** Apps that run SMS verification; TopSurveys and EarnStar do not. */
export const VERIFICATION_APP_IDS: readonly number[] = [13, 16, 18];

/** Mobile carriers with a weight; the last two carry most banned users (carrier risk). */
export const DEMO_CARRIERS: ReadonlyArray<readonly [string, number]> = [
  ['Verizon', 6],
  ['AT&T', 6],
  ['T-Mobile', 6],
  ['Vodafone', 5],
  ['Deutsche Telekom', 4],
  ['Orange', 4],
  ['TextNow', 2],
  ['Google Voice', 2],
];
/** Virtual-number carriers: the demo gives their users a much higher ban rate. */
export const RISKY_CARRIERS: readonly string[] = ['TextNow', 'Google Voice'];

/** Disposable-mail domains the fraud team marked high-risk. */
export const HIGH_RISK_EMAIL_DOMAINS: readonly string[] = ['mailinator.com', 'yopmail.com', 'guerrillamail.com', 'tempmail.dev'];

/** Real, well-known breaches for the breach check. */
export const DEMO_BREACHES: ReadonlyArray<{ name: string; date: string; data_classes: string[] }> = [
  { name: 'LinkedIn', date: '2012-05-05', data_classes: ['Email addresses', 'Passwords'] },
  { name: 'Adobe', date: '2013-10-04', data_classes: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'] },
  { name: 'Dropbox', date: '2012-07-01', data_classes: ['Email addresses', 'Passwords'] },
  { name: 'Canva', date: '2019-05-24', data_classes: ['Email addresses', 'Geographic locations', 'Names', 'Passwords', 'Usernames'] },
  { name: 'MyFitnessPal', date: '2018-02-01', data_classes: ['Email addresses', 'IP addresses', 'Passwords', 'Usernames'] },
  {
    name: 'Dubsmash',
    date: '2018-12-01',
    data_classes: ['Email addresses', 'Geographic locations', 'Names', 'Passwords', 'Phone numbers'],
  },
];

/** Options of the choice questions, by question text (admin.questions from the marketplace demo). */
export const QUESTION_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  'What is your gender?': ['Male', 'Female', 'Non-binary', 'Prefer not to say'],
  'What is your highest level of education?': [
    'Secondary school',
    'Vocational training',
    "Bachelor's degree",
    "Master's degree",
    'Doctorate',
  ],
  'What is your annual household income?': [
    'Under $25,000',
    '$25,000 - $49,999',
    '$50,000 - $99,999',
    '$100,000 - $149,999',
    '$150,000 or more',
  ],
  'Which of these pets do you own?': ['Dog', 'Cat', 'Fish', 'Bird', 'None'],
  'What is your employment status?': ['Full-time', 'Part-time', 'Self-employed', 'Student', 'Retired', 'Unemployed'],
  'Which industry do you work in?': ['Healthcare', 'Education', 'Retail', 'Finance', 'Technology', 'Manufacturing', 'Other'],
  'Which of these devices do you own?': ['Smartphone', 'Tablet', 'Laptop', 'Smart TV', 'Game console'],
  'Which streaming services do you pay for?': ['Netflix', 'Disney+', 'Prime Video', 'Spotify', 'None'],
  'Do you plan to buy an electric vehicle in the next 12 months?': ['Yes', 'No', 'Not sure'],
  'Which banks do you have an account with?': ['Chase', 'Bank of America', 'Wells Fargo', 'Citi', 'Other'],
  'Which social networks do you use daily?': ['Facebook', 'Instagram', 'TikTok', 'X', 'Reddit', 'None'],
  'Do you smoke or vape?': ['Yes, daily', 'Occasionally', 'No'],
  'Which health conditions have you been diagnosed with?': ['Diabetes', 'Asthma', 'High blood pressure', 'Allergies', 'None'],
};

/**
 * Answer pairs the fraud team flagged: claims that rarely go together but that fraudsters pick to
 * qualify for expensive surveys (first question, first answer, second question, second answer).
 */
export const HIGH_RISK_PAIRS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['What is your employment status?', 'Student', 'What is your annual household income?', '$150,000 or more'],
  ['What is your employment status?', 'Unemployed', 'Which industry do you work in?', 'Finance'],
  ['Which health conditions have you been diagnosed with?', 'Diabetes', 'Do you smoke or vape?', 'Yes, daily'],
];

/** Typed answers of the input questions (numbers, zip codes, makes), by question text. */
export const QUESTION_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'How old are you?': ['19', '24', '31', '38', '45', '52', '67'],
  'What is your zip or postal code?': ['10001', '94103', '60614', 'SW1A 1AA', '10115', '75008', 'M5V 2T6', '2000'],
  'How many people live in your household?': ['1', '2', '3', '4', '5'],
  'How many hours per week do you play video games?': ['0-2', '3-5', '6-10', '11-20', '20+'],
  'Describe your last holiday in a few sentences.': [
    'We drove to the coast and spent a week camping near the beach.',
    'I visited my parents and we went hiking in the mountains every day.',
    'A city trip to Lisbon with friends, lots of food and museums.',
  ],
  'Which car brand do you drive?': ['Toyota', 'Ford', 'Volkswagen', 'Honda', 'I do not drive'],
  'How much do you spend on groceries per week?': ['0-50', '51-100', '101-150', '151-250'],
};

/** Open-end quality answers: a few shared word for word (identical), some only in case and spacing (similar). */
export const QUALITY_QUESTIONS: readonly string[] = [
  'Please describe in your own words what you did last weekend.',
  'Why did you choose the brand you mentioned earlier?',
  'What would make this product more useful to you?',
];
export const QUALITY_ANSWERS: ReadonlyArray<readonly [answer: string, language: string]> = [
  ['I went shopping with my family and cooked dinner on Sunday.', 'en'],
  ['good product very nice', 'en'],
  ['Good product, very nice!', 'en'],
  ['I like it because it is cheap and easy to find in my local shop.', 'en'],
  ['Ich war am Wochenende wandern und habe Freunde getroffen.', 'de'],
  ['Je suis allé au marché samedi matin avec ma sœur.', 'fr'],
  ['It would be more useful with a longer battery life and a bigger screen.', 'en'],
  ['nice nice nice', 'en'],
  ['The price is fair and the quality has always been reliable for me.', 'en'],
  ['Fui a la playa con mis amigos y comimos paella.', 'es'],
];

/** Browser-extension events. */
export const EXTENSION_EVENTS: readonly string[] = ['installed', 'survey_opened', 'survey_closed', 'tab_switched', 'heartbeat'];
