/**
 * Japanese verb valency for verbs about objects: targeting (対象にする), counters put (置く), equipping
 * (装備する) and a regeneration shield (再生の盾) — which particle marks which object.
 */
import type { Clause, NounPhrase, RolePhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import { dropRole, isPlayer, isSpellCard, role } from './roles.ts';

/** XをYの対象にする: Y is what targets it; Xが(Yの)対象になる: the same, told from X. */
export function targetRules(c: Clause): void {
  const v = c.verb!;
  const of = role(c, 'of');
  if (of) of.prep = 'with';
  // 「《ミラディンの十字軍》は《破滅の刃》の対象にできる？」「相手の2/2って《殺害》の対象にできますか」: a permanent said as the
  // topic of "can be made the target of spell Y" is what is targeted, not who targets (only a player casts Y,
  // 601.2c); the one asking is the caster, as in 「XをYの対象にできる？」.
  const spellRole = role(c, 'with');
  const spellNp = spellRole?.np?.kind === 'object' && spellRole.np.card !== null && isSpellCard(spellRole.np.card.typeLine) ? spellRole.np : null;
  // (Not a pronoun: 「それは《破滅の刃》の対象にできる？」 with nothing before could take the spell itself as "it".)
  if (!v.passive && v.modal === 'can' && spellNp && !c.object && c.subject?.kind === 'object' && !(c.subject.card !== null && isSpellCard(c.subject.card.typeLine))) {
    c.object = c.subject;
    c.subject = null;
    return;
  }
  // 「《破滅の刃》は《ミラディンの十字軍》を対象にできますか」: an instant or sorcery said as the subject of targeting is
  // what the target is chosen for (601.2c) — cast by the one asking, as 「《破滅の刃》で…を対象にできる？」 says.
  if (!v.passive && v.modal === 'can' && !spellRole && c.object && c.object.kind === 'object' && c.subject?.kind === 'object' && c.subject.card !== null && isSpellCard(c.subject.card.typeLine)) {
    c.roles.push({ prep: 'with', np: c.subject, time: null, chunks: phraseChunks(c.subject) });
    c.subject = null;
    return;
  }
  if (v.passive) {
    const spell = role(c, 'with', 'by', 'to');
    if (spell) spell.prep = 'with';
    c.object = c.subject;
    c.subject = null;
    v.passive = false;
    // The spell's owner cast it: 相手の《ソリンの渇き》の対象になった.
    const owner = spell?.np?.kind === 'object' ? spell.np.owner : null;
    if (owner) c.subject = { kind: 'player', player: owner, chunks: [], start: c.start, end: c.start, text: '' };
    // 「私の《灰色熊》が《殺害》の対象になった」: a spell with no owner said was cast by someone not said — never the asker
    // by default (the unsaid subject of an act): frames/targets.ts asks whose it is.
    else if (spell?.np?.kind === 'object' && spell.np.card !== null && isSpellCard(spell.np.card.typeLine)) c.subject = { kind: 'player', player: { who: 'anyone' }, chunks: [], start: c.start, end: c.start, text: '' };
  }
}

/** 2/2に+1/+1カウンターを2個置く, +1/+1カウンターが2個乗った: the creature gets the counters. */
export function putRules(c: Clause): void {
  const to = role(c, 'to');
  const isCounters = (np: NounPhrase | null): boolean => np?.kind === 'amount' && np.noun === 'counter';
  // (「+1/+1カウンター2個と-1/-1カウンター1個」: a list of counters is put too.)
  const counters = [c.object, c.subject].find((np) => isCounters(np) || (np?.kind === 'list' && np.items.every(isCounters)));
  // 「《灰色熊》が-1/-1カウンターを3個置かれた」: the passive of what befalls the one they are put on (its subject),
  // the counters kept with を — the same event as 「《灰色熊》に…置かれた」.
  if (counters && !to && c.verb!.passive && counters === c.object && (c.subject?.kind === 'object' || c.subject?.kind === 'pronoun')) {
    c.verb!.verb = 'get';
    c.verb!.passive = false;
    return;
  }
  if (!counters || !to) return;
  c.verb!.verb = 'get';
  c.verb!.passive = false;
  c.object = counters;
  c.subject = to.np;
  dropRole(c, to);
}

/** XにYを装備する (I equip Y to X), XがYを装備している / YがXに装備されている (X is equipped with Y). */
export function equipRules(c: Clause): void {
  const v = c.verb!;
  const to = role(c, 'to');
  if (v.passive && c.subject && to) {
    // 灰色熊に《継ぎ当ての翼》が装備されている: the creature is equipped with it.
    const thing = c.subject;
    c.subject = to.np;
    to.prep = 'with';
    to.np = thing;
    return;
  }
  if (!v.passive && c.subject && !isPlayer(c.subject) && c.object && !to) {
    c.roles.push({ prep: 'with', np: c.object, time: null, chunks: phraseChunks(c.object) });
    c.object = null;
    v.passive = true;
  }
}

/** 「その後に《巨像の鎚》を装備しました」: equipped (or attached) to "it" when nothing is said. */
export function zeroHost(c: Clause): void {
  const v = c.verb!;
  if (v.passive || !c.object || role(c, 'to', 'on', 'onto') || c.verb!.verb === 'be') return;
  c.roles.push({ prep: 'to', np: { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.end, text: v.text }, time: null, chunks: [] });
}

/**
 * 「《リバー・ボア》に再生の盾を張った／作った」: the shield is set up on what に marks — that creature is what is
 * regenerated (701.19a), as 「《リバー・ボア》を再生した」 says.
 */
export function shieldRules(c: Clause, to: RolePhrase | undefined): void {
  const v = c.verb!;
  if (!v.passive && !c.object && /盾/.test(v.text) && to?.np?.kind === 'object' && c.roles.length === 1) {
    c.object = to.np;
    dropRole(c, to);
  }
}
