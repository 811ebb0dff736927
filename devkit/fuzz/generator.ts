import type { AirgapCheck } from '../../src/settings/types.ts';
import { buildBaseBundles } from './bases.ts';
import type { BaseBundle } from './bases.ts';
import { craftedCases } from './crafted.ts';
import type { CraftContext, CraftedCase, Expectation } from './crafted.ts';
import { mutateBundle } from './mutations.ts';
import { caseRandom } from './prng.ts';
import type { Random } from './prng.ts';

/** How the local server hands the bytes over. */
export type Delivery =
  | { kind: 'content-length' }
  /** Chunked, and no `sizeBytes` from the service: the size is never known in advance. */
  | { kind: 'chunked' }
  /** The first response breaks off after `dropAfter` bytes; the download resumes with a Range request. */
  | { kind: 'broken-once'; dropAfter: number };

export interface FuzzCase {
  seed: number;
  index: number;
  family: 'crafted' | 'mutation';
  label: string;
  expect: Expectation;
  body: Buffer;
  delivery: Delivery;
  airgapCheck: AirgapCheck;
  expectedPageCount: number | undefined;
}

export interface CaseGenerator {
  seed: number;
  /** Cases `0 … craftedCount - 1` are the crafted ones, in a fixed order; later ones are mutations. */
  craftedCount: number;
  /** Case `index`, the same bytes for the same (seed, index) and the same `outsideDir`. */
  caseAt(index: number, context: CraftContext): FuzzCase;
}

export async function createCaseGenerator(seed: number): Promise<CaseGenerator> {
  const bases = await buildBaseBundles();
  const crafted = craftedCases();
  return {
    seed,
    craftedCount: crafted.length,
    caseAt(index, context) {
      const random = caseRandom(seed, index);
      const craftedCase = crafted[index];
      return craftedCase
        ? fromCrafted(seed, index, craftedCase, random, context)
        : fromMutation(seed, index, bases, random, context);
    },
  };
}

function deliveryFor(random: Random, length: number): Delivery {
  const roll = random.int(10);
  if (roll < 6 || length < 2) return { kind: 'content-length' };
  if (roll < 8) return { kind: 'chunked' };
  return { kind: 'broken-once', dropAfter: random.between(1, length - 1) };
}

/** A case that must extract cleanly cannot be run with `airgap-check: error`: one base loads from other hosts. */
function airgapFor(random: Random, expect: Expectation): AirgapCheck {
  return expect === 'accept' ? random.pick(['warn', 'off'] as const) : random.pick(['warn', 'off', 'error'] as const);
}

function fromCrafted(
  seed: number,
  index: number,
  crafted: CraftedCase,
  random: Random,
  context: CraftContext,
): FuzzCase {
  const body = crafted.build(context);
  return {
    seed,
    index,
    family: 'crafted',
    label: crafted.label,
    expect: crafted.expect,
    body,
    delivery: crafted.breakAt
      ? { kind: 'broken-once', dropAfter: crafted.breakAt(body) }
      : deliveryFor(random, body.length),
    airgapCheck: airgapFor(random, crafted.expect),
    expectedPageCount: undefined,
  };
}

function fromMutation(
  seed: number,
  index: number,
  bases: BaseBundle[],
  random: Random,
  context: CraftContext,
): FuzzCase {
  const mutant = mutateBundle(bases, random, context);
  const base = bases.find((b) => mutant.label.startsWith(`${b.name}:`));
  return {
    seed,
    index,
    family: 'mutation',
    label: mutant.label,
    expect: mutant.expect,
    body: mutant.body,
    delivery: deliveryFor(random, mutant.body.length),
    airgapCheck: airgapFor(random, mutant.expect),
    expectedPageCount: base && random.chance(0.5) ? base.pages : undefined,
  };
}
