/**
 * The one place where questions meet the card catalog and the card compiler (issue 6 §2): a card
 * name is resolved (English or Japanese, with or without 《》), compiled into a Scenario object by
 * the same templates as everything else, and quoted ability text goes through compileAbilityText.
 */
import type { CardLookup } from '../cards/catalog.ts';
import type { CardRecord } from '../cards/types.ts';
import { compileAbilityText, compileCard } from '../cards/compile/index.ts';
import type { Result } from '../core/result.ts';

export interface CardData {
  name: string;
  ja: string | null;
  /** Scenario object fields (no id/controller/zone). */
  object: Record<string, unknown>;
  /** Replacement and prevention effects of its static abilities (Scenario `replacements` without id/source/controller). */
  replacements: Record<string, unknown>[];
  unmodelled: string[];
}

export type CardProblem = { kind: 'unknown'; name: string; suggestions: string[] } | { kind: 'ambiguous'; name: string; suggestions: string[] } | { kind: 'unavailable'; name: string };

export type CardResolver = (name: string) => Promise<CardLookup>;

export async function resolveCard(name: string, resolver: CardResolver | undefined): Promise<Result<CardData, CardProblem>> {
  if (!resolver) return { ok: false, error: { kind: 'unavailable', name } };
  const r = await resolver(name);
  // A Japanese name's candidates carry their Japanese names: both are shown, 《原初の飢え、ガルタ》(Ghalta, Primal Hunger).
  if (r.kind === 'ambiguous') return { ok: false, error: { kind: 'ambiguous', name, suggestions: r.suggestions.map((s) => (s.ja ? `《${s.ja}》(${s.name})` : s.name)).slice(0, 5) } };
  if (r.kind === 'none' && r.unavailable) return { ok: false, error: { kind: 'unavailable', name } };
  if (r.kind === 'none') return { ok: false, error: { kind: 'unknown', name, suggestions: r.suggestions.map((s) => s.name).slice(0, 5) } };
  return { ok: true, value: fromRecord(r.card) };
}

export function fromRecord(card: CardRecord): CardData {
  const c = compileCard(card);
  return { name: card.name, ja: card.ja[0] ?? null, object: c.object, replacements: c.replacements, unmodelled: [...new Set(c.unmodelled)] };
}

/** Quoted rules text as the templates read it: object fields to merge, replacements, and what they couldn't model. */
export function compileQuoted(text: string): { object: Record<string, unknown>; replacements: Record<string, unknown>[]; unmodelled: string[] } {
  const c = compileAbilityText(text);
  return { object: c.object, replacements: c.replacements, unmodelled: c.unmodelled };
}
