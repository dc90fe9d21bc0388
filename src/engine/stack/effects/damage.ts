/**
 * 120 (damage): "deal N damage to any target", divided damage (601.2d, 608.2b), and damage from a
 * source that has left the battlefield, dealt with its last known information (608.2h) — lifelink
 * included (702.15b).
 */
import { hadLifelink } from '../../keywords/lifelink.ts';
import { gainLife } from '../../replacement/life-draw.ts';
import { emit, halt, layersOf } from '../../run.ts';
import { step } from '../../trace.ts';
import { damageSince } from '../../game-events.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import { labelOf } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';
import { amountOf } from './refs.ts';
import { createReplacement } from '../created-effects.ts';


export function dealDamage(c: EffectCall<'damage'>): Outcome {
  const { run, item, e, refs, source } = c;
  if (source === null && item.source !== null) {
    // 608.2h: the source left; its last known information decides the damage's qualities. Colors
    // and types were used for targets; abilities that change what damage does are not modelled.
    const relevant = (item.sourceKeywords ?? []).filter((k) => /^(deathtouch|infect|wither|toxic)/.test(k));
    if (relevant.length > 0) halt('unmodelled', 'error.unmodelled', { reason: 'lki-damage-source', texts: relevant, rule: '608.2h' });
  }
  const amount = amountOf(c);
  const lifelinkLki = source === null && item.source !== null && hadLifelink(item.sourceKeywords ?? []);
  if (e.divided === true) {
    // 601.2d / 608.2b: the division announced while casting stays; an illegal target's share isn't dealt.
    const division = item.division ?? {};
    emit(run, step('resolve.divided', ['601.2d', '608.2b'], { item: itemLabel(run.state, item), division: refs.map((r) => `${labelOf(run, r)}: ${division[r] ?? 0}`), total: amount }));
  }
  for (const r of refs) {
    const from = run.events.length;
    const share = e.divided === true ? (item.division?.[r] ?? 0) : amount;
    run.perform({ kind: 'damage', source, target: r, amount: share });
    cantRegenerateAfter(c, r, from);
    exileIfDiesAfter(c, r, from);
    if (!lifelinkLki) continue;
    // 702.15b with 608.2h: the source's last known information had lifelink, so its controller gains that
    // much life — a life-gain event, through life-gain replacement effects (614.1a).
    const dealt = damageSince(run.events, from);
    if (dealt > 0) gainLife(run, item.controller, dealt, null, ['702.15b', '608.2h']);
  }
  return { did: c.did(), previous: NOTHING };
}

/** 701.19c: "A creature dealt damage this way can't be regenerated this turn" (or the target creature, dealt damage or not). */
function cantRegenerateAfter(c: EffectCall<'damage'>, r: string, from: number): void {
  const { run, e } = c;
  if (e.cantRegenerate === undefined) return;
  const o = run.state.objects.find((x) => x.id === r && x.zone === 'battlefield');
  if (!o || !(layersOf(run).result.byId[o.id]?.types ?? []).includes('Creature')) return;
  if (e.cantRegenerate === 'dealt' && damageSince(run.events, from) === 0) return;
  if (!(run.state.cantRegenerate ?? []).includes(o.id)) run.state.cantRegenerate = [...(run.state.cantRegenerate ?? []), o.id];
}

/**
 * 614.1a, 700.4: "If a creature dealt damage this way would die this turn, exile it instead" (Anger of the Gods): each
 * object of the named types ("a permanent": any) the damage reached is watched by a zone-change effect until the turn ends — only while it
 * stays that object (400.7). One dealt no damage (all of it prevented, 615.1) isn't watched.
 */
function exileIfDiesAfter(c: EffectCall<'damage'>, r: string, from: number): void {
  const { run, item, e, source } = c;
  if (e.exileIfDies === undefined) return;
  const o = run.state.objects.find((x) => x.id === r && x.zone === 'battlefield');
  const types = o ? (layersOf(run).result.byId[o.id]?.types ?? []) : [];
  const named = e.exileIfDies.types;
  if (!o || (named !== undefined && !types.some((t) => (named as readonly string[]).includes(t))) || damageSince(run.events, from) === 0) return;
  const input = { kind: 'zone-change', from: 'battlefield', to: 'graveyard', instead: 'exile', duration: { kind: 'end-of-turn' }, text: e.exileIfDies.text } as const;
  createReplacement(run, item, input, [o.id], source);
}
