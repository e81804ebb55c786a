import { StockOrderListPage } from './StockOrderListPage';

/** Return orders (WHR): the stock order list of returns to suppliers. */
export default function ReturnOrderListPage() {
  return <StockOrderListPage kind="return" />;
}
