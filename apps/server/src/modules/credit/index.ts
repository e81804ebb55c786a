/**
 * Public surface of the credit module: its routes and the credit movements other modules run inside
 * their own transaction (reserve on submit, release on cancel/return, settle on shipping).
 */
export { creditRoutes } from './credit.routes';
export {
  type CreditSummary,
  creditBalance,
  creditReservation,
  getCreditSummary,
  type ReservedAccount,
  type ReserveOutcome,
  releaseCredit,
  reservationOutcome,
  reserveCredit,
  type SettlementReference,
  settleCredit,
} from './credit.service';
export { creditLimitOf, dealerBalanceOf, setCreditLimit } from './credit-limit';
