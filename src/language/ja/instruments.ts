/**
 * What a Japanese clause says was done with something (で): an instant or sorcery named so was
 * cast — 《ショック》で2点与えた (at the one dealt damage), 《ジャンプ》で飛行を得た (on the one that
 * gains), 《雲隠れ》で明滅させた (at what was flickered) — and a permanent or its ability named so
 * is the cause of the change said (as "X makes it lose all abilities" is). A player said to
 * receive a spell (《稲妻》を受けた) is its target. In each, what the card does is what the engine
 * runs, and the restatement names the spell and its target.
 */
import type { Clause, NounPhrase, RolePhrase } from '../clause.ts';
import { phraseChunks } from '../clause.ts';

function role(c: Clause, ...preps: string[]): RolePhrase | undefined {
  return c.roles.find((r) => preps.includes(r.prep));
}

function dropRole(c: Clause, r: RolePhrase | undefined): void {
  if (r) c.roles = c.roles.filter((x) => x !== r);
}

function isPlayer(np: NounPhrase | null | undefined): boolean {
  return np?.kind === 'player';
}

/** The instant or sorcery a clause says something was done with (《ショック》で, 《ジャンプ》で). */
function spellInstrument(c: Clause): RolePhrase | undefined {
  const r = role(c, 'with');
  return r?.np?.kind === 'object' && r.np.card && /\b(?:Instant|Sorcery)\b/.test(r.np.card.typeLine) ? r : undefined;
}

/**
 * 「《ショック》で2点与えた相手の3/3」: that spell was cast at the one dealt damage. The card's own
 * text is what the engine runs (the restatement names the spell and its target), as for
 * 《巨大化》で+3/+3の修整を受ける; the damage said goes with it ("for 2 damage") to be checked
 * against what the card dealt — 「《ショック》で3点」 is never silently Shock's 2.
 */
export function spellDealt(c: Clause): boolean {
  const v = c.verb!;
  const spell = spellInstrument(c);
  const to = role(c, 'to');
  if (!spell || !to || v.passive || c.object?.kind !== 'amount' || (c.subject && !isPlayer(c.subject))) return false;
  v.verb = 'cast';
  // (「3点」 alone is a bare amount: with 与える it is damage.)
  if ((c.object.noun === 'damage' || c.object.noun === 'total') && c.object.n !== null) c.roles.push({ prep: 'for', np: { ...c.object, noun: 'damage' }, time: null, chunks: phraseChunks(c.object) });
  else v.chunks = [...v.chunks, ...phraseChunks(c.object)];
  c.object = spell.np;
  dropRole(c, spell);
  to.prep = 'on';
  return true;
}

/** 「《ジャンプ》で飛行を得た《灰色熊》」: it got that spell (the keyword said is what the card gives). */
export function spellGiven(c: Clause): boolean {
  const v = c.verb!;
  const spell = spellInstrument(c);
  const abilities = c.object?.kind === 'property' && c.object.noun === 'keyword';
  if (!spell || v.passive || (c.keywords.length === 0 && !abilities) || !c.subject || isPlayer(c.subject) || (c.object && c.object.kind !== 'property')) return false;
  v.verb = 'get';
  v.chunks = [...v.chunks, ...phraseChunks(c.object)];
  c.object = spell.np;
  dropRole(c, spell);
  return true;
}

/**
 * 「《マーフォークのペテン師》の能力で全能力を失った」「私の《ペテン師》で能力を失わせた」: a permanent
 * (or its ability) said to cause the change is its cause, as "X makes it lose all abilities" is:
 * the change said is what happens.
 */
export function causeOfChange(c: Clause): void {
  const r = role(c, 'with');
  const np = r?.np?.kind === 'property' && r.np.noun === 'keyword' ? r.np.of : r?.np;
  if (!r || np?.kind !== 'object' || !np.card || /\b(?:Instant|Sorcery)\b/.test(np.card.typeLine)) return;
  const v = c.verb!;
  if (!(v.verb === 'lose' || v.verb === 'gain') || !c.subject || isPlayer(c.subject)) return;
  v.chunks = [...v.chunks, ...r.chunks, ...phraseChunks(r.np)];
  dropRole(c, r);
}

/**
 * 「《雲隠れ》で明滅したら」「《儚い存在》で明滅させて」: flickered with nothing said — the one flickered is the one being
 * talked about, an unsaid "it" resolved as any pronoun is (asked back when two could be meant); 「熊が《雲隠れ》で明滅した」
 * (intransitive, the creature its subject) is that creature flickered by its player.
 */
function flickeredUnsaid(c: Clause): void {
  if (c.subject && !isPlayer(c.subject)) {
    c.object = c.subject;
    c.subject = null;
    return;
  }
  c.object = { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.start, text: c.verb!.text };
}

/**
 * 「トークンを《雲隠れ》で明滅させた」「《脅しつけ》で奪った」: an act done with a spell is that spell
 * cast at what it was done to (what the card does is what the engine runs).
 */
export function spellDone(c: Clause): void {
  const v = c.verb!;
  const spell = spellInstrument(c);
  if (spell && !v.passive && !c.object && v.verb === 'flicker') flickeredUnsaid(c);
  if (!spell || v.passive || !c.object || (c.subject && !isPlayer(c.subject))) return;
  v.verb = 'cast';
  c.roles.push({ prep: 'on', np: c.object, time: null, chunks: [] });
  c.object = spell.np;
  dropRole(c, spell);
}


/**
 * 「(私が)《稲妻》を受けたら」 (受ける read as "gets"): a player hit by a spell — cast at that player by the other one, as
 * 《稲妻》を撃たれた is.
 */
export function spellReceived(c: Clause): boolean {
  const v = c.verb!;
  const o = c.object;
  if (v.passive || !o || o.kind !== 'object' || !o.card || !/\b(?:Instant|Sorcery)\b/.test(o.card.typeLine) || c.subject?.kind !== 'player') return false;
  const who = c.subject.player.who;
  if (who !== 'me' && who !== 'opponent') return false;
  const caster: NounPhrase = { kind: 'player', player: { who: who === 'me' ? 'opponent' : 'me' }, chunks: [], start: c.start, end: c.start, text: '' };
  v.verb = 'cast';
  v.card = o.card;
  v.passive = true;
  v.chunks = [...v.chunks, ...phraseChunks(o)];
  c.object = null;
  c.roles.push({ prep: 'by', np: caster, time: null, chunks: [] });
  return true;
}

/**
 * 「相手の3/3を《稲妻》で撃ったら」「相手を《稲妻》で撃った」: the one shot (を) with an instant or sorcery (で) is that
 * spell's target — the spell is what is cast, as 「相手の3/3に《稲妻》を撃った」 says. Only when the を-object is no
 * spell itself and nothing else is said to be cast at.
 */
export function spellTargetShot(c: Clause): boolean {
  const v = c.verb!;
  const spell = spellInstrument(c);
  const o = c.object;
  if (!spell || v.passive || v.card || !o || role(c, 'on', 'to', 'targeting') || (c.subject && !isPlayer(c.subject))) return false;
  if (o.kind === 'object' ? o.card !== null && /\b(?:Instant|Sorcery)\b/.test(o.card.typeLine) : o.kind !== 'player' && o.kind !== 'pronoun' && o.kind !== 'list') return false;
  if (o.kind === 'list' && o.items.some((x) => x.kind === 'object' && x.card !== null && /\b(?:Instant|Sorcery)\b/.test(x.card.typeLine))) return false;
  c.roles.push({ prep: 'on', np: o, time: null, chunks: [] });
  c.object = spell.np;
  dropRole(c, spell);
  return true;
}

/**
 * 「《稲妻》で3点受けた」「相手の《稲妻》で3点もらった」: a player taking damage from an instant or sorcery (で) was that
 * spell's target, cast by its owner when said, else by the other player (as 《稲妻》を撃たれた says). The damage said goes
 * with it ("for 3 damage") to be checked against what the card dealt (as spellDealt does).
 */
export function spellTaken(c: Clause): boolean {
  const v = c.verb!;
  const spell = spellInstrument(c);
  const o = c.object;
  if (!spell || v.passive || !o || o.kind !== 'amount' || (o.noun !== 'damage' && o.noun !== 'total') || o.n === null) return false;
  if (c.subject && !isPlayer(c.subject)) return false;
  const receiver = c.subject ?? ({ kind: 'player', player: { who: 'me' }, chunks: [], start: c.start, end: c.start, text: '' } as NounPhrase);
  const who = receiver.kind === 'player' ? receiver.player.who : null;
  const card = spell.np!.kind === 'object' ? spell.np! : null;
  const owner = card?.kind === 'object' ? card.owner : null;
  // 「相手から《頭蓋割り》で3点もらった」: the player it came from (から) is who cast it — refused when it is the one who took it
  // or another than the card's owner said.
  const from = c.roles.find((r) => r.prep === 'from' && r.np?.kind === 'player');
  const fromWho = from?.np?.kind === 'player' ? from.np.player.who : null;
  if (from && (fromWho === who || (owner && owner.who !== fromWho))) return false;
  const casterWho = owner?.who ?? fromWho ?? (who === 'me' ? 'opponent' : who === 'opponent' ? 'me' : null);
  if (casterWho !== 'me' && casterWho !== 'opponent') return false;
  v.verb = 'cast';
  c.subject = from?.np ?? { kind: 'player', player: { who: casterWho }, chunks: [], start: c.start, end: c.start, text: '' };
  if (from) dropRole(c, from);
  c.roles.push({ prep: 'on', np: receiver, time: null, chunks: [] });
  c.roles.push({ prep: 'for', np: { ...o, noun: 'damage' }, time: null, chunks: phraseChunks(o) });
  c.object = spell.np;
  dropRole(c, spell);
  return true;
}

/**
 * 「ETBで《灰色熊》に1点撃ってから」「誘発で相手に2点飛ばした」: points "shot" with a triggered ability (で) are the damage it
 * deals to the one marked に (120.3) — read by the deal frame as damage told of the trigger's source (frames/damage.ts).
 */
export function triggerShot(c: Clause): boolean {
  const v = c.verb!;
  const r = role(c, 'with');
  if (v.passive || r?.np?.kind !== 'property' || r.np.noun !== 'trigger' || c.object?.kind !== 'amount' || c.object.n === null || !role(c, 'to') || (c.subject && !isPlayer(c.subject))) return false;
  if (c.object.noun !== 'damage' && c.object.noun !== 'total') return false;
  v.verb = 'deal';
  return true;
}
