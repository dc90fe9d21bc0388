/**
 * Tokens that are copies (707.1, 111.3): "create a token that's a copy of target nonlegendary creature you
 * control, except it has haste" (Kiki-Jiki), "create a token that's a copy of equipped creature, except the
 * token isn't legendary" (Helm of the Host), "create a token that's a copy of it" (the trigger's object),
 * "… of this creature", "create two tokens that are copies of target creature", "create a tapped token …".
 * The exceptions read are those whose effect the engine carries as part of the copy's copiable values
 * (707.9a-b): keywords it has, "it isn't legendary", a type or subtype added, a quoted triggered ability
 * (enters-as-copy.ts). "It" after the instruction is the one token made (111.1): "It gains haste.",
 * "Sacrifice it at the beginning of the next end step." are read by their own templates.
 */
import type { CopyExceptions, SpellEffect } from '../../engine/types.ts';
import type { Clause } from './effects.ts';
import { objectRef } from './effect-refs.ts';
import { readException } from './enters-as-copy.ts';
import { parseKeywordList } from './keyword-lists.ts';
import { NUMBER, numberWord } from './text.ts';

const ONE = /^create an? (tapped )?token that's a copy of (.+?)(?:, except (.+))?$/;
const MANY = new RegExp(`^create ${NUMBER} (tapped )?tokens that are copies of (.+?)(?:, except (.+))?$`);

/** The exceptions of "except …" (the token's words made "it"); null if one isn't read. */
function exceptions(words: string, plural: boolean, verbatim: string): CopyExceptions | null {
  const said = plural ? words.replace(/\bthey have\b/g, 'it has').replace(/\bthey aren't\b/g, "it isn't").replace(/\bthey're\b/g, "it's") : words.replace(/\bthe tokens? /g, 'it ');
  if (plural && /\bthey\b|\bthe tokens\b/.test(said)) return null;
  const out: CopyExceptions = {};
  for (const piece of said.split(/,? and (?=it )|, (?=it )/)) {
    const p = piece.trim();
    const kw = /^it has ([a-z ,]+)$/.exec(p);
    const list = kw ? parseKeywordList(kw[1]!) : null;
    if (list) out.keywords = [...(out.keywords ?? []), ...list];
    else if (!readException(p, out, verbatim)) return null;
  }
  return out;
}

export const copyTokens: Clause = (c, text, ctx) => {
  const one = ONE.exec(c);
  const many = one ? null : MANY.exec(c);
  if (!one && !many) return null;
  const count = one ? 1 : numberWord(many![1]!);
  const [tapped, what, except] = one ? [one[1], one[2]!, one[3]] : [many![2], many![3]!, many![4]];
  if (count === null || count < 1 || count > 10) return null;
  // A card (in a graveyard, in exile) isn't copied here: only a permanent on the battlefield.
  if (/\bcards?\b/.test(what)) return null;
  const ref = objectRef(what, ctx);
  // One permanent copied: a target, this permanent, the one it is attached to, the trigger's object (608.2k). Not "it"
  // after a move (a card now in another zone), nor a group's copies ("for each").
  if (!ref || !(ref.target !== undefined || ref.self === true || ref.attached === true || ref.that === true)) return null;
  if (ref.target !== undefined && (ctx.targets.find((t) => t.word === ref.target)?.count ?? 1) !== 1) return null;
  const exc = except === undefined ? undefined : exceptions(except, !one, text);
  if (exc === null) return null;
  const e: SpellEffect = { kind: 'create-copy', ...ref, ...(exc ? { except: exc } : {}), ...(count > 1 ? { count } : {}), ...(tapped ? { tapped: true } : {}) };
  // 111.1: "it" after the instruction is the one token it created; after several, no one object.
  ctx.last = count === 1 ? { it: true } : { all: { kind: 'filter' } as never };
  return [e];
};
