/**
 * "Is that lethal?", "is it lethal", "does that kill him", 「致死ですか」「リーサル？」「それで倒せますか」 (issue 12): whether what
 * the story told is lethal to what it was aimed at. Aimed at a player, that is whether the player's life goes to 0 or less
 * and so the player loses (119.3, 704.5a: the `loses` ask); aimed at a creature, whether it dies of it (704.5g-h: the
 * `dies` ask). Which one is read from what the story aimed its spells, damage and attacks at; when that could be a player
 * and a creature alike (or two creatures), it is asked back, never picked.
 */
import type { Clause } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { storyWords } from '../locales/index.ts';
import { ask } from './common.ts';

/** What the story aimed at: the players a spell, damage or an attack was aimed at, and the creatures a spell, damage or a block met. */
export interface Aimed {
  players: Side[];
  creatures: string[];
}

/**
 * The players and creatures the story aimed at. Null when that can't be told: a planeswalker or battle attacked (506.3:
 * no attack on the player), or an attacker whose controller is unsaid with a block told that could say either way.
 * `blockers`: the creatures blocking count too (a block told, lethal may be said of the blocker, 510.1c).
 */
export function aimedAt(story: Story, blockers: boolean): Aimed | null {
  const players = new Set<Side>();
  const creatures: string[] = [];
  const creature = (id: string): void => {
    if (story.get(id)?.types.includes('Creature') === true && !creatures.includes(id)) creatures.push(id);
  };
  for (const e of story.events) {
    if (e.kind === 'attack') {
      if (e.attacked !== undefined && Object.keys(e.attacked).length > 0) return null;
      // (An attacker whose controller is unsaid attacks the player it was said to attack; else it is the asker's, 506.2.)
      if (e.target !== null) players.add(e.target);
      for (const id of e.target === null ? e.attackers : []) {
        const by = story.get(id)?.controller ?? blockedBy(story, id);
        if (by === null && story.events.some((x) => x.kind === 'block')) return null;
        players.add(other(by ?? 'A'));
      }
    }
    const targets = e.kind === 'cast' ? e.targets : e.kind === 'damage' ? [e.target, ...(e.also ?? [])] : [];
    for (const t of targets) if (t === 'A' || t === 'B') players.add(t);
    else creature(t);
    if (e.kind === 'block' && blockers) for (const b of e.blockers) creature(b);
  }
  return { players: [...players], creatures };
}

/**
 * The side of an attacker whose controller is unsaid, as the block told says it: the other player than the one whose
 * creatures block it (509.1a: the defending player declares blockers). Null when no block of it says whose.
 */
function blockedBy(story: Story, attacker: string): Side | null {
  const sides = new Set<Side | null>();
  for (const e of story.events) if (e.kind === 'block' && e.attacker === attacker) for (const b of e.blockers) sides.add(story.get(b)?.controller ?? null);
  const side = sides.size === 1 ? [...sides][0]! : null;
  return side === null ? null : other(side);
}

/**
 * Asks whether it is lethal to the one thing aimed at: a player's loss (704.5a) or a creature's death (704.5g-h). More
 * than one is asked back naming each; none is not read (false).
 */
export function lethalTo(story: Story, c: Clause, aimed: Aimed): boolean {
  const count = aimed.players.length + aimed.creatures.length;
  if (count === 0) return false;
  if (count > 1) {
    const w = storyWords(story.lang);
    const players = aimed.players.map((p) => (p === 'A' ? w.you : w.opponent));
    story.problem('ambiguous', c.text, 'which-one', [...aimed.creatures.map((id) => story.get(id)?.words ?? id), ...players]);
    return true;
  }
  // (Asked in statement order, "that's lethal?", it is a yes or no all the same.)
  c.yesNo = true;
  const player = aimed.players[0];
  if (player !== undefined) return ask(story, { kind: 'loses', side: player }, c);
  return ask(story, { kind: 'dies', id: aimed.creatures[0]!, positive: true }, c);
}

/** Words a Japanese "is that lethal?" may carry beside 致死／リーサル: それ／これ, the copula, particles, punctuation, filler. */
const JA_LETHAL_FRAME: ReadonlySet<string> = new Set(['pronoun', 'aux', 'punct', 'filler', 'verb', 'prep']);

/** The topic particles said after それ／これ (「それは」「これって」), which the lexicon leaves unread. */
const JA_TOPIC: ReadonlySet<string> = new Set(['は', 'って', 'も']);

/**
 * 「致死ですか」「それは致死？」「リーサル？」「これってリーサル?」: Japanese reads the noun alone as no phrase, so the clause is
 * the noun and what points at the story (それ, これ), the copula and particles — nothing else. Read as "is that lethal?".
 */
export function lethalAskJa(story: Story, c: Clause): boolean {
  if (story.lang !== 'ja' || c.wh !== null || c.object || c.complement || c.roles.length > 0 || c.keywords.length > 0) return false;
  if (c.verb && (c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null)) return false;
  if (c.subject && !(c.subject.kind === 'pronoun' && ['it', 'that', 'this'].includes(c.subject.word))) return false;
  const lethal = (k: number): boolean => story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'lethal');
  const said = c.chunks.filter(lethal);
  if (said.length !== 1) return false;
  const frame = (k: number): boolean => lethal(k) || JA_LETHAL_FRAME.has(story.sensesAt(k)[0]?.kind ?? '') || JA_TOPIC.has(story.chunkText(k));
  if (!c.chunks.every(frame) || c.chunks.some((k) => story.sensesAt(k).some((s) => s.kind === 'verb' && s.verb !== 'be'))) return false;
  const aimed = aimedAt(story, !totalTold(story));
  if (aimed === null) return false;
  story.useChunks(c.chunks);
  if (c.subject) story.use(c.subject);
  return lethalTo(story, c, aimed);
}

/** Whether the story told a player's life or poison total: "lethal" after a block is then said of that player (704.5a, 704.5c). */
export function totalTold(story: Story): boolean {
  return (['A', 'B'] as const).some((s) => story.life[s] !== undefined || story.poison[s] !== undefined);
}

/**
 * 「それで倒せますか」「これで倒せる？」 after a spell or an attack aimed at a player: "kill" said with no victim and no
 * subject of its own is whether it is lethal to what the story aimed at — the player's loss (704.5a), or asked back
 * when a creature was aimed at too. Aimed at creatures only, the creature reading of "kill" (dies.ts) answers it.
 */
export function killUnsaid(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'kill' || v.passive || v.negated || c.wh !== null || c.object || c.complement || c.keywords.length > 0) return false;
  if (c.subject && (c.subject.kind !== 'player' || c.subject.chunks.length > 0)) return false;
  if (c.roles.some((r) => r.np !== null && !(r.np.kind === 'pronoun' && ['it', 'that', 'this'].includes(r.np.word)))) return false;
  const aimed = aimedAt(story, true);
  if (aimed === null || aimed.players.length === 0) return false;
  // (「私の4/4が攻撃して、相手の2/2にブロックされた。倒せる？」: after a block, 倒す may be said of either creature of the
  // fight (510.1: each deals its damage to the other) as well as of the player attacked: all of them are asked back.)
  for (const e of story.events) if (e.kind === 'block') for (const id of [e.attacker, ...e.blockers]) if (!aimed.creatures.includes(id)) aimed.creatures.push(id);
  for (const r of c.roles) story.useChunks(r.chunks);
  return lethalTo(story, c, aimed);
}
