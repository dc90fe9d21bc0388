/**
 * What the first /ask would otherwise do on the event loop, done before the bot connects (issue 15
 * §3): building the card-name spotter from the catalog's 67,000 names (~0.5 s of CPU, 1-2 s on a
 * loaded machine), loading the English tokeniser's lexicon and compiling the language code. An
 * autocomplete or a /rule arriving while that runs would wait behind it, past Discord's 3 s.
 *
 * The Japanese tokeniser is left to the first Japanese question: its dictionary costs ~30 MB of
 * memory for as long as the process lives (issue 15 §4), and it is built in a worker thread
 * (src/language/ja/kuromoji.ts), so it does not hold other answers up.
 *
 * Loaded with import() by the services, so commands that never read a question don't load it.
 */
import type { CardService } from './cards/service.ts';
import { parseQuestion } from './questions/index.ts';
import { spotterFor } from './questions/spotter.ts';

/** A question that goes through spotting, tokenising, chunking, frames and the IR; its answer is not used. */
const WARM_QUESTION = 'A 3/3 creature with trample attacks and is blocked by a 2/2 creature. How much damage does the defending player take?';

/** Builds the spotter for `cards` and reads one English question with it. Never rejects. */
export async function warmAsk(cards: CardService | null): Promise<void> {
  try {
    const spotter = cards ? await spotterFor(cards) : null;
    await parseQuestion(WARM_QUESTION, 'en', spotter ? { cards: spotter } : {});
  } catch {
    // A warm-up that fails costs nothing but time: the first /ask does the same work and reports.
  }
}
