/**
 * From which zones a card may be cast (601.3: a player can begin to cast a spell only if a rule or
 * effect allows it). The hand needs no permission (601.2: "usually the hand"); anywhere else needs:
 * - a permission of a permanent its controller controls: "you may cast creature spells from the
 *   top of your library" (Garruk's Horde), "… instant and sorcery spells …" (Melek), from the
 *   graveyard or from exile — judged on the characteristics the spell will have (601.3e);
 * - flashback (702.34a) or jump-start (702.133a) from the graveyard, if the resulting spell is an
 *   instant or sorcery — the keyword may come from an effect that applies only once the card has
 *   its alternative characteristics (601.3e: Lier and an Adventure);
 * - 715.3d: an Adventure card exiled as it resolved may be cast from exile, not as an Adventure;
 * - a resolving spell or ability that instructs or allows the cast (608.2g).
 * A face-down card in exile can be cast only by a player who may look at it (601.3f, 406.3).
 */
import { graveyardCastKeyword } from '../keywords/flashback.ts';
import { assertNever } from '../../core/result.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { Run } from '../run.ts';
import type { CastPermission, Computed, GameObject, ObjectFilter, PlayerId, StackAction } from '../types.ts';
import type { AltProblem, CastingChoice, CastingNote } from './alternatives.ts';
import { canLookAt } from './face-down.ts';
import { otherHandCard } from './hand-costs.ts';

type Cast = Extract<StackAction, { kind: 'cast' }>;

export interface ZoneAllowed {
  note: CastingNote | null;
  /** The cost paid instead of the mana cost (a flashback cost), or null. */
  cost: string | null;
  using: 'flashback' | 'jump-start' | null;
}

/** Does the spell, with the characteristics it will have, match a permission's filter (601.3e)? */
function spellMatches(filter: ObjectFilter | undefined, o: GameObject, c: Computed, player: PlayerId): boolean {
  if (!filter) return true;
  const { controller: _ignored, ...rest } = filter;
  return matchesObjectFilter({ ...rest, zone: o.zone }, o, c, player, null);
}

/** The top card of a player's library: the first one listed (the engine's library order). */
export function topOfLibrary(run: Run, player: PlayerId): GameObject | undefined {
  return run.state.objects.find((x) => x.zone === 'library' && x.owner === player);
}

/** Permissions of permanents `player` controls that let them cast from `from`. */
function permissionsFrom(run: Run, byId: Record<string, Computed>, player: PlayerId, from: CastPermission['from']): { source: GameObject; p: CastPermission }[] {
  const out: { source: GameObject; p: CastPermission }[] = [];
  for (const s of run.state.objects) {
    if (s.zone !== 'battlefield' && s.zone !== 'command') continue;
    const controller = byId[s.id]?.controller ?? s.baseController;
    if (controller !== player) continue;
    for (const p of s.printed.castPermissions ?? []) if (p.from === from) out.push({ source: s, p });
  }
  return out;
}

const note = (rules: string[], player: PlayerId, from: string, source: string, text: string): ZoneAllowed['note'] => ({
  key: 'alt.permission',
  rules,
  params: { player, spell: '', from, source, text },
  namesSpell: true,
});

/** A permanent's permission that covers this spell, or the problem if none does. */
function byPermission(run: Run, o: GameObject, player: PlayerId, choice: CastingChoice, byId: Record<string, Computed>, from: CastPermission['from']): ZoneAllowed | AltProblem {
  const all = permissionsFrom(run, byId, player, from);
  if (all.length === 0) return { reason: 'zone', detail: o.zone, rule: '601.3' };
  const fits = all.find(({ p }) => spellMatches(p.filter, o, choice.computed, player));
  if (!fits) return { reason: 'permission-filter', detail: all.map(({ p }) => p.text).join(' / '), rule: '601.3e' };
  const rules = choice.face === 'normal' ? ['601.3'] : ['601.3', '601.3e'];
  return { note: note(rules, player, o.zone, fits.source.label, fits.p.text), cost: null, using: null };
}

const SPELL_TYPES = ['Instant', 'Sorcery'] as const;

/** Flashback / jump-start from the graveyard (702.34a, 702.133a). */
function fromGraveyardBy(run: Run, o: GameObject, a: Cast, player: PlayerId, choice: CastingChoice): ZoneAllowed | AltProblem {
  const using = a.using!;
  const rule = using === 'flashback' ? '702.34a' : '702.133a';
  const c = choice.computed;
  const k = graveyardCastKeyword(c.keywords, using);
  if (!k) return { reason: 'no-keyword', detail: using, rule };
  if (!SPELL_TYPES.some((t) => c.types.includes(t))) return { reason: 'not-instant-sorcery', detail: using, rule };
  // 601.3e: the keyword counts only because of an effect that applies once the card has these characteristics.
  const granted = graveyardCastKeyword(o.printed.keywords, using) === undefined;
  const rules = granted || choice.face !== 'normal' ? [rule, '601.3e'] : [rule];
  if (using === 'jump-start') {
    if (!otherHandCard(run.state, a.discard, player, o.id)) return { reason: 'no-discard', detail: a.discard ?? '-', rule };
    return { note: note(rules, player, o.zone, o.label, 'jump-start'), cost: null, using };
  }
  // "Flashback [cost]": that cost rather than the mana cost; without a cost (Lier) it is the card's mana cost.
  const cost = k.param !== undefined && k.param.trim() !== '' ? k.param : (choice.chars.manaCost ?? '{0}');
  return { note: note(rules, player, o.zone, o.label, `flashback ${cost}`), cost, using };
}

/** Whether a rule or effect lets `player` cast `o` from where it is (601.3), and how. */
export function zonePermission(run: Run, o: GameObject, a: Cast, player: PlayerId, choice: CastingChoice, byId: Record<string, Computed>): ZoneAllowed | AltProblem {
  // 601.3f / 406.3: a face-down card in exile can be cast only by a player who may look at it.
  if (o.zone === 'exile' && !canLookAt(o, player)) return { reason: 'face-down-unknown', detail: o.label, rule: '601.3f' };
  if (a.using !== undefined && o.zone !== 'graveyard') return { reason: 'zone', detail: `${a.using}: ${o.zone}`, rule: a.using === 'flashback' ? '702.34a' : '702.133a' };
  const via = choice.via;
  if (via) {
    if (!via.zones.includes(o.zone)) return { reason: 'zone', detail: o.zone, rule: '608.2g' };
    const supertypeOk = via.supertypes === undefined || via.supertypes.some((t) => choice.computed.supertypes.some((x) => x.toLowerCase() === t.toLowerCase()));
    if (!supertypeOk || !spellMatches(via.filter, o, choice.computed, player)) return { reason: 'permission-filter', detail: via.by, rule: '601.3e' };
    return { note: note(via.rules, player, o.zone, via.by, ''), cost: null, using: null };
  }
  switch (o.zone) {
    case 'hand':
      return { note: null, cost: null, using: null };
    case 'library':
      if (topOfLibrary(run, player)?.id !== o.id) return { reason: 'not-top', detail: o.label, rule: '601.3' };
      return byPermission(run, o, player, choice, byId, 'library-top');
    case 'graveyard':
      if (a.using !== undefined) return fromGraveyardBy(run, o, a, player, choice);
      return byPermission(run, o, player, choice, byId, 'graveyard');
    case 'exile': {
      const own = o.mayCastFromExile;
      if (own && own.player === player) {
        if (own.notAs === 'adventure' && choice.face === 'adventure') return { reason: 'adventure-again', detail: o.label, rule: '715.3d' };
        return { note: note([own.rule], player, o.zone, o.label, ''), cost: null, using: null };
      }
      return byPermission(run, o, player, choice, byId, 'exile');
    }
    // 601.2a: a spell is cast from where it is; from these zones only a rule or an effect could allow it.
    case 'battlefield':
    case 'stack':
    case 'command':
      return { reason: 'zone', detail: o.zone, rule: '601.2a' };
    default:
      return assertNever(o.zone);
  }
}
