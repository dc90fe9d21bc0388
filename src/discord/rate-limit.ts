/**
 * Per-user and per-server rate limits as token buckets: each bucket holds up to `burst` tokens and
 * refills at `perMinute` tokens a minute; a request takes one token from the user's bucket and one
 * from the server's. When either is empty the request is refused with the time until it would be
 * allowed, so the bot can say how long to wait. Idle buckets (full again) are forgotten, which keeps
 * memory bounded however many users come by.
 */
export interface BucketConfig {
  perMinute: number;
  burst: number;
}

export interface RateLimitConfig {
  user: BucketConfig;
  guild: BucketConfig;
}

export type RateDecision = { ok: true } | { ok: false; scope: 'user' | 'guild'; retryAfterMs: number };

export interface RateLimiter {
  /** Takes a token for this user (and server, if any), or says how long to wait. */
  take(userId: string, guildId: string | null): RateDecision;
  /** Buckets currently kept (tests, metrics). */
  size(): number;
}

interface Bucket {
  tokens: number;
  at: number;
}

const SWEEP_EVERY = 1_000;

export function createRateLimiter(config: RateLimitConfig, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();
  let takes = 0;

  const refill = (key: string, cfg: BucketConfig, t: number): Bucket => {
    const b = buckets.get(key) ?? { tokens: cfg.burst, at: t };
    const rate = cfg.perMinute / 60_000;
    b.tokens = Math.min(cfg.burst, b.tokens + Math.max(0, t - b.at) * rate);
    b.at = t;
    return b;
  };
  const waitFor = (b: Bucket, cfg: BucketConfig): number => Math.ceil((1 - b.tokens) / (cfg.perMinute / 60_000));

  function sweep(t: number): void {
    for (const [key, b] of buckets) {
      const cfg = key.startsWith('u:') ? config.user : config.guild;
      if (b.tokens + (t - b.at) * (cfg.perMinute / 60_000) >= cfg.burst) buckets.delete(key);
    }
  }

  return {
    take(userId, guildId) {
      const t = now();
      if (++takes % SWEEP_EVERY === 0) sweep(t);
      const userKey = `u:${userId}`;
      const user = refill(userKey, config.user, t);
      const guildKey = guildId ? `g:${guildId}` : null;
      const guild = guildKey ? refill(guildKey, config.guild, t) : null;
      buckets.set(userKey, user);
      if (guildKey && guild) buckets.set(guildKey, guild);
      if (user.tokens < 1) return { ok: false, scope: 'user', retryAfterMs: waitFor(user, config.user) };
      if (guild && guild.tokens < 1) return { ok: false, scope: 'guild', retryAfterMs: waitFor(guild, config.guild) };
      user.tokens -= 1;
      if (guild) guild.tokens -= 1;
      return { ok: true };
    },
    size() {
      return buckets.size;
    },
  };
}
