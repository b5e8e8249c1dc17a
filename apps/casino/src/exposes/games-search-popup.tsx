export { GamesSearchPopup as default } from '@nfx/casino-feature-game-hall';
