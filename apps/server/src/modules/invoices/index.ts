/** Public surface of the invoices module: its routes and the negative invoice request of a compensation. */
export { invoiceRoutes } from './invoices.routes';
export { type CompensationBooked, requestNegativeInvoice } from './negative-bills';
