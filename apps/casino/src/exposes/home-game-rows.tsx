export { HomeGameRows as default } from '@nfx/casino-feature-game-hall';
