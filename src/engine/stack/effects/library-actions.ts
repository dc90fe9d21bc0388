/**
 * Keyword actions on a library: scry (701.22a), surveil (701.25a), mill (701.17a) — stack/library.ts —
 * search (701.23a-d, 701.24a) — stack/search.ts — and looking at the top cards to pick some (701.20e) — stack/look-pick.ts. Each is done by each player named, else by the
 * resolving item's controller.
 */
import { assertNever } from '../../../core/result.ts';
import type { SpellEffect } from '../../types.ts';
import { amountFrom, NOTHING } from '../instructions.ts';
import { lookReorder, mill as millCards, scry, shuffleLibrary, surveil } from '../library.ts';
import { searchLibrary } from '../search.ts';
import { lookPick } from '../look-pick.ts';
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import type { SearchDestination } from '../search.ts';
import { byIdNow } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';
import { playersOrYou } from './refs.ts';

const LIBRARY_KINDS = ['scry', 'surveil', 'mill', 'look-reorder', 'look-pick', 'look', 'shuffle', 'search-to-hand', 'search-to-top', 'search-to-battlefield', 'search-to-graveyard'] as const;
type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Whether the instruction is one on a library (or a look at cards), handed to libraryAction. */
export function isLibraryKind(e: SpellEffect): e is Extract<SpellEffect, { kind: LibraryKind }> {
  return (LIBRARY_KINDS as readonly string[]).includes(e.kind);
}

/** An instruction on a library, handed to the function for its kind. */
export function libraryAction(base: Omit<EffectCall, 'e'>, e: Extract<SpellEffect, { kind: LibraryKind }>): Outcome {
  switch (e.kind) {
    case 'scry':
    case 'surveil':
      return scryOrSurveil({ ...base, e });
    case 'mill':
      return mill({ ...base, e });
    case 'look-reorder':
    case 'shuffle':
      return lookOrShuffle({ ...base, e });
    case 'look-pick':
      for (const p of playersOrYou({ ...base, e })) lookPick(base.run, base.item, p, e, base.ctx.choices);
      return { did: true, previous: NOTHING };
    case 'look':
      // 701.20e: the cards are seen by the spell's or ability's controller alone; no zone, order or state changes.
      for (const p of playersOrYou({ ...base, e })) emit(base.run, step('resolve.look', ['701.20e'], { item: itemLabel(base.run.state, base.item), player: base.item.controller, owner: p, at: e.at }));
      return { did: true, previous: NOTHING };
    case 'search-to-hand':
    case 'search-to-top':
    case 'search-to-battlefield':
    case 'search-to-graveyard':
      return search({ ...base, e });
    default:
      return assertNever(e);
  }
}

/** H9: 701.22a / 701.25a; the choice is named by the instruction's `id`, else "scry" / "surveil". */
export function scryOrSurveil(c: EffectCall<'scry' | 'surveil'>): Outcome {
  const { run, item, e, ctx } = c;
  const who = playersOrYou(c);
  const n = e.amountFrom !== undefined ? amountFrom(ctx.previous, e.amountFrom, item) : e.amount;
  let any = false;
  for (const p of who) any = (e.kind === 'scry' ? scry : surveil)(run, item, p, n, e.id ?? e.kind, ctx.choices) || any;
  return { did: any || c.did(), previous: NOTHING };
}

/** 401.4: the top N looked at and put back in any order; 701.24a: a library shuffled by an effect. */
export function lookOrShuffle(c: EffectCall<'look-reorder' | 'shuffle'>): Outcome {
  const { run, item, e, ctx } = c;
  for (const p of playersOrYou(c)) {
    if (e.kind === 'shuffle') shuffleLibrary(run, item, p);
    else lookReorder(run, item, p, e.amount, e.id ?? e.kind, ctx.choices);
  }
  return { did: true, previous: NOTHING };
}

/** 701.17a: "those cards" then read the milled cards. */
export function mill(c: EffectCall<'mill'>): Outcome {
  const { run, item, e, ctx } = c;
  const who = playersOrYou(c);
  const n = e.amountFrom !== undefined ? amountFrom(ctx.previous, e.amountFrom, item) : e.amount;
  const ids: string[] = [];
  for (const p of who) ids.push(...millCards(run, item, p, n));
  return { did: c.did(), previous: { count: ids.length, ids, lki: [] } };
}

/** 701.23a-d, 701.24a. "Its controller may search their library" (608.2h): the target's controller. */
export function search(c: EffectCall<'search-to-hand' | 'search-to-top' | 'search-to-battlefield' | 'search-to-graveyard'>): Outcome {
  const { run, item, e, ctx } = c;
  const byId = byIdNow(run);
  const to: SearchDestination =
    e.kind === 'search-to-hand' ? { zone: 'hand' } : e.kind === 'search-to-top' ? { zone: 'top' } : e.kind === 'search-to-graveyard' ? { zone: 'graveyard' } : e.otherToHand === true ? { zone: 'split', tapped: e.tapped === true } : { zone: 'battlefield', tapped: e.tapped === true };
  let any = false;
  for (const p of playersOrYou(c, true)) any = searchLibrary(run, item, p, e, to, byId, ctx.choices) || any;
  return { did: any || c.did(), previous: NOTHING };
}
