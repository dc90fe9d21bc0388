/**
 * "Look at the top three cards of your library. Put one of them into your hand and the rest on the
 * bottom of your library in any order." (Impulse's kin), "… and the rest into your graveyard."
 * (Forbidden Alchemy), and "Look at the top four cards of your library. You may reveal a creature card
 * from among them and put it into your hand. Put the rest on the bottom of your library in a random
 * order.": two or three sentences of one instruction, read only together — the cards looked at
 * (701.20e), the ones picked as it resolves (608.2d; revealed, 701.20a) and where the rest go
 * (engine: stack/look-pick.ts). A quality the group words don't read, another destination for the card
 * picked (the battlefield), or "X" cards, is not read.
 */
import type { SpellEffect } from '../../engine/types.ts';
import type { Clause } from './effects.ts';
import { choiceName, target } from './effect-refs.ts';
import { NUMBER, numberWord } from './text.ts';
import { parseGroup } from './words.ts';

const LOOK = new RegExp(`^[Ll]ook at the top ${NUMBER} cards of your library\\.$`);
const PUT_SOME = /^Put (?:one|two|three) of them into your hand and the rest (?:on the bottom of your library in (?:any|a random) order|into your graveyard)\.?$/;
const MAY_PICK = /^You may (?:reveal an? .+? card(?: of the chosen type)? from among them and put it|put an? .+? card(?: of the chosen type)? from among them) into your hand\.$/;
const REST = /^Put the rest on the bottom of your library in (?:any|a random) order\.?$/;

/** The sentences with each look-and-pick run joined into one sentence (read by lookPickClause). */
export function joinLookPick(sentences: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const [a, b, c] = [sentences[i]!, sentences[i + 1], sentences[i + 2]];
    if (LOOK.test(a) && b !== undefined && PUT_SOME.test(b)) {
      out.push(`${a} ${b}`);
      i += 1;
    } else if (LOOK.test(a) && b !== undefined && c !== undefined && MAY_PICK.test(b) && REST.test(c)) {
      out.push(`${a} ${b} ${c}`);
      i += 2;
    } else out.push(a);
  }
  return out;
}

const WHOLE = new RegExp(
  `^look at the top ${NUMBER} cards of your library\\. (?:put (one|two|three) of them into your hand and the rest (on the bottom of your library in (?:any|a random) order|into your graveyard)|you may (?:(reveal) an? (.+?) card( of the chosen type)? from among them and put it|put an? (.+?) card( of the chosen type)? from among them) into your hand\\. put the rest on the bottom of your library in (?:any|a random) order)$`,
);

/** The joined sentence (its clause, lower-cased and without its last period) as one look-pick instruction. */
export const lookPickClause: Clause = (c, _text, ctx) => {
  // The joined sentences keep their capitals: each is lower-cased as the first one was.
  const m = WHOLE.exec(c.replace(/\. ([A-Z])/g, (_s, x: string) => `. ${x.toLowerCase()}`));
  if (!m) return null;
  const amount = numberWord(m[1]!)!;
  const id = choiceName('look-pick', ctx);
  const named = id !== 'look-pick' ? { id } : {};
  if (m[2] !== undefined) {
    const pick = numberWord(m[2])!;
    if (pick >= amount) return null;
    return [{ kind: 'look-pick', amount, pick, rest: m[3] === 'into your graveyard' ? 'graveyard' : 'bottom', ...named }];
  }
  const quality = m[5] ?? m[7]!;
  // 614.12: "a creature card of the chosen type" — the type chosen as the permanent entered (kept as a placeholder, chosen.ts).
  const chosen = (m[6] ?? m[8]) !== undefined ? ' of the chosen type' : '';
  // "a noncreature, nonland card": the non- words read as a group's; "an instant or sorcery card", "a creature card": its card types.
  const nonWords = /^non[a-z]+(?:,? non[a-z]+)*$/.test(quality);
  const g = nonWords ? parseGroup(`${quality.replace(/,/g, '')} permanent${chosen}`) : parseGroup(`${quality}${chosen}`);
  if (!g || (nonWords && g.filter.types !== undefined) || g.plural || g.filter.controller !== undefined || g.filter.other === true || g.filter.token !== undefined || g.filter.zone !== undefined) return null;
  const effect: SpellEffect = { kind: 'look-pick', amount, pick: 1, upTo: true, filter: { ...g.filter }, rest: 'bottom', ...(m[4] ? { reveal: true } : {}), ...named };
  return [effect];
};

/**
 * 701.20e: "Look at target player's hand", "Look at the top card of target player's library" — only the
 * controller sees the cards; nothing in the game changes, so nothing else is modelled (the target still is, 115.1).
 */
export const lookAtClause: Clause = (c, _text, ctx) => {
  const m = /^look at (?:(target (?:player|opponent))'s hand|the top card of (target (?:player|opponent))'s library)$/.exec(c);
  if (!m) return null;
  const w = target((m[1] ?? m[2])!, ctx);
  return w ? [{ kind: 'look', at: m[1] !== undefined ? 'hand' : 'library-top', target: w }] : null;
};
