/**
 * The accessibility report's model: the criteria and recorded checks as read from accessibility/, the tests' results
 * by tag, and the report made of them (accessibility/report.json). Shared by the tool that writes the report
 * (tools/accessibility/report.ts), the build's check of it (plugins/accessibility-report/) and the report page.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {ROOT} from '../site/paths.ts';

export type Texts = {en: string; ja: string; zh: string};
export type Level = 'A' | 'AA';
export type Criterion = Texts & {id: string; level: Level; applies?: boolean; why?: Texts; tests?: string[]; recorded?: string};
export type RecordedCheck = {
  id: string;
  criteria: string[];
  pageKinds: string;
  procedure: Texts;
  result: 'met' | 'not-met';
  date: string;
  release: string;
  /** When not met: why, and by when it will be. */
  note?: Texts;
  due?: string;
};
export type Result = 'met' | 'not-met' | 'not-applicable';
export type AutomatedCheck = {check: string; passed: number; failed: number};
export type ReportCriterion = {
  id: string;
  level: Level;
  name: Texts;
  result: Result;
  why?: Texts;
  automated: AutomatedCheck[];
  recorded?: Omit<RecordedCheck, 'criteria'>;
};
export type Report = {
  standard: string;
  release: string;
  date: string;
  sample: {kinds: string[]; seed: string; perLocale: number; random: Record<string, string[]>};
  summary: {met: number; notMet: number; notApplicable: number};
  criteria: ReportCriterion[];
};

// The core schema: dates (2026-11-29) and releases stay strings.
const read = <T>(file: string): T => yaml.load(readFileSync(join(ROOT, 'accessibility', file), 'utf8'), {schema: yaml.CORE_SCHEMA}) as T;
export const readCriteria = (): Criterion[] => read<{criteria: Criterion[]}>('criteria.yml').criteria.map((c) => ({...c, id: String(c.id)}));
export const readRecorded = (): RecordedCheck[] =>
  read<{checks: RecordedCheck[]}>('recorded-checks.yml').checks.map((c) => ({
    ...c,
    criteria: c.criteria.map(String),
    date: String(c.date),
    release: String(c.release),
  }));

/** The part of Playwright's JSON report read here. */
export type PlaywrightReport = {suites: Suite[]};
type Suite = {specs?: {title: string; tags?: string[]; tests: {status: string}[]}[]; suites?: Suite[]};

/** Per check tag (`@wcag-focus` → focus): the titles of its tests that passed and that failed. */
export function testOutcomes(report: PlaywrightReport): Map<string, {passed: string[]; failed: string[]}> {
  const out = new Map<string, {passed: string[]; failed: string[]}>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const tag of spec.tags ?? []) {
        const check = /^@?wcag-(.+)$/.exec(tag)?.[1];
        if (!check) continue;
        const entry = out.get(check) ?? out.set(check, {passed: [], failed: []}).get(check)!;
        const ok = spec.tests.every((t) => t.status === 'expected' || t.status === 'flaky');
        (ok ? entry.passed : entry.failed).push(spec.title);
      }
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return out;
}

/** The report, and the conflicts that must stop a release (a criterion recorded as met that a test fails, …). */
export function buildReport(input: {
  release: string;
  date: string;
  criteria: Criterion[];
  recorded: RecordedCheck[];
  outcomes: Map<string, {passed: string[]; failed: string[]}>;
  sample: Report['sample'];
}): {report: Report; conflicts: string[]} {
  const conflicts: string[] = [];
  const recordedById = new Map(input.recorded.map((r) => [r.id, r]));
  const criteria = input.criteria.map((c): ReportCriterion => {
    const name = {en: c.en, ja: c.ja, zh: c.zh};
    if (c.applies === false) return {id: c.id, level: c.level, name, result: 'not-applicable', why: c.why, automated: []};
    const automated = (c.tests ?? []).map((check): AutomatedCheck => {
      const o = input.outcomes.get(check);
      if (!o) conflicts.push(`${c.id} is verified by "${check}", but no test carries the tag @wcag-${check}`);
      return {check, passed: o?.passed.length ?? 0, failed: o?.failed.length ?? 0};
    });
    const record = c.recorded ? recordedById.get(c.recorded) : undefined;
    if (c.recorded && !record) conflicts.push(`${c.id} names the recorded check "${c.recorded}", which accessibility/recorded-checks.yml does not hold`);
    if (record && !record.criteria.includes(c.id)) conflicts.push(`the recorded check "${record.id}" does not list ${c.id}, which names it`);
    if (!automated.length && !record) conflicts.push(`${c.id} applies but is verified by no test and no recorded check`);
    const failed = automated.some((a) => a.failed > 0);
    if (failed && record?.result === 'met') conflicts.push(`${c.id} is recorded as met ("${record.id}", ${record.date}) but a test now fails it`);
    const result: Result = failed || record?.result === 'not-met' || automated.some((a) => a.passed + a.failed === 0) ? 'not-met' : 'met';
    const {criteria: _criteria, ...recorded} = record ?? ({} as RecordedCheck);
    void _criteria;
    return {id: c.id, level: c.level, name, result, automated, ...(record ? {recorded} : {})};
  });
  const count = (r: Result) => criteria.filter((c) => c.result === r).length;
  return {
    report: {
      standard: 'JIS X 8341-3:2016 / WCAG 2.2 (ISO/IEC 40500:2025), level AA',
      release: input.release,
      date: input.date,
      sample: input.sample,
      summary: {met: count('met'), notMet: count('not-met'), notApplicable: count('not-applicable')},
      criteria,
    },
    conflicts,
  };
}

/** What a report says, without the numbers of tests (a test added or renamed changes them, not what the report says). */
export function verdicts(report: Report): string {
  return JSON.stringify({
    release: report.release,
    sample: report.sample,
    criteria: report.criteria.map((c) => ({...c, automated: c.automated.map((a) => ({check: a.check, failed: a.failed > 0}))})),
  });
}

/**
 * What the build refuses in a report: a criterion missing or unknown, a criterion shown met that a test failed, or a
 * recorded check that says otherwise than the report. Empty when the report can be published.
 */
export function reportProblems(report: Report, criteria: Criterion[], recorded: RecordedCheck[], release?: string): string[] {
  const problems: string[] = [];
  const ids = new Set(report.criteria.map((c) => c.id));
  for (const c of criteria) if (!ids.has(c.id)) problems.push(`${c.id} (${c.en}) is missing from the report`);
  for (const c of report.criteria) {
    if (!criteria.some((k) => k.id === c.id)) problems.push(`${c.id} is not a criterion of accessibility/criteria.yml`);
    if (c.result === 'met' && c.automated.some((a) => a.failed > 0))
      problems.push(
        `${c.id} is shown as met, but ${c.automated
          .filter((a) => a.failed)
          .map((a) => a.check)
          .join(', ')} failed`,
      );
    const record = recorded.find((r) => r.id === c.recorded?.id);
    if (c.recorded && (!record || record.result !== c.recorded.result || record.date !== c.recorded.date)) {
      problems.push(`${c.id}: the recorded check "${c.recorded.id}" has changed since the report was made`);
    }
    // A check made by hand that is not met says why and by when (a failed test says why itself: its check's name).
    if (c.recorded?.result === 'not-met' && !(c.recorded.note && c.recorded.due)) problems.push(`${c.id} is not met and says neither why nor by when`);
  }
  if (release && report.release !== release) problems.push(`the report is of release ${report.release}, the site is ${release}`);
  return problems;
}
