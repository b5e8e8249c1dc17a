// The profile's pages (spec §2); `paths.profile.<name>()`.

export const index = () => '/profile';
export const settings = () => '/profile/settings';
export const notification = () => '/profile/notification';
export const security = () => '/profile/security';
export const verification = () => '/profile/verification';
export const bets = () => '/profile/bets';
export const betsHistory = () => '/profile/bets/history';
export const betsExports = () => '/profile/bets/exports';
export const bonuses = () => '/profile/bonuses';
export const cashback = () => '/profile/cashback';
export const loyalty = () => '/profile/loyalty';
export const responsibleGame = () => '/profile/responsible-game';
