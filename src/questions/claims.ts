/**
 * Told results (language/results.ts) checked against the run. "My 3/3 attacks unblocked and deals 3 damage
 * to them", "I cast Grasp of Darkness on my 5/5 and it gets -4/-4", 「ブロックせず2点受けた」: the clause says
 * what the action before it did. The engine ran the action once; here the run is read to see whether it did
 * that. When it did, the answer stands (the clause is true of it); when it did something else — or what it
 * did can't be read from the run — both are named and nothing is answered (a wrong answer stated over the
 * question's own words is worse than none). A death told as a result is checked in the engine itself
 * (engine/actions.ts toldMove, 700.4).
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import { causeOf, type Cause } from '../language/results.ts';
import { fateOf, idsOf, type RunView } from './asks.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';
import type { ClaimLines } from './locales/claim-lines.ts';
import type { ParsedQuestion, QEvent } from './types.ts';

type Claim = Extract<QEvent, { kind: 'damage' | 'life' | 'counters' | 'change' }>;

/** The rules that make the cause's result (cited in the refusal). */
function rulesOf(cause: Cause): string {
  switch (cause.kind) {
    case 'combat':
      return '510.2';
    case 'spell':
    case 'ability':
      return '608.2';
    case 'equip':
      return '301.5, 613.4c';
    default:
      return assertNever(cause);
  }
}

/** The first told result the run disagrees with (or can't show), worded; null when every one holds. */
export function toldResults(q: ParsedQuestion, view: RunView, lang: Lang): string | null {
  const words = wordsFor(lang);
  const label = (id: string): string => view.built.labels.get(id) ?? id;
  const who = (t: string): string => (t === 'A' || t === 'B' ? words.asks.player(t) : label(t));
  for (let k = 0; k < q.events.length; k++) {
    const e = q.events[k]!;
    if (!((e.kind === 'damage' || e.kind === 'life' || e.kind === 'counters' || e.kind === 'change') && e.result === true)) continue;
    const found = causeOf(q.events, k);
    if (!found) continue;
    const got = check(e, found.cause, view, q, k);
    if (got === null) continue;
    const causeText = found.cause.kind === 'combat' ? words.claims.combat : label(found.cause.kind === 'spell' ? found.cause.spell : found.cause.kind === 'ability' ? found.cause.source : found.cause.attachment);
    const { told, run } = claimWords(e, got, who, label, words.claims);
    return message(lang, 'told_result', { told, run, cause: causeText, rules: rulesOf(found.cause) });
  }
  return null;
}

/** What the run did where the claim says it did something else: a number, or null when the claim holds ('unknown': the run can't show it). */
function check(e: Claim, cause: Cause, view: RunView, q: ParsedQuestion, at: number): number | 'unknown' | null {
  const events = view.resolution.events;
  switch (e.kind) {
    case 'damage': {
      const to = e.target === 'A' || e.target === 'B' ? new Set<string>([e.target]) : idsOf(view, e.target);
      const from = e.source !== null ? idsOf(view, e.source) : cause.kind === 'spell' ? idsOf(view, cause.spell) : cause.kind === 'ability' ? idsOf(view, cause.source) : null;
      const dealt = events.reduce((n, ev) => (ev.kind === 'damage-dealt' && to.has(ev.target) && (from === null ? cause.kind !== 'combat' || ev.combat : ev.source !== null && from.has(ev.source)) ? n + ev.amount : n), 0);
      return dealt === e.amount ? null : dealt;
    }
    case 'life': {
      const sum = events.reduce((n, ev) => (ev.kind === 'life-changed' && ev.player === e.side && Math.sign(ev.amount) === Math.sign(e.amount) ? n + ev.amount : n), 0);
      return sum === e.amount ? null : sum;
    }
    case 'counters': {
      for (const id of e.ids) {
        const ids = idsOf(view, id);
        const put = events.reduce((n, ev) => (ev.kind === 'counters-changed' && ids.has(ev.target) && ev.counter === e.counter && ev.amount > 0 ? n + ev.amount : n), 0);
        if (put !== e.amount) return put;
      }
      return null;
    }
    case 'change': {
      // A P/T change, read off the object at the end: its P/T against its printed one with its counters and
      // the changes told as events of their own (613.4c). Anything else, or a creature gone, can't be shown.
      if (e.ref.kind !== 'things' || !e.changes.every((c) => c.kind === 'modify-pt') || q.events.slice(at).some((x) => x.kind === 'end-turn')) return 'unknown';
      for (const id of e.ref.ids) {
        const f = fateOf(view, id);
        const c = f.zone === 'battlefield' ? view.resolution.computed.find((x) => x.id === f.finalId) : undefined;
        const o = view.resolution.final.objects.find((x) => x.id === f.finalId);
        if (!c || !o || c.power === null || c.toughness === null || o.printed.power === null || o.printed.toughness === null) return 'unknown';
        const plus = (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
        let p = o.printed.power + plus;
        let t = o.printed.toughness + plus;
        for (const x of q.events) {
          if (x.kind !== 'change' || x.ref.kind !== 'things' || !x.ref.ids.includes(id)) continue;
          for (const m of x.changes) {
            if (m.kind !== 'modify-pt') continue;
            p += m.power;
            t += m.toughness;
          }
        }
        if (c.power !== p || c.toughness !== t) return c.power - (p - sumPower(e));
      }
      return null;
    }
    default:
      return assertNever(e);
  }
}

function sumPower(e: Extract<Claim, { kind: 'change' }>): number {
  return e.changes.reduce((n, c) => (c.kind === 'modify-pt' ? n + c.power : n), 0);
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The claim and what the run did, as clauses in the reply language. */
function claimWords(e: Claim, got: number | 'unknown', who: (t: string) => string, label: (id: string) => string, w: ClaimLines): { told: string; run: string } {
  const run = (said: (n: number) => string): string => (got === 'unknown' ? w.unknown : said(got));
  switch (e.kind) {
    case 'damage':
      return { told: w.damageTold(who(e.target), e.target === 'A', e.amount), run: run((n) => w.damageRun(who(e.target), e.target === 'A', n)) };
    case 'life': {
      const gain = e.amount >= 0;
      return { told: w.lifeTold(who(e.side), e.side === 'A', gain, Math.abs(e.amount)), run: run((n) => w.lifeRun(who(e.side), e.side === 'A', gain, Math.abs(n))) };
    }
    case 'counters':
      return { told: w.countersTold(w.names(e.ids.map(label)), e.counter, e.amount), run: run((n) => w.countersRun(n)) };
    case 'change': {
      const names = e.ref.kind === 'things' ? w.names(e.ref.ids.map(label)) : w.it;
      const pt = w.changes(e.changes.map((c) => (c.kind === 'modify-pt' ? `${signed(c.power)}/${signed(c.toughness)}` : c.kind)));
      return { told: w.changeTold(names, e.ref.kind === 'things' && e.ref.ids.length > 1, pt), run: run((n) => w.changeRun(signed(n))) };
    }
    default:
      return assertNever(e);
  }
}
