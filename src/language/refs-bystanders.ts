/**
 * Creatures a story only said were there (Story.presentBeforeEvents, Story.bystanders): what "it" may mean among them
 * when the story is about another, or about none yet.
 */
import type { Story } from './story.ts';
import type { RefOptions } from './refs.ts';

/**
 * "I have a Hill Giant. He has a Grizzly Bears. I Shock it.": with no event told yet, the creatures only said to be there
 * are none of them the topic — "it" could be any of them that the frame's words allow (its controller, what it excludes),
 * and which changes the answer: all of them, to be asked back (issue 11 §2). Null when one alone fits.
 */
export function presentRivals(story: Story, ids: readonly string[], opts: RefOptions): string[] | null {
  // (Asked in a question, a condition may still decide it — "Does it die if he Bolts my bear?" — read as before.)
  if (ids.length !== 1 || story.asking || story.events.length > 0 || !story.presentBeforeEvents.includes(ids[0]!)) return null;
  const fits = story.presentBeforeEvents.filter((id) => {
    const o = story.get(id);
    if (!o || o.zone !== 'battlefield' || (opts.exclude ?? []).includes(id)) return false;
    return !opts.controller || o.controller === null || o.controller === opts.controller;
  });
  return fits.length > 1 ? fits : null;
}

/**
 * "My 3/3 attacks. He has a 2/2. He blocks with it.": "it" means the creature the story is about (the topic), not one a
 * clause only said was there (Story.bystanders) — unless the frame's own words rule the topic out (a blocker the other
 * player controls, an object the same event already uses): then the latest such bystander that fits is meant.
 */
export function bystanderFits(story: Story, ids: string[], opts: RefOptions): string[] {
  if (ids.length !== 1 || story.bystanders.length === 0) return ids;
  const fits = (id: string): boolean => {
    const o = story.get(id);
    if (!o || (opts.exclude ?? []).includes(id)) return false;
    return !opts.controller || o.controller === null || o.controller === opts.controller;
  };
  if (fits(ids[0]!)) return ids;
  const other = [...story.bystanders].reverse().find((id) => fits(id) && story.get(id)?.zone === 'battlefield');
  if (other === undefined) return ids;
  // (Now a part of the event, it is a bystander no more: the clause makes it the topic, frames/index.ts.)
  story.bystanders = story.bystanders.filter((id) => id !== other);
  return [other];
}

/**
 * "My opponent has Grizzly Bears. I activate Mutavault and attack with it.": "it" found the latest creature, but the
 * frame's own words rule it out (the attacking player attacks only with creatures they control, 508.1a; an object the
 * same event already uses), while the object whose ability the story just activated fits them: a permanent that may
 * only become a creature as the story runs (a creature land, a Keyrune). Then "it" is that object. `ids` unchanged
 * otherwise (a control change told in the story — "I stole their Serra Angel and attacked with it" — is the engine's to
 * check, and the default stays).
 */
export function frameFits(story: Story, ids: string[], opts: RefOptions): string[] {
  if (ids.length !== 1 || (!opts.controller && (opts.exclude ?? []).length === 0)) return ids;
  const fits = (id: string): boolean => {
    const o = story.get(id);
    if (!o || o.zone !== 'battlefield' || (opts.exclude ?? []).includes(id)) return false;
    return !opts.controller || o.controller === null || o.controller === opts.controller;
  };
  if (fits(ids[0]!)) return ids;
  const activated = new Set(story.events.flatMap((e) => (e.kind === 'activate' ? [e.source] : [])));
  const before = story.mentions.slice(0, story.clauseStart).reverse();
  const other = before.find((id) => activated.has(id) && fits(id));
  return other === undefined ? ids : [other];
}
