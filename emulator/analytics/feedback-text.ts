// What readers and agents write in feedback entries: comments by kind, code snippets,
// contact addresses. Picks are deterministic in a hash; `{page}` stands for the page's last
// path segment (itself awkward on some pages).
import { hash2, unit } from '../hash.ts';
import { HOSTILE_COMMENTS, HOSTILE_FILENAMES, HOSTILE_LANGS } from './hostile-text.ts';

const PRAISE = [
  'Clear and to the point, thanks.',
  'Exactly what I needed for {page}.',
  'The example worked on the first try.',
  'Great page, the diagram helped a lot.',
  'Finally found how {page} works. Thank you!',
  'Short and useful.',
];

const COMPLAINTS = [
  'The example on {page} returns a 400 for me: the field names changed.',
  'This page does not say what happens when the label is voided after pickup.',
  'Outdated: the dashboard no longer has this button.',
  'Please add an example in Go.',
  'I could not find which scopes the API key needs for {page}.',
  'The rate limit numbers here contradict the API reference.',
  'Too long, the answer is hidden at the very bottom.',
  'What is the difference between {page} and the v1 endpoint?',
  'The screenshot shows the old UI.',
  'Link to the webhooks guide is broken.',
  'Does this work in the sandbox or only in production?',
  'Explain the error codes please, "E1042" is not listed anywhere.',
];

const CODE_COMMENTS = [
  'This snippet throws a TypeError: shipment.parcels is undefined.',
  'Missing import in the example.',
  'The snippet uses a deprecated parameter.',
  'Copy button copies the line numbers too.',
  'Works, but the response shape differs from the one shown.',
];

const AGENT_COMMENTS = [
  'The page for {page} documents the parameter `carrier_code`, but the API reference names it `carrier`.',
  'Could not determine the maximum batch size from this page; the limits table has no row for it.',
  'The example request omits the required `Idempotency-Key` header described elsewhere.',
  'The response example is not valid JSON (trailing comma after "status").',
  'Two pages give different default timeouts: 30 s here, 60 s in the SDK reference.',
  'No information about pagination of {page} results; an agent had to guess the cursor parameter.',
];

interface Snippet {
  code: string;
  lang: string;
  filename: string;
}

const SNIPPETS: readonly Snippet[] = [
  {
    code: 'const shipment = await client.shipments.create({\n  to: address,\n  parcels: [{ weight: 1.2 }],\n});\nconsole.log(shipment.id);',
    lang: 'javascript',
    filename: 'create-shipment.js',
  },
  {
    code: 'label = client.labels.create(shipment_id=shipment.id, format="PDF")\nprint(label.url)',
    lang: 'python',
    filename: 'label.py',
  },
  {
    code: 'curl -X POST https://api.example.com/v1/shipments \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d @shipment.json',
    lang: 'bash',
    filename: 'create.sh',
  },
  {
    code: 'resp, err := client.Tracking.Get(ctx, "1Z999AA10123456784")\nif err != nil {\n\treturn err\n}',
    lang: 'go',
    filename: 'tracking.go',
  },
  {
    code: '```js\n// a fence inside the snippet\n```\n<script>alert("snippet")</script>\n| a | b |',
    lang: 'markdown',
    filename: 'README.md',
  },
];

const FIRST = ['ana', 'ben', 'chloe', 'dmitri', 'emeka', 'fatima', 'gustav', 'hana', 'ivan', 'jules', 'kai', 'lea'];
const LAST = ['smith', 'mueller', 'rossi', 'tanaka', 'okafor', 'garcia', 'dubois', 'kowalski', 'nguyen', "o'brien"];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'corp.example.co.uk'];

/** Share of comments drawn from the hostile list. */
const HOSTILE_SHARE = 0.2;

function pick<T>(list: readonly T[], h: number, salt: number): T {
  return list[hash2(h, salt) % list.length] as T;
}

function fill(template: string, page: string): string {
  const segment = page.split('/').filter(Boolean).pop() ?? 'this page';
  return template.replaceAll('{page}', segment);
}

/** A comment of the given kind, or a hostile one now and then. */
export function commentText(kind: 'praise' | 'complaint' | 'code' | 'agent', page: string, h: number): string {
  if (unit(hash2(h, 31)) < HOSTILE_SHARE) return pick(HOSTILE_COMMENTS, h, 32);
  const list =
    kind === 'praise' ? PRAISE : kind === 'complaint' ? COMPLAINTS : kind === 'code' ? CODE_COMMENTS : AGENT_COMMENTS;
  return fill(pick(list, h, 33), page);
}

/** A snippet with its file name and language; either may be missing (null) or odd. */
export function snippet(h: number): { code: string; filename: string | null; lang: string | null } {
  const chosen = pick(SNIPPETS, h, 41);
  const roll = unit(hash2(h, 42));
  const filename = roll < 0.25 ? null : roll < 0.3 ? pick(HOSTILE_FILENAMES, h, 43) : chosen.filename;
  const langRoll = unit(hash2(h, 44));
  const lang = langRoll < 0.12 ? null : langRoll < 0.16 ? pick(HOSTILE_LANGS, h, 45) : chosen.lang;
  return { code: chosen.code, filename, lang };
}

/** An e-mail address a reader left for follow-up: personal data, to test that reports drop it. */
export function contactAddress(h: number): string {
  const number = hash2(h, 51) % 100;
  return `${pick(FIRST, h, 52)}.${pick(LAST, h, 53)}${number}@${pick(DOMAINS, h, 54)}`;
}
