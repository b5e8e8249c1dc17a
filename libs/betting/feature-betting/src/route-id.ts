/**
 * The id in an event's or a competition's address: a whole number the API's ids can hold, written
 * without leading zeros. The site server's lookups (`betting-event`, `betting-competition`) apply the
 * same rule, so the status it answers agrees with the page the player sees.
 */
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

export function parseRouteId(value: string | undefined): number | null {
  if (!value || !ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
