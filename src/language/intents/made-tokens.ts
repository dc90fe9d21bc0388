/**
 * "What are the stats of the Insect tokens?", "How big are the tokens?", 「トークンのP/Tは？」「ゴブリン・トークンのサイズは？」:
 * tokens the question never described, made by a spell or ability the story casts or activates (111.1). The question
 * can't name them one by one (the engine makes them, 111.4), so the ask is of every token made in the run of the kind
 * said (questions/asks/made-tokens.ts). Only when nothing the story told fits the words: tokens told ("two 1/1 Soldier
 * tokens") are those objects, found as any reference is (refs.ts).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { role } from './common.ts';

export interface MadeTokens {
  np: NounPhrase;
  subtype: string | null;
  side: Side | null;
  /** False when the words were named back instead (a problem recorded): nothing is asked. */
  asked: boolean;
}

/** The phrase a size or keyword question asks of: "… of X", "X's …", or the subject ("How big are X?"). */
function askedOf(c: Clause): NounPhrase[] {
  const out: NounPhrase[] = [];
  const of = role(c, 'of');
  if (of) out.push(of);
  const visit = (np: NounPhrase | null): void => {
    if (!np) return;
    if (np.kind === 'property' && np.of) out.push(np.of);
    if (np.kind === 'list') np.items.forEach(visit);
    if (np.kind === 'object') out.push(np);
  };
  [c.asked, c.subject, c.complement].forEach(visit);
  return out;
}

/**
 * A bare group of tokens: "the tokens", "the Insect tokens", "the Soldiers", 「ゴブリン」 — nothing said of them but one
 * subtype, an owner and the article. (A size, a name or a keyword said would describe objects of its own.)
 */
function bareTokens(np: NounPhrase): (NounPhrase & { kind: 'object' }) | null {
  if (np.kind !== 'object' || (np.head !== 'token' && np.head !== 'subtype') || np.count !== null) return null;
  const said =
    np.power !== null || np.toughness !== null || np.colors.length > 0 || np.nonColors.length > 0 || np.nonTypes.length > 0 || np.keywords.length > 0 || np.lacks.length > 0 ||
    np.counters.length > 0 || np.damage > 0 || np.card !== null || np.from !== null || np.attachments.length > 0 || np.quotes.length > 0 || np.adjectives.length > 0 || np.partial !== null || np.supertypes.length > 0;
  if (said || np.subtypes.length > 1 || np.types.some((t) => t !== 'Creature') || (np.head === 'subtype' && np.subtypes.length !== 1)) return null;
  // ("the Soldiers" is plural; Japanese says no number: 「ゴブリン」.)
  if (np.det !== null && np.det !== 'the' && np.det !== 'all' && np.det !== 'each') return null;
  return np;
}

/** The tokens made in the run a size or keyword question asks of; null when it asks of anything else. */
export function madeTokensAsked(story: Story, c: Clause): MadeTokens | null {
  if (!story.events.some((e) => e.kind === 'cast' || e.kind === 'activate')) return null;
  for (const np of askedOf(c)) {
    const t = bareTokens(np);
    if (!t) continue;
    const subtype = t.subtypes[0] ?? null;
    // Anything told the words could mean is what they mean (a told token, or for "the Soldiers" any told Soldier).
    const fits = story.objects.filter((o) => (t.head === 'token' ? o.token : true) && (subtype === null || o.subtypes.some((s) => s.toLowerCase() === subtype.toLowerCase())));
    // ("I cast Hornet Queen. How big are the Insects?": the one Insect told, or it with the tokens it makes? Not guessed.)
    // (Only of a spell cast in the story, and not said by a word of its name: "the Bears" is Grizzly Bears said short.)
    const word = t.text.replace(/^(?:the|all|each)\s+/i, '').replace(/'$/, '').trim().toLowerCase();
    const shortName = fits[0]?.card?.toLowerCase().split(/\s+/).includes(word) === true;
    if (fits.length === 1 && t.plural && t.head === 'subtype' && fits[0]!.cast === true && !shortName) {
      story.problem('unresolved', t.text, 'what-it-refers-to');
      return { np: t, subtype, side: null, asked: false };
    }
    if (fits.length > 0) return null;
    const whose = t.owner ?? t.controlledBy;
    const side = whose ? story.side(whose) : null;
    if (whose && side === null) return null;
    return { np: t, subtype, side, asked: true };
  }
  return null;
}
