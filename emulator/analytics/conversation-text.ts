// What readers ask the site's assistant and what it answers: a dozen categories, some of
// which the documentation covers badly (a high share of unanswered questions), questions with
// hostile text (hostile-text.ts) and questions with personal data planted in them (an e-mail
// address, a phone number, a token, a card-like digit run), so that a report can prove it
// removes them before publishing anything a reader typed.
import { hash2, unit } from '../hash.ts';
import { HOSTILE_COMMENTS, HOSTILE_SEARCH_TERMS } from './hostile-text.ts';

export interface Category {
  name: string;
  /** Relative share of questions. */
  weight: number;
  /** Share of its questions the assistant marks unanswered. */
  unanswered: number;
  /** Picks the pages an answer cites (a word of their paths). */
  pageWord: string;
  questions: readonly string[];
  /** What a clarifying question asks back. */
  clarify: string;
}

export const CATEGORIES: readonly Category[] = [
  {
    name: 'shipments',
    weight: 14,
    unanswered: 0.1,
    pageWord: 'shipments',
    questions: [
      'How do I create a shipment with two parcels?',
      'Can I update a shipment after the label was bought?',
      'What is the difference between a draft and a purchased shipment?',
    ],
    clarify: 'Do you create the shipment through the REST API or one of the SDKs?',
  },
  {
    name: 'labels',
    weight: 12,
    unanswered: 0.14,
    pageWord: 'labels',
    questions: [
      'How do I print a 4x6 label as ZPL?',
      'Why is my label PDF blank?',
      'Can I void a label after 30 days?',
    ],
    clarify: 'Which label format do you need: PDF, PNG or ZPL?',
  },
  {
    name: 'rates',
    weight: 10,
    unanswered: 0.18,
    pageWord: 'rates',
    questions: ['Why do rates differ from the carrier website?', 'How do I get rates for several carriers at once?'],
    clarify: 'Domestic or international rates?',
  },
  {
    name: 'tracking',
    weight: 10,
    unanswered: 0.08,
    pageWord: 'tracking',
    questions: ['How often are tracking events refreshed?', 'What does the status pre_transit mean?'],
    clarify: 'Are you polling the tracking endpoint or using webhooks?',
  },
  {
    name: 'webhooks',
    weight: 8,
    unanswered: 0.22,
    pageWord: 'webhooks',
    questions: [
      'How do I verify the webhook signature in Go?',
      'Webhooks stopped arriving, is there a retry policy?',
      'Can I replay a failed webhook event?',
    ],
    clarify: 'Which event type are you subscribed to?',
  },
  {
    name: 'authentication',
    weight: 9,
    unanswered: 0.12,
    pageWord: 'auth',
    questions: ['How do I rotate an API key without downtime?', 'What is the difference between test and live keys?'],
    clarify: 'Is this for a server-side integration or a browser app?',
  },
  {
    name: 'sdk',
    weight: 8,
    unanswered: 0.2,
    pageWord: 'sdk',
    questions: ['Does the Python SDK support async?', 'How do I set a timeout in the JavaScript SDK?'],
    clarify: 'Which SDK and which version are you using?',
  },
  {
    name: 'errors',
    weight: 7,
    unanswered: 0.28,
    pageWord: 'error',
    questions: ['What does error 422 address_invalid mean?', 'I get 429 Too Many Requests, what is the limit?'],
    clarify: 'Can you share the error code from the response body?',
  },
  {
    name: 'customs',
    weight: 6,
    unanswered: 0.4,
    pageWord: 'customs',
    questions: ['Which HS code do I need for cosmetics to the UK?', 'How do I add an EORI number to a customs form?'],
    clarify: 'Which destination country?',
  },
  {
    name: 'returns',
    weight: 6,
    unanswered: 0.45,
    pageWord: 'returns',
    questions: ['How do I create a prepaid return label?', 'Can customers start a return from the tracking page?'],
    clarify: 'Should the return label be sent to the customer by e-mail or printed by you?',
  },
  {
    name: 'billing',
    weight: 5,
    unanswered: 0.6,
    pageWord: 'billing',
    questions: ['Why was I charged twice for one label?', 'How do I get an invoice with our VAT number?'],
    clarify: 'Is this about carrier charges or your subscription?',
  },
  {
    name: 'account',
    weight: 3,
    unanswered: 0.7,
    pageWord: 'account',
    questions: ['How do I delete my account?', 'Does the dashboard support SSO with Okta?', 'How do I add a teammate?'],
    clarify: 'Are you the owner of the organization?',
  },
];

/** Questions the service put in no category. */
export const UNCATEGORISED: Category = {
  name: '',
  weight: 8,
  unanswered: 0.35,
  pageWord: 'guides',
  questions: ['hello?', 'Is there a GraphQL API?', 'What is new this month?', 'Do you have a status page?'],
  clarify: 'Could you say a bit more about what you are trying to do?',
};

/** Planted personal data: a report must never publish any of these. */
export const PLANTED_PERSONAL_DATA = {
  emails: ['dana.ortiz@example.com', 'ops+labels@acme-parcel.example'],
  phones: ['+1 415 555 0134', '(212) 555-0199', '+44 20 7946 0958'],
  tokens: ['sk_live_9fQ2rT7xLmA4pZ8vW1bC6dK3', 'ghp_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0KkLl'],
  digitRuns: ['4111111111111111', '00123456789012'],
};

const PERSONAL_TEMPLATES: readonly ((z: number) => string)[] = [
  (z) => `my label failed, please email me at ${pick(PLANTED_PERSONAL_DATA.emails, z)}`,
  (z) => `can someone call me on ${pick(PLANTED_PERSONAL_DATA.phones, z)} about the rates?`,
  (z) => `is this key still valid ${pick(PLANTED_PERSONAL_DATA.tokens, z)} it returns 401`,
  (z) => `refund for card ${pick(PLANTED_PERSONAL_DATA.digitRuns, z)} please`,
];

function pick<T>(list: readonly T[], z: number): T {
  const value = list[z % list.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/** Share of questions that are hostile text, and that carry personal data. */
const HOSTILE_SHARE = 0.03;
const PERSONAL_SHARE = 0.04;

export function questionText(category: Category, z: number): string {
  const roll = unit(hash2(z, 41));
  if (roll < HOSTILE_SHARE) {
    const pool = unit(hash2(z, 42)) < 0.5 ? HOSTILE_SEARCH_TERMS : HOSTILE_COMMENTS;
    return pick(pool, hash2(z, 43));
  }
  if (roll < HOSTILE_SHARE + PERSONAL_SHARE) return pick(PERSONAL_TEMPLATES, hash2(z, 44))(hash2(z, 45));
  return pick(category.questions, hash2(z, 46));
}

/**
 * A user's reply to a clarifying question: what a report must count but not list as a question of its own,
 * some of a word or two ("UK", "hello?"), some longer ("the second one", "Python, version 3").
 */
export const FOLLOW_UPS: readonly string[] = [
  'the REST API',
  'Python, version 3',
  'UK',
  'PDF please',
  'yes',
  'order.updated',
  'hello?',
  'the second one',
];

export function followUpText(z: number): string {
  return pick(FOLLOW_UPS, hash2(z, 47));
}

export function answerText(category: Category, titles: readonly string[]): string {
  const where = titles.length > 0 ? ` See ${titles.join(' and ')}.` : '';
  return `Here is how this works for ${category.name || 'your question'}: follow the steps in the documentation.${where}`;
}

export const UNANSWERED_TEXT =
  "I couldn't find this in the documentation. You may want to contact support for help with this question.";
