/** Master data (spec §2 Mst001–Mst033): warehouses, dealers, suppliers, part responsibility. */
export * from './abnormal-demand.js';
export * from './master-data-enums.js';
export * from './master-data-rules.js';
