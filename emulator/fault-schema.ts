// Validation of fault settings that arrive as JSON (control API, CLI --faults).
import { z } from 'zod';
import { ANALYTICS_FEATURES, FEATURE_STATES } from './accounts.ts';
import { ARCHIVE_KINDS, CTR_SCALES } from './fault-config.ts';
import type { FaultConfig } from './fault-config.ts';

const nonNegative = z.number().min(0);

const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

const ruleSchema = z.strictObject({
  method: z.string().min(1).optional(),
  path: regexSource.optional(),
  times: z.number().int().min(0).optional(),
  rate: z.number().min(0).max(1).optional(),
  action: z.enum(['status', 'reset-before-headers', 'truncate-json', 'delay', 'slow-body']),
  status: z.number().int().min(100).max(599).optional(),
  body: z.enum(['json', 'html', 'empty', 'xml']).optional(),
  retryAfter: z.string().optional(),
  delayMs: nonNegative.optional(),
  bytesPerSecond: z.number().positive().optional(),
});

const featureState = z.enum(FEATURE_STATES as [string, ...string[]]);
const projectFeaturesSchema = z.record(
  z.string().min(1),
  z.strictObject(Object.fromEntries(ANALYTICS_FEATURES.map((f) => [f, featureState.optional()]))),
);

const projectReadingsSchema = z.record(
  z.string().min(1),
  z.strictObject({
    ctrScale: z.enum(CTR_SCALES).optional(),
    entriesByUrl: z.number().min(0).max(1).optional(),
    feedbackWidget: z.enum(['on', 'off']).optional(),
  }),
);

const patchSchema = z.strictObject({
  latencyMs: nonNegative.optional(),
  rules: z.array(ruleSchema).optional(),
  jobOutcome: z.enum(['complete', 'fail', 'never']).optional(),
  jobStatusName: z.string().min(1).nullable().optional(),
  jobError: z.string().optional(),
  archive: z.enum(ARCHIVE_KINDS as [string, ...string[]]).optional(),
  externalRefs: z.boolean().optional(),
  bundlePaddingBytes: z.number().int().min(0).optional(),
  bundleSizeBytesDelta: z.number().int().optional(),
  bundleExpiresAt: z.string().nullable().optional(),
  downloadBytesPerSecond: nonNegative.optional(),
  dropDownloadAfterBytes: z.number().int().min(0).optional(),
  dropDownloadTimes: z.number().int().min(0).optional(),
  expireLinkAfterBytes: z.number().int().min(0).optional(),
  storeEtag: z.enum(['strong', 'weak', 'none']).optional(),
  storeOmitsLength: z.boolean().optional(),
  replaceObjectAfterFirstGet: z.boolean().optional(),
  rateLimitPerHour: z.number().int().min(0).optional(),
  projectFeatures: projectFeaturesSchema.optional(),
  projectReadings: projectReadingsSchema.optional(),
  longSearchTermChars: z.number().int().min(0).max(1_000_000).optional(),
  longPagePathChars: z.number().int().min(0).max(1_000_000).optional(),
  deploymentOutcome: z.enum(['success', 'fail', 'never']).optional(),
  deploymentError: z.string().min(1).optional(),
  deploymentStatusName: z.string().min(1).nullable().optional(),
  deploymentScreenshots: z.boolean().optional(),
  throttleDeploymentPolls: z.number().int().min(0).optional(),
  throttleDeploymentTriggers: z.number().int().min(0).optional(),
  deploymentRetryAfter: z.string().min(1).nullable().optional(),
});

export type FaultPatchResult = { ok: true; patch: Partial<FaultConfig> } | { ok: false; problems: string[] };

/** Checks a JSON value against the fault settings; lists every problem. */
export function parseFaultPatch(value: unknown): FaultPatchResult {
  const result = patchSchema.safeParse(value);
  if (result.success) return { ok: true, patch: result.data as Partial<FaultConfig> };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'faults';
      return `${where}: ${issue.message}`;
    }),
  };
}
