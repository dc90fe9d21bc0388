/**
 * The declare blockers step (509). The defending player chooses untapped creatures they control
 * (not battles), each blocking one creature attacking them, a planeswalker they control or a battle
 * they protect (509.1a) — more than one only if an ability allows it. Restrictions (509.1b: evasion
 * abilities, "can't block", menace 702.111b …) and requirements (509.1c: "blocks each combat if
 * able") are checked; an illegal declaration is refused with the reason. Each chosen creature
 * becomes a blocking creature (509.1g); each attacker with a blocker becomes blocked, the others
 * unblocked, until combat ends (509.1h).
 */
import { currentObject } from '../objects.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { record } from '../record.ts';
import { step } from '../trace.ts';
import type { TraceKey } from '../trace-keys.ts';
import type { AttackingCreature, BlockDeclaration, BlockingCreature, CombatState, Computed, GameObject, PlayerId } from '../types.ts';
import { viewOf } from '../damage/view.ts';
import { defenderBlockNote } from '../keywords/defender.ts';
import { sickBlockNote } from '../keywords/haste.ts';
import { menaceNote } from '../keywords/menace.ts';
import { emitNotes } from '../keywords/note.ts';
import type { KeywordNote } from '../keywords/note.ts';
import { COMBAT_TEXT, blockCapacity, blockRestriction, has, minimumBlockers, pairChecks, pairProblem } from './abilities.ts';
import { blockersOf, label, requireCombat } from './state.ts';

interface Problem {
  key: TraceKey;
  o: GameObject;
  rules: string[];
  extra: Record<string, string | number | null>;
}

function refuse(key: TraceKey, o: GameObject, rules: string[], extra: Record<string, string | number | null> = {}): never {
  halt('illegal_action', key, { object: o.label, rule: rules.join(', '), ...extra });
}

/** Can this creature block at all (its state and its own restrictions)? */
function cantBlock(o: GameObject, c: Computed, defender: string): [TraceKey, string[], Record<string, string>] | null {
  if (o.zone !== 'battlefield') return ['combat.cant-block.not-on-battlefield', ['509.1a'], {}];
  if (!c.types.includes('Creature')) return ['combat.cant-block.not-creature', ['506.3', '509.1a'], {}];
  if (c.types.includes('Battle')) return ['combat.cant-block.battle', ['509.1a'], {}];
  if (c.controller !== defender) return ['combat.cant-block.not-controlled', ['509.1a'], { controller: c.controller }];
  if (o.tapped) return ['combat.cant-block.tapped', ['509.1a'], {}];
  const r = blockRestriction(c);
  if (r) return ['combat.cant-block.restriction', ['509.1b'], { ability: r }];
  return null;
}

/** A blocker as declared: the object, its entry in the combat, and the keyword notes that allowed its blocks. */
interface DeclaredBlocker {
  o: GameObject;
  entry: BlockingCreature;
  notes: KeywordNote[];
}

/** Restrictions that depend on the whole declaration (509.1b): menace and "can't be blocked by more than one". */
function wholeDeclarationProblems(
  run: Run,
  combat: CombatState,
  blockers: readonly DeclaredBlocker[],
  view: ReturnType<typeof viewOf>,
  problem: (key: TraceKey, o: GameObject, rules: string[], extra?: Record<string, string | number | null>) => void,
): void {
  const state = run.state;
  for (const a of combat.attackers) {
    const n = blockers.filter((b) => b.entry.blocking.includes(a.id)).length;
    const ac = view.byId[a.id]!;
    const least = minimumBlockers(ac);
    if (least !== null && n > 0 && n < least.count) {
      const b = blockers.find((x) => x.entry.blocking.includes(a.id))!;
      problem('combat.cant-block.menace', b.o, least.ability === 'menace' ? ['702.111b', '509.1b'] : ['509.1b'], { attacker: label(state, a.id), ability: least.ability, count: n, ...(least.count > 2 ? { least: least.count } : {}) });
    }
    if (has(ac, COMBAT_TEXT.maxOneBlocker) && n > 1) {
      const b = blockers.filter((x) => x.entry.blocking.includes(a.id))[1]!;
      problem('combat.cant-block.evasion', b.o, ['509.1b'], { attacker: label(state, a.id), ability: COMBAT_TEXT.maxOneBlocker });
    }
  }
}

/** 509.1c: a creature that blocks each combat if able must block when it legally can. */
function requireMustBlock(run: Run, combat: CombatState, blockers: readonly DeclaredBlocker[], view: ReturnType<typeof viewOf>, defender: PlayerId): void {
  const state = run.state;
  for (const o of state.objects) {
    const c = view.byId[o.id];
    if (!c || o.zone !== 'battlefield' || !has(c, COMBAT_TEXT.mustBlock) || blockers.some((b) => b.o.id === o.id)) continue;
    if (cantBlock(o, c, defender) !== null) continue;
    const could = combat.attackers.filter((a) => a.defendingPlayer === defender && pairProblem(view.byId[a.id]!, c, defender, state, view.byId) === null);
    if (could.length === 0) continue;
    if (could.every((a) => minimumBlockers(view.byId[a.id]!) !== null && blockers.filter((b) => b.entry.blocking.includes(a.id)).length === 0)) {
      // Whether it must block together with another creature (509.1c's example) depends on the others' choices.
      halt('unmodelled', 'error.unmodelled', { reason: 'block-requirement-multi', object: o.label, rule: '509.1c' });
    }
    refuse('combat.must-block', o, ['509.1c']);
  }
}

export function declareBlockers(run: Run, declared: readonly BlockDeclaration[]): void {
  const combat = requireCombat(run, 'declare-blockers');
  if (combat.blockersDeclared) halt('illegal_action', 'combat.sequence', { reason: 'blockers-declared', action: 'declare-blockers' });
  if (combat.damageSteps.length > 0) halt('illegal_action', 'combat.sequence', { reason: 'blockers-declared', action: 'declare-blockers' });
  const state = run.state;
  const view = viewOf(run);
  const defender = combat.attackers[0]?.defendingPlayer ?? state.players.find((p) => p.id !== combat.attackingPlayer)!.id;
  const blockers: DeclaredBlocker[] = [];
  // Every problem of the declaration is found (a blocker that can't block is left out of the checks
  // on the whole declaration, 509.1b), so the answer tells them all, not only the first.
  const problems: Problem[] = [];
  const problem = (key: TraceKey, o: GameObject, rules: string[], extra: Record<string, string | number | null> = {}): void => {
    problems.push({ key, o, rules, extra });
  };
  for (const d of declared) {
    const o = currentObject(run, d.object);
    const c = view.byId[o.id]!;
    if (blockers.some((b) => b.o.id === o.id)) refuse('combat.cant-block.duplicate', o, ['509.1a']);
    const why = cantBlock(o, c, defender);
    if (why) {
      problem(why[0], o, why[1], why[2]);
      continue;
    }
    const attackers: AttackingCreature[] = [];
    const notes: KeywordNote[] = [];
    let named = 0;
    for (const ref of d.blocks) {
      const a = combat.attackers.find((x) => x.id === ref) ?? combat.attackers.find((x) => x.id === currentObject(run, ref).id);
      if (!a) refuse('combat.cant-block.not-attacking', o, ['509.1a'], { attacker: label(state, ref) });
      if (attackers.includes(a)) refuse('combat.cant-block.duplicate', o, ['509.1a'], { attacker: label(state, a.id) });
      named += 1;
      if (a.defendingPlayer !== defender) {
        problem('combat.cant-block.not-attacking', o, ['509.1a', '310.9c'], { attacker: label(state, a.id) });
        continue;
      }
      const checked = pairChecks(view.byId[a.id]!, c, defender, state, view.byId);
      if (checked.problem) {
        problem('combat.cant-block.evasion', o, checked.problem.rules, { attacker: label(state, a.id), ability: checked.problem.ability });
        continue;
      }
      // The keywords checked that allow it (reach against flying, 702.17b …); defender restricts only attacking (702.3b).
      notes.push(...checked.notes, ...[defenderBlockNote(c, a.id), sickBlockNote(c, o.summoningSick, a.id)].filter((n) => n !== null));
      attackers.push(a);
    }
    if (named === 0) refuse('combat.cant-block.not-attacking', o, ['509.1a'], { attacker: null });
    if (attackers.length === 0) continue;
    const max = blockCapacity(c);
    if (attackers.length > max) refuse('combat.cant-block.too-many', o, ['509.1a'], { count: attackers.length, max });
    blockers.push({ o, entry: { id: o.id, blocking: attackers.map((a) => a.id), controller: defender }, notes });
  }
  wholeDeclarationProblems(run, combat, blockers, view, problem);
  if (problems.length > 0) {
    // The first problem is the one the run stops on; the others are told before it.
    for (const p of problems.slice(1)) emit(run, step(p.key, p.rules, { object: p.o.label, rule: p.rules.join(', '), ...p.extra }));
    const first = problems[0]!;
    refuse(first.key, first.o, first.rules, first.extra);
  }
  requireMustBlock(run, combat, blockers, view, defender);
  combat.blockersDeclared = true;
  combat.blockers = blockers.map((b) => b.entry);
  if (blockers.length === 0) emit(run, step('combat.no-blockers', ['509.1'], { player: defender }));
  else emit(run, step('combat.blockers-declared', ['509.1'], { player: defender, blockers: blockers.map((b) => b.o.label) }));
  for (const b of blockers) {
    record(run, { kind: 'blocked', object: b.o.id, attackers: [...b.entry.blocking] }, ['509.1a', '509.1g']);
    emitNotes(run, b.notes);
  }
  // 702.111b: a creature with menace blocked by two or more creatures.
  emitNotes(run, combat.attackers.flatMap((a) => [menaceNote(view.byId[a.id]!, blockers.filter((b) => b.entry.blocking.includes(a.id)).length)].filter((n) => n !== null)));
  markBlocked(run);
}

/** 509.1h: each attacker is blocked or unblocked from now until combat ends. */
export function markBlocked(run: Run): void {
  const combat = run.state.combat!;
  combat.blockersDeclared = true;
  for (const a of combat.attackers) {
    const bs = blockersOf(combat, a.id);
    a.blocked = bs.length > 0;
    if (a.blocked) emit(run, step('combat.blocked', ['509.1h'], { object: label(run.state, a.id), blockers: bs.map((b) => label(run.state, b.id)) }));
    else emit(run, step('combat.unblocked', ['509.1h'], { object: label(run.state, a.id) }));
  }
}

/** Combat damage without a declaration of blockers: none were declared (509.1). */
export function noBlockers(run: Run): void {
  const combat = run.state.combat!;
  emit(run, step('combat.no-blockers', ['509.1'], { player: combat.attackers[0]?.defendingPlayer ?? '-' }));
  markBlocked(run);
}
