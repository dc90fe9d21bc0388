/**
 * Life told as paid for a spell, wherever the payment is said with its cast (601.2b, 601.2h, 119.4):
 *   - "I cast Dismember paying 4 life on their Sheoldred": a payment clause said between the spell and its target —
 *     the target ("on", "at", "targeting") is the cast's, never the payment's (a cost has no target), so it goes to
 *     the cast told just before, when that cast told none;
 *   - "paying with life", "paying life", 「ライフで払って」: its Phyrexian mana paid with life, the amount unsaid
 *     (`lifeAll`, 107.4f: 2 life for each symbol — the questions layer counts them on the card);
 *   - "Can I cast Dismember paying 4 life?", "… on their 5/5 paying life?": the same, said of a cast asked about (the
 *     can-cast ask carries it, so the engine tries the payment: 119.4, 118.3).
 * The plain case — a number of life said alone right after the cast — stays verbs.ts lifeForCast's.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Ask, QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish } from './util.ts';
import { castPaymentTarget } from './pay-for.ts';
import { targetObjects } from './target-phrases.ts';

type Role = Clause['roles'][number];
type CastAsk = Extract<Ask, { kind: 'can-cast' }>;

/** The life a payment clause says: "4 life" (n), or "life", "with life", 「ライフで」 (null: how much unsaid); with the words. */
export function lifeSaid(c: Clause): { n: number | null; np: NounPhrase | null; role: Role | null } | null {
  const o = c.object;
  if (o?.kind === 'amount' && o.noun === 'life' && o.n !== null && o.adjectives.length === 0) return { n: o.n, np: o, role: null };
  if (o?.kind === 'property' && o.noun === 'life' && o.of === null && o.adjectives.length === 0) return { n: null, np: o, role: null };
  const w = c.roles.find((r) => r.prep === 'with' && r.np?.kind === 'property' && r.np.noun === 'life' && r.np.of === null);
  if (o === null && w) return { n: null, np: null, role: w };
  return null;
}

/** The roles of a payment clause that name what the spell is cast at ("on X", "at X", "targeting X"): null when any other role is said. */
function aimedRoles(c: Clause, paid: Role | null): Role[] | null {
  const rest = c.roles.filter((r) => r !== paid);
  return rest.every((r) => (r.prep === 'on' || r.prep === 'at' || r.prep === 'targeting') && r.np !== null) ? rest : null;
}

/** The targets the aimed roles (aimedRoles) name, one a role, for a spell cast by `caster` (objects found or made, players); null when one names nothing or more than one. (A noun phrase's targets alone are target-phrases.ts targetsOf's.) */
function aimedTargets(story: Story, c: Clause, aimed: readonly Role[], spell: string, caster: Side): (string | Side)[] | null {
  const out: (string | Side)[] = [];
  for (const r of aimed) {
    const np = r.np!;
    if (isPlayerish(np)) {
      const p = playerOf(story, np);
      if (!p) return null;
      out.push(p);
      continue;
    }
    const ids = targetObjects(story, c, np, spell, caster, null);
    if (!ids || ids.length !== 1) return null;
    out.push(ids[0]!);
  }
  return out;
}

/** What the payment clause tells of a cast or a cast asked about, if it is one (see the header); its words read. */
export function lifeForSpell(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || v.negated || v.hypothetical || v.passive || c.sub !== null || c.object2 || c.complement) return false;
  const life = lifeSaid(c);
  const aimed = life ? aimedRoles(c, life.role) : null;
  if (!life || !aimed) return false;
  const participle = v.chunks.length === 1 && /^paying$/i.test(story.chunkText(v.chunks[0]!));
  const asked = v.modal === null ? askedCast(story, c) : null;
  const e = v.modal === null && !asked ? castPaymentTarget(story, c, participle) : null;
  const told: QEvent | CastAsk | null = asked?.ask ?? e;
  if (!told || told.lifePaid !== undefined || told.lifeAll !== undefined) return false;
  // (A number said alone after a cast is verbs.ts lifeForCast's.)
  if (told.kind === 'cast' && life.n !== null && aimed.length === 0) return false;
  const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : c.subject === null || participle ? told.caster : null;
  if (side !== told.caster || (aimed.length > 0 && told.targets.length > 0)) return false;
  const targets = aimedTargets(story, c, aimed, told.spell, told.caster);
  if (!targets) return false;
  asked?.commit();
  told.targets.push(...targets);
  if (life.n !== null) told.lifePaid = life.n;
  else told.lifeAll = true;
  for (const r of aimed) story.useChunks(r.chunks);
  if (life.role) story.useChunks(life.role.chunks);
  story.use(life.np);
  story.use(c.subject);
  story.useChunks(v.chunks);
  story.noted++;
  return true;
}

/**
 * The can-cast ask of the clause's sentence told last, with nothing after it (a payment said with the question). "Can I
 * cast X on Y", asked as whether X can target Y, is whether X can be cast so: with a payment told, it is asked as that
 * cast (the payment is part of casting it, 601.2h, where its target alone is 601.2c).
 */
function askedCast(story: Story, c: Clause): { ask: CastAsk; commit: () => void } | null {
  const told = story.lastAsked;
  const a = told?.ask;
  if (!told || !a || a !== story.asks.at(-1) || told.sentence !== c.sentence) return null;
  if (a.kind === 'can-cast') return { ask: a, commit: () => undefined };
  if (a.kind !== 'can-target' || a.spell === undefined || a.purpose === true) return null;
  const cast: CastAsk = { kind: 'can-cast', spell: a.spell, caster: a.caster, targets: [a.target], at: null, respond: false };
  const commit = (): void => {
    story.asks[story.asks.length - 1] = cast;
    story.lastAsked = { ask: cast, sentence: told.sentence };
  };
  return { ask: cast, commit };
}

/**
 * "Can I pay life for Dismember?", "can I pay 4 life for Gut Shot on their 1/1?": asked whether the spell can be cast
 * with that life paid — a can-cast ask carrying the payment, tried in the engine (119.4, 118.3). False when the
 * clause is no such question (the spell is then the "for" role's, with no other role but what it is cast at).
 */
export function canPayFor(story: Story, c: Clause, asked: (spell: string, caster: Side, targets: (string | Side)[], life: number | null) => boolean): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'pay' || (v.modal !== 'can' && v.modal !== 'could') || v.negated || v.passive || c.sub !== null || c.object2 || c.complement) return false;
  const life = lifeSaid(c);
  const spellRole = c.roles.find((r) => r.prep === 'for');
  const np = spellRole?.np;
  if (!life || np?.kind !== 'object' || np.card === null || np.count !== null || np.plural) return false;
  const aimed = aimedRoles({ ...c, roles: c.roles.filter((r) => r !== spellRole) }, life.role);
  if (!aimed) return false;
  const caster: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  const ids = objectsOf(story, np, { create: true, controller: caster });
  if (!ids || ids.length !== 1) return false;
  const targets = aimedTargets(story, c, aimed, ids[0]!, caster);
  if (!targets) return false;
  story.use(np);
  story.useChunks(spellRole!.chunks);
  for (const r of aimed) story.useChunks(r.chunks);
  if (life.role) story.useChunks(life.role.chunks);
  story.use(life.np);
  return asked(ids[0]!, caster, targets, life.n);
}
