/** Words of the chat demo: what users ask, how agents answer, the team's macros. */

export const USER_FIRST_NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Emma',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kim',
  'Liam',
  'Maria',
  'Noah',
  'Olga',
  'Pedro',
];
export const USER_LAST_NAMES = [
  'Miller',
  'Smith',
  'Garcia',
  'Schmidt',
  'Dubois',
  'Okafor',
  'Lopez',
  'Khan',
  'Chen',
  'Novak',
  'Rossi',
  'Jones',
];
export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'gmx.de'];

/** A user's first message and the follow-ups of the same topic. */
export const USER_TOPICS: readonly { opening: string; followUps: readonly string[] }[] = [
  {
    opening: 'Hi, I completed a survey yesterday but the points never arrived.',
    followUps: ['It was the one about streaming services, about 15 minutes long.', 'Any news on this? It still shows pending.'],
  },
  {
    opening: 'My PayPal cash-out has been pending for 5 days.',
    followUps: ['The email on my PayPal account is the same as here.', 'Thank you, I will wait a bit longer.'],
  },
  {
    opening: 'Why was I screened out after 10 minutes? That is really frustrating.',
    followUps: ['This happens to me almost every day.', 'Ok, thanks for explaining.'],
  },
  {
    opening: 'I cannot log in, the app says my account is blocked.',
    followUps: ['I only use one phone and never used a VPN.', 'Please check again, I really did nothing wrong.'],
  },
  {
    opening: 'The offer said 2,500 points for reaching level 10 in the game but I got nothing.',
    followUps: ['I reached level 10 two days ago, here is a screenshot.', 'Great, thank you!'],
  },
  {
    opening: 'How do I change the email address on my account?',
    followUps: ['I no longer have access to the old one.', 'Done, that worked.'],
  },
  {
    opening: 'My daily streak reset even though I opened the app every day.',
    followUps: ['I was on day 23, it is back to 1 now.', 'Thanks for restoring it!'],
  },
  {
    opening: 'Can I get a receipt for my last gift card redemption?',
    followUps: ['I need it for my records.', 'Got it, thanks.'],
  },
];

export const AGENT_REPLIES = [
  'Thanks for reaching out! Let me check this for you.',
  'I can see the survey in your history; the partner has not confirmed the complete yet.',
  'I have escalated this to our payments team, you will hear from us within 48 hours.',
  'Could you send me a screenshot of the screen you see?',
  'I have credited the missing points to your account. Sorry for the trouble!',
  'Your account was flagged by our automatic checks; I have asked the team to review it.',
  'Is there anything else I can help you with?',
];

export const AGENT_NOTES = [
  'Checked the click log: complete is there, supplier has not reconciled yet.',
  'Second ticket about this in a week, keep an eye on the account.',
  'Same device as ps user in the fraud review queue, do not credit before review.',
  'Restored streak manually, see streak history.',
];

export const RATING_COMMENTS = ['Very helpful, thanks!', 'Quick answer.', 'Still not solved.', null, null];

export const DEMO_MACROS: readonly { title: string; text: string }[] = [
  { title: 'Greeting', text: 'Hi there, thanks for contacting support! How can I help you today?' },
  {
    title: 'Missing points',
    text: 'Points for a survey are credited once the survey partner confirms your complete. This usually takes up to 48 hours.',
  },
  {
    title: 'Screen-out explained',
    text: 'A screen-out means the survey was looking for a different profile. You still receive the consolation points shown in your history.',
  },
  { title: 'PayPal delay', text: 'PayPal cash-outs are reviewed by our payments team and are usually sent within 3 business days.' },
  { title: 'Need screenshot', text: 'Could you please send us a screenshot of the screen you see? That helps us find the problem faster.' },
  {
    title: 'Account under review',
    text: 'Your account is under review by our quality team. We will get back to you as soon as the review is finished.',
  },
  { title: 'Closing', text: 'I will close this conversation now. If you need anything else, just write to us again!' },
  { title: 'Offer tracking', text: 'Offer rewards are reported by the advertiser. Please allow up to 7 days for the reward to appear.' },
];

export const DEMO_USER_NOTES = [
  'VIP user, answer quickly.',
  'Asked for account deletion once, changed their mind.',
  'Linked to ps user with several fraud reviews.',
  'Prefers answers in German.',
];

export const DEMO_SPECIAL_NOTICE = 'PayPal cash-outs are delayed by up to 48 hours this week because of a provider outage.';
