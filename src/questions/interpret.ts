/**
 * What a clause means, independent of the language it was written in: the clause patterns of
 * parse-en.ts call these with the references they matched, and the question state
 * grows events (in sentence order: 613.7 timestamps follow it) and the question asked.
 */
import type { Keyword } from '../engine/types.ts';
import type { Ask, Change, Ref, Side } from './types.ts';
import type { QuestionState } from './state.ts';

/** Why a clause that matched a pattern still can't be used (said to the user). */
export class ClauseProblem extends Error {}

export class Interpreter {
  constructor(
    readonly st: QuestionState,
    private refs: Ref[],
    private kwLists: Keyword[][],
  ) {}

  use(refs: Ref[], kwLists: Keyword[][]): void {
    this.refs = refs;
    this.kwLists = kwLists;
  }

  ref(i: number | null): Ref {
    const r = i === null ? undefined : this.refs[i];
    if (!r) throw new ClauseProblem('missing reference');
    return r;
  }

  /** The things a reference names; a player or a group where a creature is needed is a problem. */
  things(i: number | null): string[] {
    const r = this.ref(i);
    if (r.kind !== 'things') throw new ClauseProblem(r.kind === 'player' ? 'a player where a creature was expected' : 'a group where a single creature was expected');
    return r.ids;
  }

  thingsOf(list: number[]): string[] {
    return list.flatMap((i) => this.things(i));
  }

  side(i: number | null): Side {
    const r = this.ref(i);
    if (r.kind !== 'player') throw new ClauseProblem('a creature where a player was expected');
    return r.side;
  }

  isPlayer(i: number | null): boolean {
    return i !== null && this.refs[i]?.kind === 'player';
  }

  keywords(s: string | undefined): Keyword[] {
    const m = s ? /^%(\d+)$/.exec(s) : null;
    const k = m ? this.kwLists[Number(m[1])] : undefined;
    if (!k) throw new ClauseProblem('missing keyword');
    return k;
  }

  // -------------------------------------------------------------------------------------------
  // Set-up

  control(side: Side, ids: string[]): void {
    for (const id of ids) {
      const t = this.st.get(id);
      if (t) t.controller = side;
    }
  }

  give(ids: string[], keywords: Keyword[]): void {
    for (const id of ids) this.st.get(id)?.keywords.push(...keywords);
  }

  setTapped(ids: string[], tapped: boolean): void {
    for (const id of ids) {
      const t = this.st.get(id);
      if (t) t.tapped = tapped;
    }
  }

  setSick(ids: string[]): void {
    for (const id of ids) {
      const t = this.st.get(id);
      if (t) t.summoningSick = true;
    }
  }

  attach(attachment: string[], to: string[]): void {
    const target = to[0];
    if (!target) throw new ClauseProblem('nothing to attach to');
    for (const id of attachment) {
      const t = this.st.get(id);
      if (t) t.attachedTo = target;
    }
  }

  quoted(ids: string[], text: string): void {
    for (const id of ids) this.st.get(id)?.abilityTexts.push(text);
  }

  setLife(side: Side, amount: number): void {
    this.st.life[side] = amount;
  }

  // -------------------------------------------------------------------------------------------
  // Events

  attack(attackers: string[], target: Side | null, by: Side | null): void {
    if (by) this.control(by, attackers);
    for (const id of attackers) this.st.setRole(id, 'attacker');
    const previous = this.st.events.find((e) => e.kind === 'attack');
    if (previous && previous.kind === 'attack') {
      for (const id of attackers) if (!previous.attackers.includes(id)) previous.attackers.push(id);
      return;
    }
    this.st.events.push({ kind: 'attack', attackers: [...attackers], target });
  }

  /** The attacker a block is about when the clause doesn't say ("blocked by a 2/2"): the only attacker. */
  soleAttacker(): string {
    const all = this.st.attackers();
    if (all.length === 1) return all[0]!;
    if (all.length === 0) throw new ClauseProblem('no attacker');
    throw new ClauseProblem('several attackers');
  }

  /** `blockerFirst`: the blockers are the sentence's subject ("A 1/1 blocks a 6/6"), so the asker is the blocker. */
  block(blockers: string[], attacker: string | null, by: Side | null = null, blockerFirst = false): void {
    let a = attacker ?? this.soleAttacker();
    // "A 4/4 attacks and a 4/4 blocks it": "it" can't be the blocker itself; it is the attacker.
    if (blockers.includes(a)) {
      const others = this.st.attackers().filter((x) => !blockers.includes(x));
      if (others.length === 1) a = others[0]!;
    }
    if (blockers.includes(a)) throw new ClauseProblem('a creature blocking itself');
    if (!this.st.attackers().includes(a)) {
      if (this.st.attackers().length === 0 && blockerFirst) this.st.blockFirst = true;
      this.attack([a], null, null);
    }
    if (by) this.control(by, blockers);
    for (const id of blockers) this.st.setRole(id, 'blocker');
    this.st.events.push({ kind: 'block', blockers: [...blockers], attacker: a });
  }

  change(ref: Ref, changes: Change[], untilEndOfTurn: boolean, text: string, isStatic = false): void {
    this.st.events.push({ kind: 'change', ref, changes, untilEndOfTurn, text, static: isStatic });
  }

  counters(ids: string[], counter: string, amount: number): void {
    if (amount <= 0) throw new ClauseProblem('a number of counters that is not positive');
    this.st.events.push({ kind: 'counters', ids, counter, amount });
  }

  remove(kind: 'destroy' | 'exile' | 'bounce' | 'sacrifice' | 'remove-from-combat', ids: string[]): void {
    this.st.events.push({ kind, ids });
  }

  damage(source: string | null, target: string | Side, amount: number): void {
    this.st.events.push({ kind: 'damage', source, target, amount });
  }

  lifeChange(side: Side, amount: number): void {
    this.st.events.push({ kind: 'life', side, amount });
  }

  prevent(amount: number | 'all', combatOnly: boolean, to: Ref | null): void {
    this.st.events.push({ kind: 'prevent', amount, combatOnly, to });
  }

  double(from: Ref, to: Ref | null): void {
    this.st.events.push({ kind: 'double', from, to });
  }

  /** `targets`: reference indexes (things or players). */
  cast(caster: Side, spells: string[], targets: number[]): void {
    const spell = spells[0];
    if (!spell || spells.length > 1) throw new ClauseProblem('one spell');
    const t = this.st.get(spell);
    if (!t || !t.card) throw new ClauseProblem('a spell named by its card name');
    t.controller = caster;
    t.cast = true;
    const chosen = targets.flatMap((i) => {
      const r = this.ref(i);
      if (r.kind === 'player') return [r.side];
      if (r.kind === 'things') return r.ids;
      throw new ClauseProblem('a group as a target');
    });
    this.st.events.push({ kind: 'cast', spell, caster, targets: chosen });
  }

  endTurn(): void {
    this.st.events.push({ kind: 'end-turn' });
  }

  // -------------------------------------------------------------------------------------------
  // The question

  ask(a: Ask): void {
    // "Does it die? What happens?": the specific question is kept, "what happens" adds nothing.
    if (this.st.ask && this.st.ask.kind !== 'outcome' && a.kind === 'outcome') return;
    if (this.st.ask && this.st.ask.kind !== 'outcome' && a.kind !== this.st.ask.kind) throw new ClauseProblem('two questions at once');
    this.st.ask = a;
  }
}

export function setPt(power: number, toughness: number): Change {
  return { kind: 'set-pt', power, toughness };
}
