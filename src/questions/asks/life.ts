/**
 * A player's life and poison counters at the end of the run (119, 122.1f), and life gained (119.3, 702.15b).
 */
import { meets } from './compare.ts';
import type { Ask, Side } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { defending } from './view.ts';
import { fateOf } from '../../engine/fates.ts';

/**
 * The lifelink sources of this player whose damage was prevented in the run (615.6: prevented damage
 * is never dealt, so 702.15b gains nothing), by their labels in the reply language: read from the
 * run's prevention events by id (the object as it is now, 400.7), never from the trace.
 */
function preventedLifelink(ctx: AskContext, side: Side): string[] {
  const { view, lang, r, computed } = ctx;
  const objects = r.final.objects;
  const lifelink = (o: (typeof objects)[number]): boolean => [...(computed.get(o.id)?.keywords ?? []), ...o.printed.keywords].some((k) => k.keyword === 'lifelink');
  const out = new Set<string>();
  for (const e of r.events) {
    if ((e.kind !== 'damage-prevented' && e.kind !== 'damage-not-dealt') || e.source === null) continue;
    const now = fateOf(r.fates, e.source)?.now?.id ?? e.source;
    const o = objects.find((x) => x.id === now && (computed.get(x.id)?.controller ?? x.owner) === side);
    if (o && lifelink(o)) out.add(view.built.labels.get(o.id) ?? view.labels[o.id]?.[lang] ?? o.label);
  }
  return [...out];
}

/** ", because the damage from X was prevented: …" when lifelink gained nothing for that reason; else ''. */
function preventedNote(ctx: AskContext, side: Side): string {
  const prevented = preventedLifelink(ctx, side);
  return prevented.length === 0 ? '' : ctx.w.life.lifelinkPrevented(prevented);
}

/** "What is my life?", "does my life go down?", "is my life 17?". */
export function askLife(a: Extract<Ask, { kind: 'life' }>, ctx: AskContext): AskResult {
  const { q, w, yes, r } = ctx;
  const p = r.final.players.find((x) => x.id === a.side);
  const start = q.life[a.side] ?? 20;
  // The change too: "how much life do I gain?" is often asked as "what is my life?".
  const d = p ? p.life - start : 0;
  const because = d === 0 ? preventedNote(ctx, a.side) : '';
  const lead = p ? w.life.total(a.side, p.life, start, w.life.change(d), because) : '';
  // 「ライフは減りますか」: yes or no by the way it changed.
  // 「ライフは17になる？」: yes or no by the number it ends at.
  const verdict = !p ? null : a.is !== undefined ? (meets(p.life, a.is, a.cmp) ? 'yes' : 'no') : a.change === undefined ? null : (a.change === 'up' ? d > 0 : d < 0) !== (a.negated === true) ? 'yes' : 'no';
  return { verdict, lead: verdict ? `${yes(verdict === 'yes')}${lead}` : lead, value: String(p?.life) };
}

/** "Do I gain life?", "how much life do I gain?". */
export function askLifeGained(a: Extract<Ask, { kind: 'life-gained' }>, ctx: AskContext): AskResult {
  const { q, w, yes, r } = ctx;
  const n = r.events.reduce((m, e) => (e.kind === 'life-changed' && e.player === a.side && e.amount > 0 ? m + e.amount : m), 0);
  const because = n === 0 ? preventedNote(ctx, a.side) : '';
  // The life total it makes, "(20 → 23)"; when something else changed it too, said as the whole change.
  const start = q.life[a.side] ?? 20;
  const end = r.final.players.find((x) => x.id === a.side)?.life;
  const total = n === 0 || end === undefined ? '' : w.life.totalNote(start, end, end === start + n);
  const said = w.life.gains(a.side, n, total, because);
  // "Who gains the life?", "How much life do I gain?": the amount, said plainly (no yes or no to a who- or how-much question).
  if (a.who || a.howMuch) return { verdict: null, lead: said, value: String(n) };
  // "Do I gain 5 life?": yes only for that amount; the amount gained is said either way.
  if (a.amount !== undefined) {
    const right = meets(n, a.amount, a.cmp);
    return { verdict: right ? 'yes' : 'no', lead: `${yes(right)}${said}`, value: String(n) };
  }
  return { verdict: n > 0 ? 'yes' : 'no', lead: `${yes(n > 0)}${said}`, value: String(n) };
}

/**
 * "Does my opponent lose life?", "do they still lose 3 life?": the life the player lost in the run (119.3), each loss
 * counted as the run made it (a damage dealt to a player is that much life lost, 120.3a), gains apart — so "still lose 3"
 * is yes though lifelink gave some back.
 */
export function askLifeLost(a: Extract<Ask, { kind: 'life-lost' }>, ctx: AskContext): AskResult {
  const { q, w, yes, r } = ctx;
  const n = r.events.reduce((m, e) => (e.kind === 'life-changed' && e.player === a.side && e.amount < 0 ? m - e.amount : m), 0);
  const start = q.life[a.side] ?? 20;
  const end = r.final.players.find((x) => x.id === a.side)?.life;
  const total = n === 0 || end === undefined ? '' : w.life.totalNote(start, end, end === start - n);
  const said = w.life.loses(a.side, n, total);
  if (a.howMuch) return { verdict: null, lead: said, value: String(n) };
  const right = a.amount !== undefined ? meets(n, a.amount, a.cmp) : n > 0;
  return { verdict: right ? 'yes' : 'no', lead: `${yes(right)}${said}`, value: String(n) };
}

/** "How many poison counters does the opponent have?". */
export function askPoison(a: Extract<Ask, { kind: 'poison' }>, ctx: AskContext): AskResult {
  const { view, q, w, yes, r } = ctx;
  const side = a.side ?? defending(view);
  const p = r.final.players.find((x) => x.id === side);
  const before = q.poison[side] ?? 0;
  const n = p?.poison ?? 0;
  const added = n - before;
  // "Does Fog stop the poison counters?" is yes when none is given (615.6: prevented damage gives none, 702.90b).
  const v = (a.prevented === true ? added <= 0 : added > 0) !== (a.negated === true);
  const lead = `${a.yesNo ? yes(v) : ''}${w.life.poison(side, n, added)}`;
  return { verdict: a.yesNo ? (v ? 'yes' : 'no') : null, lead, value: String(n) };
}
