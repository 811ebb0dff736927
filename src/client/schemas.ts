import { z } from 'zod';
import { epochMs } from '../util/expiry.ts';
import { isJobId } from '../util/job-id.ts';

/**
 * Response shapes. Extra fields are tolerated (loose objects), a job status is any string, fields the
 * spec leaves "not shown" are read leniently (a wrong type drops the field rather than failing the call),
 * and the fields the spec requires are required.
 */

const lenientNumber = z
  .unknown()
  .transform((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return undefined;
  })
  .optional();

const lenientString = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : undefined))
  .optional();

const httpUrl = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'expected an absolute http(s) URL');

/**
 * An id the action writes into paths, log lines, outputs and the values file: only the one safe shape is taken
 * (the message never repeats the value, which may hold line breaks or markup).
 */
const ID_SHAPE = 'expected an id of 1 to 128 letters, digits, "_" or "-"';
const serviceId = z.string().refine(isJobId, ID_SHAPE);

/** An id the spec does not promise: a wrong type drops it, a string of another shape is bad data. */
const optionalServiceId = z
  .unknown()
  .transform((value, ctx) => {
    if (typeof value !== 'string') return undefined;
    if (isJobId(value)) return value;
    ctx.addIssue({ code: 'custom', message: ID_SHAPE });
    return z.NEVER;
  })
  .optional();

/** RFC 3339 text as sent; a number (epoch seconds or milliseconds) is turned into one, since the spec shows no format. */
const timestamp = z.union([
  z.string().min(1),
  z.number().transform((n, ctx) => {
    const date = new Date(epochMs(n) ?? Number.NaN);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'expected epoch seconds or milliseconds' });
      return z.NEVER;
    }
    return date.toISOString();
  }),
]);

export const startedJobSchema = z.looseObject({
  jobId: serviceId,
  // The spec promises only `jobId` here; the live service sends the whole job.
  status: z.string().optional(),
  progress: lenientNumber,
  pageCount: lenientNumber,
  error: lenientString,
  createdAt: lenientString,
  updatedAt: lenientString,
});

export const jobSchema = startedJobSchema.extend({
  // The status response of the spec does not promise `jobId`; the caller knows it anyway.
  jobId: optionalServiceId,
  status: z.string(),
});

export const bundleSchema = z.looseObject({
  jobId: optionalServiceId,
  bundleUrl: httpUrl,
  sizeBytes: lenientNumber,
  expiresAt: timestamp,
});

const visitorCounts = z.looseObject({ human: z.number(), ai: z.number(), total: z.number() });

export const visitorsPageSchema = z.looseObject({
  totals: visitorCounts,
  visitors: z.array(visitorCounts.extend({ path: z.string() })),
  hasMore: z.boolean(),
});

export const feedbackPageSchema = z.looseObject({
  feedback: z.array(
    z.looseObject({
      path: z.string(),
      thumbsUp: z.number(),
      thumbsDown: z.number(),
      code: z.number(),
      total: z.number(),
    }),
  ),
  hasMore: z.boolean(),
});

/**
 * A feedback entry. A plain (stripping) object, not a loose one: the reader's `contact` address and a
 * code entry's `code` are dropped here, so no object the action holds ever carries them.
 */
const feedbackEntrySchema = z.object({
  id: z.string(),
  path: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string().nullable(),
  source: z.string(),
  status: z.string(),
  helpful: z
    .unknown()
    .transform((value) => (typeof value === 'boolean' ? value : undefined))
    .optional(),
  lang: lenientString,
  filename: lenientString,
});

export const feedbackEntriesPageSchema = z.looseObject({
  feedback: z.array(feedbackEntrySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});

export const searchesPageSchema = z.looseObject({
  searches: z.array(
    z.looseObject({
      searchQuery: z.string(),
      hits: z.number(),
      ctr: z.number(),
      topClickedPage: z.string().nullable(),
      lastSearchedAt: lenientString,
    }),
  ),
  totalSearches: z.number(),
  nextCursor: z.string().nullable().optional(),
});

export const viewsPageSchema = z.looseObject({
  totals: visitorCounts,
  views: z.array(visitorCounts.extend({ path: z.string() })),
  hasMore: z.boolean(),
});

export const assistantCallersSchema = z.looseObject({
  web: z.number(),
  api: z.number(),
  other: z.number(),
  total: z.number(),
});

export const deploymentTriggerSchema = z.looseObject({
  statusId: serviceId,
});

/** Log lines as sent; anything in the array that is not text is left out rather than failing the poll. */
const logLines = z
  .unknown()
  .transform((value) =>
    Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : undefined,
  )
  .optional();

export const deploymentStatusSchema = z.looseObject({
  _id: optionalServiceId,
  status: z.string(),
  summary: lenientString,
  logs: logLines,
  createdAt: lenientString,
  endedAt: lenientString,
});

/**
 * One user turn put to the assistant. Loose, and lenient where the service may grow: a `responseType`
 * or `resolutionStatus` this client does not know stays a string (the report decides what it means),
 * `responseType` absent means `answer`, and a missing category or page is null.
 */
const assistantConversationSchema = z.looseObject({
  id: z.string(),
  timestamp: z.string(),
  query: z.string(),
  response: z.string(),
  responseType: z
    .string()
    .nullish()
    .transform((value) => value ?? 'answer'),
  sources: z.array(z.looseObject({ title: z.string(), url: z.string() })),
  resolutionStatus: z.string(),
  queryCategory: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  pageUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  conversationId: lenientString,
});

export const assistantConversationsPageSchema = z.looseObject({
  conversations: z.array(assistantConversationSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
