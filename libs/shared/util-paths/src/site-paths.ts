import type { GameHallFilters } from './path-params';
import { segment, withQuery } from './query';

// The top-level pages and their details (spec §2); `paths.<name>()`.

export const home = () => '/';
export const gameHall = (filters: GameHallFilters = {}) =>
  withQuery('/gamehall', { category: filters.category, providers: filters.providers, search: filters.search });
export const game = (sysname: string) => `/game/${segment(sysname)}`;
export const providers = () => '/providers';
export const winners = () => '/winners';
export const jackpots = () => '/jackpots';
export const jackpot = (sysname: string) => `/jackpots/${segment(sysname)}`;
export const tournaments = () => '/tournaments';
export const tournament = (id: string | number) => `/tournaments/${segment(id)}`;
export const tournamentGames = (id: string | number) => `/tournaments/${segment(id)}/gamehall`;
export const promotions = () => '/promotions';
export const promotion = (id: string | number) => `/promotions/${segment(id)}`;
export const offers = () => '/offers';
export const offer = (id: string | number) => `/offers/${segment(id)}`;
export const loyalty = () => '/loyalty';
export const loyaltyProgram = (sysname: string) => `/loyalty/${segment(sysname)}`;
export const loyaltyShop = () => '/loyalty/shop';
export const betting = () => '/betting';
export const bettingBets = () => '/betting/bets';
export const bettingEvent = (id: number) => `/betting/event/${segment(id)}`;
export const bettingCompetition = (id: number) => `/betting/competition/${segment(id)}`;
export const support = () => '/support';
export const confirmation = (code?: string) => withQuery('/confirmation', { code });
export const confirmationSuccess = () => '/confirmation/success';
export const unsubscribe = () => '/unsubscribe';
export const resetPassword = () => '/reset-password';
export const icons = () => '/_icons';
export const responsibleGame = () => '/responsible-game';
export const slug = (slug: string) => `/${segment(slug)}`;
