/**
 * A keyword the engine does not apply is unmodelled rules text like any other (issue 11 §1): it
 * travels with its object as a Gap of the kind its rule gives it (702.x: "Rampage is a triggered
 * ability", "Cycling is an activated ability"), and the engine then decides whether it could have
 * mattered to the run. Objects compiled from cards already carry such gaps; an object a user
 * describes ("a 2/2 with rampage 2", /combat "2/2 bushido 1", a Scenario's `keywords`) did not, so
 * the engine answered as if the keyword were not there — "Yes, your 2/2 with rampage 2 dies" when
 * two 1/1s block it (702.23a makes it a 4/4 that survives).
 *
 * A keyword counts as modelled when the engine reads it (known.ts), when it is rules text the
 * engine reads written as a keyword ("can't block", "can't be countered"), when it works only
 * outside the game (702.124a, 702.139a), or when another part of the object already accounts for
 * it (a trigger "Persist", a gap "Cycling—Pay 2 life").
 */
import { classifyKeyword, gapOf } from '../cards/compile/gaps.ts';
import { OUTSIDE_THE_GAME } from '../cards/compile/keyword-kinds.ts';
import { GAP_KINDS, accountsFor } from '../engine/gaps.ts';
import type { Gap } from '../engine/gaps.ts';
import { normalizeKeywordText } from '../engine/keywords.ts';
import { appliedByEngine } from '../engine/keywords/known.ts';
import type { Keyword } from '../engine/types.ts';

/** The texts of an object's other parts that may account for one of its keywords. */
interface Accounted {
  gaps?: readonly { text: string }[] | undefined;
  unmodelled?: readonly string[] | undefined;
  statics?: readonly { text: string }[] | undefined;
  triggers?: readonly { text?: string | undefined }[] | undefined;
  activated?: readonly { text?: string | undefined }[] | undefined;
  /** The spell ability's own parts a keyword may be: its kicker (702.33a), an alternative cost by name (overload, 702.96a), its cost changes (affinity, 702.41a). */
  spell?: { kicker?: { cost: string } | undefined; alternatives?: readonly { name: string; cost: string }[] | undefined; costChanges?: readonly { text: string }[] | undefined } | undefined;
}

/** The Gaps for the keywords of `o` the engine does not apply and nothing else of `o` accounts for. */
export function keywordGaps(keywords: readonly Keyword[], o: Accounted): Gap[] {
  const texts = [
    ...(o.gaps ?? []).map((g) => g.text),
    ...(o.unmodelled ?? []),
    ...(o.statics ?? []).map((s) => s.text),
    ...(o.triggers ?? []).map((t) => t.text ?? ''),
    ...(o.activated ?? []).map((a) => a.text ?? ''),
    ...(o.spell?.kicker ? [`kicker ${o.spell.kicker.cost}`] : []),
    ...(o.spell?.alternatives ?? []).map((a) => `${a.name} ${a.cost}`),
    ...(o.spell?.costChanges ?? []).map((c) => c.text),
  ].map((t) => normalizeKeywordText(t));
  const out: Gap[] = [];
  for (const k of keywords) {
    const name = normalizeKeywordText(k.keyword);
    if (appliedByEngine(k) || name === '' || OUTSIDE_THE_GAME.has(name) || accountsFor(texts, name)) continue;
    const text = k.param ? `${k.keyword} ${k.param}` : k.keyword;
    if (out.some((g) => g.text === text)) continue;
    const c = classifyKeyword(name);
    // A word the kind table doesn't hold (or a name like "constructor") is a static ability: the
    // conservative reading, counted as able to matter wherever the object is.
    out.push(gapOf(text, (GAP_KINDS as readonly unknown[]).includes(c.kind) ? c : { kind: 'static' }));
  }
  return out;
}
