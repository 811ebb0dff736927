// Setup file of every project: what test/support/temp.ts made outside a test goes when the file ends.
import { afterAll } from 'vitest';
import { removeFileTemps } from './temp.ts';

afterAll(removeFileTemps);
