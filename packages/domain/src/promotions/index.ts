/** Promotion parts with rebates and DFS parts packages (spec §2, §3, §8). */
export * from './promotions.js';
