/** Public surface of the interface-transfers module: the monitor routes (the outbox is platform). */
export { interfaceTransferRoutes } from './interface-transfers.routes';
