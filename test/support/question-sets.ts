/**
 * The shared question sets (../shared/data/questions, written by people who never saw the parser)
 * and the check of an `ask --json` answer against a case's expected outcome — the same checks as
 * ../shared/tools/ask-eval.py: life, poison, verdict, objects (zone, name, type, count, P/T,
 * damage, keywords, counters), citations, and refusals for cases that must be refused.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const QUESTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/questions');
/**
 * Our own question sets, written each session by a helper who had not read the parser (the same format as
 * the shared ones). They are kept in the repository so that the no-wrong-answer guard keeps covering them.
 */
export const OWN_SETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../acceptance/sets');

export interface Where {
  zone?: string;
  name?: string;
  type?: string;
}

export interface QuestionCase {
  id: string;
  q?: string | null;
  cmd?: string[];
  lang?: string;
  answer?: string;
  life?: Record<string, number>;
  poison?: Record<string, number>;
  verdict?: 'yes' | 'no';
  objects?: { where: Where; count?: number; power?: number; toughness?: number; damage?: number; has?: string[]; lacks?: string[]; no_counters?: boolean }[];
  cites?: string[][];
  expect_ok?: boolean;
}

export function questionSets(dir: string = QUESTIONS_DIR): { file: string; cases: QuestionCase[] }[] {
  if (dir !== QUESTIONS_DIR && !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, cases: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as QuestionCase[] }));
}

/** The shared sets and our own, for the guard that no answered question contradicts its expected outcome. */
export function allQuestionSets(): { file: string; cases: QuestionCase[] }[] {
  return [...questionSets(), ...questionSets(OWN_SETS_DIR)];
}

interface FinalObject {
  name?: string;
  zone?: string;
  types?: string[];
  power?: number | null;
  toughness?: number | null;
  damage?: number;
  keywords?: string[];
  counters?: Record<string, number>;
}

export interface AskJson {
  ok: boolean;
  lang?: string;
  verdict?: string | null;
  steps?: { rules?: string[] }[];
  final?: { players?: { id: string; life: number; poison: number }[]; objects?: FinalObject[] };
  error?: { code: string; message: string };
}

export type Verdict = { status: 'right' } | { status: 'refused'; errors: string[] } | { status: 'wrong'; errors: string[] };

function matches(o: FinalObject, w: Where): boolean {
  if (w.zone !== undefined && o.zone !== w.zone) return false;
  if (w.type !== undefined && !(o.types ?? []).includes(w.type)) return false;
  if (w.name !== undefined && !String(o.name ?? '').toLowerCase().includes(w.name.toLowerCase())) return false;
  return true;
}

/** Right, refused (a miss, not an error) or wrong (an answer that contradicts the expected outcome). */
export function checkCase(c: QuestionCase, res: AskJson, exitStatus: number): Verdict {
  const wantOk = c.expect_ok ?? true;
  const errors: string[] = [];
  if (res.ok !== wantOk) {
    if (!res.ok) return { status: 'refused', errors: [`${res.error?.code}: ${res.error?.message.slice(0, 160)}`] };
    return { status: 'wrong', errors: ['answered a question that must be refused'] };
  }
  if (!wantOk) {
    if ((res.error?.message ?? '').length < 10) errors.push('error message missing or too short');
    if (exitStatus !== 2) errors.push(`exit status ${exitStatus}, want 2`);
    return errors.length > 0 ? { status: 'refused', errors } : { status: 'right' };
  }
  if (c.lang !== undefined && res.lang !== c.lang) errors.push(`lang=${res.lang} want ${c.lang}`);
  const players = new Map((res.final?.players ?? []).map((p) => [p.id, p]));
  for (const [pid, life] of Object.entries(c.life ?? {})) if (players.get(pid)?.life !== life) errors.push(`life ${pid}=${players.get(pid)?.life} want ${life}`);
  for (const [pid, poison] of Object.entries(c.poison ?? {})) if (players.get(pid)?.poison !== poison) errors.push(`poison ${pid}=${players.get(pid)?.poison} want ${poison}`);
  if (c.verdict !== undefined && res.verdict !== c.verdict) errors.push(`verdict=${res.verdict} want ${c.verdict}`);
  const objects = res.final?.objects ?? [];
  for (const spec of c.objects ?? []) {
    const found = objects.filter((o) => matches(o, spec.where));
    if (spec.count !== undefined && found.length !== spec.count) {
      errors.push(`${JSON.stringify(spec.where)}: ${found.length} objects, want ${spec.count}`);
      continue;
    }
    for (const o of found) {
      for (const k of ['power', 'toughness', 'damage'] as const) if (spec[k] !== undefined && o[k] !== spec[k]) errors.push(`${o.name}: ${k}=${o[k]} want ${spec[k]}`);
      const kws = (o.keywords ?? []).map((k) => k.toLowerCase());
      for (const k of spec.has ?? []) if (!kws.includes(k)) errors.push(`${o.name}: lacks ${k}`);
      for (const k of spec.lacks ?? []) if (kws.includes(k)) errors.push(`${o.name}: has ${k}`);
      if (spec.no_counters && Object.values(o.counters ?? {}).some((n) => n !== 0)) errors.push(`${o.name}: counters ${JSON.stringify(o.counters)}`);
    }
  }
  const hard = errors.length;
  const cited = (res.steps ?? []).flatMap((s) => s.rules ?? []);
  for (const group of c.cites ?? []) if (!cited.some((r) => group.some((g) => r.startsWith(g)))) errors.push(`no citation of ${group.join('/')}`);
  if (errors.length === 0) return { status: 'right' };
  // A missing citation alone is a miss, not a wrong answer (as ask-eval.py counts it).
  return hard > 0 ? { status: 'wrong', errors } : { status: 'refused', errors };
}
