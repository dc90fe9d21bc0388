/**
 * "You may have this creature enter as a copy of <group> [on the battlefield], except <exceptions>"
 * (614.1c, 707.2, 707.9): Clone, Mirror Image, Phyrexian Metamorph, Phantasmal Image, Spark Double …
 * The exceptions read are the ones whose effect the engine carries with the copy (707.9b: they become
 * part of its copiable values): a card type or subtype added (205.1b), "it isn't legendary" (205.4,
 * 707.9b), an additional counter it enters with if it's a creature / planeswalker (614.1c, 122.6), and
 * a quoted triggered ability it has (kept as unmodelled text of the copy when no template reads it).
 * Any other exception ("its name is …", "it's legendary", a mana cost) leaves the sentence unmodelled.
 */
import type { CardType, CopyExceptions, ObjectFilter } from '../../engine/types.ts';
import { creatureTypes } from '../../engine/subtypes.ts';
import { lookupTable } from '../../core/table.ts';
import { classifyText, gapOf } from './gaps.ts';
import { lowerFirst, thisNouns } from './text.ts';
import { parseGroup } from './words.ts';

export interface EntersAsCopyPart {
  text: string;
  filter: ObjectFilter;
  choice: string;
  except?: CopyExceptions;
}

const CARD_TYPE: Readonly<Record<string, CardType>> = lookupTable({ artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' });
/** "an additional +1/+1 counter … if it's a creature", "… loyalty counter … if it's a planeswalker". */
const EXTRA_COUNTER = /^it enters with an additional (\+1\/\+1|loyalty) counter on it if it's a (creature|planeswalker)$/;

/**
 * Reads a quoted triggered ability a copy is given ("except it has \"When …\""): set by the templates module, as the
 * token ability reader is (tokens.ts), so this module — read by the token-copy clause among the effect clauses —
 * doesn't import the trigger templates, which import the effect clauses (no import cycle). Unset, it is left unread.
 */
type TriggerReader = (norm: string, quoted: string) => unknown;
let readTrigger: TriggerReader | null = null;

export function setCopyTriggerReader(read: TriggerReader): void {
  readTrigger = read;
}

/** One exception of the list; false if it isn't one the engine carries. */
export function readException(part: string, out: CopyExceptions, verbatim: string): boolean {
  if (part === "it isn't legendary") {
    out.notLegendary = true;
    return true;
  }
  const extra = EXTRA_COUNTER.exec(part);
  if (extra) {
    const side = extra[2] === 'creature' ? 'creature' : 'planeswalker';
    out.counters = { ...out.counters, [side]: { [extra[1]!]: 1 } };
    return true;
  }
  const added = /^it's an? ([A-Za-z]+) in addition to its other types$/.exec(part);
  if (added) {
    const word = added[1]!.toLowerCase();
    const type = CARD_TYPE[word];
    const sub = creatureTypes().find((t) => t.toLowerCase() === word);
    if (type) out.addTypes = [...(out.addTypes ?? []), type];
    else if (sub) out.addSubtypes = [...(out.addSubtypes ?? []), sub];
    else return false;
    return true;
  }
  // it has "When this creature becomes the target of a spell or ability, sacrifice it." — the quoted ability, verbatim.
  const has = /^it has "([^"]+)"$/.exec(part);
  if (has) {
    const quoted = /"([^"\u201c\u201d]+)"/.exec(verbatim.replace(/[\u201c\u201d]/g, '"'))?.[1] ?? has[1]!;
    const norm = lowerFirst(thisNouns(quoted)).replace(/\.$/, '');
    const trigger = readTrigger?.(norm, quoted) ?? null;
    if (trigger) out.triggers = [...(out.triggers ?? []), trigger as never];
    else out.gaps = [...(out.gaps ?? []), gapOf(quoted, classifyText(quoted, { spell: false }))];
    return true;
  }
  return false;
}

/**
 * 614.1c, 707.2: the choice is made as it enters (614.12a), named "copy" in the resolving action's
 * choices. Null when the group or an exception isn't read.
 */
export function entersAsCopy(s: string, text: string): EntersAsCopyPart | null {
  const m = /^you may have this enter as a copy of (?:any|an|a) (.+?)(?: on the battlefield)?(?:, except (.+))?$/.exec(s);
  if (!m) return null;
  const g = parseGroup(m[1]!);
  if (!g || g.plural || g.filter.other) return null;
  const part: EntersAsCopyPart = { text, filter: { ...g.filter }, choice: 'copy' };
  if (m[2] === undefined) return part;
  const except: CopyExceptions = {};
  // "except it's an Illusion … and it has "…"", "except it enters with …, it enters with …, and it isn't legendary".
  const pieces = m[2].split(/,? and (?=it )|, (?=it )/);
  for (const p of pieces) if (!readException(p.trim(), except, text)) return null;
  return { ...part, except };
}
