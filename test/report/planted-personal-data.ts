// The table of personal data a reader may type into the assistant, one row per form: the emulator's own
// planted values, and the forms a scrub of ASCII digits and dotted domains missed. The unit test removes
// each row alone and inside a question; the surfaces test plants each in the questions of a whole run and
// looks for it on every surface. Beside them, ordinary questions that must come out as they went in.
import { PLANTED_PERSONAL_DATA } from '../../emulator/analytics/conversation-text.ts';

export interface PlantedForm {
  /** What the row is, as a test names it. */
  form: string;
  value: string;
}

const emulatorRows: PlantedForm[] = Object.entries(PLANTED_PERSONAL_DATA).flatMap(([kind, values]) =>
  values.map((value) => ({ form: `the emulator's ${kind.replace(/s$/, '')}`, value })),
);

export const PLANTED_FORMS: readonly PlantedForm[] = [
  ...emulatorRows,
  { form: 'phone number in Persian digits', value: '۰۹۱۲ ۳۴۵ ۶۷۸۹' },
  { form: 'phone number in Arabic-Indic digits', value: '٠١٠ ١٢٣٤ ٥٦٧٨' },
  { form: 'phone number in Devanagari digits', value: '९८७६५ ४३२१०' },
  { form: 'phone number with dots', value: '415.555.0134' },
  { form: 'phone number with a country code and brackets', value: '+7 (495) 123-45-67' },
  { form: 'card number with underscores', value: '4111_1111_1111_1111' },
  { form: 'card number with commas', value: '4111,1111,1111,1111' },
  { form: 'card number with en dashes', value: '4111–1111–1111–1111' },
  { form: 'card number with em dashes', value: '5500—0000—0000—0004' },
  { form: 'e-mail address with an ideographic full stop', value: 'jane.doe@example。com' },
  { form: 'e-mail address with a full-width full stop', value: 'jane.doe@example．com' },
  { form: 'e-mail address with no dot in its domain', value: 'jane.doe@gmail' },
  { form: 'e-mail address of digits', value: '1234567@qq.com' },
  { form: 'secret key of letters only', value: 'sk_live_abcdefghijklmnopqrstu' },
  { form: 'publishable test key of letters only', value: 'pk_test_ABCDEFGHIJKLMNOPQRSTUVwx' },
  { form: 'GitHub token of letters only', value: 'ghp_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ' },
  { form: 'Slack bot token of letters only', value: 'xoxb-abcdefghijklmnop-qrstuvwxyzabcd' },
  { form: 'AWS access key id of letters only', value: 'AKIAABCDEFGHIJKLMNOP' },
  { form: 'Google API key of letters only', value: 'AIzaSyAbcdefghijklmnopqrstuvwxyzABCDE' },
  { form: 'GitLab token of letters only', value: 'glpat-abcdefghijklmnopqrst' },
  { form: 'IBAN in groups', value: 'DE89 3704 0044 0532 0130 00' },
  { form: 'IBAN in one piece', value: 'GB82WEST12345698765432' },
  { form: 'partial IBAN', value: 'GB82 WEST 1234 56' },
];

/** Questions with numbers, dates, versions and long words that no form above may take for personal data. */
export const ORDINARY_QUESTIONS: readonly string[] = [
  'How do I create a shipment with two parcels?',
  'What does error 422 address_invalid mean?',
  'I get 429 Too Many Requests, what is the limit?',
  'How do I print a 4x6 label as ZPL?',
  'Can I void a label after 30 days?',
  'Does the Python SDK support async?',
  'How do I upgrade from 2.3 to 2.4?',
  'error 404 on /docs/page',
  'Does v1.2.3 work with Node 24.11.1 and Python 3.12.7?',
  'The export failed on 2026-11-27, on 27.11.2026 and on 11/27/2026',
  'Since 2026-11-27 10:00 UTC every export fails',
  'What changed between 2024 and 2025, and is the 2024-2025 plan still valid?',
  'We have 1,000,000 pages and 10,000 redirects, is there a limit?',
  'How do I cancel order 123456?',
  'HTTP 200, 201 and 204 on port 8080 or 8443',
  'internationalization, localization and antidisestablishmentarianism',
  'How do I pin actions/checkout@v4 and install our-sdk@latest or @acme/sdk@2.4.1?',
  'What does @everyone do in a comment?',
  'What is the difference between pk_test_ and sk_live_ keys?',
  'Does the SDK support ES2015 and IE11?',
  'تاریخ ۲۰۲۶-۱۱-۲۷ چیست؟',
];
