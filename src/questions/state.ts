/**
 * What the parsers build while reading a question: the things mentioned (with their ids in order
 * of first mention), the events in order, the question asked, and what could not be understood.
 * Both languages share it, so "the 2/2", 「その2/2」, "it" and それ find earlier things the same way.
 */
import type { Ask, QEvent, Side, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema.ts';

/** What a noun phrase says about the thing it names: a Thing before it is given an id. */
export type Description = Omit<Thing, 'id' | 'sizeAssumed' | 'attachedTo' | 'cast' | 'owner' | 'supertypes' | 'damage' | 'zone' | 'words'>;

export function emptyDescription(): Description {
  return { controller: null, power: null, toughness: null, keywords: [], colors: [], types: [], subtypes: [], card: null, counters: {}, tapped: false, summoningSick: false, token: false, abilityTexts: [] };
}

/** Roles for "the attacker", "the blockers" and for deciding who controls an unowned creature. */
export type Role = 'attacker' | 'blocker';

export class QuestionState {
  readonly things: Thing[] = [];
  readonly events: QEvent[] = [];
  /**
   * Events told "in response" (「対応して」): they happen while the spells cast before them are still
   * on the stack, not after those spells resolve (117.3c, 405.5).
   */
  readonly responses = new Set<QEvent>();
  readonly roles = new Map<string, Role>();
  readonly notUnderstood: string[] = [];
  ask: Ask | null = null;
  /** True when the story starts with a block ("A 1/1 with deathtouch blocks a 6/6"): the asker is the blocker. */
  blockFirst = false;
  life: Partial<Record<Side, number>> = {};
  /** Ids in order of mention (latest last), for pronouns. */
  private mentions: string[] = [];
  /** Mentions of the clause being read, which a pronoun in it does not refer to ("my 3/3 blocks it"). */
  private clauseStart = 0;

  /** Marks every event added since `from` (an index into `events`) as told "in response". */
  markResponses(from: number): void {
    for (const e of this.events.slice(from)) this.responses.add(e);
  }

  beginClause(): void {
    this.clauseStart = this.mentions.length;
  }

  mention(id: string): void {
    this.mentions.push(id);
  }

  /** A new thing from a description; it gets its own copies, so things made from one phrase ("two 2/2s") stay apart. */
  create(d: Description): Thing {
    const t: Thing = {
      ...d,
      id: `c${this.things.length + 1}`,
      sizeAssumed: false,
      keywords: [...d.keywords],
      colors: [...d.colors],
      types: d.types.length > 0 ? [...d.types] : d.card ? [] : ['Creature'],
      subtypes: [...d.subtypes],
      counters: { ...d.counters },
      abilityTexts: [...d.abilityTexts],
      attachedTo: null,
      owner: null,
      supertypes: [],
      damage: 0,
      zone: 'battlefield',
      words: '',
    };
    this.things.push(t);
    this.mention(t.id);
    return t;
  }

  get(id: string): Thing | undefined {
    return this.things.find((t) => t.id === id);
  }

  /** "it", それ: the latest thing mentioned before this clause, else the latest of all. */
  pronoun(): Thing | undefined {
    const before = this.mentions.slice(0, this.clauseStart);
    const id = before[before.length - 1] ?? this.mentions[this.mentions.length - 1];
    return id ? this.get(id) : undefined;
  }

  /** "the 2/2", 「その2/2」: the latest thing the description fits, if any. */
  find(d: Description, role: Role | null = null): Thing | undefined {
    const fits = (t: Thing): boolean =>
      (d.power === null || t.power === d.power) &&
      (d.toughness === null || t.toughness === d.toughness) &&
      (d.controller === null || t.controller === null || t.controller === d.controller) &&
      d.keywords.every((k) => t.keywords.some((x) => formatKeyword(x) === formatKeyword(k))) &&
      d.colors.every((c) => t.colors.includes(c)) &&
      d.subtypes.every((s) => t.subtypes.includes(s)) &&
      (d.card === null || (t.card !== null && t.card.toLowerCase() === d.card.toLowerCase())) &&
      (role === null || this.roles.get(t.id) === role);
    const order = [...this.mentions].reverse();
    // "my 1/1" is first a thing already said to be mine, then one whose controller is still open.
    if (d.controller !== null) {
      for (const id of order) {
        const t = this.get(id);
        if (t && t.controller === d.controller && fits(t)) return t;
      }
    }
    for (const id of order) {
      const t = this.get(id);
      if (t && fits(t)) return t;
    }
    return undefined;
  }

  withRole(role: Role): Thing[] {
    return this.things.filter((t) => this.roles.get(t.id) === role);
  }

  setRole(id: string, role: Role): void {
    if (!this.roles.has(id)) this.roles.set(id, role);
  }

  attackers(): string[] {
    return this.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
  }
}
