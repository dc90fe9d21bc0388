/**
 * The checks casting (601.2) and activating (602.2) share, made before anything changes so an illegal
 * proposal can be rewound (601.2e, 733.1): the chosen targets (601.2c, 115.3), a spell with split
 * second on the stack (702.61a), whether it is a main phase (505.1), and the references of an action
 * followed to the objects they became (400.7).
 */
import { hasSplitSecond } from '../keywords/split-second.ts';
import { currentObject } from '../objects.ts';
import type { Run } from '../run.ts';
import type { Computed, StackAction, StackItem, TargetSpec } from '../types.ts';
import { targetLegality } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { findItem, itemLabel, stackOf } from '../stack/items.ts';

export type Cast = Extract<StackAction, { kind: 'cast' }>;
export type Activate = Extract<StackAction, { kind: 'activate' }>;
export type CopySpell = Extract<StackAction, { kind: 'copy-spell' }>;

/** Why a proposed cast or activation is illegal: the rewind step says it, citing the rule. */
export interface Problem {
  reason: string;
  detail: string;
  rule: string;
  /** 601.2c: for an illegal target, which one (by id) and the engine's reason code for it. */
  illegalTarget?: { target: string; reason: string };
}

export function isProblem(x: object): x is Problem {
  return 'reason' in x;
}

/** 601.2c / 115.3: the chosen targets, checked word by word. */
export function checkTargets(run: Run, byId: Record<string, Computed>, specs: readonly TargetSpec[], chosen: Record<string, string[]>, by: Targeter): Problem | null {
  for (const word of Object.keys(chosen)) {
    if (!specs.some((s) => s.word === word)) return { reason: 'unknown-target-word', detail: word, rule: '601.2c' };
  }
  for (const spec of specs) {
    const list = chosen[spec.word] ?? [];
    const count = spec.count ?? 1;
    // 601.2c: "up to N targets" — from zero to N, zero only when said (an empty list), never assumed.
    const upToOk = spec.upTo === true && chosen[spec.word] !== undefined && list.length <= count && list.length >= (spec.min ?? 0);
    // 601.2c: "any number of targets" — the number is announced with them (H9).
    if (spec.anyNumber !== true && !upToOk && list.length !== count) return { reason: 'target-count', detail: `${spec.word}: ${list.length}/${count}`, rule: '601.2c' };
    // 115.3: one "target" word can't choose the same object or player twice.
    if (new Set(list).size !== list.length) return { reason: 'same-target-twice', detail: spec.word, rule: '115.3' };
    for (const ref of list) {
      const v = targetLegality(run.state, byId, spec, ref, by);
      if (!v.ok) {
        const o = run.state.objects.find((x) => x.id === ref);
        // 601.2c: the announced target must be an appropriate one; the rule that makes it not one follows.
        return { reason: 'illegal-target', detail: `${o?.label ?? ref}: ${v.reason}`, rule: v.rule === '601.2c' ? v.rule : `${v.rule} 601.2c`, illegalTarget: { target: ref, reason: v.reason } };
      }
    }
  }
  return null;
}

/** Follows card ids to the objects they became (400.7), for target choices written with card ids. */
export function resolveRefs(run: Run, chosen: Record<string, string[]> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [w, list] of Object.entries(chosen ?? {})) {
    out[w] = list.map((r) => (run.state.players.some((p) => p.id === r) ? r : (findItem(run.state, r)?.id ?? (run.state.objects.some((o) => o.id === r) ? r : currentObject(run, r).id))));
  }
  return out;
}

/** The keys of a cast's `divide`, followed like target ids (a card id names the object it is now). */
export function divideRefs(run: Run, divide: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(divide)) {
    const r = resolveRefs(run, { k: [k] }).k![0]!;
    out[r] = (out[r] ?? 0) + n;
  }
  return out;
}

/** 702.61a: the label of a spell with split second on the stack, if there is one. */
export function splitSecondOnStack(run: Run, byId: Record<string, Computed>): string | null {
  const i = splitSecondSpell(run, byId);
  return i ? itemLabel(run.state, i) : null;
}

/** 702.61a: a spell with split second on the stack, if there is one. */
export function splitSecondSpell(run: Run, byId: Record<string, Computed>): StackItem | null {
  for (const i of stackOf(run.state)) {
    if (i.kind === 'spell' && byId[i.id] && hasSplitSecond(byId[i.id]!)) return i;
  }
  return null;
}

/** 505.1: a main phase (and not the combat phase that began in it). */
export function isMain(run: Run): boolean {
  const s = run.state.step ?? 'main1';
  // While there is a combat (attackers declared, 506.1) it is the combat phase, not a main phase (505.1).
  return (s === 'main1' || s === 'main2') && !run.state.combat;
}
