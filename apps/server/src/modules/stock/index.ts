/**
 * Public surface of the stock module: routes, the stock hold and movements other modules run inside
 * their own transaction, and the stock queries (search, locations, per-warehouse summary of a part).
 */

export { createStockImport, storageCodeColumn } from './stock.import';
export { createStockSearchCache, type StockSearchCache } from './stock.keyword-search';
export { type StockSearch, searchStock, stockHeldOf, stockLocations, stockSummary } from './stock.query';
export { type StockDeps, stockRoutes } from './stock.routes';
export {
  type AdjustInput,
  type AllocateInput,
  adjust,
  allocate,
  type DeallocateInput,
  deallocate,
  type LocationMovementInput,
  receiveIn,
  type StockArrivalHandler,
  type StockArrivalListener,
  type StockTotals,
  shipOut,
  stockTotals,
} from './stock.service';
export { type AllocateResult, type HoldRequest, holdStock, type StockHold } from './stock-hold';
export { warehouseStockOf } from './warehouse-use';
