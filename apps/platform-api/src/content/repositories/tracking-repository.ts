import type { Db } from '../../db/database';

export interface TrackingHit {
  accountId: number | null;
  referer: string | null;
  trackId: string | null;
  seonSession: string | null;
  userAgent: string | null;
}

export interface TrackingRepository {
  addEvent(accountId: number | null, eventName: string, eventParams: unknown): Promise<void>;
  addHit(hit: TrackingHit): Promise<void>;
}

export function createTrackingRepository(db: Db): TrackingRepository {
  return {
    async addEvent(accountId, eventName, eventParams) {
      await db
        .insertInto('tracking_events')
        .values({ account_id: accountId, event_name: eventName, event_params: JSON.stringify(eventParams) })
        .execute();
    },
    async addHit(hit) {
      await db
        .insertInto('tracking_hits')
        .values({
          account_id: hit.accountId,
          referer: hit.referer,
          track_id: hit.trackId,
          seon_session: hit.seonSession,
          user_agent: hit.userAgent,
        })
        .execute();
    },
  };
}
