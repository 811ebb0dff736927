// Setup file of every project: what devkit/temp.ts made outside a test goes when the file ends.
import { afterAll } from 'vitest';
import { removeFileTemps } from '../../devkit/temp.ts';

afterAll(removeFileTemps);
