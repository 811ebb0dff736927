import { expect } from 'vitest';

// vitest types its asymmetric matchers as `any`, which lint rightly refuses to let into typed values; these
// aliases return `unknown`, so an expectation object stays checked.
export const stringContaining = (text: string): unknown => expect.stringContaining(text);
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
export const anything = (): unknown => expect.anything();
export const objectContaining = (shape: Record<string, unknown>): unknown => expect.objectContaining(shape);
