import { StockOrderListPage } from './StockOrderListPage';

/** Scrap orders (WSC): the stock order list of scrapped pieces. */
export default function ScrapOrderListPage() {
  return <StockOrderListPage kind="scrap" />;
}
