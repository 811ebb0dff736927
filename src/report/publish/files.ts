import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReportModel } from '../model/types.ts';
import type { CollectedReport } from '../types.ts';
import { feedbackCsv, visitorsCsv } from './csv.ts';

export interface ReportFiles {
  dir: string;
  markdown: string;
  json: string;
  visitors: string;
  feedback: string;
}

/** The whole report, never cut: markdown, the model with the raw data, and both CSV tables. */
export async function writeReportFiles(dir: string, markdown: string, model: ReportModel, collected: CollectedReport): Promise<ReportFiles> {
  await fs.mkdir(dir, { recursive: true });
  const files: ReportFiles = {
    dir,
    markdown: path.join(dir, 'report.md'),
    json: path.join(dir, 'report.json'),
    visitors: path.join(dir, 'visitors.csv'),
    feedback: path.join(dir, 'feedback.csv'),
  };
  await fs.writeFile(files.markdown, markdown);
  await fs.writeFile(files.json, `${JSON.stringify({ model, data: collected }, null, 2)}\n`);
  await fs.writeFile(files.visitors, visitorsCsv(collected.current, collected.previous));
  await fs.writeFile(files.feedback, feedbackCsv(collected.current, collected.previous));
  return files;
}
