export { walletPlugin } from './wallet-plugin';
export { createWallet, DEFAULT_HOUSE_SHARDS, type Wallet, type TransferRequest, type ReverseRequest } from './wallet';
export type { LedgerAccount, PlayerAccountKind } from './ledger-accounts';
export type { Transfer, TransferRef, TransferReference, Decline } from './transfers';
export type { PlayerBalances, LedgerAudit } from './balances';
export { playerFlows, type PlayerFlowsQuery, type KindFlow } from './player-flows';
export type { PlaceHold, SettleHold } from './holds';
export type { PlainTransferKind } from './transfer-kinds';
export * from './wallet-errors';
