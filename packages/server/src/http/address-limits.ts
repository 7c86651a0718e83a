/**
 * Creation limits per client address (IPv6 per /64, as the seat-code guard counts): one address
 * cannot sign up account after account, nor open tables or clubs without end by spreading them
 * over many accounts. Counted in memory per hour (a restart forgets, as the login limits do);
 * every attempt counts when it arrives, and one that is refused for its content is taken back.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { ApiFailure } from './errors.js';
import { AttemptLimiter, addressKeyOf } from './guards.js';

const addressKey = (req: FastifyRequest): string => addressKeyOf(req.ip);

/** What is limited per address, with its stable 429 code and the words of the refusal. */
const KINDS = {
  account: { code: 'too-many-accounts-from-address', what: 'new accounts' },
  table: { code: 'too-many-tables-from-address', what: 'new online tables' },
  club: { code: 'too-many-clubs-from-address', what: 'new clubs' },
} as const;
/** A kind of creation limited per address. */
export type AddressKind = keyof typeof KINDS;

/** The per-address creation limits of one server (config `registerPerHour`, `…PerHourPerAddress`). */
export class AddressLimits {
  private readonly limiters: Record<AddressKind, AttemptLimiter>;
  constructor(config: ServerConfig) {
    this.limiters = {
      account: new AttemptLimiter(config.registerPerHour ?? 20, 3_600_000),
      table: new AttemptLimiter(config.onlineTablesPerHourPerAddress ?? 60, 3_600_000),
      club: new AttemptLimiter(config.clubsPerHourPerAddress ?? 10, 3_600_000),
    };
  }

  /** Counts one creation of `kind` from `req`'s address; 429 with the kind's code past the limit. */
  hit(kind: AddressKind, req: FastifyRequest): void {
    const l = this.limiters[kind];
    const key = addressKey(req);
    if (l.hit(key)) return;
    const { code, what } = KINDS[kind];
    const s = l.retryAfter(key);
    throw new ApiFailure(
      429,
      code,
      `too many ${what} from this address (at most ${l.max} an hour); try again in ${s} s`,
    );
  }

  /** Takes back a counted creation that did not happen (the request was refused for its content). */
  refund(kind: AddressKind, req: FastifyRequest): void {
    this.limiters[kind].refund(addressKey(req));
  }

  /** Runs `create` counted as one creation of `kind`; refunded when it fails with a 4xx other than 429. */
  async counted<T>(kind: AddressKind, req: FastifyRequest, create: () => Promise<T>): Promise<T> {
    this.hit(kind, req);
    try {
      return await create();
    } catch (e) {
      const status = e instanceof ApiFailure ? e.status : 0;
      if (status >= 400 && status < 500 && status !== 429) this.refund(kind, req);
      throw e;
    }
  }
}
