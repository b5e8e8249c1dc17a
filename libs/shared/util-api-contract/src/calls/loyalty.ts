import * as v from 'valibot';
import { defineCall } from '../define-call';
import { integerParam, queryInput } from '../params';

/** Characters in one page is more than the demo ever holds; the picker asks for all at once. */
export const CHARACTERS_MAX_LIMIT = 100;

/** A character a player may pick (spec §3): the name in the request's locale, English otherwise. */
export const characterSchema = v.object({ id: v.number(), sysname: v.string(), name: v.string(), image: v.string() });

export const loyaltyCalls = {
  getcharacters: defineCall({
    area: 'loyalty',
    method: 'getcharacters',
    verb: 'GET',
    summary: 'Characters a player can choose (offset, limit default 20); public, registration shows them',
    input: queryInput({ offset: integerParam(0, 10000, 0), limit: integerParam(1, CHARACTERS_MAX_LIMIT, 20) }),
    response: v.object({ items: v.array(characterSchema), offset: v.number(), limit: v.number(), total: v.number() }),
  }),
};

export type Character = v.InferOutput<typeof characterSchema>;
