/**
 * Issue 11 §4, and the verdict step: a yes/no answer about a loss, a death or a survival cites the rule it was
 * checked against, whichever way it came out. "Do I lose?" answered no names the state-based actions checked (704.5a
 * life, 704.5c poison, 704.5b an empty library when a draw happened); "Does my creature die?" answered no names
 * 704.5f-h with the toughness and damage the creature ends with; answered yes, the step that put it into the
 * graveyard and 700.4 (what dying is). Read from the run's final state, events and trace, by the kind of question —
 * never from its wording.
 */
import type { Lang } from '../core/lang.ts';
import { assertNever } from '../core/result.ts';
import type { EventOf, LossReason } from '../engine/game-events.ts';
import type { Ask, ParsedQuestion, Side } from './types.ts';
import type { AskResult, RunView } from './asks.ts';
import { fateOf, idsOf } from './asks.ts';
import { causeRules, deathCause } from './asks/view.ts';
import { renderWords } from '../render/locales/index.ts';
import { verdictWords } from './locales/verdict-lines.ts';
import type { LossCheck, DeathCheck } from './locales/verdict-lines.ts';

export interface VerdictStep {
  rules: string[];
  text: string;
}

/** The verdict step of one answered ask: the rule its yes or no was checked against (null: a kind with none). */
export function verdictCheck(a: Ask, view: RunView, q: ParsedQuestion, lang: Lang, result: AskResult): VerdictStep | null {
  // (An answer found over other divisions, "can …", or one that depends, was not read from this run.)
  if (result.verdict === null && !q.asks.some((b) => b !== a && bothWays(a, b))) return null;
  if (result.value.startsWith('can:') || result.value.startsWith('depends:')) return null;
  // (Only these kinds: any other ask has no verdict step.)
  if (a.kind === 'loses') return a.who || a.draw ? null : lossStep(view, a.side, lang);
  if (a.kind === 'wins') return a.who ? null : lossStep(view, a.side === 'A' ? 'B' : 'A', lang);
  if (a.kind === 'dies') return a.can === true || a.destroyed === true ? null : deathStep(view, a.id, lang);
  return null;
}

/** "Does it die or survive?": one question put both ways (no verdict of its own, still checked). */
function bothWays(a: Ask, b: Ask): boolean {
  return a.kind === 'dies' && b.kind === 'dies' && a.id === b.id && a.positive !== b.positive;
}

function cite(rules: readonly string[], text: string, lang: Lang): VerdictStep {
  const unique = [...new Set(rules)];
  return { rules: unique, text: `${renderWords(lang).format.citeLead(unique)}${text}` };
}

/**
 * Whether `side` lost, checked against the losing conditions of 704.5a-c: the one that applied (its step's rules), or
 * each that was checked and didn't (704.5b only when the player drew in the run: otherwise nothing could meet it), or
 * the effect that kept them in the game (104.3, the step that said so).
 */
function lossStep(view: RunView, side: Side, lang: Lang): VerdictStep | null {
  const r = view.resolution;
  const p = r.final.players.find((x) => x.id === side);
  if (!p) return null;
  const w = verdictWords(lang);
  if (p.lost !== null) {
    const lost = r.events.find((e): e is EventOf<'player-lost'> => e.kind === 'player-lost' && e.player === side);
    if (!lost) return null;
    return cite(lost.rules, w.lost(side, lossKind(lost.reason)), lang);
  }
  const cant = r.events.findLast((e): e is EventOf<'loss-prevented'> => e.kind === 'loss-prevented' && e.player === side);
  if (cant) return cite(cant.rules, w.couldNotLose(side), lang);
  const drew = r.events.some((e) => (e.kind === 'drew' || e.kind === 'drew-from-empty') && e.player === side);
  const check: LossCheck = { side, life: p.life, poison: p.poison, drew };
  return cite(['704.5a', ...(drew ? ['704.5b'] : []), '704.5c'], w.notLost(check), lang);
}

function lossKind(reason: LossReason): 'life' | 'library' | 'poison' | 'other' {
  switch (reason) {
    case 'zero-life':
      return 'life';
    case 'drew-from-empty':
      return 'library';
    case 'poison':
      return 'poison';
    case 'effect':
      return 'other';
    default:
      return assertNever(reason);
  }
}

/**
 * Whether the object died, checked against 700.4 (put into a graveyard from the battlefield, in this run): when it
 * did, the step that put it there cites its own rule (704.5f-h, 701.8a …); when it stayed, the state-based actions
 * that would have put a creature there (704.5f-h) with the toughness and damage it ends with; when it left another
 * way or never was there, 700.4 alone.
 */
function deathStep(view: RunView, id: string, lang: Lang): VerdictStep | null {
  const r = view.resolution;
  const w = verdictWords(lang);
  const name = view.built.labels.get(id) ?? id;
  const f = fateOf(view, id);
  const ids = idsOf(view, id);
  if (f.died) {
    const at = r.events.findIndex((e) => e.kind === 'zone-changed' && e.dies === true && ids.has(e.object));
    const rules = at < 0 ? [] : causeRules(deathCause(r.events, at));
    return cite(['700.4', ...rules], w.died(name, rules), lang);
  }
  if (!f.wasOnBattlefield) return cite(['700.4'], w.neverThere(name), lang);
  if (f.zone !== 'battlefield') return cite(['700.4'], w.leftAlive(name, f.zone), lang);
  const c = r.computed.find((x) => x.id === f.finalId);
  const o = r.final.objects.find((x) => x.id === f.finalId);
  const deathtouch = r.events.some((e) => e.kind === 'damage-dealt' && e.deathtouch && e.amount > 0 && ids.has(String(e.target)));
  // A planeswalker that isn't a creature: checked against 704.5i (no loyalty left); deathtouch damage dealt to it did only
  // what damage does to a planeswalker (120.3c), deathtouch making damage lethal to a creature alone (702.2b).
  const loyalty = o?.counters['loyalty'];
  if (c && o && c.types.includes('Planeswalker') && !c.types.includes('Creature') && typeof loyalty === 'number' && loyalty > 0) {
    return cite(['704.5i', ...(deathtouch ? ['120.3c', '702.2b'] : [])], w.walkerStayed({ name, loyalty, deathtouch }), lang);
  }
  if (!c || !o || c.toughness === null || !c.types.includes('Creature')) return cite(['700.4'], w.stayed(name), lang);
  const indestructible = r.events.some((e) => e.kind === 'not-destroyed' && ids.has(e.object));
  const check: DeathCheck = { name, toughness: c.toughness, damage: o.damage, deathtouch, indestructible };
  // (Lethal or deathtouch damage it survived with nothing in the run to say why: the rules it was checked against, not a reason made up.)
  const unexplained = (deathtouch || (c.toughness > 0 && o.damage >= c.toughness)) && !indestructible;
  if (unexplained || c.toughness <= 0) return cite(['704.5f', '704.5g', '704.5h'], w.stayed(name), lang);
  return cite(['704.5f', '704.5g', '704.5h', ...(indestructible ? ['702.12b'] : [])], w.survived(check), lang);
}

/** Every ask's verdict step, in the order asked, each said once. */
export function verdictSteps(q: ParsedQuestion, results: readonly AskResult[], view: RunView, lang: Lang): VerdictStep[] {
  const out: VerdictStep[] = [];
  q.asks.forEach((a, k) => {
    const r = results[k];
    const s = r ? verdictCheck(a, view, q, lang, r) : null;
    if (s && !out.some((x) => x.text === s.text)) out.push(s);
  });
  return out;
}
